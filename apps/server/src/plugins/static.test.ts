import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test';
import { createTestApp } from '../test';

const INDEX_HTML = '<!doctype html><html><head><title>Slovo</title></head><body><div id="root"></div></body></html>';

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'slovo-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("slovo");');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/game3', '/admin/users', '/my-vocabulary?tab=words', '/no/such/page'])(
    'answers %s with index.html, not cached (history fallback)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("slovo");');
  });

  it('serves other files revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('answers HEAD for a client route', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/game5' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a POST to a page path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/game3' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('keeps unknown /api paths out of the fallback', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/game3' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('refuses to serve files outside WEB_DIST', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});

describe('without a web build', () => {
  it.each([
    ['WEB_DIST has no index.html', true],
    ['WEB_DIST does not exist', false],
  ])('%s: pages answer 503 saying to run npm run build; the API still works', async (_case, createFolder) => {
    const webDist = join(tmpdir(), `slovo-web-empty-${process.pid}-${Date.now()}`);
    if (createFolder) mkdirSync(webDist);
    const t = await createTestApp({ config: { webDist } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/game3' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toContain('npm run build');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
