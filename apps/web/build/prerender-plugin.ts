/**
 * Prerenders Home into index.html at build time (issue 17 §4): a visitor sees the five game cards
 * as soon as the HTML and the stylesheet are in, and the app's script takes them over (hydrates
 * them) instead of drawing them again. Every other page gets shell.html, the same page with an
 * empty #root, from the server and the service worker.
 *
 * The markup comes from src/prerender/render-home.tsx, run in Node through a Vite server of this
 * app (so `@/…` paths, CSS imports and the shared package resolve as in the app), in a child
 * process (render-home-child.mjs).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const run = promisify(execFile);

const SHELL_FILE = 'shell.html';
/** #root as the template writes it. */
const EMPTY_ROOT = '<div id="root"></div>';
/** React's hoisted resource hints (an <img>'s preload) at the start of the markup: they belong in <head>. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;
/** A Suspense boundary that did not finish on the server: the page would not match what it hydrates. */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;
/** A style attribute: the Content-Security-Policy (style-src 'self') makes the browser ignore it. */
const STYLE_ATTRIBUTE = /<[^>]+\sstyle=/;

/** index.html with `markup` in its #root (marked prerendered), the hints React hoisted moved into <head>. */
export function prerenderedIndex(template: string, markup: string, attribute: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  if (UNFINISHED_BOUNDARY.test(markup)) throw new Error('the prerendered Home suspended: it holds a fallback, not the page');
  if (STYLE_ATTRIBUTE.test(markup)) throw new Error('the prerendered Home has a style attribute, which the CSP would refuse');
  const links = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return template
    .replace('</head>', `${links}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" ${attribute}>${markup.slice(links.length)}</div>`);
}

/** Runs render-home-child.mjs in a Node process of its own and reads what it rendered. */
async function renderHome(root: string): Promise<{ markup: string; attribute: string }> {
  const child = fileURLToPath(new URL('./render-home-child.mjs', import.meta.url));
  const config = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
  const { stdout } = await run(process.execPath, [child, root, config], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as { markup: string; attribute: string };
}

export function prerenderPlugin(): Plugin {
  let root = '';
  return {
    name: 'slovo-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own generateBundle has written index.html; before the service worker's, which
    // lists both pages (the plugin order in vite.config.ts).
    generateBundle: {
      order: 'post',
      handler: async function (_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('the build has no index.html to prerender Home into');
        const template = String(index.source);
        const { markup, attribute } = await renderHome(root);
        index.source = prerenderedIndex(template, markup, attribute);
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: template });
      },
    },
  };
}
