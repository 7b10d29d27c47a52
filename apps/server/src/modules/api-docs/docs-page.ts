import type {
  DocumentedAccess,
  HttpMethodName,
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
  OpenApiResponseOrRef,
} from './openapi-document';

/**
 * The reference page: the OpenAPI document rendered on the server as one self-contained HTML page.
 * No script at all (the CSP allows none inline, and the page needs none), the stylesheet from the
 * same origin. Every text from the document is escaped, though all of it is ours.
 */

export interface DocsPageOptions {
  /** Where the page's stylesheet is served (same origin). */
  stylesheetHref: string;
  /** Where the machine-readable document is served. */
  documentHref: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const METHOD_ORDER: HttpMethodName[] = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace'];

const ACCESS_LABELS: Record<DocumentedAccess, string> = {
  anonymous: 'Anyone (anonymous)',
  user: 'Signed-in users',
  owner: 'The owner (signed in) or an admin',
  admin: 'Admins only',
};

/** How deep nested objects are spelled out; a recursive schema stops there. */
const MAX_DEPTH = 6;

const slug = (text: string): string => text.replace(/[^A-Za-z0-9_-]+/g, '-');

function resolveRef(document: OpenApiDocument, ref: string): JsonSchema | undefined {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : document.components.schemas[name];
}

const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : []);

/** A schema's type as one short phrase: `string`, `integer | null`, `"private" | "shared"`, `array of object`. */
export function typeText(schema: JsonSchema): string {
  if (typeof schema['$ref'] === 'string') return refName(schema['$ref']);
  if ('const' in schema) return JSON.stringify(schema['const']);
  if (Array.isArray(schema['enum'])) return (schema['enum'] as unknown[]).map((value) => JSON.stringify(value)).join(' | ');
  const options = asSchemas(schema['anyOf'] ?? schema['oneOf']);
  if (options.length > 0) return options.map(typeText).join(' | ');
  const type = schema['type'];
  if (Array.isArray(type)) return type.map((name) => typeText({ ...schema, type: name })).join(' | ');
  if (type === 'array') {
    const items = schema['items'];
    return typeof items === 'object' && items !== null ? `array of ${typeText(items as JsonSchema)}` : 'array';
  }
  if (type === 'object') {
    const extra = schema['additionalProperties'];
    if (!schema['properties'] && typeof extra === 'object' && extra !== null) {
      return `map of string → ${typeText(extra as JsonSchema)}`;
    }
    return 'object';
  }
  if (typeof type === 'string') return type;
  return 'any JSON';
}

const range = (min: unknown, max: unknown, unit: string): string | null => {
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return min === max ? `exactly ${min} ${unit}` : `${min}–${max} ${unit}`;
  if (hasMin) return `at least ${min} ${unit}`;
  if (hasMax) return `at most ${max} ${unit}`;
  return null;
};

/** The rules on a value beside its type: lengths, bounds, format, pattern, default. */
export function constraintsText(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const length = range(schema['minLength'], schema['maxLength'], 'characters');
  if (length) notes.push(length);
  const items = range(schema['minItems'], schema['maxItems'], 'items');
  if (items) notes.push(items);
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  // Zod writes the bounds of a safe or 32-bit integer too; they say nothing to a reader.
  const meaningful = (value: unknown) => typeof value === 'number' && Math.abs(value) < 2_147_483_647;
  if (meaningful(minimum) && meaningful(maximum)) notes.push(`${minimum} to ${maximum}`);
  else if (meaningful(minimum)) notes.push(`≥ ${minimum}`);
  else if (meaningful(maximum)) notes.push(`≤ ${maximum}`);
  if (typeof exclusiveMinimum === 'number') notes.push(`> ${exclusiveMinimum}`);
  if (meaningful(exclusiveMaximum)) notes.push(`< ${exclusiveMaximum}`);
  if (typeof schema['format'] === 'string') notes.push(`format ${schema['format']}`);
  else if (typeof schema['pattern'] === 'string') notes.push(`pattern ${schema['pattern']}`);
  if ('default' in schema) notes.push(`default ${JSON.stringify(schema['default'])}`);
  return notes;
}

