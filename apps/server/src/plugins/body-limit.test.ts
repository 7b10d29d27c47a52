import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import { IMPORT_EXPORT_MESSAGES } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../test';
import { createTestApp } from '../test';
import { GENERIC_ERRORS } from './errors';

/**
 * Over a real socket, not app.inject: the server used to answer 413 and close the connection while
 * the client was still sending, so the client got EPIPE or a reset instead of the answer. The
 * client here does what curl does: sends the whole request, then reads, then sends a second request
 * on the same connection.
 */

let t: TestApp;
let admin: TestUser;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

const MiB = 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, 'a');

interface Answer {
  status: number;
  body: unknown;
}

/** The complete HTTP/1.1 answers received so far (every answer of this API carries a content-length). */
function parseAnswers(received: Buffer): Answer[] {
  const answers: Answer[] = [];
  let at = 0;
  for (;;) {
    const headEnd = received.indexOf('\r\n\r\n', at);
    if (headEnd < 0) return answers;
    const head = received.subarray(at, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const bodyStart = headEnd + 4;
    if (received.length < bodyStart + length) return answers;
    const body = received.subarray(bodyStart, bodyStart + length).toString('utf8');
    answers.push({ status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown });
    at = bodyStart + length;
  }
}

function write(socket: Socket, data: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.write(data, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * POSTs `{"x":"aaa…"}` of about `size` bytes (in 64 KiB pieces, chunked or with a content-length),
 * then GETs /api/health on the same connection; resolves with both answers.
 */
async function postThenHealth(path: string, size: number, options: { chunked: boolean; token?: string }): Promise<Answer[]> {
  const socket = connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => (received = Buffer.concat([received, data])));
  const closed = new Promise<Error | null>((resolve) => {
    socket.on('error', resolve);
    socket.on('close', () => resolve(null));
  });
  try {
    const pieces = Math.ceil(size / PIECE.length);
    const body = [Buffer.from('{"x":"'), ...Array.from({ length: pieces }, () => PIECE), Buffer.from('"}')];
    const length = body.reduce((sum, part) => sum + part.length, 0);
    await write(
      socket,
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        (options.token ? `Authorization: Bearer ${options.token}\r\n` : '') +
        (options.chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${length}\r\n\r\n`),
    );
    for (const part of body) {
      await write(
        socket,
        options.chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part,
      );
    }
    if (options.chunked) await write(socket, '0\r\n\r\n');
    await write(socket, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');

    const deadline = Date.now() + 10_000;
    while (parseAnswers(received).length < 2 && Date.now() < deadline) {
      const ended = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);
      if (ended !== 'waiting') break;
    }
    return parseAnswers(received);
  } finally {
    socket.destroy();
  }
}

const HEALTHY = { status: 200, body: expect.objectContaining({ status: 'ok' }) as unknown };

describe('a body over the limit, sent over a real connection', () => {
  it.each([
    ['2 MiB with a content-length', 2 * MiB, false],
    ['16 MiB with a content-length', 16 * MiB, false],
    ['16 MiB chunked', 16 * MiB, true],
  ])(
    'to a 1 MiB route: the client reads 413 {error} (%s) and the connection serves the next request',
    async (_case, size, chunked) => {
      const answers = await postThenHealth('/api/auth/login', size, { chunked });
      expect(answers).toEqual([{ status: 413, body: { error: GENERIC_ERRORS.bodyTooLarge } }, HEALTHY]);
    },
  );

  it.each([false, true])('to the 10 MiB import: the client reads 413 {error} for 16 MiB (chunked: %s)', async (chunked) => {
    const answers = await postThenHealth('/api/vocabulary-admin/import', 16 * MiB, { chunked, token: admin.token });
    expect(answers).toEqual([{ status: 413, body: { error: IMPORT_EXPORT_MESSAGES.bodyTooLarge } }, HEALTHY]);
  });
});
