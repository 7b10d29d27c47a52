/**
 * One sqlmap run against one scan target, at --level 5 --risk 3 --batch, and what it found: the
 * parameters it tested, any it reports injectable, and every answer of 500 or above that its
 * payloads drew (read from its traffic log, so each comes with the request that caused it).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScanTarget } from './scan-targets';

export type SqlmapDbms = 'SQLite' | 'PostgreSQL';

export interface ServerErrorSeen {
  status: number;
  /** The request line and body that drew it, shortened. */
  request: string;
}

export interface TargetResult {
  target: string;
  /** As sqlmap names them: "GET parameter 'q'", "(custom) POST parameter 'JSON username'". */
  parameters: string[];
  /** sqlmap's own lines saying a parameter is (or might be) injectable: each one fails the proof. */
  injectable: string[];
  serverErrors: ServerErrorSeen[];
  requests: number;
  seconds: number;
  /** sqlmap could not run the target (it exited with an error, or tested nothing). */
  failure: string | null;
}

export interface SqlmapRun {
  baseUrl: string;
  dbms: SqlmapDbms;
  tokens: { learner: string; admin: string };
  /** Folder for this run's logs; one sub-folder per target. */
  folder: string;
}

function sqlmapArguments(target: ScanTarget, run: SqlmapRun, folder: string): string[] {
  const headers: string[] = [];
  if (target.who !== 'anonymous') headers.push(`Authorization: Bearer ${run.tokens[target.who]}`);
  if (target.body !== undefined) headers.push('Content-Type: application/json');
  return [
    '-u',
    `${run.baseUrl}${target.path}`,
    ...(target.method === 'GET' ? [] : ['--method', target.method]),
    ...(target.body === undefined ? [] : ['--data', JSON.stringify(target.body)]),
    // sqlmap splits --headers on a literal backslash-n.
    ...(headers.length > 0 ? ['--headers', headers.join('\\n')] : []),
    ...(target.spreadClientAddresses ? ['--tamper', 'xforwardedfor'] : []),
    '--level',
    '5',
    '--risk',
    '3',
    '--batch',
    // Payloads for the database actually behind the server: what a real attacker's fingerprinting
    // would settle on, at a tenth of the requests of trying every DBMS (24 s → 3 s per parameter).
    '--dbms',
    run.dbms,
    // The parameters are the point; level 5 would also inject into these headers of every request.
    '--skip',
    'user-agent,referer,host',
    // Keep every request as written (a refresh cookie picked up from an answer would change them).
    '--drop-set-cookie',
    // A refused sign-in (401) is an answer to compare like any other, not a reason to stop.
    '--ignore-code',
    '401',
    '--disable-coloring',
    '--output-dir',
    join(folder, 'output'),
    '-t',
    join(folder, 'traffic.txt'),
  ];
}

const TESTED = /testing for SQL injection on (.+? parameter '[^']+')/;
const INJECTABLE = /(?:is vulnerable|appears to be .* injectable|might be injectable|identified the following injection point)/;
/** sqlmap checks each candidate again and takes it back with one of these lines. */
const TAKEN_BACK = /false positive or unexploitable injection point|does not seem to be injectable/;

/**
 * sqlmap's lines saying a parameter is (or might be) injectable, leaving out candidates it took
 * back itself while testing that parameter: "appears to be … injectable" is followed, for a false
 * positive, by "false positive or unexploitable injection point detected" before the next parameter.
 */
export function injectableLines(output: string): string[] {
  const findings: string[] = [];
  let candidates: string[] = [];
  for (const line of output.split('\n')) {
    if (TAKEN_BACK.test(line)) candidates = [];
    else if (TESTED.test(line)) {
      findings.push(...candidates);
      candidates = [];
    } else if (INJECTABLE.test(line) && !/cross-site scripting|\bXSS\b/i.test(line)) candidates.push(line.trim());
  }
  return [...findings, ...candidates];
}

/** Every answer of 500 or above in sqlmap's traffic log, with the request that drew it. */
export function serverErrorsIn(traffic: string): { requests: number; errors: ServerErrorSeen[] } {
  const blocks = traffic.split(/\n#{20,}\n/);
  const errors: ServerErrorSeen[] = [];
  let requests = 0;
  for (const block of blocks) {
    const answer = /HTTP response \[#\d+\] \((\d{3})[^)]*\):/.exec(block);
    if (!/HTTP request \[#\d+\]:/.test(block)) continue;
    requests += 1;
    if (!answer || Number(answer[1]) < 500) continue;
    const request = block.slice(block.indexOf('HTTP request'), answer.index);
    const lines = request.split('\n');
    const requestLine = lines[1] ?? '';
    const body = request.split('\n\n')[1]?.trim() ?? '';
    errors.push({ status: Number(answer[1]), request: `${requestLine}${body ? ` ${body}` : ''}`.slice(0, 300) });
  }
  return { requests, errors };
}

export function runSqlmap(target: ScanTarget, run: SqlmapRun): Promise<TargetResult> {
  const folder = join(run.folder, target.id);
  mkdirSync(folder, { recursive: true });
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', sqlmapArguments(target, run, folder), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let finished = false;
    const finish = (exitCode: number | null, spawnError?: Error) => {
      if (finished) return;
      finished = true;
      writeFileSync(join(folder, 'sqlmap.log'), output);
      const parameters = [...new Set(output.split('\n').flatMap((line) => TESTED.exec(line)?.[1] ?? []))];
      const injectable = injectableLines(output);
      // sqlmap also records confirmed injection points in <output>/<host>/log.
      const hostFolder = join(folder, 'output', new URL(run.baseUrl).hostname);
      const logFile = join(hostFolder, 'log');
      if (existsSync(logFile) && statSync(logFile).size > 0) injectable.push(...readFileSync(logFile, 'utf8').trim().split('\n'));
      const trafficFile = join(folder, 'traffic.txt');
      const traffic = existsSync(trafficFile) ? serverErrorsIn(readFileSync(trafficFile, 'utf8')) : { requests: 0, errors: [] };
      let failure: string | null = null;
      if (spawnError) failure = `could not run sqlmap: ${spawnError.message}`;
      else if (exitCode !== 0 && parameters.length === 0)
        failure = `sqlmap exited with code ${exitCode} (see ${folder}/sqlmap.log)`;
      else if (parameters.length === 0) failure = `sqlmap tested no parameter (see ${folder}/sqlmap.log)`;
      resolve({
        target: target.id,
        parameters,
        injectable,
        serverErrors: traffic.errors,
        requests: traffic.requests,
        seconds: (performance.now() - startedAt) / 1000,
        failure,
      });
    };
    child.once('error', (error) => finish(null, error));
    child.once('exit', (code) => finish(code));
  });
}