/** The object (or array of objects) whose fields should be listed under a value, if any. */
function nestedObject(schema: JsonSchema, document: OpenApiDocument): JsonSchema | null {
  const target = typeof schema['$ref'] === 'string' ? resolveRef(document, schema['$ref']) : schema;
  if (!target) return null;
  if (target['properties']) return target;
  const items = target['items'];
  if (target['type'] === 'array' && typeof items === 'object' && items !== null)
    return nestedObject(items as JsonSchema, document);
  const extra = target['additionalProperties'];
  if (typeof extra === 'object' && extra !== null) return nestedObject(extra as JsonSchema, document);
  const options = asSchemas(target['anyOf'] ?? target['oneOf']).filter((option) => option['type'] !== 'null');
  if (options.length === 1) return nestedObject(options[0] as JsonSchema, document);
  return null;
}

function fieldLine(name: string, schema: JsonSchema, required: boolean | null, document: OpenApiDocument, depth: number): string {
  const notes = constraintsText(schema);
  const description = typeof schema['description'] === 'string' ? schema['description'] : '';
  const flag =
    required === null ? '' : required ? ' <span class="required">required</span>' : ' <span class="optional">optional</span>';
  const nested = nestedObject(schema, document);
  return [
    '<li>',
    `<code class="name">${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeText(schema))}</span>${flag}`,
    notes.length > 0 ? ` <span class="note">${escapeHtml(notes.join(' · '))}</span>` : '',
    description ? ` — ${escapeHtml(description)}` : '',
    nested && depth < MAX_DEPTH ? fieldsList(nested, document, depth + 1) : '',
    '</li>',
  ].join('');
}

function fieldsList(schema: JsonSchema, document: OpenApiDocument, depth: number): string {
  const properties = Object.entries((schema['properties'] ?? {}) as Record<string, JsonSchema>);
  if (properties.length === 0) return '';
  const required = new Set((schema['required'] ?? []) as string[]);
  const lines = properties.map(([name, property]) => fieldLine(name, property, required.has(name), document, depth));
  return `<ul class="fields">${lines.join('')}</ul>`;
}

/** A body or answer schema, readably: its type, then its fields (nested objects indented). */
export function schemaHtml(schema: JsonSchema, document: OpenApiDocument, mediaType: string): string {
  const nested = nestedObject(schema, document);
  const notes = [mediaType, typeText(schema), ...constraintsText(schema)];
  const head = `<p class="note">${escapeHtml(notes.join(' · '))}</p>`;
  return head + (nested ? fieldsList(nested, document, 1) : '');
}

function parametersHtml(title: string, parameters: OpenApiParameter[], document: OpenApiDocument): string {
  if (parameters.length === 0) return '';
  const lines = parameters.map((parameter) => fieldLine(parameter.name, parameter.schema, parameter.required, document, 1));
  return `<h4>${escapeHtml(title)}</h4><ul class="fields">${lines.join('')}</ul>`;
}

function responseOf(document: OpenApiDocument, response: OpenApiResponseOrRef): OpenApiResponse | undefined {
  if (!('$ref' in response)) return response;
  const name = /^#\/components\/responses\/(.+)$/.exec(response.$ref)?.[1];
  return name === undefined ? undefined : document.components.responses[name];
}

function responsesHtml(operation: OpenApiOperation, document: OpenApiDocument): string {
  const entries: string[] = [];
  const errors: string[] = [];
  for (const [status, entry] of Object.entries(operation.responses)) {
    const response = responseOf(document, entry);
    if (!response) continue;
    const isErrorShape = '$ref' in entry;
    if (isErrorShape) {
      errors.push(`${status} ${response.description}`);
      continue;
    }
    const media = Object.entries(response.content ?? {});
    const bodies = media.map(([type, { schema }]) => schemaHtml(schema, document, type));
    entries.push(`<dt>${escapeHtml(status)} ${escapeHtml(response.description)}</dt><dd>${bodies.join('')}</dd>`);
  }
  if (errors.length > 0) {
    entries.push(
      `<dt>Errors, each <code>{ "error": "message" }</code></dt><dd><ul class="errors">${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul></dd>`,
    );
  }
  return `<h4>Responses</h4><dl class="responses">${entries.join('')}</dl>`;
}

