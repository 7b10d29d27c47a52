/**
 * `npm run bench`, in two parts (BENCH_PARTS=api,web; both by default):
 *
 * - api: for SQLite and PostgreSQL in turn — load the generated dataset into a fresh database,
 *   start the real app in a child process, measure each scenario with autocannon next to a bare
 *   node:http server answering a same-size body (the words route and the baseline in alternating
 *   rounds).
 * - web (bench/web/run-web.ts): the production build's bundle sizes, and page timings in Chromium
 *   against the real server next to a bare one-button page.
 *
 * Then report. Everything listens on 127.0.0.1 and everything this run creates (children, the
 * browser, temporary files, the benchmark database) is removed at the end, also after a failure or
 * Ctrl-C.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchConfig, BenchDialect } from './bench-config';
import { readBenchConfig } from './bench-config';
import type { BenchDatabase } from './bench-databases';
import { createPostgresDatabase, createSqliteDatabase } from './bench-databases';
import type { BaselineBodyMessage } from './baseline-server';
import type { RunningServer } from './child-servers';
import { startChildServer } from './child-servers';
import type { BenchAccount } from './dataset';
import { CATEGORY_COUNT, LEARNER_CATEGORY_COUNT, LEARNER_WORDS_PER_CATEGORY, WORDS_PER_CATEGORY } from './dataset';
import { loadDataset } from './load-dataset';
import { ANSWERS_PER_GAME, loadReviewHistory } from './review-history';
import { BENCH_CLASS, loadBenchClass } from './class-dataset';
import type { LoadResult } from './load-test';
import type { StreamFigures } from './measure';
import { measure, measureAfterWrites, measureAgainstBaseline, measureStream, secondsFor, settle } from './measure';
import { measureStall } from './apkg-stall';
import type { ApiReport, BenchReport, DatabaseReport, ScenarioReport } from './report';
import {
  currentLoad,
  describeStreamFigures,
  formatDatabaseTable,
  formatMarkdown,
  judge,
  judgeLikes,
  machineInfo,
  RESULTS_FILE,
  writeResults,
} from './report';
import type { Scenario } from './scenarios';
import { buildScenarios, wordsPath } from './scenarios';
import { runWebPart } from './web/run-web';
import type { WebReport } from './web/web-report';
import {
  formatBundleConsole,
  formatBundleMarkdown,
  formatTimingsConsole,
  formatWaterfalls,
  formatTimingsMarkdown,
  formatWireConsole,
  formatWireMarkdown,
} from './web/web-report';

const PROFILE_DIR = fileURLToPath(new URL('./results/profiles', import.meta.url));

const log = (message: string) => console.log(`[bench] ${message}`);

/** Things to undo, newest first, whether the run ends well or not. */
const cleanups: Array<() => Promise<void>> = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const undo = cleanups.pop() as () => Promise<void>;
    await undo().catch((error: unknown) => console.error(`[bench] clean-up failed: ${String(error)}`));
  }
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping servers and the browser, removing the benchmark databases and temporary files...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Registers `stop` for clean-up and returns a version that runs it at most once. */
function undoable(stop: () => Promise<void>): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await stop();
  };
  cleanups.push(once);
  return once;
}

interface HttpRequest {
  path: string;
  method?: string;
  headers?: Readonly<Record<string, string>>;
  body?: string;
}

/** Sends one request; anything but a 2xx answer is an error (a benchmark of failures measures nothing). */
async function send(port: number, request: HttpRequest): Promise<Buffer> {
  const method = request.method ?? 'GET';
  const response = await fetch(`http://127.0.0.1:${port}${request.path}`, {
    method,
    ...(request.headers ? { headers: { ...request.headers } } : {}),
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${method} ${request.path} answered ${response.status}: ${body.toString('utf8').slice(0, 200)}`);
  }
  return body;
}

const getBody = (port: number, path: string): Promise<Buffer> => send(port, { path });

/** An access token of a bench user (signed in through the API, as the web app does). */
async function signIn(port: number, account: BenchAccount): Promise<string> {
  const body = await send(port, {
    path: '/api/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return (JSON.parse(body.toString('utf8')) as { token: string }).token;
}

/**
 * The scenario as it runs: with a fresh bearer token of its bench user when it needs one (tokens
 * live 15 minutes), and of the user who writes between its reads when that is another.
 */
async function readyToRun(port: number, scenario: Scenario): Promise<Scenario> {
  const writes = scenario.afterWrites;
  const writer = writes?.by
    ? { ...writes, headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn(port, writes.by)}` } }
    : writes;
  if (!scenario.signIn) return { ...scenario, ...(writer ? { afterWrites: writer } : {}) };
  const token = await signIn(port, scenario.signIn);
  return {
    ...scenario,
    ...(writer ? { afterWrites: writer } : {}),
    headers: { ...scenario.headers, authorization: `Bearer ${token}` },
  };
}

