/** Test-only: answers the request client's fetch calls from a route table, with real JSON bodies. */
import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Keys look like "GET /api/vocabulary/categories/lightweight". Unknown routes answer 404. */
export function stubFetch(routes: Record<string, StubReply | ((call: RecordedCall) => StubReply | Promise<StubReply>)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const reply = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'Not found' } });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
