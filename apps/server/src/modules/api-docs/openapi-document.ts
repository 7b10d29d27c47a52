import { z } from 'zod';
import type { Access } from '../../context';
import { isApiPath } from '../../plugins/auth';
import type { RouteNote } from './route-notes';
import { ROUTE_NOTES, TAG_DESCRIPTIONS } from './route-notes';

/**
 * The OpenAPI 3.1 description of the API, made from the route table (plugins/auth.ts) and each
 * route's zod schemas with zod's own z.toJSONSchema (OpenAPI 3.1 schemas are JSON Schema 2020-12,
 * what zod writes). Pure: the same routes give the same document.
 */

export const OPENAPI_VERSION = '3.1.0';

/** What may call an operation, as the document says it: access 'user' narrowed to 'owner' by the route notes. */
export type DocumentedAccess = 'anonymous' | 'user' | 'owner' | 'admin';

/** A route as the document needs it: the route-table entry plus the response schemas Fastify was given. */
export interface DocumentedRoute {
  method: string;
  url: string;
  access: Access | undefined;
  schema: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    /** By status code (`200`, `'2xx'`…), as in Fastify's route schema. */
    response?: unknown;
  };
}

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
}

export interface OpenApiHeader {
  description: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMediaType>;
}

export type OpenApiResponseOrRef = OpenApiResponse | { $ref: string };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { description?: string; required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponseOrRef>;
  security?: Array<Record<string, string[]>>;
  'x-access': DocumentedAccess;
}

export type HttpMethodName = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export type OpenApiPathItem = Partial<Record<HttpMethodName, OpenApiOperation>>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, OpenApiPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

const BEARER_SCHEME = 'bearerAuth';
const ERROR_REF = '#/components/schemas/Error';

const ACCESS_DESCRIPTIONS: Record<DocumentedAccess, string> = {
  anonymous: 'Who may call: anyone, signed in or not (anonymous).',
  user: 'Who may call: any signed-in user (bearer token), about their own data.',
  owner:
    'Who may call: the signed-in owner of what the request names, or an admin (bearer token). Anybody else gets 404, as if it did not exist.',
  admin: 'Who may call: admins only (bearer token). Other signed-in users get 403.',
};

const INFO_DESCRIPTION = [
  'The HTTP API of Slovo, the English–Russian vocabulary trainer. Requests and answers are JSON unless said otherwise; every error is `{ "error": "message" }` with its status code.',
  '',
  'Authentication: `POST /api/auth/login` (or `/api/auth/register`) answers `{ token, user }` and sets an HttpOnly refresh cookie. Send the access token as `Authorization: Bearer <token>`; it lives at most 15 minutes. `POST /api/auth/refresh` (with the cookie) gives a new one and rotates the cookie.',
  '',
  'Every GET also answers HEAD. Every /api route counts against the per-address rate limit (429).',
].join('\n');

/** Standard texts for the status codes the API answers. */
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No content',
  '400': 'Invalid request: the message says what is wrong',
  '401': 'Not signed in, or the access token is invalid or expired',
  '403': 'Signed in, but this route is for admins',
  '404': 'Not found',
  '409': 'Conflict',
  '413': 'Request body too large',
  '415': 'Unsupported content type: the message names the one to send',
  '429': 'Too many requests from this address',
  '503': 'Service unavailable',
};

const ERROR_RESPONSES: Record<string, OpenApiResponse> = {
  BadRequest: errorResponse('400'),
  Unauthorized: errorResponse('401'),
  Forbidden: errorResponse('403'),
  NotFound: errorResponse('404'),
  PayloadTooLarge: errorResponse('413'),
  UnsupportedMediaType: errorResponse('415'),
  TooManyRequests: errorResponse('429'),
};

function errorResponse(status: string): OpenApiResponse {
  return { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: { $ref: ERROR_REF } } } };
}

/** A file's bytes, sent or answered as they are: the schema of every upload and download. */
export const BINARY_FILE_SCHEMA: Readonly<JsonSchema> = { type: 'string', format: 'binary' };