/** The scenario's example as one request (a body scenario's next body: it is prepared first). */
function exampleRequest(scenario: Scenario): HttpRequest {
  const body = scenario.body?.();
  if (body === null) throw new Error(`${scenario.id}: no request body to send (was it prepared?)`);
  return {
    path: scenario.example,
    ...(scenario.method ? { method: scenario.method } : {}),
    ...(scenario.headers ? { headers: scenario.headers } : {}),
    ...(body === undefined ? {} : { body }),
  };
}

/** Seconds of load a scenario gets (warm-up included), for sizing what it uses up. */
const plannedSeconds = (config: BenchConfig, scenario: Scenario): number =>
  (scenario.warmup ? config.warmupSeconds : 0) + secondsFor(config, scenario) + 1;

/**
 * The words answers' real size: fetched for 200 categories. The baseline then serves the real
 * answer whose size is closest to their average, so both send the same bytes per request.
 */
async function measureWordsBody(port: number, names: readonly string[]): Promise<{ averageBytes: number; body: Buffer }> {
  const bodies: Buffer[] = [];
  for (let index = 0; index < 200; index += 1) {
    const name = names[Math.floor((index * names.length) / 200)] as string;
    bodies.push(await getBody(port, wordsPath(name)));
  }
  const averageBytes = bodies.reduce((sum, body) => sum + body.length, 0) / bodies.length;
  const closest = bodies.reduce((best, body) =>
    Math.abs(body.length - averageBytes) < Math.abs(best.length - averageBytes) ? body : best,
  );
  return { averageBytes, body: closest };
}

/** The load generator and the server need a core each: other work on the machine skews the figures. */
function warnIfBusy(load: number): void {
  if (load >= 1)
    log(`warning: the 1-minute load average is ${load}: other processes compete for the CPUs, the figures will be noisy`);
}

const describeLoad = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms` +
  (result.non2xx + result.errors + result.timeouts > 0
    ? ` — ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
    : '');

const describeStream = (result: LoadResult, stream: StreamFigures) =>
  `${result.requests} run${result.requests === 1 ? '' : 's'}, ${result.p50Ms.toFixed(0)}–${result.p99Ms.toFixed(0)} ms; ${describeStreamFigures(stream)}` +
  (result.non2xx > 0 ? ` — ${result.non2xx} failed` : '');

