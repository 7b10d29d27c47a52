import fc from 'fast-check';
import type { $ZodType as ZodType } from 'zod/v4/core';
import type { Access } from '../../context';
import type { FuzzWorld } from './fuzz-world';
import { encodeURIComponentLoosely, hostileRawBody, hostileString, hostileUrlFragment } from './hostile-values';
import type { FieldHint } from './zod-arbitrary';
import { arbitraryFor } from './zod-arbitrary';

/** One /api route as the fuzzer sees it: Fastify's route table entry plus the zod schemas it validates with. */
export interface FuzzRoute {
  method: string;
  url: string;
  access: Access;
  params?: ZodType | undefined;
  querystring?: ZodType | undefined;
  body?: ZodType | undefined;
  /** A route whose body is a file, not JSON: its bodies (sent as application/octet-stream). */
  binaryBody?: fc.Arbitrary<Buffer> | undefined;
}

/** One request, ready for app.inject; `variant` names the kind of case (for the report). */
export interface FuzzRequest {
  variant: 'valid' | 'schema' | 'hostile-body' | 'hostile-url' | 'hostile-auth';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Caller = 'none' | 'user' | 'other' | 'admin' | 'garbage';

function tokenHeader(world: FuzzWorld, caller: Caller): Record<string, string> {
  switch (caller) {
    case 'none':
      return {};
    case 'garbage':
      return { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' };
    default:
      return { authorization: `Bearer ${world[caller].token}` };
  }
}

/** Mostly the caller the route is for (so the handler runs), sometimes the wrong one. */
function rightCaller(access: Access): fc.Arbitrary<Caller> {
  if (access === 'admin') return fc.constant('admin');
  if (access === 'user')
    return fc.oneof({ weight: 4, arbitrary: fc.constant('user') }, fc.constantFrom<Caller>('other', 'admin'));
  return fc.constantFrom<Caller>('none', 'user', 'admin');
}

/** Mostly one address, so per-address limits are reached; now and then others, IPv6 included. */
const address = fc.oneof(
  { weight: 4, arbitrary: fc.constant('127.0.0.1') },
  { weight: 1, arbitrary: fc.constantFrom('10.1.2.3', '::1', '2001:db8::7', '::ffff:192.0.2.1') },
);

const wrongCaller = (): fc.Arbitrary<Caller> => fc.constantFrom<Caller>('none', 'garbage', 'user', 'other');

/** `name=value` pairs → a query string; arrays repeat the key (`a=1&a=2`), as a browser form would. */
function queryString(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const list = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of list) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeURIComponentLoosely(key)}=${encodeURIComponentLoosely(text)}`);
    }
  }
  return pairs.join('&');
}

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? 'x');
}

const paramNames = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Extra query pairs no schema asks for: repeats, array/object notation, prototype keys, raw garbage. */
function extraQuery(route: FuzzRoute): fc.Arbitrary<string> {
  const knownKeys = route.querystring ? Object.keys(asRecord((route.querystring as unknown as { shape?: object }).shape)) : [];
  const key =
    knownKeys.length > 0 ? fc.constantFrom(...knownKeys, '__proto__', 'constructor') : fc.constantFrom('__proto__', 'x');
  return fc.oneof(
    fc.tuple(key, hostileUrlFragment()).map(([name, value]) => `${name}=${value}`),
    fc.tuple(key, hostileUrlFragment()).map(([name, value]) => `${name}=1&${name}=${value}`),
    key.map((name) => `${name}[]=1&${name}[a]=2`),
    key.map((name) => `${name}`),
    key.map((name) => `${name}=`),
    hostileUrlFragment(),
  );
}

/** The requests to try on `route`: schema-shaped ones (most), hostile bodies, addresses and callers. */
export function requestArbitrary(route: FuzzRoute, world: FuzzWorld, hint: FieldHint): fc.Arbitrary<FuzzRequest> {
  const derive = (schema: ZodType | undefined, hostileWeight: number): fc.Arbitrary<Record<string, unknown>> =>
    schema ? arbitraryFor(schema, { hint, hostileWeight, hintsOnly: hostileWeight === 0 }).map(asRecord) : fc.constant({});
  const names = paramNames(route.url);
  const pathParams = (hostileWeight: number): fc.Arbitrary<Record<string, unknown>> =>
    route.params
      ? derive(route.params, hostileWeight)
      : fc.record(Object.fromEntries(names.map((name) => [name, hint(name, 'string') ?? fc.string({ maxLength: 20 })])));
  const encodedParams = (hostileWeight: number) =>
    pathParams(hostileWeight).map((params) =>
      Object.fromEntries(names.map((name) => [name, encodeURIComponentLoosely(String(params[name] ?? ''))])),
    );
  const hasBody = BODY_METHODS.has(route.method);
  const binary = route.binaryBody;
  const jsonBody = (hostileWeight: number): fc.Arbitrary<string | Buffer | undefined> =>
    binary
      ? binary
      : route.body
        ? arbitraryFor(route.body, { hint, hostileWeight, hintsOnly: hostileWeight === 0 }).map((body) => JSON.stringify(body))
        : fc.constant(undefined);
  const bodyType = binary ? 'application/octet-stream' : 'application/json';
  const query = (hostileWeight: number) => derive(route.querystring, hostileWeight).map(queryString);
  const build = (
    variant: FuzzRequest['variant'],
    parts: {
      params: Record<string, string>;
      query: string;
      body: string | Buffer | undefined;
      contentType?: string | undefined;
      caller: Caller;
      address: string;
    },
  ): FuzzRequest => {
    const headers: Record<string, string> = { ...tokenHeader(world, parts.caller) };
    if (parts.body !== undefined && parts.contentType !== undefined) headers['content-type'] = parts.contentType;
    const path = fillPath(route.url, parts.params);
    return {
      variant,
      method: route.method,
      url: parts.query === '' ? path : `${path}?${parts.query}`,
      headers,
      ...(parts.body === undefined ? {} : { payload: parts.body }),
      remoteAddress: parts.address,
    };
  };

  // Valid as far as the hints know: every field a domain value, the right caller. These reach the services.
  const valid = fc
    .record({
      params: encodedParams(0),
      query: query(0),
      body: hasBody ? jsonBody(0) : fc.constant(undefined),
      caller: rightCaller(route.access),
      address,
    })
    .map((parts) => build('valid', { ...parts, contentType: bodyType }));

  // The schema's shape with a hostile value or a schema-derived random one here and there.
  const schemaShaped = fc
    .record({
      params: encodedParams(1),
      query: query(1),
      body: hasBody ? jsonBody(1) : fc.constant(undefined),
      caller: rightCaller(route.access),
      address,
    })
    .map((parts) => build('schema', { ...parts, contentType: bodyType }));

  const hostileBody = fc
    .record({ params: encodedParams(0), query: query(0), raw: hostileRawBody(), caller: rightCaller(route.access), address })
    .map(({ raw, ...parts }) => build('hostile-body', { ...parts, body: raw.payload, contentType: raw.contentType }));

  const rawParams = fc.record(Object.fromEntries(names.map((name) => [name, hostileUrlFragment()]))) as fc.Arbitrary<
    Record<string, string>
  >;
  const hostileUrl = fc
    .record({
      params: names.length > 0 ? fc.oneof(rawParams, encodedParams(3)) : fc.constant({}),
      query: fc
        .tuple(query(3), fc.array(extraQuery(route), { minLength: 1, maxLength: 3 }))
        .map(([known, extra]) => [known, ...extra].filter(Boolean).join('&')),
      body: hasBody ? jsonBody(0) : fc.constant(undefined),
      caller: rightCaller(route.access),
      address,
    })
    .map((parts) => build('hostile-url', { ...parts, contentType: bodyType }));

  const hostileAuth = fc
    .record({
      params: encodedParams(0),
      query: query(0),
      body: hasBody ? jsonBody(0) : fc.constant(undefined),
      caller: wrongCaller(),
      address,
      header: fc.option(
        fc.oneof(hostileString(), fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'bearer a.b.c', 'Bearer \u0000')),
        { nil: undefined },
      ),
    })
    .map(({ header, ...parts }) => {
      const request = build('hostile-auth', { ...parts, contentType: bodyType });
      // A header value node cannot send (control characters) would only test light-my-request.
      if (header !== undefined && /^[\t\x20-\x7e\x80-\xff]*$/.test(header)) request.headers['authorization'] = header;
      return request;
    });

  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: schemaShaped },
    ...(hasBody ? [{ weight: 2, arbitrary: hostileBody }] : []),
    { weight: 2, arbitrary: hostileUrl },
    { weight: 1, arbitrary: hostileAuth },
  );
}
