import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test';
import { createTestApp } from '../../test';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { support: { cardTransfer: 'Card 0000 1111 2222 3333', bankTransfer: null } },
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports ok after a database round trip, to anonymous callers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '1.2.0' });
  });

  it('answers 503 {error} when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.destroy();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Database unavailable' });
    } finally {
      await broken.app.close();
    }
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
