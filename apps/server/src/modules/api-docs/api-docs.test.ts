import { APP_VERSION, loginRequestSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isApiPath } from '../../plugins/auth';
import { SECURITY_HEADERS } from '../../plugins/security';
import type { TestApp, TestUser } from '../../test';
import { createTestApp } from '../../test';
import { ACCESS_MATRIX } from '../../test/access-matrix/access-matrix.table';
import { isOwned } from '../../test/access-matrix/access-matrix.types';
import { registeredRoutes } from '../../test/access-matrix/registered-routes';
import { escapeHtml } from './docs-page';
import type { HttpMethodName, OpenApiDocument, OpenApiOperation } from './openapi-document';
import { toOpenApiPath, undocumentedRoutes, unresolvedRefs } from './openapi-document';
import { ROUTE_NOTES } from './route-notes';

let t: TestApp;
let user: TestUser;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.registerUser();
  document = (await t.request('GET', '/api/openapi.json')).json<OpenApiDocument>();
});
afterAll(async () => {
  await t.close();
});

const HTTP_METHODS: HttpMethodName[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operationsOf(doc: OpenApiDocument): Array<{ path: string; method: HttpMethodName; operation: OpenApiOperation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
}

function operation(path: string, method: HttpMethodName): OpenApiOperation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

/** zod's own JSON Schema of a request schema, as the document should hold it. */
const inputJsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
};

