import { describe, expect, it } from 'vitest';
import { encodePathSegment, encodeQueryString, isSafeEndpoint, sanitizeRequestBody, sanitizeText } from './request-sanitize';

describe('isSafeEndpoint', () => {
  it.each([
    '/auth/login',
    '/vocabulary/categories',
    '/vocabulary-admin/cache/clear',
    '/vocabulary/user_words/12',
    '/vocabulary/search?q=cat',
    '/vocabulary/categories?page=2&limit=10&sortBy=name&sortOrder=ASC&tags=a,b',
    '/vocabulary/category/%D0%B5%D0%B4%D0%B0',
    '/vocabulary/categories?_t=1700000000000',
    '/',
  ])('accepts %s', (endpoint) => {
    expect(isSafeEndpoint(endpoint)).toBe(true);
  });

  it.each([
    ['no leading slash', 'auth/login'],
    ['absolute URL', 'https://evil.example/api'],
    ['protocol-relative', '//evil.example/api'],
    ['double slash inside', '/vocabulary//categories'],
    ['parent segment', '/vocabulary/../admin'],
    ['encoded parent segment', '/vocabulary/%2E%2E/admin'],
    ['encoded slash pair', '/vocabulary/%2F%2Fx'],
    ['backslash', '/vocabulary\\admin'],
    ['encoded backslash', '/vocabulary/%5Cadmin'],
    ['dot in path', '/vocabulary/file.json'],
    ['space', '/vocabulary/my words'],
    ['angle brackets in query', '/search?q=<script>'],
    ['quote in query', '/search?q="x"'],
    ['fragment', '/vocabulary#top'],
    ['two query marks', '/a?b=1?c=2'],
    ['broken percent escape', '/vocabulary/%E0%A4%A'],
    ['empty string', ''],
  ])('rejects %s', (_label, endpoint) => {
    expect(isSafeEndpoint(endpoint)).toBe(false);
  });

  it('accepts any segment after encodePathSegment, and still refuses ".."', () => {
    expect(isSafeEndpoint(`/vocabulary/category/${encodePathSegment('food & drink v1.2')}`)).toBe(true);
    expect(isSafeEndpoint(`/vocabulary/category/${encodePathSegment('еда')}`)).toBe(true);
    expect(isSafeEndpoint(`/vocabulary/category/${encodePathSegment('..')}`)).toBe(false);
    expect(encodePathSegment(7)).toBe('7');
  });

  it('accepts any query after encodeQueryString, which leaves empty values out', () => {
    const query = encodeQueryString([
      ['search', "it's (fun)! * 100% & more"],
      ['tags', 'еда,travel'],
      ['sortBy', ''],
      ['page', '2'],
    ]);
    expect(query).toBe('search=it%27s%20%28fun%29%21%20%2A%20100%25%20%26%20more&tags=%D0%B5%D0%B4%D0%B0%2Ctravel&page=2');
    expect(isSafeEndpoint(`/vocabulary/categories?${query}`)).toBe(true);
    expect(encodeQueryString([['search', '']])).toBe('');
  });
});

describe('sanitizeText', () => {
  it('keeps ordinary text, including Cyrillic, punctuation and "on" inside words', () => {
    expect(sanitizeText('Привет, мир! one = two; iron, onion')).toBe('Привет, мир! one = two; iron, onion');
  });

  it('removes script blocks with their content', () => {
    expect(sanitizeText('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeText('a<SCRIPT type="x">\nalert(1)\n</SCRIPT >b')).toBe('ab');
  });

  it('removes dangling script tags', () => {
    expect(sanitizeText('a<script src=x>b')).toBe('ab');
  });

  it('removes javascript: in any case and spacing', () => {
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('JavaScript :go')).toBe('go');
  });

  it('removes inline event handler patterns', () => {
    expect(sanitizeText('<img src=x onerror=alert(1)>')).toBe('<img src=x alert(1)>');
    expect(sanitizeText('<a onClick = "x">')).toBe('<a  "x">');
  });

  it('does not let removed fragments reassemble into a script', () => {
    const out = sanitizeText('<scr<script>x</script>ipt>alert(1)</scr<script></script>ipt>');
    expect(out.toLowerCase()).not.toContain('<script');
    expect(sanitizeText('javajavascript:script:x')).toBe('x');
  });
});

describe('sanitizeRequestBody', () => {
  it('drops __proto__, constructor and prototype at every depth', () => {
    const hostile = JSON.parse(
      '{"name":"ok","__proto__":{"isAdmin":true},"nested":{"constructor":{"x":1},"prototype":2,"keep":3},' +
        '"list":[{"__proto__":{"polluted":true},"word":"cat"}]}',
    ) as unknown;
    const clean = sanitizeRequestBody(hostile) as Record<string, unknown>;
    expect(clean).toEqual({ name: 'ok', nested: { keep: 3 }, list: [{ word: 'cat' }] });
    expect(Object.prototype.hasOwnProperty.call(clean, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cleans strings inside objects and arrays and keeps other values', () => {
    const date = new Date(0);
    const out = sanitizeRequestBody({
      english: 'cat<script>steal()</script>',
      tags: ['javascript:x', 'food'],
      count: 3,
      shared: false,
      note: null,
      when: date,
    });
    expect(out).toEqual({ english: 'cat', tags: ['x', 'food'], count: 3, shared: false, note: null, when: date });
    expect(out.when).toBe(date);
  });

  it('does not change its input', () => {
    const input = { english: '<script>x</script>cat' };
    sanitizeRequestBody(input);
    expect(input.english).toBe('<script>x</script>cat');
  });

  it('cleans a bare string or array body', () => {
    expect(sanitizeRequestBody('javascript:1')).toBe('1');
    expect(sanitizeRequestBody([{ constructor: 1, a: 'b' }])).toEqual([{ a: 'b' }]);
  });
});