/** A media type without its parameters: 'text/csv; charset=utf-8' → 'text/csv'. */
const mediaTypeOf = (contentType: string): string => contentType.split(';')[0]!.trim().toLowerCase();

/** The request body of a route that takes a file as it is (note.upload): raw bytes in each accepted content type. */
function uploadBody(upload: NonNullable<RouteNote['upload']>): NonNullable<OpenApiOperation['requestBody']> {
  return {
    description: upload.description,
    required: true,
    content: Object.fromEntries(upload.contentTypes.map((type) => [mediaTypeOf(type), { schema: { ...BINARY_FILE_SCHEMA } }])),
  };
}

/** The success answer of a download (note.download): one file per format, each named by Content-Disposition. */
function downloadResponse(download: NonNullable<RouteNote['download']>): OpenApiResponse {
  const formats = Object.entries(download).map(
    ([format, { extension, contentType }]) => `\`${format}\` → ${contentType} (.${extension})`,
  );
  return {
    description: `The file, in the format the \`format\` query parameter names: ${formats.join(', ')}.`,
    headers: {
      'Content-Disposition': {
        description: 'Always `attachment; filename="<name>.<extension>"`: a download, named with the extension of its format.',
        schema: { type: 'string' },
      },
    },
    content: Object.fromEntries(
      Object.values(download).map(({ contentType }) => [mediaTypeOf(contentType), { schema: { ...BINARY_FILE_SCHEMA } }]),
    ),
  };
}

