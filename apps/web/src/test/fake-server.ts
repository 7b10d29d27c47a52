/**
 * Test-only: what every stateful fake server (my-vocabulary, admin-vocabulary, admin-users) offers
 * on top of its own answers — replace an answer, hold a call until released, look at the calls —
 * keyed "METHOD /api/path" (the query ignored). The fake supplies `answer`; this installs the fetch
 * stub around it.
 */
import { stubFetch, type RecordedCall, type StubAnswer } from './fetch-stub';

export type FakeOverride = StubAnswer | ((call: RecordedCall) => StubAnswer | Promise<StubAnswer>);

/** "GET /api/admin/users" for a call to /api/admin/users?page=2. */
const routeKeyOf = (call: RecordedCall): string => `${call.method} ${new URL(call.url, 'http://localhost').pathname}`;

export function stubFakeServer(
  answer: (call: RecordedCall, path: string, query: URLSearchParams) => StubAnswer | Promise<StubAnswer>,
) {
  const overrides = new Map<string, FakeOverride>();
  const remaining = new Map<string, number>();
  const held = new Map<string, Promise<void>>();

  const stub = stubFetch(async (call) => {
    const url = new URL(call.url, 'http://localhost');
    const key = routeKeyOf(call);
    await held.get(key);
    const override = overrides.get(key);
    const left = remaining.get(key);
    if (left !== undefined) {
      if (left <= 1) {
        overrides.delete(key);
        remaining.delete(key);
      } else remaining.set(key, left - 1);
    }
    if (override) return typeof override === 'function' ? override(call) : override;
    return answer(call, url.pathname, url.searchParams);
  });

  return {
    ...stub,
    /** Answer `METHOD /api/path` with this from now on, or for the next `times` calls only. */
    override(key: string, reply: FakeOverride, times?: number) {
      overrides.set(key, reply);
      if (times === undefined) remaining.delete(key);
      else remaining.set(key, times);
    },
    restore(key: string) {
      overrides.delete(key);
      remaining.delete(key);
    },
    /** Calls to `METHOD /api/path` wait until the returned release() is called. */
    hold(key: string): () => void {
      let release!: () => void;
      held.set(key, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(key);
        release();
      };
    },
    /** The recorded calls to `METHOD /api/path`. */
    callsTo(key: string) {
      return stub.calls.filter((call) => routeKeyOf(call) === key);
    },
    /** The query of each call to `METHOD /api/path`, as an object. */
    queriesTo(key: string) {
      return stub.calls
        .filter((call) => routeKeyOf(call) === key)
        .map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
    },
  };
}