describe('GET /api/openapi.json', () => {
  it('answers JSON to anybody, the same bytes every time', async () => {
    const anonymous = await t.request('GET', '/api/openapi.json');
    const signedIn = await t.request('GET', '/api/openapi.json', { user });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(anonymous.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
    // Public, so a cache may keep it; an answer to a signed-in caller is never stored (plugins/no-store.ts).
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const head = await t.request('HEAD', '/api/openapi.json');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('is a well-formed OpenAPI 3.1 document: info, servers, paths, responses everywhere, every $ref resolving', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Slovo API', version: APP_VERSION });
    expect(document.info.description).toContain('/api/auth/login');
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
    for (const path of Object.keys(document.paths)) {
      expect(path, 'a path in OpenAPI form').toMatch(/^\/api(\/[A-Za-z0-9_.{}-]+)+$/);
      expect(path).not.toMatch(/:/);
    }
    const operations = operationsOf(document);
    const tagNames = document.tags.map((tag) => tag.name);
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(Object.keys(operation.responses).length, `${name} has responses`).toBeGreaterThan(0);
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        `${name} has a success`,
      ).toBe(true);
      expect(operation.summary, name).not.toBe('');
      expect(
        operation.tags.every((tag) => tagNames.includes(tag)),
        `${name}: its tag is listed`,
      ).toBe(true);
      // Every {param} of the path is declared as a required path parameter.
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), name).toEqual(inPath.sort());
      expect(declared.every((parameter) => parameter.required)).toBe(true);
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size, 'operation ids are unique').toBe(ids.length);
    expect(unresolvedRefs(document)).toEqual([]);
    expect(document.components.securitySchemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes every route of the route table (HEAD by its GET, trailing-slash twins by their route)', () => {
    const apiRoutes = t.app.routeTable.filter((route) => isApiPath(route.url));
    expect(apiRoutes.length).toBeGreaterThan(60);
    expect(undocumentedRoutes(apiRoutes, document)).toEqual([]);
    // The twins Fastify adds without telling the route table (GET /api/progress/) are covered too.
    const twins = registeredRoutes(t.app)
      .filter((route) => isApiPath(route.split(' ')[1] ?? ''))
      .map((route) => {
        const [method = '', url = ''] = route.split(' ');
        return { method, url };
      });
    expect(undocumentedRoutes(twins, document)).toEqual([]);
    // ...and each operation appears once: no '/api/progress/' beside '/api/progress'.
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    expect(operationsOf(document).filter(({ method }) => method === 'head')).toEqual([]);
  });

  it('the coverage check fails when a route is missing from the document', () => {
    const routes = t.app.routeTable;
    const withoutLogin: OpenApiDocument = { ...document, paths: { ...document.paths } };
    delete withoutLogin.paths['/api/auth/login'];
    expect(undocumentedRoutes(routes, withoutLogin)).toEqual(['POST /api/auth/login']);

    // One method gone from a path that keeps others; its HEAD goes with the GET.
    const { get: _dropped, ...rest } = document.paths['/api/reviews/settings'] ?? {};
    const withoutGet: OpenApiDocument = { ...document, paths: { ...document.paths, '/api/reviews/settings': rest } };
    expect(undocumentedRoutes(routes, withoutGet)).toEqual(['GET /api/reviews/settings', 'HEAD /api/reviews/settings']);

    // A route the document has never seen.
    expect(undocumentedRoutes([...routes, { method: 'PATCH', url: '/api/stats/:day' }], document)).toEqual([
      'PATCH /api/stats/:day',
    ]);
  });

  it('gives POST /api/auth/login the request body of its zod schema: username and password', () => {
    const login = operation('/api/auth/login', 'post');
    const body = login.requestBody?.content['application/json']?.schema;
    expect(login.requestBody?.required).toBe(true);
    expect(body).toEqual(inputJsonSchema(loginRequestSchema));
    expect(body).toMatchObject({ type: 'object', required: ['username', 'password'] });
    expect(Object.keys(body?.['properties'] as object)).toEqual(['username', 'password']);
    // Its answer: the token and the user, from the response schema.
    const answer = (login.responses['200'] as { content: Record<string, { schema: Record<string, unknown> }> }).content[
      'application/json'
    ]?.schema;
    expect(answer).toMatchObject({ type: 'object', required: expect.arrayContaining(['token', 'user']) });
    expect(login.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(login.security).toBeUndefined();
    expect(login['x-access']).toBe('anonymous');
    expect(login.tags).toEqual(['auth']);
  });

  it("documents the new key (`name`) in the answers of category create and rename, learner's and admin's", () => {
    const answerOf = (path: string, method: HttpMethodName, status: string) =>
      (operation(path, method).responses[status] as { content: Record<string, { schema: Record<string, unknown> }> }).content[
        'application/json'
      ]?.schema;
    for (const [path, method, status] of [
      ['/api/vocabulary/user/categories', 'post', '201'],
      ['/api/vocabulary/user/categories/{id}', 'put', '200'],
      ['/api/vocabulary/categories', 'post', '201'],
      ['/api/vocabulary-admin/categories/{nameOrId}', 'put', '200'],
    ] as const) {
      expect(answerOf(path, method, status), `${method} ${path}`).toMatchObject({
        required: expect.arrayContaining(['message', 'name']),
        properties: { name: { type: 'string' } },
      });
    }
  });

  it('documents what words know (stress, gender, forms, IPA, sources) in the words answers and the word requests', () => {
    const words = (
      operation('/api/vocabulary/user/words/{id}', 'put').responses['200'] as unknown as {
        content: Record<
          string,
          { schema: { properties: { word: { properties: Record<string, unknown>; required: string[] } } } }
        >;
      }
    ).content['application/json']!.schema.properties.word;
    expect(Object.keys(words.properties)).toEqual(
      expect.arrayContaining([
        'stressed',
        'gender',
        'animate',
        'aspect',
        'aspect_partner',
        'forms',
        'ipa',
        'english_forms',
        'sources',
      ]),
    );
    expect(words.required).not.toContain('stressed');
    // The words route sends cached bytes: its answer is documented from its route note.
    const categoryWords = JSON.stringify(operation('/api/vocabulary/category/{name}', 'get').responses['200']);
    for (const field of ['"words"', '"stressed"', '"forms"', '"sources"']) expect(categoryWords).toContain(field);
    const editBody = JSON.stringify(operation('/api/vocabulary/user/words/{id}', 'put').requestBody);
    for (const field of ['stressed', 'gender', 'forms', 'ipa']) expect(editBody).toContain(`"${field}"`);
  });

  it('turns params and querystring schemas into parameters (GET /api/vocabulary/category/{name})', () => {
    const words = operation('/api/vocabulary/category/{name}', 'get');
    expect(words.parameters?.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual([
      { name: 'name', where: 'path', required: true },
      { name: 'count', where: 'query', required: false },
      { name: 'shuffle', where: 'query', required: false },
    ]);
    const search = operation('/api/vocabulary/search', 'get');
    expect(search.parameters).toEqual([
      { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } },
    ]);
    const due = operation('/api/reviews/due', 'get');
    expect(due.parameters?.[0]).toMatchObject({ name: 'count', in: 'query', schema: { type: 'integer', default: 20 } });
  });

  it('says who may call each operation, asks signed-in ones for the bearer token, and lists their refusals', () => {
    const me = operation('/api/auth/me', 'get');
    expect(me['x-access']).toBe('user');
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    expect(me.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(me.responses['403']).toBeUndefined();

    const users = operation('/api/admin/users', 'get');
    expect(users['x-access']).toBe('admin');
    expect(users.description).toMatch(/admins only/i);
    expect(users.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(users.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));

    const rename = operation('/api/vocabulary/user/categories/{id}', 'put');
    expect(rename['x-access']).toBe('owner');
    expect(rename.description).toMatch(/owner/);
    expect(rename.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });

    const health = operation('/api/health', 'get');
    expect(health['x-access']).toBe('anonymous');
    expect(health.tags).toEqual(['health']);
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });

  it('marks as "owner" exactly the routes the access matrix finds the owner-or-admin rule on', () => {
    // Matrix rows where a signed-in stranger gets 404 while the owner gets an answer.
    const fromMatrix = ACCESS_MATRIX.filter(
      (row) =>
        isApiPath(row.route) &&
        row.method !== 'HEAD' &&
        isOwned(row.expect) &&
        row.expect.anonymous === '401' &&
        row.expect.owner === '2xx' &&
        row.expect.other === '404',
    )
      .map((row) => `${row.method} ${toOpenApiPath(row.route)}`)
      .sort();
    const documented = operationsOf(document)
      .filter(({ operation }) => operation['x-access'] === 'owner')
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(documented).toEqual(fromMatrix);
  });

  it('has no summary note for a route that does not exist (a route without one gets its method and path)', () => {
    const documented = operationsOf(document).map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(Object.keys(ROUTE_NOTES).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('describes its own routes with their content types', () => {
    const page = operation('/api/docs', 'get').responses['200'] as { content: Record<string, unknown> };
    expect(Object.keys(page.content)).toEqual(['text/html']);
    const css = operation('/api/docs.css', 'get').responses['200'] as { content: Record<string, unknown> };
    expect(Object.keys(css.content)).toEqual(['text/css']);
    expect(operation('/api/openapi.json', 'get').tags).toEqual(['api-docs']);
    const csv = operation('/api/reviews/history.csv', 'get').responses['200'] as { content: Record<string, unknown> };
    expect(Object.keys(csv.content)).toEqual(['text/csv']);
  });
});

describe('files in the document, as the routes take and send them', () => {
  it('documents the .apkg upload with exactly the content types the route accepts', async () => {
    const upload = operation('/api/vocabulary/user/import/apkg', 'post');
    const types = Object.keys(upload.requestBody?.content ?? {});
    expect(types).toEqual(['application/octet-stream', 'application/zip']);
    expect(upload.requestBody?.content['application/json']).toBeUndefined();
    const notAPackage = Buffer.from('not a zip archive');
    for (const type of types) {
      const response = await t.request('POST', '/api/vocabulary/user/import/apkg', {
        user,
        payload: notAPackage,
        headers: { 'content-type': type },
      });
      // Read as a package (and found broken), not refused for its content type.
      expect(response.statusCode, `${type}: ${response.body}`).toBe(400);
    }
    const asJson = await t.request('POST', '/api/vocabulary/user/import/apkg', { user, payload: { file: 'x' } });
    expect(asJson.statusCode).toBe(415);
    expect(upload.responses['415']).toEqual({ $ref: '#/components/responses/UnsupportedMediaType' });
  });

  it('documents each export download with the content type and Content-Disposition the route sends', async () => {
    const admin = await t.createAdmin();
    const created = await t.request('POST', '/api/vocabulary/user/categories', {
      user,
      payload: { categoryName: 'Docsexport' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { categoryId } = created.json<{ categoryId: number }>();
    const downloads = [
      {
        path: '/api/vocabulary/user/categories/{id}/export',
        url: `/api/vocabulary/user/categories/${categoryId}/export`,
        as: user,
      },
      { path: '/api/vocabulary-admin/export', url: '/api/vocabulary-admin/export', as: admin },
    ];
    for (const { path, url, as } of downloads) {
      const success = operation(path, 'get').responses['200'] as {
        content: Record<string, unknown>;
        headers?: Record<string, unknown>;
      };
      expect(success.headers?.['Content-Disposition'], path).toBeDefined();
      const documented = Object.keys(success.content);
      expect(documented, path).toEqual(['text/csv', 'text/plain', 'application/json', 'application/octet-stream']);
      const sent: string[] = [];
      for (const format of ['csv', 'anki', 'json', 'apkg']) {
        const response = await t.request('GET', `${url}?format=${format}`, { user: as });
        expect(response.statusCode, `${url} ${format}: ${response.body}`).toBe(200);
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"$/);
        sent.push(String(response.headers['content-type']).split(';')[0]!);
      }
      expect(sent, path).toEqual(documented);
    }
  });
});

describe('GET /api/docs', () => {
  it('answers a self-contained HTML page to anybody, under the app’s strict CSP, naming every path', async () => {
    const response = await t.request('GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Slovo API reference</title>');
    for (const { path, method } of operationsOf(document)) {
      expect(html, `${method} ${path}`).toContain(`${escapeHtml(path)}</code>`);
    }
    // The CSP allows no inline script or style, and nothing from elsewhere.
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=|https?:\/\//i);
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/api\/docs\.css\?v=[0-9a-f]{12}">/);
    // The introduction: how to sign in and stay signed in.
    expect(html).toContain('POST /api/auth/login');
    expect(html).toContain('POST /api/auth/refresh');
    // Who may call, and the login body's fields.
    expect(html).toContain('Admins only');
    expect(html).toMatch(
      /id="op-postAuthLogin"[\s\S]*?<code class="name">username<\/code>[\s\S]*?<code class="name">password<\/code>/,
    );

    const signedIn = await t.request('GET', '/api/docs', { user });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(html);
    expect((await t.request('HEAD', '/api/docs')).statusCode).toBe(200);
  });

  it('serves its stylesheet from the same origin, as CSS, with light and dark colours', async () => {
    const page = (await t.request('GET', '/api/docs')).body;
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page)?.[1] ?? '';
    const response = await t.request('GET', href);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('prefers-color-scheme: dark');
    expect(response.body).not.toMatch(/@import|url\(/);
    expect((await t.request('GET', '/api/docs.css')).statusCode).toBe(200);
  });
});
