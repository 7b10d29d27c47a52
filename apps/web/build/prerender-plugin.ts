/**
 * Prerenders Home at build time (issue 17 §4), once per appearance (PRERENDERED_APPEARANCES:
 * language and theme): a visitor sees the five game cards as soon as the HTML and the stylesheet
 * are in, in their own language and theme, and the app's script takes them over (hydrates them)
 * instead of drawing them again. The default appearance goes into index.html, the others into
 * home.APPEARANCE.html; the server sends each visitor theirs (its appearance cookie). Every other
 * page gets shell.html, the same page with an empty #root, from the server and the service worker.
 * Every page also carries the app's one inline script (withHeadScript), which must run before the
 * first paint; the server allows it by its hash.
 *
 * The markup comes from src/prerender/render-home.tsx, run in Node through a Vite server of this
 * app (so `@/…` paths, CSS imports and the shared package resolve as in the app), in a child
 * process (render-home-child.mjs).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
// The shared package is TypeScript source: taken by path, so the config's bundler compiles it.
import { prerenderedHomeFile } from '../../../packages/shared/src/constants.ts';

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

/** One appearance's render, as render-home-child.mjs writes it. */
export interface RenderedAppearance {
  /** "ru.light": the interface language and the theme. */
  appearance: string;
  markup: string;
  /** The browser chrome's colour in that theme (<meta name="theme-color">). */
  themeColor: string;
}

/** What render-home-child.mjs writes: Home in each appearance, #root's attribute, the head's script. */
interface RenderedHome {
  pages: RenderedAppearance[];
  attribute: string;
  /** Keeps the class assignments' room before the first paint (features/class-assignments/room-script.ts). */
  headScript: string;
}

/**
 * The page with Home rendered in `rendered.appearance`: the markup in its #root (`attribute` set to
 * the appearance), <html> in that language and theme, the chrome's colour, and the hints React
 * hoisted to the start of the markup moved into <head>.
 */
export function prerenderedPage(template: string, rendered: RenderedAppearance, attribute: string): string {
  const { markup, appearance, themeColor } = rendered;
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  if (UNFINISHED_BOUNDARY.test(markup))
    throw new Error(`the prerendered Home (${appearance}) suspended: it holds a fallback, not the page`);
  if (STYLE_ATTRIBUTE.test(markup))
    throw new Error(`the prerendered Home (${appearance}) has a style attribute, which the CSP would refuse`);
  const [locale, theme] = appearance.split('.');
  const links = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return template
    .replace(/<html\b[^>]*>/, `<html lang="${locale}" data-theme="${theme}">`)
    .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${themeColor}"`)
    .replace('</head>', `${links}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" ${attribute}="${appearance}">${markup.slice(links.length)}</div>`);
}

/**
 * `template` with `script` run inline at the end of <head>, before anything is painted. Refuses a
 * script that could end its element early or hide markup.
 */
export function withHeadScript(template: string, script: string): string {
  if (/<\/script|<!--/i.test(script)) throw new Error('an inline script may not hold "</script" or "<!--"');
  if (!template.includes('</head>')) throw new Error('index.html has no </head> to put the inline script before');
  return template.replace('</head>', `<script>${script}</script></head>`);
}

/** Runs render-home-child.mjs in a Node process of its own and reads what it rendered. */
async function renderHome(root: string): Promise<RenderedHome> {
  const child = fileURLToPath(new URL('./render-home-child.mjs', import.meta.url));
  const config = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
  const { stdout } = await run(process.execPath, [child, root, config], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as RenderedHome;
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
        const { pages, attribute, headScript } = await renderHome(root);
        const template = withHeadScript(String(index.source), headScript);
        for (const rendered of pages) {
          const file = prerenderedHomeFile(rendered.appearance);
          if (file === null) return this.error(`${rendered.appearance} is not an appearance Home is prerendered in`);
          const source = prerenderedPage(template, rendered, attribute);
          if (file === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: file, source });
        }
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: template });
      },
    },
  };
}
