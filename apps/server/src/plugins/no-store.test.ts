import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestRequestMethod, TestUser } from '../test';
import { createTestApp, createTestCategory } from '../test';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.registerUser();
  await createTestCategory(t.db, { name: 'public-topic', words: [['one', 'один']] });
});
afterAll(async () => {
  await t.close();
});

/** A route's URL with every parameter filled in, for calls that are refused before any lookup. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('Cache-Control: no-store on answers that depend on the caller', () => {
  it('is on every /api/auth answer, success or refusal', async () => {
    const answers = [
      await t.request('POST', '/api/auth/login', { payload: { username: user.username, password: user.password } }),
      await t.request('POST', '/api/auth/login', { payload: { username: user.username, password: 'wrong password' } }),
      await t.request('POST', '/api/auth/refresh'),
      await t.request('GET', '/api/auth/me', { user }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });

  it("is on every 'user' and 'admin' route, even on the 401 an anonymous caller gets", async () => {
    const personal = t.app.routeTable.filter((route) => route.access === 'user' || route.access === 'admin');
    expect(personal.length).toBeGreaterThan(10);
    for (const route of personal) {
      if (route.method === 'HEAD') continue;
      const answer = await t.request(route.method as TestRequestMethod, concrete(route.url));
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(answer.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });

  it('is on a signed-in answer of a public route, which holds the caller’s own categories', async () => {
    for (const url of [
      '/api/vocabulary/categories',
      '/api/vocabulary/categories/lightweight',
      '/api/vocabulary/category/public-topic',
    ]) {
      const answer = await t.request('GET', url, { user });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves public answers to anonymous callers as they were', async () => {
    for (const url of ['/api/vocabulary/categories', '/api/vocabulary/category/public-topic']) {
      const answer = await t.request('GET', url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBeUndefined();
    }
  });
});
