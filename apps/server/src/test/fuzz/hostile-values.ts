import fc from 'fast-check';

/**
 * The hostile inputs of issue 14 part 2: values no honest client sends, each aimed at a known way
 * servers break — NUL bytes (PostgreSQL refuses them in text), other control characters, lone
 * surrogates (not encodable as UTF-8), numbers past every column's range, prototype keys, wrong
 * types, huge and deeply nested bodies, wrong content types and invalid UTF-8 (raw bytes in the
 * body and percent-encoded in the address).
 */

/** Strings that have broken text handling somewhere: NUL, controls, lone surrogates, bidi, long. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\u0000\u0000\u0000',
      '\u0001\u0007\u001b[31m\u007f',
      '\r\n\t\v\f',
      '\ud800',
      'x\udfffy',
      '\udc00\ud800',
      '\u202e\u2066evil',
      '\ufeff\u200b\u00a0',
      'й\u0306',
      '%00',
      '%',
      "' OR 1=1 --",
      '"; DROP TABLE users; --',
      '<img src=x onerror=alert(1)>',
      '${7*7}{{7*7}}',
      '../../etc/passwd',
      '',
      ' ',
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'a', 'я', '\u0301'), maxLength: 30 }),
    fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'a'.repeat(length)),
  );

/** Numbers past what any column or schema takes, and the awkward ones inside. */
export const hostileNumber = (): fc.Arbitrary<number> =>
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e20,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  );

/** An object whose own keys include `__proto__`/`constructor`/`prototype` (JSON.parse keeps them as own keys). */
export const prototypeKeyObject = (): fc.Arbitrary<unknown> =>
  fc.constantFrom(
    JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}') as unknown,
    JSON.parse('{"constructor":{"prototype":{"polluted":1}}}') as unknown,
    JSON.parse('{"prototype":{}}') as unknown,
  );

/** Any hostile value: text, numbers, wrong types, prototype keys, a deep or wide structure. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileString() },
    { weight: 3, arbitrary: hostileNumber() },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, ['a'], [1, 2], { a: 1 }, '1', 'true') },
    { weight: 1, arbitrary: prototypeKeyObject() },
    { weight: 1, arbitrary: fc.integer({ min: 10, max: 200 }).map(nestedArrays) },
  );

/** `[[[…]]]` `depth` deep. */
export function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** A raw body and the content type it is sent with (undefined: no content-type header). */
export interface RawBody {
  payload: string | Buffer;
  contentType: string | undefined;
}

/** Past the app's 1 MiB limit (the import route's limit is 10 MiB: there it is just a big bad file). */
const OVERSIZED_BODY = `{"a":"${'x'.repeat(1024 * 1024 + 16)}"}`;

/** Bodies that must be refused before any handler runs: wrong syntax, encoding, size or type. */
export const hostileRawBody = (): fc.Arbitrary<RawBody> =>
  fc.oneof(
    fc
      .constantFrom<string | Buffer>(
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '12',
        'true',
        '{"a":1}{"b":2}',
        '{"a":1,}',
        "{'a':1}",
        '{"__proto__":{"role":"admin"}}',
        '{"a":{"constructor":{"prototype":{"x":1}}}}',
        '{"a":"\\u0000"}',
        '{"a":"\\ud800"}',
        '{"a":1e400}',
        '{"a":-1e400}',
        '{"a":123456789012345678901234567890}',
        '\u0000',
        '\ufeff{}',
        Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
        Buffer.from('{"a":"\xc0\x80"}', 'latin1'),
        Buffer.from('{"username":"\xed\xa0\x80","password":"\xff\xff\xff\xff\xff\xff\xff\xff"}', 'latin1'),
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x80, 0x81, 0x22, 0x7d]),
      )
      .map((payload) => ({ payload, contentType: 'application/json' })),
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      contentType: 'application/json',
    })),
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({
      payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      contentType: 'application/json',
    })),
    fc.constant({ payload: OVERSIZED_BODY, contentType: 'application/json' }),
    fc.record({
      payload: fc.constantFrom('{"a":1}', 'a=1&b=2', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', '<a/>'),
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/octet-stream',
        'application/json, text/plain',
        'APPLICATION/JSON',
        '',
        undefined,
      ),
    }),
  );

/** Raw fragments for the address: invalid percent-encoding and invalid UTF-8 behind valid percent-encoding. */
export const hostileUrlFragment = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '%00',
      'a%00b',
      '%FF',
      '%FE%FF',
      '%C0%80',
      '%ED%A0%80',
      '%F4%90%80%80',
      '%80',
      '%',
      '%2',
      '%zz',
      '%25',
      '%2F',
      '..%2F..%2F',
      '%E2%80%AE',
      '%0D%0ASet-Cookie:%20a=b',
      '%7B%7D',
      '__proto__',
      'constructor',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x10',
      '99999999999999999999',
      '2147483648',
      '9007199254740993',
    ),
    fc.integer({ min: 100, max: 9_000 }).map((length) => 'a'.repeat(length)),
    hostileString().map(encodeURIComponentLoosely),
  );

/** encodeURIComponent throws on a lone surrogate; a hostile value should be sent anyway, as its raw code units. */
export function encodeURIComponentLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        const code = char.charCodeAt(0);
        return code >= 0xd800 && code <= 0xdfff
          ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
          : encodeURIComponent(char);
      })
      .join('');
  }
}
