import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test';
import { createTestApp } from '../test';
import { errorsPlugin } from './errors';
import { BODY_LIMIT_BYTES, securityPlugin } from './security';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'slovo-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Slovo</title>');
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const EXPECTED_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;media-src 'self' blob:;" +
  "connect-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'";

const postJson = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('security headers', () => {
  it('sends the strict CSP and hardening headers on a page, without x-powered-by', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/game3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on API answers too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MiB with 413 {error}', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(BODY_LIMIT_BYTES), password: 'y' });
    const response = await postJson('/api/auth/login', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large' });
  });

  it('refuses malformed JSON with 400 {error}', async () => {
    const response = await postJson('/api/auth/login', '{"username": "a", "password": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('refuses a content type the API does not speak with 415 {error}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['__proto__ at the top', '{"__proto__": {"role": "admin"}, "username": "a", "password": "b"}'],
    [
      'constructor.prototype nested',
      '{"username": "a", "password": "b", "x": {"constructor": {"prototype": {"role": "admin"}}}}',
    ],
    ['prototype inside an array', '{"username": "a", "password": "b", "list": [{"prototype": 1}]}'],
    ['constructor alone', '{"username": "a", "password": "b", "constructor": "x"}'],
  ])('rejects a body with %s (400) before any handler runs', async (_case, payload) => {
    const response = await postJson('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Request body contains a forbidden key' });
    expect(({} as Record<string, unknown>)['role']).toBeUndefined();
  });

  it('accepts the forbidden words as values', async () => {
    const response = await postJson('/api/auth/login', '{"username": "constructor", "password": "__proto__ prototype"}');
    expect(response.statusCode).toBe(401);
  });
});

describe('security plugin on its own', () => {
  let app: FastifyInstance;
  let handled = 0;

  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    app.post('/echo', async (request) => {
      handled += 1;
      return { received: request.body };
    });
    app.post('/import', { bodyLimit: 10 * 1024 * 1024 }, async (request) => ({ size: JSON.stringify(request.body).length }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('never calls the handler for a body with a forbidden key', async () => {
    const before = handled;
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": {"__proto__": {"polluted": true}}}',
    });
    expect(response.statusCode).toBe(400);
    expect(handled).toBe(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('passes a clean body through unchanged', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { a: [1, { b: 'c' }] } });
    expect(response.json()).toEqual({ received: { a: [1, { b: 'c' }] } });
  });

  it('lets a route raise its own body limit (the import route allows 10 MiB)', async () => {
    const payload = JSON.stringify({ data: 'x'.repeat(2 * 1024 * 1024) });
    const imported = await app.inject({
      method: 'POST',
      url: '/import',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(imported.statusCode).toBe(200);
    const echoed = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
    expect(echoed.statusCode).toBe(413);
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s /api/nothing-here → 404 {error}', async (method) => {
    const response = await t.app.inject({ method, url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('a deep unknown API path is a JSON 404, not the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/unknown/deeper?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});

describe('server errors', () => {
  it('never leak internals: a 5xx carries only a fixed message', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('SELECT secret FROM users failed at /srv/slovo/db.ts:42');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
    await app.close();
  });
});