async function benchDatabase(config: BenchConfig, dialect: BenchDialect, database: BenchDatabase): Promise<DatabaseReport> {
  log(
    `${dialect}: loading ${CATEGORY_COUNT.toLocaleString('en-US')} categories and ${(CATEGORY_COUNT * WORDS_PER_CATEGORY).toLocaleString('en-US')} words, plus a learner's ${LEARNER_CATEGORY_COUNT} categories and ${(LEARNER_CATEGORY_COUNT * LEARNER_WORDS_PER_CATEGORY).toLocaleString('en-US')} words, into ${database.description}...`,
  );
  const load = await loadDataset(database);
  log(
    `${dialect}: loaded ${load.words.toLocaleString('en-US')} words in ${load.seconds.toFixed(1)} s (migrations, bulk insert${dialect === 'postgres' ? ', ANALYZE' : ''})`,
  );
  const history = await loadReviewHistory(database);
  log(
    `${dialect}: the learner's year of games: ${history.games.toLocaleString('en-US')} games of ${ANSWERS_PER_GAME} answers, ${history.reviews.toLocaleString('en-US')} reviews, recorded through the reviews service in ${history.seconds.toFixed(1)} s`,
  );

  const classroom = await loadBenchClass(database);
  log(
    `${dialect}: a class of ${BENCH_CLASS.members} members × ${BENCH_CLASS.assignments} assignments: ${classroom.games.toLocaleString('en-US')} games, ${classroom.reviews.toLocaleString('en-US')} reviews, in ${classroom.seconds.toFixed(1)} s`,
  );

  const all = buildScenarios();
  const { publicNames, baselineNext } = all;
  const scenarios = config.scenarios
    ? all.scenarios.filter((scenario) => config.scenarios?.includes(scenario.id))
    : all.scenarios;
  if (scenarios.length === 0) throw new Error(`BENCH_SCENARIOS matches none of: ${all.scenarios.map((s) => s.id).join(', ')}`);
  // One folder per database: Node names the files itself (one per thread, tsx's loader runs in its own).
  const profileDir = join(PROFILE_DIR, dialect);
  if (config.cpuProfile) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const profileArgs = config.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const app: RunningServer = await startChildServer('./app-server.ts', {
    env: { BENCH_DB_TARGET: JSON.stringify(database.target), BENCH_PG_SCHEMA: database.pgSchema ?? '' },
    // --expose-gc: the export's memory is measured from a collected heap (memory-probe.ts).
    extraExecArgv: ['--expose-gc', ...profileArgs],
  });
  const stopApp = undoable(app.stop);

  // Every scenario must answer 2xx before anything is measured (one that writes: once it is prepared).
  // (A streamed export is checked by its own runs: it takes seconds.)
  for (const scenario of scenarios) {
    if (!scenario.body && !scenario.stall && scenario.target !== 'stream')
      await send(app.port, exampleRequest(await readyToRun(app.port, scenario)));
  }
  const { averageBytes, body } = await measureWordsBody(app.port, publicNames);
  log(
    `${dialect}: words answers average ${Math.round(averageBytes)} bytes; the baseline serves a real one of ${body.length} bytes`,
  );

  const baselineServer = await startChildServer('./baseline-server.ts', {
    initialMessage: { type: 'body', base64: body.toString('base64') } satisfies BaselineBodyMessage,
  });
  const stopBaseline = undoable(baselineServer.stop);
  const ratioScenario = scenarios.find((scenario) => scenario.target === 'ratio');
  const interleaved = await measureAgainstBaseline(config, baselineServer, baselineNext, app, ratioScenario);
  await stopBaseline();
  const { baseline } = interleaved;
  log(`${dialect}: baseline (bare node:http): ${describeLoad(baseline)}`);

  const reports: ScenarioReport[] = [];
  for (const scenario of scenarios) {
    const ready = await readyToRun(app.port, scenario);
    if (scenario.prepare) await scenario.prepare(database, plannedSeconds(config, scenario));
    if (scenario.body) await send(app.port, exampleRequest(ready));
    if (scenario.target === 'stream') {
      const { result, stream } = await measureStream(app, ready);
      log(`${dialect}: ${scenario.label}: ${describeStream(result, stream)}`);
      reports.push(judge(scenario, result, baseline, stream));
      continue;
    }
    const result =
      scenario === ratioScenario && interleaved.app
        ? interleaved.app
        : scenario.afterWrites
          ? await measureAfterWrites(app, ready)
          : scenario.stall
            ? await measureStall(app, ready)
            : await measure(config, app, ready);
    log(`${dialect}: ${scenario.label}: ${describeLoad(result)}`);
    const busySeconds = await settle(app.port);
    if (busySeconds > 1)
      log(`${dialect}: the server was still busy for ${busySeconds.toFixed(1)} s with requests queued before the run ended`);
    reports.push(judge(scenario, result, baseline));
  }
  await stopApp();
  judgeLikes(reports);
  if (config.cpuProfile) {
    // CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile: thread 0 is the main thread, the one serving requests.
    const main = readdirSync(profileDir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
    log(`${dialect}: CPU profile of the app server: ${main ? join(profileDir, main) : profileDir}`);
    if (main) log(`${dialect}: summarise it with: node --import tsx bench/profile-summary.ts ${join(profileDir, main)}`);
  }

  return {
    dialect,
    description: database.description,
    load,
    wordsBodyBytes: Math.round(averageBytes),
    baselineBodyBytes: body.length,
    baseline,
    scenarios: reports,
  };
}

async function openBenchDatabase(config: BenchConfig, dialect: BenchDialect): Promise<BenchDatabase> {
  return dialect === 'sqlite' ? createSqliteDatabase() : createPostgresDatabase(config.postgresUrl);
}

async function runApiPart(config: BenchConfig): Promise<ApiReport> {
  const api: ApiReport = {
    settings: { connections: config.connections, durationSeconds: config.durationSeconds, warmupSeconds: config.warmupSeconds },
    databases: [],
    skipped: [],
  };
  log(
    `api: ${config.connections} connections, ${config.durationSeconds} s per scenario (BENCH_DURATION), ${config.warmupSeconds} s warm-up`,
  );

  for (const dialect of config.dialects) {
    let database: BenchDatabase;
    try {
      database = await openBenchDatabase(config, dialect);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`${dialect}: skipped, the database cannot be prepared: ${reason}`);
      api.skipped.push({ dialect, reason });
      continue;
    }
    const remove = undoable(database.remove);
    api.databases.push(await benchDatabase(config, dialect, database));
    await remove();
  }

  if (api.databases.length === 0) {
    throw new Error(`no database could be benchmarked: ${api.skipped.map((s) => `${s.dialect}: ${s.reason}`).join('; ')}`);
  }
  return api;
}

