import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test-app';
import type { Fingerprint, Fingerprinter } from './db-fingerprint';
import { changedTables } from './db-fingerprint';
import type { FuzzRequest } from './fuzz-request';

/**
 * Runs one route's cases and checks the properties of issue 14 part 2 on each answer:
 * no 5xx, an answer at all (within ANSWER_TIMEOUT_MS), every 4xx is JSON `{ "error": "…" }`, and a
 * refused request (4xx) leaves every table as it was. All cases run (so the report can say how many
 * broke, not just that one did); the first broken one is then replayed by fast-check, which shrinks
 * it to a minimal counterexample.
 */

const ANSWER_TIMEOUT_MS = 10_000;
/** Shrinking replays requests; past this many it stops (the counterexample found so far stands). */
const MAX_SHRINK_RUNS = 400;

export type ViolationKind = '5xx' | 'no answer' | 'non-JSON 4xx' | 'row written';

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

export interface CaseReport {
  violation: Violation;
  request: PrintableRequest;
}

export interface RouteFuzzResult {
  route: string;
  runs: number;
  seed: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Cases by variant (schema-shaped, hostile body / address / caller). */
  variants: Record<string, number>;
  violations: Record<ViolationKind, number>;
  /** Time spent answering (app.inject) and checking the database, of `ms`; the rest is fast-check. */
  injectMs: number;
  fingerprintMs: number;
  first?: CaseReport;
  /** The first broken case after fast-check's shrinking, when it reproduced on its own. */
  shrunk?: CaseReport;
  ms: number;
}

/** A request as it goes in a report: long text cut, bytes as hex. */
export interface PrintableRequest {
  variant: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const cut = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

export function printable(request: FuzzRequest): PrintableRequest {
  const { payload } = request;
  return {
    variant: request.variant,
    method: request.method,
    url: cut(request.url),
    headers: Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, name === 'authorization' ? cut(value, 24) : cut(value)]),
    ),
    ...(payload === undefined
      ? {}
      : { payload: Buffer.isBuffer(payload) ? `hex:${cut(payload.toString('hex'))}` : cut(payload) }),
  };
}

export interface RouteFuzzContext {
  t: TestApp;
  fingerprinter: Fingerprinter;
  /** Tables this route may write while refusing, with the reason (see fuzz.test.ts). */
  mayWriteWhenRefused: readonly string[];
}

async function inject(t: TestApp, request: FuzzRequest): Promise<LightMyRequestResponse | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        remoteAddress: request.remoteAddress,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function errorBodyProblem(response: LightMyRequestResponse): string | null {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type ${type || 'none'}`;
  try {
    const body = response.json<unknown>();
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof error === 'string' && error !== '' ? null : `body ${cut(response.body, 120)}`;
  } catch {
    return `body not JSON: ${cut(response.body, 120)}`;
  }
}

/** Runs one case; `before` is the fingerprint the database had before it. Returns what broke and the fingerprint after. */
async function runCase(
  context: RouteFuzzContext,
  request: FuzzRequest,
  before: Fingerprint,
  timing?: { injectMs: number; fingerprintMs: number },
): Promise<{ status: number; violation: Violation | null; after: Fingerprint }> {
  const started = performance.now();
  const response = await inject(context.t, request);
  const answered = performance.now();
  const after = await context.fingerprinter.take();
  if (timing) {
    timing.injectMs += answered - started;
    timing.fingerprintMs += performance.now() - answered;
  }
  if (response === null)
    return { status: 0, violation: { kind: 'no answer', detail: `no answer in ${ANSWER_TIMEOUT_MS} ms` }, after };
  const status = response.statusCode;
  if (status >= 500) return { status, violation: { kind: '5xx', detail: `${status} ${cut(response.body, 200)}` }, after };
  if (status >= 400) {
    const problem = errorBodyProblem(response);
    if (problem !== null) return { status, violation: { kind: 'non-JSON 4xx', detail: `${status}: ${problem}` }, after };
    const written = changedTables(before, after).filter((table) => !context.mayWriteWhenRefused.includes(table));
    if (written.length > 0) {
      return {
        status,
        violation: { kind: 'row written', detail: `${status} ${cut(response.body, 120)} changed ${written.join(', ')}` },
        after,
      };
    }
  }
  return { status, violation: null, after };
}

export async function fuzzRoute(
  context: RouteFuzzContext,
  route: string,
  arbitrary: fc.Arbitrary<FuzzRequest>,
  runs: number,
  seed: number,
): Promise<RouteFuzzResult> {
  const started = Date.now();
  const result: RouteFuzzResult = {
    route,
    runs: 0,
    seed,
    statuses: {},
    variants: {},
    violations: { '5xx': 0, 'no answer': 0, 'non-JSON 4xx': 0, 'row written': 0 },
    ms: 0,
    injectMs: 0,
    fingerprintMs: 0,
  };
  let fingerprint = await context.fingerprinter.take();
  let firstBrokenRun: number | null = null;

  // Every case runs: the property records and never fails, so the counts cover all `runs` cases.
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const outcome = await runCase(context, request, fingerprint, result);
      fingerprint = outcome.after;
      result.statuses[outcome.status] = (result.statuses[outcome.status] ?? 0) + 1;
      result.variants[request.variant] = (result.variants[request.variant] ?? 0) + 1;
      if (outcome.violation) {
        result.violations[outcome.violation.kind] += 1;
        if (firstBrokenRun === null) {
          firstBrokenRun = result.runs;
          result.first = { violation: outcome.violation, request: printable(request) };
        }
      }
      result.runs += 1;
      // A turn of the event loop per case: injected answers chained only by promises stayed alive
      // until the loop turned (a bare Fastify app too: 300 kB kept per /api/docs answer, 1 kB with
      // the turn), so 10,000 cases of one route ran out of a 4 GB heap.
      await new Promise((resolve) => setImmediate(resolve));
    }),
    { numRuns: runs, seed },
  );

  if (firstBrokenRun !== null) result.shrunk = await shrink(context, arbitrary, seed, firstBrokenRun);
  result.ms = Date.now() - started;
  result.injectMs = Math.round(result.injectMs);
  result.fingerprintMs = Math.round(result.fingerprintMs);
  return result;
}

/** Replays run `index` of `seed` and lets fast-check shrink it; undefined when it does not break on its own. */
async function shrink(
  context: RouteFuzzContext,
  arbitrary: fc.Arbitrary<FuzzRequest>,
  seed: number,
  index: number,
): Promise<CaseReport | undefined> {
  let executions = 0;
  let last: CaseReport | undefined;
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (request) => {
      executions += 1;
      if (executions > MAX_SHRINK_RUNS) return true;
      const before = await context.fingerprinter.take();
      const { violation } = await runCase(context, request, before);
      if (violation) last = { violation, request: printable(request) };
      return violation === null;
    }),
    { seed, path: String(index), numRuns: 1 },
  );
  return details.failed ? last : undefined;
}
