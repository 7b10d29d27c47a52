import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../web/build/precompress.mjs';
import type { TestApp } from '../test';
import { createTestApp } from '../test';

// Long enough that compressing pays, as with every real page and chunk. The build writes Home
// prerendered into index.html and the same page with an empty #root into shell.html, each with the
// one inline script in its head.
const HEAD_SCRIPT = 'document.documentElement.dataset.ran="1"';
const SHELL_HTML = `<!doctype html><html><head><title>Slovo</title><script>${HEAD_SCRIPT}</script></head><body><div id="root"></div>${'<!-- filler -->'.repeat(20)}</body></html>`;
const INDEX_HTML = SHELL_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="en.dark"><main>Choose Your Game</main></div>',
);
// Home in two more appearances; this build lacks ru.light, which must not cost its visitors the page.
const RU_DARK_HTML = SHELL_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="ru.dark"><main>Выберите игру</main></div>',
);
const EN_LIGHT_HTML = INDEX_HTML.replace('en.dark', 'en.light');
const APP_JS = `console.log("slovo");\n${'export const word = { english: "cat", russian: "кот" };\n'.repeat(40)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'slovo-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'shell.html'), SHELL_HTML);
    writeFileSync(join(webDist, 'home.ru.dark.html'), RU_DARK_HTML);
    writeFileSync(join(webDist, 'home.en.light.html'), EN_LIGHT_HTML);
    writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), APP_JS);
    writeFileSync(join(webDist, 'assets', 'tiny-9b2e4d.js'), 'x');
    writeFileSync(
      join(webDist, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(10)}</svg>`,
    );
    // What `npm run build` does after Vite has written the files.
    await precompressDirectory(webDist);
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/?source=pwa'])(
    'answers %s with Home prerendered (index.html), not cached, varying with the appearance cookie',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['vary']).toMatch(/\bcookie\b/i);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/game3', '/admin/users', '/my-vocabulary?tab=words', '/no/such/page'])(
    'answers %s with the empty shell, not cached (history fallback): never with Home’s cards',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL_HTML);
    },
  );

  it.each([
    ['ru.dark', RU_DARK_HTML],
    ['en.light', EN_LIGHT_HTML],
    ['en.dark', INDEX_HTML],
    // Not in this build, or not an appearance at all: the empty shell, which the app renders in any
    // appearance.
    ['ru.light', SHELL_HTML],
    ['de.blue', SHELL_HTML],
  ])(
    'answers / to a visitor whose appearance cookie says %s with Home prerendered in that appearance, if the build has it',
    async (appearance, page) => {
      const response = await t.app.inject({ method: 'GET', url: '/', cookies: { 'slovo-look': appearance } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page);
    },
  );

  it("lets every page run its inline head script, by that script's hash, and nothing else inline", async () => {
    const allowed = `script-src 'self' 'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;
    const policy = async (url: string) =>
      String(
        (await t.app.inject({ method: 'GET', url, cookies: { 'slovo-look': 'ru.dark' } })).headers['content-security-policy'],
      );
    for (const page of ['/', '/game3', '/shell.html', '/index.html']) {
      expect((await policy(page)).split(';'), page).toContain(allowed);
    }
    // The app's files and the API allow no inline script at all.
    for (const other of ['/assets/index-3f9a1c.js', '/api/health']) {
      expect((await policy(other)).split(';'), other).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(APP_JS);
  });

  it('serves other files revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the build wrote a brotli and a gzip copy beside each compressible file, none where it would not be smaller', () => {
    for (const file of ['index.html', 'assets/index-3f9a1c.js', 'favicon.svg']) {
      const content = readFileSync(join(webDist, file));
      expect(brotliDecompressSync(readFileSync(join(webDist, `${file}.br`)))).toEqual(content);
      expect(gunzipSync(readFileSync(join(webDist, `${file}.gz`)))).toEqual(content);
    }
    expect(() => readFileSync(join(webDist, 'assets', 'tiny-9b2e4d.js.br'))).toThrow(/ENOENT/);
  });

  it.each([
    [BROWSER_ENCODINGS, 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
  ])('sends a hashed asset precompressed to Accept-Encoding "%s": %s, still cached for a year', async (accepted, encoding) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 3);
    expect(decode(response.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  it.each([undefined, 'identity', 'deflate'])('sends the file itself to Accept-Encoding %s, varying on it', async (accepted) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: accepted ? { 'accept-encoding': accepted } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.body).toBe(APP_JS);
  });

  it('sends a file too small to compress as it is, even to a browser that accepts brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny-9b2e4d.js',
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('x');
  });

  it.each([
    ['/', INDEX_HTML],
    ['/game3', SHELL_HTML],
    ['/admin/users', SHELL_HTML],
  ])('sends %s brotli-compressed, not cached', async (url, page) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(page);
  });

  it('revalidates with ETag: an unchanged file answers 304, and each encoding has its own ETag', async () => {
    const headers = { 'accept-encoding': BROWSER_ENCODINGS };
    const first = await t.app.inject({ method: 'GET', url: '/game3', headers });
    const etag = first.headers['etag'];
    expect(etag).toEqual(expect.any(String));

    const again = await t.app.inject({ method: 'GET', url: '/game3', headers: { ...headers, 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const gzip = await t.app.inject({ method: 'GET', url: '/game3', headers: { 'accept-encoding': 'gzip' } });
    const plain = await t.app.inject({ method: 'GET', url: '/game3' });
    expect(new Set([etag, gzip.headers['etag'], plain.headers['etag']]).size).toBe(3);
    // A cached brotli copy is not valid for a client that cannot read brotli.
    const mismatched = await t.app.inject({ method: 'GET', url: '/game3', headers: { 'if-none-match': String(etag) } });
    expect(mismatched.statusCode).toBe(200);
    expect(mismatched.body).toBe(SHELL_HTML);
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it.each(['/', '/game5'])('answers HEAD for the page %s', async (url) => {
    const response = await t.app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
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

it('caches by the path inside WEB_DIST: a WEB_DIST inside a folder named assets still revalidates index.html', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'slovo-web-'));
  const webDist = join(parent, 'assets', 'dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), APP_JS);
  const t = await createTestApp({ config: { webDist } });
  try {
    // A build from before shell.html existed: every page is its index.html.
    expect((await t.app.inject({ method: 'GET', url: '/game3' })).body).toBe(INDEX_HTML);
    expect((await t.app.inject({ method: 'GET', url: '/game3' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' })).headers['cache-control']).toBe(IMMUTABLE);
  } finally {
    await t.close();
    rmSync(parent, { recursive: true, force: true });
  }
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
