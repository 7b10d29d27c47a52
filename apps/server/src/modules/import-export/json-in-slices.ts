import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Items written between two turns of the event loop: about 2 ms of JSON.stringify each. */
const ITEMS_PER_SLICE = 1_000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The JSON text of `body`, its array property `key` written a slice of items at a time. An answer
 * of 50,000 words was serialised in one piece (about 0.3–0.5 s of the request thread, most of it
 * the response schema's own parse); in slices other requests are answered in between. `body` must
 * already have exactly the response schema's shape: nothing checks it on the way out.
 */
async function* jsonInSlices<K extends string>(body: Record<K, unknown>, key: K): AsyncGenerator<string> {
  const entries = Object.entries(body);
  yield '{';
  for (const [index, [name, value]] of entries.entries()) {
    yield `${index > 0 ? ',' : ''}${JSON.stringify(name)}:`;
    if (name !== key || !Array.isArray(value)) {
      yield JSON.stringify(value);
      continue;
    }
    yield '[';
    for (let start = 0; start < value.length; start += ITEMS_PER_SLICE) {
      if (start > 0) await nextTurn();
      const slice = value.slice(start, start + ITEMS_PER_SLICE).map((item) => JSON.stringify(item));
      yield `${start > 0 ? ',' : ''}${slice.join(',')}`;
    }
    yield ']';
  }
  yield '}';
}

/** Sends `body` as JSON written in slices (see jsonInSlices), with the status given. */
export function sendJsonInSlices<K extends string>(reply: FastifyReply, status: number, body: Record<K, unknown>, key: K) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(Readable.from(jsonInSlices(body, key)));
}
