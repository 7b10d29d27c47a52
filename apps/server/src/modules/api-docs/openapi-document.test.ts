import {
  CATEGORY_EXPORT_FILES,
  apkgImportResponseSchema,
  categoryExportQuerySchema,
  exportVocabularyQuerySchema,
} from '@slovo/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { constraintsText, escapeHtml, renderDocsPage, typeText } from './docs-page';
import type { DocumentedRoute, OpenApiResponse } from './openapi-document';
import { buildOpenApiDocument, tagOf, toOpenApiPath, undocumentedRoutes, unresolvedRefs } from './openapi-document';

// The document and page from small route lists, without an app: the shapes the real routes do not all have.

const route = (
  method: string,
  url: string,
  schema: DocumentedRoute['schema'] = {},
  access: DocumentedRoute['access'] = 'anonymous',
) => ({
  method,
  url,
  access,
  schema,
});

describe('paths and tags', () => {
  it('writes Fastify parameters the OpenAPI way and maps a trailing-slash twin onto its route', () => {
    expect(toOpenApiPath('/api/words/:id')).toBe('/api/words/{id}');
    expect(toOpenApiPath('/api/a/:categoryId/tags/:tagId')).toBe('/api/a/{categoryId}/tags/{tagId}');
    expect(toOpenApiPath('/api/files/:name(^\\d+).png')).toBe('/api/files/{name}.png');
    expect(toOpenApiPath('/api/progress/')).toBe('/api/progress');
    expect(toOpenApiPath('/api')).toBe('/api');
  });

  it('tags an operation with the first segment after /api, folding a few into their module', () => {
    expect(tagOf('/api/vocabulary/user/words')).toBe('vocabulary');
    expect(tagOf('/api/reviews/history.csv')).toBe('reviews');
    expect(tagOf('/api/config')).toBe('health');
    expect(tagOf('/api/openapi.json')).toBe('api-docs');
    expect(tagOf('/api/docs.css')).toBe('api-docs');
  });
});