/** Fastify's `:param` (and `:param(regex)`) → OpenAPI's `{param}`; a trailing slash twin maps onto its route. */
export function toOpenApiPath(url: string): string {
  const path = url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The first path segment after /api, extension cut ('history.csv' → 'history'), with a few folded into their module's tag. */
export function tagOf(url: string): string {
  const segment = (url.split('/')[2] ?? '').replace(/\..*$/, '');
  const aliases: Record<string, string> = { config: 'health', openapi: 'api-docs', docs: 'api-docs' };
  return aliases[segment] ?? (segment || 'api');
}

/** The note for a route, by method and OpenAPI path. */
export function noteOf(method: string, path: string): RouteNote | undefined {
  return ROUTE_NOTES[`${method.toUpperCase()} ${path}`];
}

export function documentedAccess(access: Access | undefined, note: RouteNote | undefined): DocumentedAccess {
  if (access === 'user' && note?.owner) return 'owner';
  return access ?? 'anonymous';
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** A stable, readable operation id: `getVocabularyCategoryByName`, `postAuthLogin`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/**
 * JSON schemas of one document: each zod schema converted on its own, and any definitions zod had
 * to name (recursive schemas) moved to components.schemas under a unique name, refs rewritten.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: unknown, io: 'input' | 'output', context: string): JsonSchema {
    if (schema === undefined || schema === null) return {};
    if (!isZodSchema(schema)) return typeof schema === 'object' ? structuredClone(schema as JsonSchema) : {};
    let json: JsonSchema;
    try {
      // 'any' for what JSON Schema cannot say (a transform's output, a date): {} rather than a throw.
      json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return { description: 'Not representable as JSON Schema' };
    }
    delete json['$schema'];
    const defs = json['$defs'] as Record<string, JsonSchema> | undefined;
    delete json['$defs'];
    const renamed = new Map<string, string>();
    for (const name of Object.keys(defs ?? {})) {
      const base = `${context}_${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
      let unique = base;
      for (let n = 2; unique in this.components; n += 1) unique = `${base}_${n}`;
      renamed.set(name, unique);
      this.components[unique] = {};
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          if (key === '$ref' && typeof inner === 'string') {
            const local = /^#\/\$defs\/(.+)$/.exec(inner)?.[1];
            const target = local === undefined ? undefined : renamed.get(local);
            if (target !== undefined) return [key, `#/components/schemas/${target}`];
            // '#' alone is the schema itself: point at a component holding it.
            if (inner === '#') {
              const self = `${context}_root`;
              renamed.set('#', self);
              return [key, `#/components/schemas/${self}`];
            }
          }
          return [key, rewrite(inner)];
        }),
      );
    };
    for (const [name, def] of Object.entries(defs ?? {})) this.components[renamed.get(name)!] = rewrite(def) as JsonSchema;
    const result = rewrite(json) as JsonSchema;
    const self = renamed.get('#');
    if (self) this.components[self] = result;
    return result;
  }
}

function objectProperties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return { properties, required };
}

function parametersOf(route: DocumentedRoute, path: string, converter: SchemaConverter, id: string): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  const params = objectProperties(converter.convert(route.schema.params, 'input', `${id}_params`));
  for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)) {
    const schema = params.properties[name] ?? { type: 'string' };
    const description = typeof schema['description'] === 'string' ? schema['description'] : undefined;
    parameters.push({ name, in: 'path', required: true, ...(description ? { description } : {}), schema });
  }
  const query = objectProperties(converter.convert(route.schema.querystring, 'input', `${id}_query`));
  for (const [name, schema] of Object.entries(query.properties)) {
    const description = typeof schema['description'] === 'string' ? schema['description'] : undefined;
    parameters.push({ name, in: 'query', required: query.required.has(name), ...(description ? { description } : {}), schema });
  }
  return parameters;
}

/** A body schema that accepts null or nothing (`anyOf: [..., {type: 'null'}]`) makes the body optional. */
function acceptsNoBody(schema: JsonSchema): boolean {
  const anyOf = schema['anyOf'] as JsonSchema[] | undefined;
  return Array.isArray(anyOf) && anyOf.some((option) => option['type'] === 'null');
}

function responsesOf(
  route: DocumentedRoute,
  access: DocumentedAccess,
  hasInput: boolean,
  hasPathParams: boolean,
  note: RouteNote | undefined,
  converter: SchemaConverter,
  id: string,
): Record<string, OpenApiResponseOrRef> {
  const responses: Record<string, OpenApiResponseOrRef> = {};
  const declared = typeof route.schema.response === 'object' && route.schema.response !== null ? route.schema.response : {};
  for (const [status, schema] of Object.entries(declared as Record<string, unknown>)) {
    const code = status.toUpperCase();
    if (code.startsWith('2') && note?.download) {
      responses[code] = downloadResponse(note.download);
      continue;
    }
    const type = code.startsWith('2') && note?.produces ? note.produces : 'application/json';
    responses[code] = {
      description: STATUS_TEXT[code] ?? (code.startsWith('2') ? 'Success' : 'Error'),
      content: { [type]: { schema: converter.convert(schema, 'output', `${id}_${code}`) } },
    };
  }
  if (!Object.keys(responses).some((code) => code.startsWith('2'))) {
    const type = note?.produces ?? 'application/json';
    const schema: JsonSchema =
      type !== 'application/json'
        ? { type: 'string' }
        : note?.answers
          ? converter.convert(note.answers, 'output', `${id}_200`)
          : {};
    responses['200'] = note?.download ? downloadResponse(note.download) : { description: 'OK', content: { [type]: { schema } } };
  }
  const addError = (status: string, name: string) => {
    responses[status] ??= { $ref: `#/components/responses/${name}` };
  };
  if (hasInput) addError('400', 'BadRequest');
  if (access !== 'anonymous') addError('401', 'Unauthorized');
  if (access === 'admin') addError('403', 'Forbidden');
  if (hasPathParams || access === 'owner') addError('404', 'NotFound');
  if (note?.upload) {
    addError('413', 'PayloadTooLarge');
    addError('415', 'UnsupportedMediaType');
  }
  addError('429', 'TooManyRequests');
  return responses;
}

function operationOf(route: DocumentedRoute, path: string, converter: SchemaConverter): OpenApiOperation {
  const method = route.method.toUpperCase();
  const note = noteOf(method, path);
  const access = documentedAccess(route.access, note);
  const id = operationIdOf(method, path);
  const parameters = parametersOf(route, path, converter, id);
  const bodySchema = route.schema.body === undefined ? undefined : converter.convert(route.schema.body, 'input', `${id}_body`);
  // A file upload is raw bytes, whatever zod schema the route has (a file route has none): never JSON.
  const requestBody = note?.upload
    ? uploadBody(note.upload)
    : bodySchema && {
        required: !acceptsNoBody(bodySchema),
        content: { 'application/json': { schema: bodySchema } },
      };
  const operation: OpenApiOperation = {
    operationId: id,
    summary: note?.summary ?? `${method} ${path}`,
    description: ACCESS_DESCRIPTIONS[access],
    tags: [tagOf(path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {},
    ...(access === 'anonymous' ? {} : { security: [{ [BEARER_SCHEME]: [] }] }),
    'x-access': access,
  };
  const hasInput = parameters.length > 0 || requestBody !== undefined;
  operation.responses = responsesOf(route, access, hasInput, path.includes('{'), note, converter, id);
  return operation;
}

export interface DocumentOptions {
  version: string;
}

/**
 * The document for every /api route in `routes`. A trailing-slash twin and a HEAD beside its GET
 * are the same operation, so each appears once.
 */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], options: DocumentOptions): OpenApiDocument {
  const converter = new SchemaConverter();
  const paths: Record<string, OpenApiPathItem> = {};
  const apiRoutes = routes.filter((route) => isApiPath(route.url));
  const gets = new Set(apiRoutes.filter((route) => route.method === 'GET').map((route) => toOpenApiPath(route.url)));
  for (const route of apiRoutes) {
    const path = toOpenApiPath(route.url);
    if (route.method === 'HEAD' && gets.has(path)) continue;
    const method = route.method.toLowerCase() as HttpMethodName;
    const item = (paths[path] ??= {});
    // The first registration wins: a twin ('/x/' after '/x') documents nothing new.
    item[method] ??= operationOf(route, path, converter);
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  // The tags in the order of their descriptions (the app's own order), any others after them.
  const known = Object.keys(TAG_DESCRIPTIONS);
  const rank = (tag: string) => (known.includes(tag) ? known.indexOf(tag) : known.length);
  const tagNames = [...new Set(Object.values(sortedPaths).flatMap((item) => Object.values(item).flatMap((op) => op.tags)))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'Slovo API', version: options.version, description: INFO_DESCRIPTION },
    servers: [{ url: '/' }],
    tags: tagNames.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths: sortedPaths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: { error: { type: 'string', description: 'What went wrong, for people' } },
          required: ['error'],
        },
        ...converter.components,
      },
      responses: ERROR_RESPONSES,
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from POST /api/auth/login, /register or /refresh.',
        },
      },
    },
  };
}

