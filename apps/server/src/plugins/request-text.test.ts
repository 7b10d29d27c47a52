import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../test';
import { createTestApp, createTestCategory } from '../test';
import { GENERIC_ERRORS } from './errors';
import { REQUEST_TEXT_ERRORS, badRequestText } from './request-text';

let t: TestApp;
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.registerUser();
  admin = await t.createAdmin();
  await createTestCategory(t.db, { name: 'animals', words: [['cat', 'кошка']] });
});
afterAll(async () => {
  await t.close();
});

const CONTROL = { error: REQUEST_TEXT_ERRORS.controlCharacter };

describe('control characters in the URL (PostgreSQL answered 500 to a NUL byte)', () => {
  it.each([
    '/api/vocabulary/search?q=a%00b',
    '/api/vocabulary/categories?search=%00',
    '/api/vocabulary/categories?tags=%00',
    '/api/vocabulary/category/ab%00cd',
    '/api/vocabulary/search?q=cat%0A',
    '/api/vocabulary/search?q=cat%09',
    '/api/vocabulary/search?q=cat%7F',
    '/api/vocabulary/search?q=cat%C2%85',
    '/api/vocabulary/search?q=cat&q=a%00',
    '/api/vocabulary/search?q%00=x&q=cat',
  ])('GET %s → 400 {error}', async (url) => {
    const response = await t.request('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(CONTROL);
  });

  it('still answers the same searches without the control character', async () => {
    const response = await t.request('GET', '/api/vocabulary/search?q=cat');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('кошка');
    expect((await t.request('GET', '/api/vocabulary/category/animals')).statusCode).toBe(200);
  });
});

describe('malformed URLs never reach a 5xx', () => {
  it.each([
    '/api/vocabulary/category/%FF',
    '/api/vocabulary/category/%C0%80',
    '/api/vocabulary/category/%ED%A0%80',
    '/api/vocabulary/category/%zz',
  ])('GET %s → 400 with only {error}', async (url) => {
    const response = await t.request('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: GENERIC_ERRORS.badUrl });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/api/vocabulary/search?q=%FF',
    '/api/vocabulary/search?q=%ED%A0%80',
    '/api/vocabulary/search?q=%zz%',
    '/api/vocabulary/categories?search=%C0%80',
  ])('GET %s (undecodable query text is kept as typed) → no 5xx', async (url) => {
    const response = await t.request('GET', url);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('control characters and unpaired surrogates in JSON bodies', () => {
  const postRaw = (url: string, payload: string, as: TestUser | null = null) =>
    t.request('POST', url, { user: as, payload, headers: { 'content-type': 'application/json' } });

  it('refuses a NUL in the login username (was 500 on PostgreSQL)', async () => {
    const response = await postRaw('/api/auth/login', '{"username":"a\\u0000b","password":"whatever"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(CONTROL);
  });

  it('refuses a NUL in a learning session category', async () => {
    const response = await postRaw('/api/learning-session/start', '{"category":"anim\\u0000als"}', user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(CONTROL);
  });

  it('refuses a control character in a nested value or a key, before the handler writes anything', async () => {
    const before = await t.request('GET', '/api/tags');
    for (const payload of [
      '{"name":"evil","displayName":"Ev\\u0007il"}',
      '{"name":"evil","displayName":"Evil","extra":{"list":["ok","\\u001b[31m"]}}',
      '{"name":"evil","displayName":"Evil","ke\\u0000y":1}',
    ]) {
      const response = await postRaw('/api/tags', payload, admin);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual(CONTROL);
    }
    expect((await t.request('GET', '/api/tags')).body).toBe(before.body);
  });

  it('refuses an unpaired surrogate instead of storing U+FFFD, and accepts a real pair (an emoji)', async () => {
    const lone = await postRaw('/api/tags', '{"name":"lone","displayName":"Half \\ud83d"}', admin);
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toEqual({ error: REQUEST_TEXT_ERRORS.invalidUnicode });
    const paired = await postRaw('/api/tags', '{"name":"paired","displayName":"Whole \\ud83d\\ude00"}', admin);
    expect(paired.statusCode).toBe(201);
  });

  it('keeps tabs and line breaks in bodies: descriptions hold them', async () => {
    const description = 'First line\r\nsecond\tline\nthird';
    const response = await t.request('POST', '/api/tags', {
      user: admin,
      payload: { name: 'multiline', displayName: 'Multi line', description },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tag: { description } });
  });
});

describe('badRequestText', () => {
  it('accepts plain values and empty parts without a second look', () => {
    expect(badRequestText({ query: {}, params: {}, body: undefined })).toBeNull();
    expect(
      badRequestText({ query: { q: 'слово 😀', n: ['1', '2'] }, params: { name: 'a-b' }, body: { a: [1, true, null, 'x\ny'] } }),
    ).toBeNull();
  });

  it('names a control character before an unpaired surrogate', () => {
    expect(badRequestText({ query: {}, params: {}, body: ['\ud800', '\u0000'] })).toBe(REQUEST_TEXT_ERRORS.controlCharacter);
    expect(badRequestText({ query: {}, params: {}, body: ['\udc00x', 'line\nbreak'] })).toBe(REQUEST_TEXT_ERRORS.invalidUnicode);
  });

  it('refuses a line break in the URL even though a body may hold one', () => {
    expect(badRequestText({ query: { q: 'a\nb' }, params: {}, body: undefined })).toBe(REQUEST_TEXT_ERRORS.controlCharacter);
  });
});
