/**
 * Test-only: the one stand-in for `fetch`. Calls are answered from a route table keyed
 * "METHOD /api/path" (the URL as requested, query included) or by one handler function, with real
 * JSON bodies, and recorded. An unknown route answers 404, so no test reaches a network; fake
 * servers (progress, …) are handlers on top of this.
 */
import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body?: unknown;
}

/** What a route answers: a reply, a ready Response, or an Error to reject with (no connection). */
export type StubAnswer = StubReply | Response | Error;

export interface RecordedCall {
  method: string;
  /** As requested, e.g. "/api/progress?x=1". */
  url: string;
  /** Without the "/api" prefix, e.g. "/progress?x=1". */
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body; undefined when none was sent. */
  body: unknown;
  /** The raw init, for what the fields above leave out (credentials, the abort signal). */
  init: RequestInit;
}

export type StubHandler = (call: RecordedCall) => StubAnswer | Promise<StubAnswer>;
export type StubRoutes = Readonly<Record<string, StubAnswer | StubHandler>>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const NOT_FOUND: StubReply = { status: 404, body: { error: 'Not found' } };

function headersOf(init: RequestInit): Record<string, string> {
  const { headers } = init;
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...headers };
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

async function answerFor(routes: StubRoutes | StubHandler, call: RecordedCall): Promise<StubAnswer> {
  if (typeof routes === 'function') return routes(call);
  const route = routes[`${call.method} ${call.url}`] ?? NOT_FOUND;
  return typeof route === 'function' ? route(call) : route;
}

/** A recording fetch that is not installed anywhere: for code that takes `fetch` as a dependency. */
export function createFetchStub(routes: StubRoutes | StubHandler = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      path: url.replace(/^\/api(?=\/)/, ''),
      headers: headersOf(init),
      body: parseBody(init.body),
      init,
    };
    calls.push(call);
    const answer = await answerFor(routes, call);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  return { fetchMock, calls };
}

/** Installs a recording fetch as the global one (vi.unstubAllGlobals() restores the real one). */
export function stubFetch(routes: StubRoutes | StubHandler = {}) {
  const stub = createFetchStub(routes);
  vi.stubGlobal('fetch', stub.fetchMock);
  return stub;
}
