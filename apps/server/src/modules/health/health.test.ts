import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test';
import { createTestApp } from '../../test';
import { REDIS_CHECK_TIMEOUT_MS } from './health-checks';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { support: { cardTransfer: 'Card 0000 1111 2222 3333', bankTransfer: null } },
  });
});
afterAll(async () => {
  await t.close();
});

/**
 * A stand-in Redis speaking just enough of its protocol for a client to connect (INFO for ioredis'
 * ready check) and, unless told to stay silent, to answer PING — so these tests need no Redis
 * server and can make one hang, which a real one cannot be asked to do.
 */
async function fakeRedis(options: { answerPing: boolean }): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString();
      // Each command is an array of bulk strings: *<n>\r\n then $<len>\r\n<arg>\r\n n times.
      for (;;) {
        const command = /^\*(\d+)\r\n((?:\$\d+\r\n[^\r]*\r\n)*)/.exec(pending);
        const args = command ? [...(command[2] ?? '').matchAll(/\$\d+\r\n([^\r]*)\r\n/g)].map((m) => m[1] ?? '') : [];
        if (!command || args.length < Number(command[1])) return;
        const consumed = args.slice(0, Number(command[1]));
        pending = pending.slice(command[0].length);
        const name = consumed[0]?.toUpperCase();
        if (name === 'INFO') {
          const info = 'redis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${info.length}\r\n${info}\r\n`);
        } else if (name === 'PING') {
          if (options.answerPing) socket.write('+PONG\r\n');
        } else {
          socket.write('+OK\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A client configured as the app's own (no offline queue: fail at once while disconnected). */
async function redisClient(port: number, connect: boolean): Promise<Redis> {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  if (connect) await client.connect();
  return client;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appWithRedis(client: Redis): Promise<TestApp> {
  const app = await createTestApp({ redis: client });
  cleanups.push(
    async () => client.disconnect(),
    () => app.close(),
  );
  return app;
}

describe('GET /api/health', () => {
  it('reports ok after a database round trip, to anonymous callers, and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not configured', version: '1.2.0' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with database "down" and {error} when the database is gone, so a balancer drains the instance', async () => {
    const broken = await createTestApp();
    await broken.database.destroy();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'down',
        database: 'down',
        redis: 'not configured',
        version: '1.2.0',
        error: 'Database unavailable',
      });
    } finally {
      await broken.app.close();
    }
  });

  it('reports Redis ok when it answers PING', async () => {
    const redis = await fakeRedis({ answerPing: true });
    cleanups.push(redis.close);
    const app = await appWithRedis(await redisClient(redis.port, true));
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('stays 200 but says "degraded" at once when Redis is unreachable: the app works without it', async () => {
    const redis = await fakeRedis({ answerPing: true });
    const client = await redisClient(redis.port, true);
    const app = await appWithRedis(client);
    const closed = new Promise((resolve) => client.once('close', resolve));
    await redis.close();
    await closed;
    const started = Date.now();
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(Date.now() - started).toBeLessThan(REDIS_CHECK_TIMEOUT_MS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });
  });

  it('gives up on a Redis that accepts PING but never answers, within its short timeout', async () => {
    const redis = await fakeRedis({ answerPing: false });
    cleanups.push(redis.close);
    const app = await appWithRedis(await redisClient(redis.port, true));
    const started = Date.now();
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(REDIS_CHECK_TIMEOUT_MS - 10);
    expect(took).toBeLessThan(REDIS_CHECK_TIMEOUT_MS + 1_000);
    expect(response.json()).toMatchObject({ status: 'degraded', redis: 'down' });
  });
});

describe('GET /api/config', () => {
  it('gives the version and the configured support details (null when unset)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: '1.2.0',
      support: { cardTransfer: 'Card 0000 1111 2222 3333', bankTransfer: null },
    });
  });
});