/**
 * The /api routes of `routes` that `document` does not describe, as "METHOD /url". A HEAD counts
 * as described by its GET, a trailing-slash twin by its route. The route-coverage test calls this.
 */
export function undocumentedRoutes(
  routes: ReadonlyArray<Pick<DocumentedRoute, 'method' | 'url'>>,
  document: Pick<OpenApiDocument, 'paths'>,
): string[] {
  const missing: string[] = [];
  for (const { method, url } of routes) {
    if (!isApiPath(url)) continue;
    const item = document.paths[toOpenApiPath(url)];
    const name = method.toLowerCase() as HttpMethodName;
    const described = item?.[name] ?? (name === 'head' ? item?.get : undefined);
    if (!described) missing.push(`${method} ${url}`);
  }
  return missing;
}

/** Every `$ref` in `document` that points nowhere inside it. */
export function unresolvedRefs(document: object): string[] {
  const broken: string[] = [];
  const resolve = (ref: string): boolean => {
    if (!ref.startsWith('#/')) return false;
    let node: unknown = document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof node !== 'object' || node === null || !(key in node)) return false;
      node = (node as Record<string, unknown>)[key];
    }
    return true;
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && !resolve(inner)) broken.push(inner);
      else walk(inner);
    }
  };
  walk(document);
  return broken;
}
