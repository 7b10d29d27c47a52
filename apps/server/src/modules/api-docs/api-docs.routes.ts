import { APP_VERSION } from '@slovo/shared';
import fp from 'fastify-plugin';
import { renderDocsPage } from './docs-page';
import { DOCS_STYLESHEET, DOCS_STYLESHEET_HASH } from './docs-stylesheet';
import type { OpenApiDocument } from './openapi-document';
import { buildOpenApiDocument } from './openapi-document';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const DOCS_PAGE_PATH = '/api/docs';
export const DOCS_STYLESHEET_PATH = '/api/docs.css';

/** The same document for everybody, made at most once per app, so a cache may keep it for a while. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/openapi.json, /api/docs and /api/docs.css, all public.
 *
 * The document is made from the route table (plugins/auth.ts) on the first request, when every
 * route exists, and then sent from memory: it cannot change while the app runs.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    let document: OpenApiDocument | null = null;
    let documentJson: Buffer | null = null;
    let pageHtml: Buffer | null = null;
    const currentDocument = (): OpenApiDocument => {
      document ??= buildOpenApiDocument(app.routeTable, { version: APP_VERSION });
      return document;
    };
    const stylesheet = Buffer.from(DOCS_STYLESHEET);

    app.get(OPENAPI_DOCUMENT_PATH, { config: { access: 'anonymous' } }, async (_request, reply) => {
      documentJson ??= Buffer.from(JSON.stringify(currentDocument()));
      return reply.type('application/json; charset=utf-8').header('cache-control', CACHE_CONTROL).send(documentJson);
    });

    app.get(DOCS_PAGE_PATH, { config: { access: 'anonymous' } }, async (_request, reply) => {
      pageHtml ??= Buffer.from(
        renderDocsPage(currentDocument(), {
          stylesheetHref: `${DOCS_STYLESHEET_PATH}?v=${DOCS_STYLESHEET_HASH}`,
          documentHref: OPENAPI_DOCUMENT_PATH,
        }),
      );
      return reply.type('text/html; charset=utf-8').header('cache-control', CACHE_CONTROL).send(pageHtml);
    });

    // The page links it with its content hash, so a browser may keep each version for a day.
    app.get(DOCS_STYLESHEET_PATH, { config: { access: 'anonymous' } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(stylesheet),
    );
  },
  { name: 'slovo-api-docs', dependencies: ['slovo-auth'] },
);