describe('buildOpenApiDocument', () => {
  it('documents a GET once for its HEAD and its trailing-slash twin, and a HEAD without GET as head', () => {
    const document = buildOpenApiDocument(
      [
        route('GET', '/api/progress', {}, 'user'),
        route('HEAD', '/api/progress', {}, 'user'),
        route('HEAD', '/api/progress/', {}, 'user'),
        route('HEAD', '/api/ping'),
        route('GET', '/', {}, undefined),
      ],
      { version: '9.9.9' },
    );
    expect(Object.keys(document.paths)).toEqual(['/api/ping', '/api/progress']);
    expect(Object.keys(document.paths['/api/progress'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/ping'] ?? {})).toEqual(['head']);
    expect(document.info.version).toBe('9.9.9');
    expect(
      undocumentedRoutes([route('HEAD', '/api/progress/'), route('HEAD', '/api/ping'), route('GET', '/')], document),
    ).toEqual([]);
    expect(undocumentedRoutes([route('GET', '/api/ping')], document)).toEqual(['GET /api/ping']);
  });

  it('declares a path parameter even without a params schema, and an optional body for one that accepts null', () => {
    const document = buildOpenApiDocument(
      [route('POST', '/api/things/:id', { body: z.object({ note: z.string() }).nullable() }, 'user')],
      { version: '1' },
    );
    const operation = document.paths['/api/things/{id}']?.post;
    expect(operation?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(operation?.requestBody?.required).toBe(false);
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '400', '401', '404', '429']);
  });

  it('moves the definitions of a recursive schema into components, so every $ref resolves', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const tree = z.object({ root: node });
    const document = buildOpenApiDocument(
      [route('PUT', '/api/tree', { body: tree, response: { 200: tree } }), route('POST', '/api/node', { body: node })],
      { version: '1' },
    );
    expect(unresolvedRefs(document)).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('$defs');
    expect(Object.keys(document.components.schemas).length).toBeGreaterThan(1);
    // The page follows the refs without looping forever.
    const html = renderDocsPage(document, { stylesheetHref: '/s.css', documentHref: '/d.json' });
    expect(html).toContain('<code class="name">children</code>');
  });

  it('finds a $ref that points nowhere', () => {
    expect(unresolvedRefs({ a: { $ref: '#/components/schemas/Nope' }, components: { schemas: {} } })).toEqual([
      '#/components/schemas/Nope',
    ]);
    expect(unresolvedRefs({ a: { $ref: 'https://example.com/x' } })).toEqual(['https://example.com/x']);
  });

  it('keeps a transform’s output as "any" instead of failing, and documents a declared error answer', () => {
    const document = buildOpenApiDocument(
      [
        route('GET', '/api/when', {
          response: {
            200: z.object({ at: z.string().transform((text) => new Date(text)) }),
            503: z.object({ error: z.string() }),
          },
        }),
      ],
      { version: '1' },
    );
    const responses = document.paths['/api/when']?.get?.responses ?? {};
    expect(responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    expect(responses['503']).toMatchObject({ description: 'Service unavailable' });
  });
});

describe('files instead of JSON', () => {
  const BINARY = { type: 'string', format: 'binary' };
  // The routes as learner-files.routes.ts and import-export.routes.ts declare them: no body schema, no download schema.
  const document = buildOpenApiDocument(
    [
      route(
        'POST',
        '/api/vocabulary/user/import/apkg',
        { response: { 200: apkgImportResponseSchema, 201: apkgImportResponseSchema } },
        'user',
      ),
      route('GET', '/api/vocabulary/user/categories/:id/export', { querystring: categoryExportQuerySchema }, 'user'),
      route('GET', '/api/vocabulary-admin/export', { querystring: exportVocabularyQuerySchema }, 'admin'),
    ],
    { version: '1' },
  );

  it('asks POST /api/vocabulary/user/import/apkg for the .apkg bytes as they are, not for JSON', () => {
    const operation = document.paths['/api/vocabulary/user/import/apkg']?.post;
    expect(operation?.requestBody?.required).toBe(true);
    expect(operation?.requestBody?.content).toEqual({
      'application/octet-stream': { schema: BINARY },
      'application/zip': { schema: BINARY },
    });
    expect(operation?.requestBody?.description).toMatch(/\.apkg.*10 MiB/);
    // Its answers stay JSON, and a wrong content type or a too-large file is documented as refused.
    expect(operation?.responses['201']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    expect(operation?.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    expect(operation?.responses['415']).toEqual({ $ref: '#/components/responses/UnsupportedMediaType' });
    expect(unresolvedRefs(document)).toEqual([]);
    // The page shows both content types of the body.
    const html = renderDocsPage(document, { stylesheetHref: '/s.css', documentHref: '/d.json' });
    expect(html).toMatch(/id="op-postVocabularyUserImportApkg"[\s\S]*?application\/octet-stream[\s\S]*?application\/zip/);
  });

  it.each([
    ['GET', '/api/vocabulary/user/categories/{id}/export'],
    ['GET', '/api/vocabulary-admin/export'],
  ])('describes %s %s as a download in each export format, named by Content-Disposition', (_method, path) => {
    const operation = document.paths[path]?.get;
    const success = operation?.responses['200'] as OpenApiResponse;
    expect(Object.keys(success.content ?? {})).toEqual([
      'text/csv',
      'text/plain',
      'application/json',
      'application/octet-stream',
    ]);
    for (const media of Object.values(success.content ?? {})) expect(media.schema).toEqual(BINARY);
    // Each format's content type, as the route sends it, is named with its `format` value.
    for (const [format, { contentType, extension }] of Object.entries(CATEGORY_EXPORT_FILES)) {
      expect(success.description).toContain(`\`${format}\` → ${contentType} (.${extension})`);
      expect(Object.keys(success.content ?? {})).toContain(contentType.split(';')[0]);
    }
    expect(success.headers?.['Content-Disposition']).toMatchObject({
      description: expect.stringContaining('attachment; filename='),
      schema: { type: 'string' },
    });
    expect(operation?.parameters?.find((parameter) => parameter.name === 'format')).toMatchObject({
      in: 'query',
      schema: { enum: ['csv', 'anki', 'json', 'apkg'] },
    });
    expect(operation?.requestBody).toBeUndefined();
  });
});

describe('the page renderer', () => {
  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('escapes route texts it renders', () => {
    const document = buildOpenApiDocument(
      [route('POST', '/api/x', { body: z.object({ '<b>bold</b>': z.string().describe('a "quote" & <i>') }) })],
      { version: '<1>' },
    );
    const html = renderDocsPage(document, { stylesheetHref: '/s.css?a=1&b=2', documentHref: '/d.json' });
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('a &quot;quote&quot; &amp; &lt;i&gt;');
    expect(html).toContain('v&lt;1&gt;');
    expect(html).toContain('href="/s.css?a=1&amp;b=2"');
  });

  it('says types and rules in a few words', () => {
    expect(typeText({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeText({ type: 'string', enum: ['private', 'shared'] })).toBe('"private" | "shared"');
    expect(typeText({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
    expect(typeText({ type: 'object', additionalProperties: { type: 'number' } })).toBe('map of string → number');
    expect(typeText({ anyOf: [{ type: 'object' }, { type: 'null' }] })).toBe('object | null');
    expect(typeText({})).toBe('any JSON');
    expect(constraintsText({ type: 'string', minLength: 3, maxLength: 32 })).toEqual(['3–32 characters']);
    expect(constraintsText({ type: 'integer', minimum: 1, maximum: 500, default: 20 })).toEqual(['1 to 500', 'default 20']);
    expect(constraintsText({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
    expect(constraintsText({ type: 'array', minItems: 1, maxItems: 1000 })).toEqual(['1–1000 items']);
  });
});
