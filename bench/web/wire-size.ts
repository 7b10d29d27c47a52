/**
 * Home's bytes on the wire: what a browser really receives for the Home route's files. The real
 * server (slovo-server.ts, as `npm start` runs it, on a fresh SQLite file) serves the build just
 * measured; each file is requested over HTTP with `Accept-Encoding: br, gzip` and its body bytes
 * are counted as they arrive, not decoded. The same files requested without Accept-Encoding are
 * the baseline: what every browser received before the build was precompressed.
 */
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startChildServer } from '../child-servers';
import type { BundleReport, SizedFile } from './bundle-size';

export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

export interface WireFile {
  /** Path inside the build folder, e.g. assets/index-Cgduv1m4.js (the URL is /assets/…). */
  file: string;
  /** Content-Encoding the server chose for `Accept-Encoding: br, gzip`; null when it sent the file as it is. */
  encoding: string | null;
  /** Body bytes received with `Accept-Encoding: br, gzip`. */
  wireBytes: number;
  /** Body bytes received without Accept-Encoding (the file as built). */
  plainBytes: number;
  /** gzip -9 of the file, from bundle-size.ts. */
  gzipBytes: number;
  cacheControl: string | null;
}

export interface WireGroup {
  files: WireFile[];
  wireBytes: number;
  plainBytes: number;
  gzipBytes: number;
}

export interface WireReport {
  acceptEncoding: typeof BROWSER_ACCEPT_ENCODING;
  /** The Home route's JavaScript, the files the 150 kB budget counts. */
  homeJs: WireGroup;
  /** index.html and the Home route's CSS. */
  homePageAndCss: WireGroup;
}

interface Received {
  status: number;
  bytes: number;
  encoding: string | null;
  cacheControl: string | null;
}

/** One GET; the body is counted, not decoded (node:http leaves Content-Encoding alone). */
function fetchRaw(url: string, acceptEncoding: string | null): Promise<Received> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: res.headers['content-encoding'] ?? null,
          cacheControl: res.headers['cache-control'] ?? null,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function measureFile(baseUrl: string, file: SizedFile, path: string): Promise<WireFile> {
  const compressed = await fetchRaw(`${baseUrl}${path}`, BROWSER_ACCEPT_ENCODING);
  const plain = await fetchRaw(`${baseUrl}${path}`, null);
  for (const received of [compressed, plain]) {
    if (received.status !== 200) throw new Error(`GET ${path} answered ${received.status}`);
  }
  return {
    file: file.file,
    encoding: compressed.encoding,
    wireBytes: compressed.bytes,
    plainBytes: plain.bytes,
    gzipBytes: file.gzipBytes,
    cacheControl: compressed.cacheControl,
  };
}

function group(files: WireFile[]): WireGroup {
  const sum = (key: 'wireBytes' | 'plainBytes' | 'gzipBytes') => files.reduce((total, file) => total + file[key], 0);
  return { files, wireBytes: sum('wireBytes'), plainBytes: sum('plainBytes'), gzipBytes: sum('gzipBytes') };
}

/** Starts the real server on `webDist`, requests Home's files, and stops it again. */
export async function measureWire(options: {
  webDist: string;
  dataDir: string;
  bundle: BundleReport;
  indexHtml: SizedFile;
  undoable: (stop: () => Promise<void>) => () => Promise<void>;
}): Promise<WireReport> {
  const app = await startChildServer('./web/slovo-server.ts', {
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${join(options.dataDir, 'wire.db')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: options.webDist,
      // As shipped (600 a minute): static files must not count against it, so it must not matter here.
      RATE_LIMIT_PER_MINUTE: '600',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
  });
  const stopApp = options.undoable(app.stop);
  try {
    const baseUrl = `http://127.0.0.1:${app.port}`;
    const { home } = options.bundle;
    const js: WireFile[] = [];
    for (const file of home.files) js.push(await measureFile(baseUrl, file, `/${file.file}`));
    const pageAndCss: WireFile[] = [await measureFile(baseUrl, options.indexHtml, '/')];
    for (const file of home.cssFiles) pageAndCss.push(await measureFile(baseUrl, file, `/${file.file}`));
    return { acceptEncoding: BROWSER_ACCEPT_ENCODING, homeJs: group(js), homePageAndCss: group(pageAndCss) };
  } finally {
    await stopApp();
  }
}
