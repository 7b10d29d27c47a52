import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_APPEARANCE, APPEARANCE_COOKIE, PRERENDERED_APPEARANCES, prerenderedHomeFile } from '@slovo/shared';
import { GENERIC_ERRORS } from './errors';
import { isApiPath } from './auth';
import { contentSecurityPolicy } from './security';

export const NOT_BUILT_MESSAGE =
  'The Slovo web app has not been built yet. Run `npm run build`, then restart the server (`npm start` does both).';

/** Vite's hashed file names change with their content, so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a new deploy shows at the next load. */
const REVALIDATE = 'no-cache';

/** By the path inside WEB_DIST, so a WEB_DIST that itself lies in a folder named assets changes nothing. */
const cacheControlFor = (webDist: string, filePath: string) =>
  relative(webDist, filePath).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;

/**
 * The build's pages: Home prerendered into index.html (the default appearance) and
 * home.APPEARANCE.html (the others, prerenderedHomeFile), and the same page with an empty #root.
 */
const PRERENDERED_HOME = 'index.html';
const EMPTY_SHELL = 'shell.html';

/**
 * The page for a navigation to `path`: for `/`, Home prerendered in the visitor's appearance
 * (APPEARANCE_COOKIE; none yet counts as the defaults) when the build has it; else the empty shell,
 * which the app renders from scratch. `pages` holds the build's pages; one without shell.html
 * (older builds) has only index.html.
 */
function pageFileFor(path: string, appearance: string | undefined, pages: ReadonlySet<string>): string {
  if (!pages.has(EMPTY_SHELL)) return PRERENDERED_HOME;
  const home = path === '/' ? prerenderedHomeFile(appearance ?? DEFAULT_APPEARANCE) : null;
  return home !== null && pages.has(home) ? home : EMPTY_SHELL;
}

/** Which of the pages pageFileFor may choose the build in `webDist` has. */
function builtPages(webDist: string): Set<string> {
  const candidates = [
    EMPTY_SHELL,
    ...PRERENDERED_APPEARANCES.map((appearance) => prerenderedHomeFile(appearance) ?? PRERENDERED_HOME),
  ];
  return new Set(candidates.filter((file) => existsSync(join(webDist, file))));
}

/** A script element without attributes: inline code (the app's own files come with src=). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The pages' Content-Security-Policy: the strict one plus the hash of each inline script the built
 * pages hold (the build's head script, apps/web/build/prerender-plugin.ts), read from the files
 * themselves so the two cannot drift apart.
 */
function pagePolicy(webDist: string, pages: ReadonlySet<string>): string {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, script = ''] of readFileSync(join(webDist, page), 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(`sha256-${createHash('sha256').update(script).digest('base64')}`);
    }
  }
  return contentSecurityPolicy([...hashes].sort());
}

export interface StaticPluginOptions {
  webDist: string;
}

/**
 * Serves the built web app from WEB_DIST with a history fallback: any GET that is not /api and not
 * a file gets the app's page (pageFileFor), so /game3 or /admin/users load directly. Unknown /api
 * paths get a JSON 404.
 * Files go out as the build's brotli or gzip copy when the browser accepts one; hashed assets are
 * cached for a year, everything else revalidated (ETag, 304).
 * Registered last; it owns the app's not-found handler.
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app, { webDist }) => {
    const distExists = existsSync(webDist) && statSync(webDist).isDirectory();
    const indexFile = join(webDist, PRERENDERED_HOME);
    const pages = builtPages(webDist);
    const pageCsp = pagePolicy(webDist, pages);

    if (distExists) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: true,
        // `/` is a page like the others: sendPage below chooses which.
        index: false,
        // `npm run build` writes FILE.br and FILE.gz beside each compressible file (apps/web/build/precompress.mjs):
        // sent as Accept-Encoding allows, brotli first, with Vary: Accept-Encoding; else the file itself.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('cache-control', cacheControlFor(webDist, filePath));
          if (filePath.endsWith('.html')) reply.header('content-security-policy', pageCsp);
        },
      });
    }

    /** The app's page for a navigation: 503 until the app is built. */
    const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
      if (!distExists || !existsSync(indexFile)) {
        return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      }
      // The page for `/` depends on the appearance cookie: a cache must not hand one visitor's to
      // another.
      if (path === '/') reply.header('vary', 'Cookie');
      reply.header('content-security-policy', pageCsp);
      return reply.sendFile(pageFileFor(path, request.cookies[APPEARANCE_COOKIE], pages));
    };

    // Its own route: the static files' wildcard route would answer `/` (a folder) itself.
    app.get('/', (request, reply) => sendPage(request, reply, '/'));

    // Unknown /api paths count against the per-IP limit like the API's routes (the allow-list in
    // rate-limit.ts lets everything else through); the plugin only attaches itself to routes.
    const notFoundHooks = app.hasDecorator('rateLimit') ? { preHandler: app.rateLimit() } : {};
    app.setNotFoundHandler(notFoundHooks, (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ error: GENERIC_ERRORS.notFound });
      }
      // A missing hashed asset is a real 404; answering with index.html would only confuse the
      // browser.
      if (path.startsWith('/assets/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return sendPage(request, reply, path);
    });
  },
  { name: 'slovo-static' },
);
