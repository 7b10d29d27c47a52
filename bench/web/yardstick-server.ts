/**
 * Child process: serves the yardstick build (BENCH_YARDSTICK_DIR) the way Slovo's server serves its
 * own — index.html for `/`, the assets with their brotli copies to a browser that accepts br — from
 * a bare node:http server, so the comparison is of the apps, not of the servers. It serves Home's
 * markup without scripts (markup-only.ts) the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { listenAndAnnounce } from '../child-ready';

const ROOT = process.env.BENCH_YARDSTICK_DIR;
if (!ROOT) throw new Error('BENCH_YARDSTICK_DIR must be set');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

listenAndAnnounce(
  createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(ROOT, path === '/' ? 'index.html' : path);
    if (!file.startsWith(ROOT) || !existsSync(file)) {
      response.writeHead(404, { 'content-length': '0' });
      response.end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')) && existsSync(`${file}.br`);
    const body = readFileSync(brotli ? `${file}.br` : file);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(body.length),
      ...(brotli && { 'content-encoding': 'br', vary: 'accept-encoding' }),
    });
    response.end(body);
  }),
);
