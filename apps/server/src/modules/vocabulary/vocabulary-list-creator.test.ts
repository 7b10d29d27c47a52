import { categoryListResponseSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';
import { setUserRole } from '../users';
import { invalidateVocabularyCache } from './index';

/** GET /vocabulary/categories: the creator filter and the cache-busting timestamp parameters. */

let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
  await createTestCategory(t.db, { name: 'system-one' });
  await createTestCategory(t.db, { name: 'admins-own', user_id: admin.id, privacy: 'shared' });
  await createTestCategory(t.db, { name: 'admins-private', user_id: admin.id, privacy: 'private' });
  await createTestCategory(t.db, { name: 'alices-shared', user_id: alice.id, privacy: 'shared' });
  await createTestCategory(t.db, { name: 'alices-private', user_id: alice.id, privacy: 'private' });
});
afterAll(async () => {
  await t?.close();
});

async function names(query: string, user?: TestUser): Promise<string[]> {
  const response = await t.request('GET', `/api/vocabulary/categories?limit=1000${query}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return categoryListResponseSchema
    .parse(response.json())
    .categories.map((category) => category.name)
    .sort();
}

describe('creator filter', () => {
  it("'admin' = system categories and those of admin accounts; 'user' = the others; 'all' and absent = both", async () => {
    expect(await names('&creator=admin')).toEqual(['admins-own', 'system-one']);
    expect(await names('&creator=user')).toEqual(['alices-shared']);
    expect(await names('&creator=all')).toEqual(['admins-own', 'alices-shared', 'system-one']);
    expect(await names('')).toEqual(['admins-own', 'alices-shared', 'system-one']);
    // Visibility still applies: private categories only for their owner and admins.
    expect(await names('&creator=admin', admin)).toEqual(['admins-own', 'admins-private', 'system-one']);
    expect(await names('&creator=user', admin)).toEqual(['alices-private', 'alices-shared']);
    expect(await names('&creator=user', alice)).toEqual(['alices-private', 'alices-shared']);
    expect(await names('&creator=admin', alice)).toEqual(['admins-own', 'system-one']);
  });

  it('combines with the other filters and counts pages by it', async () => {
    expect(await names('&creator=admin&tag=user')).toEqual(['admins-own']);
    expect(await names('&creator=user&tag=pre-built')).toEqual([]);
    const response = await t.request('GET', '/api/vocabulary/categories?creator=admin&limit=10&sortBy=word_count', {});
    expect(response.json()).toMatchObject({ totalCount: 2, totalPages: 1 });
  });

  it('follows the owner’s role at once: a role change drops the cached lists', async () => {
    const carol = await t.registerUser();
    await createTestCategory(t.db, { name: 'carols', user_id: carol.id, privacy: 'shared' });
    expect(await names('&creator=user')).toContain('carols');
    await setUserRole(await t.contextFor(null), carol.id, 'admin');
    expect(await names('&creator=user')).not.toContain('carols');
    expect(await names('&creator=admin')).toContain('carols');
  });

  it.each(['everyone', 'Admin', 'system', '1'])('refuses creator=%s with 400', async (value) => {
    expectError(
      await t.request('GET', `/api/vocabulary/categories?creator=${value}`),
      400,
      'creator must be one of all, admin, user',
    );
  });

  it('refuses a repeated creator with 400, not 500', async () => {
    expectError(
      await t.request('GET', '/api/vocabulary/categories?creator=admin&creator=user'),
      400,
      'Each query parameter may be given only once',
    );
  });
});

describe('cache-busting timestamp', () => {
  it.each(['_', 't', 'timestamp'])('%s=<digits> is accepted and ignored', async (parameter) => {
    const plain = await t.request('GET', '/api/vocabulary/categories?creator=admin');
    const busted = await t.request('GET', `/api/vocabulary/categories?creator=admin&${parameter}=${Date.now()}`);
    expect(busted.statusCode).toBe(200);
    expect(busted.body).toBe(plain.body);
    expect((await t.request('GET', `/api/vocabulary/categories?${parameter}=`)).statusCode).toBe(200);
  });

  it('is not part of the cache key: another timestamp is answered from the same entry', async () => {
    await createTestCategory(t.db, { name: 'before-rename' });
    expect(await names('&_=1')).toContain('before-rename');
    // Changed behind the API's back: a new timestamp must not make a new entry (the stale one is served).
    await t.db.updateTable('categories').set({ name: 'after-rename' }).where('name', '=', 'before-rename').execute();
    expect(await names('&_=2')).toContain('before-rename');
    expect(await names('&t=3')).toContain('before-rename');
    await invalidateVocabularyCache();
    expect(await names('&_=4')).toContain('after-rename');
  });

  it.each([
    ['_=abc', '_, t, timestamp (cache-busting timestamps) must be digits'],
    ['t=12ab', '_, t, timestamp (cache-busting timestamps) must be digits'],
    ['timestamp=-1', '_, t, timestamp (cache-busting timestamps) must be digits'],
    ['_=1&_=2', 'Each query parameter may be given only once'],
  ])('refuses %s with 400, not 500', async (query, error) => {
    expectError(await t.request('GET', `/api/vocabulary/categories?${query}`), 400, error);
  });

  it('still ignores parameters it does not know', async () => {
    expect((await t.request('GET', '/api/vocabulary/categories?foo=bar&cachebust=x')).statusCode).toBe(200);
  });
});
