/**
 * Builds the service worker (src/service-worker/service-worker.ts) into /sw.js after the app, with
 * the list of files to keep offline written into it: "/" (Home prerendered, in the visitor's
 * appearance), every file of the build (shell.html, the empty page, among them) and every file of
 * public/. The worker is bundled on its own (Rolldown, Vite's bundler) because it has to be one
 * classic script at the site's root: its scope is the whole app, and not every browser runs module
 * workers. Bundled with the app it would share chunks (cache-names.ts) and import them.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { MANIFEST_PLACEHOLDER, type PrecacheManifest } from '../src/service-worker/precache-manifest.ts';

export const WORKER_FILE = 'sw.js';
const PLACEHOLDER = new RegExp(`(["'\`])${MANIFEST_PLACEHOLDER}\\1`, 'g');

export interface PublicFile {
  /** Its site path: "/favicon.svg". */
  url: string;
  content: string | Uint8Array;
}

/** The files under `dir` with their site paths; none when there is no such folder. */
function publicFilesUnder(dir: string): PublicFile[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { url: `/${relative(dir, path).split(sep).join('/')}`, content: readFileSync(path) };
    });
}

/**
 * Home prerendered in the appearances other than the default (prerender-plugin.ts): the server only
 * ever sends them as `/`, which is kept as it was sent.
 */
const OTHER_APPEARANCES_HOME = /^home\.[^/]+\.html$/;

export function precacheManifest(bundleFiles: string[], publicFiles: PublicFile[], indexHtml: string): PrecacheManifest {
  const built = bundleFiles.filter(
    (file) => file !== WORKER_FILE && file !== 'index.html' && !OTHER_APPEARANCES_HOME.test(file) && !file.startsWith('.'),
  );
  const urls = ['/', ...new Set([...built.map((file) => `/${file}`), ...publicFiles.map((file) => file.url)])].sort();
  // The built files' names carry their content hash; index.html and public/ files need theirs hashed
  // (shell.html is index.html without Home's markup: it changes only when index.html does).
  const hash = createHash('sha256').update(JSON.stringify(urls)).update(indexHtml);
  for (const file of publicFiles) hash.update(file.content);
  return { version: hash.digest('hex').slice(0, 16), urls };
}

/** The worker on its own: one classic script, whatever it imports folded in, minified. */
async function buildWorker(): Promise<string> {
  const entry = fileURLToPath(new URL('../src/service-worker/service-worker.ts', import.meta.url));
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    if (output.length !== 1) throw new Error(`the service worker built into ${output.length} files, not one`);
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'slovo-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // After Vite's own generateBundle, which drops the empty chunks of CSS-only modules.
    generateBundle: {
      order: 'post',
      handler: async function (_options, bundle) {
        const index = bundle['index.html'];
        const indexHtml = index?.type === 'asset' ? String(index.source) : '';
        const manifest = precacheManifest(Object.keys(bundle), publicDir ? publicFilesUnder(publicDir) : [], indexHtml);
        const code = await buildWorker();
        const placeholders = code.match(PLACEHOLDER)?.length ?? 0;
        if (placeholders !== 1)
          return this.error(`${WORKER_FILE} holds the manifest placeholder ${placeholders} times, not once`);
        this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: code.replace(PLACEHOLDER, JSON.stringify(manifest)) });
      },
    },
  };
}