function operationHtml(path: string, method: HttpMethodName, operation: OpenApiOperation, document: OpenApiDocument): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody;
  const bodyHtml = body
    ? `<h4>Request body</h4>${Object.entries(body.content)
        .map(([type, { schema }]) => schemaHtml(schema, document, `${type} · ${body.required ? 'required' : 'optional'}`))
        .join('')}`
    : '';
  const access = operation['x-access'];
  return [
    `<article class="op" id="${escapeHtml(`op-${slug(operation.operationId)}`)}">`,
    `<h3><span class="method method-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${escapeHtml(operation.summary)}</p>`,
    `<p class="access"><span class="badge">${escapeHtml(ACCESS_LABELS[access])}</span> ${escapeHtml(operation.description)}</p>`,
    parametersHtml(
      'Path parameters',
      parameters.filter((parameter) => parameter.in === 'path'),
      document,
    ),
    parametersHtml(
      'Query parameters',
      parameters.filter((parameter) => parameter.in === 'query'),
      document,
    ),
    bodyHtml,
    responsesHtml(operation, document),
    '</article>',
  ].join('\n');
}

interface TaggedOperation {
  path: string;
  method: HttpMethodName;
  operation: OpenApiOperation;
}

function operationsByTag(document: OpenApiDocument): Map<string, TaggedOperation[]> {
  const byTag = new Map<string, TaggedOperation[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHOD_ORDER) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'api';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push({ path, method, operation });
    }
  }
  return byTag;
}

/** The whole page. */
export function renderDocsPage(document: OpenApiDocument, options: DocsPageOptions): string {
  const byTag = operationsByTag(document);
  const descriptions = new Map(document.tags.map((tag) => [tag.name, tag.description ?? '']));
  const toc = [...byTag.entries()]
    .filter(([, operations]) => operations.length > 0)
    .map(
      ([tag, operations]) =>
        `<li><a href="#${escapeHtml(`tag-${slug(tag)}`)}"><strong>${escapeHtml(tag)}</strong></a><ul>${operations
          .map(
            ({ path, method, operation }) =>
              `<li><a href="#${escapeHtml(`op-${slug(operation.operationId)}`)}"><span class="method method-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> ${escapeHtml(path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag.entries()]
    .filter(([, operations]) => operations.length > 0)
    .map(([tag, operations]) =>
      [
        `<section id="${escapeHtml(`tag-${slug(tag)}`)}">`,
        `<h2>${escapeHtml(tag)}</h2>`,
        descriptions.get(tag) ? `<p class="tag-description">${escapeHtml(descriptions.get(tag) ?? '')}</p>` : '',
        ...operations.map(({ path, method, operation }) => operationHtml(path, method, operation, document)),
        '</section>',
      ].join('\n'),
    )
    .join('\n');
  const documentLink = `<a href="${escapeHtml(options.documentHref)}">${escapeHtml(options.documentHref)}</a>`;
  const server = document.servers[0]?.url ?? '/';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="stylesheet" href="${escapeHtml(options.stylesheetHref)}">
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <span class="version">v${escapeHtml(document.info.version)}</span></h1>
<p>The HTTP API of Slovo, the English–Russian vocabulary trainer, generated from the same zod schemas that validate every request. The machine-readable OpenAPI ${escapeHtml(document.openapi)} description is at ${documentLink}.</p>
<ul class="intro">
<li><strong>Base URL:</strong> this server (<code>${escapeHtml(server)}</code>); every path starts with <code>/api</code>. Requests and answers are JSON unless an operation says otherwise.</li>
<li><strong>Signing in:</strong> <code>POST /api/auth/login</code> with <code>{ "username", "password" }</code> answers <code>{ "token", "user" }</code>. Send the token as <code>Authorization: Bearer &lt;token&gt;</code>; it lives at most 15 minutes.</li>
<li><strong>Staying signed in:</strong> login also sets an HttpOnly refresh cookie; <code>POST /api/auth/refresh</code> with that cookie answers a new token and rotates the cookie. <code>POST /api/auth/logout</code> revokes it.</li>
<li><strong>Errors:</strong> every error is <code>{ "error": "message" }</code> with its status code; invalid input is 400 with the first problem found. Every GET also answers HEAD, and every route counts against the per-address rate limit (429).</li>
</ul>
</header>
<nav class="toc" aria-label="Contents">
<h2>Contents</h2>
<ul>${toc}</ul>
</nav>
<main>
${sections}
</main>
<footer>Generated from the route schemas of Slovo ${escapeHtml(document.info.version)} · ${documentLink}</footer>
</body>
</html>
`;
}