function printApi(report: BenchReport, api: ApiReport): void {
  const { machine } = report;
  for (const database of api.databases) {
    console.log(
      `\n${database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (${database.description.replace(/ in \/.*$/, '')}; loaded in ${database.load.seconds.toFixed(1)} s; words answer ≈ ${database.wordsBodyBytes} bytes)`,
    );
    console.log(formatDatabaseTable(database));
  }
  console.log(
    `\nMarkdown for docs/performance.md (${report.date.slice(0, 10)}, ${machine.cpus} cores, Node ${machine.node}, load average at start ${report.loadAverageAtStart}):\n`,
  );
  console.log(formatMarkdown(api));
  for (const { dialect, reason } of api.skipped) console.log(`\n[bench] ${dialect} was skipped: ${reason}`);
}

function printWeb(report: BenchReport, web: WebReport): void {
  console.log(`\nWeb: production build of apps/web (built in ${web.bundle.buildSeconds.toFixed(1)} s)`);
  console.log(formatBundleConsole(web.bundle));
  console.log(`\n${formatWireConsole(web.wire, web.bundle.kilobyte)}`);
  if (web.timings) {
    console.log(
      `\nWeb: page timings, ${web.timings.browser}, ${web.timings.viewport.width}×${web.timings.viewport.height}, a new context (cold cache) per sample`,
    );
    console.log(formatTimingsConsole(web.timings));
    console.log(`\nWeb: Home's requests until interactive (Resource Timing)\n${formatWaterfalls(web.timings)}`);
  }
  console.log(
    `\nMarkdown for docs/performance.md, web (${report.date.slice(0, 10)}, ${report.machine.cpus} cores, load average at start ${report.loadAverageAtStart}):\n`,
  );
  console.log(formatBundleMarkdown(web.bundle));
  console.log(`\n${formatWireMarkdown(web.wire, web.bundle.kilobyte)}`);
  if (web.timings) console.log(`\n${formatTimingsMarkdown(web.timings)}`);
  if (web.timingsSkipped) console.log(`\n[bench] the page timings were skipped: ${web.timingsSkipped}`);
}

async function main(): Promise<void> {
  const config = readBenchConfig();
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    loadAverageAtStart: currentLoad(),
    parts: config.parts,
  };
  const { machine } = report;
  log(`${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; parts: ${config.parts.join(', ')} (BENCH_PARTS)`);
  warnIfBusy(report.loadAverageAtStart);

  let api: ApiReport | null = null;
  for (const part of config.parts) {
    if (part === 'api') {
      api = await runApiPart(config);
      Object.assign(report, api);
    } else {
      report.web = await runWebPart({ samples: config.webSamples, log, undoable });
    }
  }

  writeResults(report);
  if (api) printApi(report, api);
  if (report.web) printWeb(report, report.web);
  console.log(`\n[bench] results written to ${RESULTS_FILE}`);
}

main()
  .catch((error: unknown) => {
    // After Ctrl-C the clean-up closes what the run was using; the errors that causes are expected.
    if (interrupted) return;
    console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    // Sockets autocannon, pg or Playwright may hold open must not keep the process (and its children) alive.
    process.exit(process.exitCode ?? 0);
  });
