/**
 * The import-stall proof (issue 30 §1): the heavy imports at once — two zero-filled packages, a
 * zstd bomb, a valid package of 50,000 notes, 50,000 pairs into a category, an Anki text of
 * 50,000 notes and an admin's 10 MiB JSON file — while a cheap GET /api/config is asked again as
 * soon as it answers. Passes when that GET never waits 250 ms or more, the server's memory stays
 * under the stated bound, and every import answers as it does alone. On SQLite, then PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { ADMIN, startProofServers } from '../lib/proof-servers';
import type { ProofDialect } from '../lib/proof-servers';
import { NOTES, buildStallPayloads } from './stall-payloads';
import type { StallPayloads } from './stall-payloads';

/** The cheap GET's longest wait while the imports run (the target). */
const MAX_WAIT_MS = 250;
/** The server process's peak resident memory (all threads) during the mix. */
const MAX_PEAK_RSS_MB = 700;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

async function call(url: string, path: string, token: string, body: Uint8Array | object): Promise<Answer> {
  const started = performance.now();
  const binary = body instanceof Uint8Array;
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': binary ? 'application/octet-stream' : 'application/json' },
    body: binary ? Buffer.from(body) : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed, ms: performance.now() - started };
}

async function signIn(url: string, path: string, body: object): Promise<string> {
  const answer = await call(url, path, '', body);
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${path} answered ${answer.status}`);
  return answer.body['token'] as string;
}

/** GET /api/config again and again until `until` settles: each wait, in ms. */
async function pollCheapGet(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const waits: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${url}/api/config`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/config answered ${response.status}`);
    waits.push(performance.now() - started);
  }
  return waits;
}

/** The process's peak resident set so far (VmHWM), in MB. */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

interface Expectation {
  name: string;
  send: () => Promise<Answer>;
  check: (answer: Answer) => string | null;
}

const refused = (answer: Answer) =>
  answer.status === 400 ? null : `expected 400, got ${answer.status} ${JSON.stringify(answer.body)}`;
const added = (count: number, read: (body: Record<string, unknown>) => unknown) => (answer: Answer) =>
  answer.status === 201 && read(answer.body) === count
    ? null
    : `expected 201 with ${count} added, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

function expectations(url: string, learner: string, admin: string, categoryId: number, payloads: StallPayloads): Expectation[] {
  const totalsAdded = (body: Record<string, unknown>) => (body['totals'] as { added?: number } | undefined)?.added;
  return [
    {
      name: 'zero-filled package 1',
      send: () => call(url, '/api/vocabulary/user/import/apkg', learner, payloads.zeroBomb),
      check: refused,
    },
    {
      name: 'zero-filled package 2',
      send: () => call(url, '/api/vocabulary/user/import/apkg', learner, payloads.zeroBomb),
      check: refused,
    },
    { name: 'zstd bomb', send: () => call(url, '/api/vocabulary/user/import/apkg', learner, payloads.zstdBomb), check: refused },
    {
      name: `package of ${NOTES} notes`,
      send: () => call(url, '/api/vocabulary/user/import/apkg', learner, payloads.validPackage),
      check: added(NOTES, totalsAdded),
    },
    {
      name: `${NOTES} pairs into a category`,
      send: () => call(url, `/api/vocabulary/user/categories/${categoryId}/import`, learner, payloads.pairs),
      check: added(NOTES, (body) => body['added']),
    },
    {
      name: `Anki text of ${NOTES} notes`,
      send: () => call(url, '/api/vocabulary/user/import/anki-text', learner, payloads.ankiText),
      check: added(NOTES, totalsAdded),
    },
    {
      name: "admin's 10 MiB JSON",
      send: () => call(url, '/api/vocabulary-admin/import', admin, payloads.adminJson),
      check: (answer) =>
        answer.status === 200 ? null : `expected 200, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
    },
  ];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

async function runOn(dialect: ProofDialect, payloads: StallPayloads) {
  const servers = await startProofServers(dialect, 1);
  const [url] = servers.urls as [string];
  const [pid] = servers.pids as [number];
  try {
    const admin = await signIn(url, '/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
    const learner = await signIn(url, '/api/auth/register', {
      username: 'stalllearner',
      email: 'stall@example.com',
      password: 'stall-learner-password',
    });
    const category = await call(url, '/api/vocabulary/user/categories', learner, { categoryName: 'Stall pairs' });
    const categoryId = category.body['categoryId'] as number;
    const idle = await pollCheapGet(url, new Promise((resolve) => setTimeout(resolve, 1_000)));
    const rssBeforeMb = peakRssMb(pid);

    const mix = expectations(url, learner, admin, categoryId, payloads);
    const started = performance.now();
    const answers = Promise.all(mix.map((entry) => entry.send()));
    const waits = await pollCheapGet(url, answers);
    const results = await answers;
    const seconds = (performance.now() - started) / 1000;
    const problems = results.flatMap((answer, index) => {
      const problem = mix[index]!.check(answer);
      return problem === null ? [] : [`${mix[index]!.name}: ${problem}`];
    });
    const summary = {
      proof: 'import-stall',
      database: dialect,
      longestWaitMs: Math.round(Math.max(...waits)),
      p99WaitMs: Math.round(percentile(waits, 99)),
      cheapRequests: waits.length,
      idleLongestWaitMs: Math.round(Math.max(...idle)),
      peakRssMb: Math.round(peakRssMb(pid)),
      rssBeforeMb: Math.round(rssBeforeMb),
      seconds: Number(seconds.toFixed(1)),
      imports: results.map((answer, index) => ({ name: mix[index]!.name, status: answer.status, ms: Math.round(answer.ms) })),
      problems,
    };
    const ok = problems.length === 0 && summary.longestWaitMs < MAX_WAIT_MS && summary.peakRssMb < MAX_PEAK_RSS_MB;
    console.log(
      `[import-stall] ${dialect}: longest wait ${summary.longestWaitMs} ms, peak memory ${summary.peakRssMb} MB, ${seconds.toFixed(1)} s`,
    );
    for (const result of summary.imports) console.log(`[import-stall]   ${result.name}: ${result.status} in ${result.ms} ms`);
    for (const problem of problems) console.log(`[import-stall]   PROBLEM ${problem}`);
    console.log(JSON.stringify({ ...summary, ok, maxWaitMs: MAX_WAIT_MS, maxPeakRssMb: MAX_PEAK_RSS_MB }));
    return ok;
  } finally {
    await servers.stop();
  }
}

const dialects = (process.env['STALL_DATABASES'] ?? 'sqlite,postgres').split(',') as ProofDialect[];
const payloads = await buildStallPayloads();
let allOk = true;
for (const dialect of dialects) allOk = (await runOn(dialect, payloads)) && allOk;
process.exit(allOk ? 0 : 1);
