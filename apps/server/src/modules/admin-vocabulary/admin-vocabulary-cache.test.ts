import { lightweightCategoriesResponseSchema } from '@slovo/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory } from '../../test';

/** POST /vocabulary-admin/cache/clear: stale answers gone here, and the news sent to other instances. */

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** The channel of cache/cache-bus.ts, after the key prefix. */
const CHANNEL = 'vocabulary-cache:invalidate';

const clearCache = (t: TestApp, user: TestUser) => t.request('POST', '/api/vocabulary-admin/cache/clear', { user });

async function pickerNames(t: TestApp): Promise<string[]> {
  const response = await t.request('GET', '/api/vocabulary/categories/lightweight');
  return lightweightCategoriesResponseSchema.parse(response.json()).categories.map((category) => category.name);
}

describe('POST /vocabulary-admin/cache/clear', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('drops every cached answer: a change made behind the API’s back shows after it', async () => {
    await createTestCategory(t.db, { name: 'cached-name', words: [['old', 'старый']] });
    const listUrl = '/api/vocabulary/categories?search=name&_=1';
    expect(await pickerNames(t)).toEqual(['cached-name']);
    expect((await t.request('GET', listUrl)).json().categories).toMatchObject([{ name: 'cached-name', word_count: 1 }]);
    expect((await t.request('GET', '/api/vocabulary/category/cached-name')).json().words).toHaveLength(1);

    await t.db.updateTable('categories').set({ name: 'cleared-name' }).where('name', '=', 'cached-name').execute();
    await t.db.deleteFrom('words').execute();
    expect(await pickerNames(t)).toEqual(['cached-name']);
    expect((await t.request('GET', listUrl)).json().categories).toMatchObject([{ name: 'cached-name' }]);

    const response = await clearCache(t, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Cache cleared successfully!' });

    expect(await pickerNames(t)).toEqual(['cleared-name']);
    expect((await t.request('GET', listUrl)).json().categories).toMatchObject([{ name: 'cleared-name', word_count: 0 }]);
    expect((await t.request('GET', '/api/vocabulary/category/cached-name')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/vocabulary/category/cleared-name')).json()).toEqual({ words: [] });
  });
});

describe.skipIf(process.env['SLOVO_TESTS_WITHOUT_REDIS'] === '1')('POST /vocabulary-admin/cache/clear with Redis', () => {
  let t: TestApp;
  let admin: TestUser;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: REDIS_URL } });
    admin = await t.createAdmin();
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  it('tells every other instance through the cache bus', async () => {
    const listener = redis.duplicate();
    try {
      const channel = `${t.config.redisKeyPrefix}${CHANNEL}`;
      const heard = new Promise<string>((resolve) => listener.on('message', (from: string) => resolve(from)));
      await listener.subscribe(channel);
      expect((await clearCache(t, admin)).json()).toEqual({ message: 'Cache cleared successfully!' });
      expect(await heard).toBe(channel);
    } finally {
      await listener.quit();
    }
  });
});
