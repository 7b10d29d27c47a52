import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@slovo/shared';
import { createFetchStub, jsonResponse as json, stubFetch } from '@/test/fetch-stub';
import { setConnection } from '@/test/connection';
import { switchLanguage } from '@/test/locale';
import {
  ApiError,
  api,
  apiRequest,
  createApiClient,
  fileNameFromContentDisposition,
  retryDelayMs,
  type ApiClientDeps,
} from './api-client';
import type { SessionHandler } from './auth-session';

type Reply = Response | Error | 'hang';

/** A client wired to a scripted fetch, a fake session and an instant sleep. */
function setup({
  replies = [] as Reply[],
  token = null as string | null,
  refreshTo = null as string | null,
  deps = {} as ApiClientDeps,
} = {}) {
  const queue = [...replies];
  const { fetchMock: fetch, calls } = createFetchStub(({ init }) => {
    const next = queue.shift() ?? json(200, {});
    if (next !== 'hang') return next;
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  let current = token;
  const session: SessionHandler = {
    getToken: vi.fn(() => current),
    refresh: vi.fn(() => {
      current = refreshTo;
      return Promise.resolve(refreshTo);
    }),
    clearTokens: vi.fn(() => {
      current = null;
    }),
  };
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const client = createApiClient({ fetch, sleep, session: () => session, ...deps });
  const sent = (i: number) => {
    const call = calls[i];
    if (!call) throw new Error(`fetch call ${i} was not made`);
    return { url: call.url, init: call.init, headers: new Headers(call.init.headers) };
  };
  return { client, fetch, session, sleep, sent };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request basics', () => {
  it('sends JSON headers, credentials and the /api base, and returns the parsed body', async () => {
    const { client, sent } = setup({ replies: [json(200, { ok: 1 })] });
    await expect(client.get('/vocabulary/categories')).resolves.toEqual({ ok: 1 });
    const { url, init, headers } = sent(0);
    expect(url).toBe('/api/vocabulary/categories');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('sends the body as sanitised JSON', async () => {
    const { client, sent } = setup();
    const hostile = JSON.parse(
      '{"english":"cat<script>x()</script>","__proto__":{"admin":true},"tags":["javascript:y"]}',
    ) as unknown;
    await client.post('/vocabulary/words', hostile);
    expect(JSON.parse(String(sent(0).init.body))).toEqual({ english: 'cat', tags: ['y'] });
  });

  it('sends "{}" for a write without a body, so the server never sees an empty JSON body', async () => {
    const { client, sent } = setup();
    await client.delete('/learning-session');
    expect(sent(0).init.method).toBe('DELETE');
    expect(sent(0).init.body).toBe('{}');
  });

  it('resolves undefined for an empty answer', async () => {
    const { client } = setup({ replies: [new Response(null, { status: 204 })] });
    await expect(client.delete('/tags/3')).resolves.toBeUndefined();
  });

  it('refuses unsafe endpoints without calling the server', async () => {
    const { client, fetch } = setup();
    for (const endpoint of ['/vocabulary/../admin', '//evil.example', 'https://evil.example/x', '/a b']) {
      const error = await failure(client.get(endpoint));
      expect(error.message).toBe('Invalid endpoint');
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('bearer token', () => {
  it('adds the bearer token when the call requires auth', async () => {
    const { client, sent } = setup({ token: 'tok-1' });
    await client.get('/vocabulary/user', { requiresAuth: true });
    expect(sent(0).headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('refuses an auth-only call without a token and sends nothing', async () => {
    const { client, fetch } = setup();
    const error = await failure(client.get('/vocabulary/user', { requiresAuth: true }));
    expect(error.message).toBe('Authentication required but no token available');
    expect(error.status).toBe(401);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still sends a stored token on a public call, and none when there is none', async () => {
    const withToken = setup({ token: 'tok-2' });
    await withToken.client.get('/vocabulary/categories');
    expect(withToken.sent(0).headers.get('Authorization')).toBe('Bearer tok-2');

    const without = setup();
    await without.client.get('/vocabulary/categories');
    expect(without.sent(0).headers.has('Authorization')).toBe(false);
  });

  it('sends no token when told to skip auth', async () => {
    const { client, sent } = setup({ token: 'tok-3' });
    await client.post('/auth/login', { username: 'a', password: 'b' }, { skipAuth: true });
    expect(sent(0).headers.has('Authorization')).toBe(false);
  });

  it('the default client reads the token from localStorage "authToken"', async () => {
    const { fetchMock: fetch } = stubFetch(() => json(200, { user: 1 }));
    localStorage.setItem('authToken', 'stored-token');
    await expect(apiRequest('/auth/me', { requiresAuth: true })).resolves.toEqual({ user: 1 });
    await api.get('/vocabulary/categories');
    for (const call of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(call[1].headers).get('Authorization')).toBe('Bearer stored-token');
    }
  });
});

describe('401 handling', () => {
  it('refreshes once and retries with the new token', async () => {
    const { client, session, sent, fetch } = setup({
      token: 'old',
      refreshTo: 'new',
      replies: [json(401, { error: 'Invalid token' }), json(200, { words: [] })],
    });
    await expect(client.get('/vocabulary/user', { requiresAuth: true })).resolves.toEqual({ words: [] });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sent(1).headers.get('Authorization')).toBe('Bearer new');
  });

  it('does not refresh a second time when the retried call is also refused', async () => {
    const { client, session, fetch } = setup({
      token: 'old',
      refreshTo: 'new',
      replies: [json(401, {}), json(401, { error: 'Invalid token' })],
    });
    const error = await failure(client.get('/vocabulary/user', { requiresAuth: true }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication failed. Please login again.');
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('clears the tokens and reports an expired session when the refresh fails', async () => {
    const { client, session, fetch } = setup({ token: 'old', refreshTo: null, replies: [json(401, {})] });
    const error = await failure(client.post('/vocabulary/user/words', { english: 'cat' }, { requiresAuth: true }));
    expect(error.message).toBe('Session expired. Please login again.');
    expect(session.clearTokens).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not try a refresh when no token was sent (wrong password at sign-in)', async () => {
    const { client, session } = setup({ replies: [json(401, { error: 'Invalid username or password' })] });
    const error = await failure(client.post('/auth/login', { username: 'a', password: 'b' }, { skipAuth: true }));
    expect(session.refresh).not.toHaveBeenCalled();
    expect(error.serverMessage).toBe('Invalid username or password');
  });
});

describe('timeout', () => {
  it('gives up after 30 s with "Request timeout"', async () => {
    vi.useFakeTimers();
    const { client } = setup({ replies: ['hang'] });
    const outcome = failure(client.post('/vocabulary/words', { english: 'cat' }));
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.message).toBe('Request timeout');
    expect(error.kind).toBe('timeout');
  });

  it("passes the caller's abort through unchanged", async () => {
    const { client } = setup({ replies: ['hang'] });
    const controller = new AbortController();
    const pending = client.get('/vocabulary/categories', { signal: controller.signal });
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('status → message table', () => {
  it.each([
    [401, 'Authentication failed. Please login again.'],
    [403, 'Access denied. Insufficient permissions.'],
    [404, 'Resource not found.'],
    [429, 'Too many requests. Please try again later.'],
    [500, 'Internal server error. Please try again later.'],
  ])('%i → %s', async (status, message) => {
    const { client } = setup({ replies: [json(status, { error: 'server text' })] });
    const error = await failure(client.post('/x', {}));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe('server text');
  });

  it("uses the server's error, then its message, then HTTP {status} for other statuses", async () => {
    const { client } = setup({
      replies: [json(409, { error: 'Username already taken' }), json(400, { message: 'Bad word' }), json(418, undefined)],
    });
    expect((await failure(client.post('/a', {}))).message).toBe('Username already taken');
    expect((await failure(client.post('/a', {}))).message).toBe('Bad word');
    expect((await failure(client.post('/a', {}))).message).toBe('HTTP 418');
  });
});

describe('retry with backoff', () => {
  it('retries a GET up to 3 times on 5xx, waiting 1 s, 2 s, 4 s', async () => {
    const { client, fetch, sleep } = setup({
      replies: [json(503, {}), json(502, {}), json(500, {}), json(200, { ok: true })],
    });
    await expect(client.get('/vocabulary/categories')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('stops after 3 retries and reports how many attempts were made', async () => {
    const { client, fetch } = setup({ replies: Array.from({ length: 6 }, () => new TypeError('Failed to fetch')) });
    const error = await failure(client.get('/vocabulary/categories'));
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(error.kind).toBe('network');
    expect(error.attempts).toBe(4);
  });

  it('does not retry a GET that found no connection while the browser is offline', async () => {
    setConnection(false);
    const { client, fetch, sleep } = setup({ replies: [new TypeError('Failed to fetch'), json(200, {})] });
    const error = await failure(client.get('/vocabulary/categories'));
    expect(error.kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a GET on 429', async () => {
    const { client, fetch } = setup({ replies: [json(429, {}), json(200, [])] });
    await client.get('/vocabulary/categories');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a 4xx GET', async () => {
    const { client, fetch, sleep } = setup({ replies: [json(404, {}), json(200, {})] });
    await failure(client.get('/vocabulary/category/none'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('never retries writes', async () => {
    for (const method of ['post', 'put', 'delete'] as const) {
      const { client, fetch } = setup({ replies: [json(500, {}), new TypeError('Failed to fetch')] });
      await failure(method === 'delete' ? client.delete('/tags/1') : client[method]('/tags', { name: 'x' }));
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('honours retry: false and a custom count', async () => {
    const off = setup({ replies: [json(500, {}), json(200, {})] });
    await failure(off.client.get('/a', { retry: false }));
    expect(off.fetch).toHaveBeenCalledTimes(1);

    const one = setup({ replies: [json(500, {}), json(500, {}), json(200, {})] });
    await failure(one.client.get('/a', { retry: 1 }));
    expect(one.fetch).toHaveBeenCalledTimes(2);
  });

  it('computes the backoff schedule', () => {
    expect([0, 1, 2].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
  });
});

describe('network failure', () => {
  it('turns a fetch failure into the connection message', async () => {
    const { client } = setup({ replies: [new TypeError('Failed to fetch')] });
    const error = await failure(client.post('/a', {}));
    expect(error.message).toBe(MESSAGES.network);
    expect(error.status).toBe(0);
  });
});

describe('download', () => {
  const file = (body: string, disposition: string | null, status = 200) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'application/json', ...(disposition ? { 'Content-Disposition': disposition } : {}) },
    });

  it('returns the answer as a Blob with the file name, sent like any authenticated read', async () => {
    const { client, sent } = setup({
      token: 'tok-1',
      replies: [file('{"categories":[]}', 'attachment; filename="slovo-vocabulary-2025-03-01.json"')],
    });
    const result = await client.download('/vocabulary-admin/export?categories=kitchen', { requiresAuth: true });
    expect(result.fileName).toBe('slovo-vocabulary-2025-03-01.json');
    expect(result.blob.type).toBe('application/json');
    expect(await result.blob.text()).toBe('{"categories":[]}');
    const { url, init, headers } = sent(0);
    expect(url).toBe('/api/vocabulary-admin/export?categories=kitchen');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('keeps the security checks: unsafe endpoints and a missing token send nothing', async () => {
    const { client, fetch } = setup();
    expect((await failure(client.download('/../secrets'))).message).toBe('Invalid endpoint');
    expect((await failure(client.download('/vocabulary-admin/export', { requiresAuth: true }))).message).toBe(
      'Authentication required but no token available',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads a refused download as an error with the server's message", async () => {
    const { client } = setup({ token: 't', replies: [json(404, { error: 'Category not found: x' })] });
    const error = await failure(client.download('/vocabulary-admin/export?categories=x'));
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Category not found: x');
  });

  it('refreshes once on a 401 and downloads with the new token', async () => {
    const { client, sent } = setup({
      token: 'old',
      refreshTo: 'new',
      replies: [json(401, { error: 'expired' }), file('{}', 'attachment; filename="a.json"')],
    });
    await expect(client.download('/x')).resolves.toMatchObject({ fileName: 'a.json' });
    expect(sent(1).headers.get('Authorization')).toBe('Bearer new');
  });

  it('retries a download like a read on 5xx', async () => {
    const { client, sleep } = setup({ replies: [json(503, {}), file('{}', null)] });
    await expect(client.download('/x')).resolves.toMatchObject({ fileName: null });
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});

describe('fileNameFromContentDisposition', () => {
  it('reads filename*= (UTF-8) before filename=', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="plain.json"; filename*=UTF-8''%D1%81%D0%BB%D0%BE%D0%B2%D0%B0.json`),
    ).toBe('слова.json');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".json"')).toBe('a _b_.json');
    expect(fileNameFromContentDisposition('attachment; filename=export.json')).toBe('export.json');
  });

  it('never lets the server choose a folder or an odd name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\Windows\\\\x.json"')).toBe('x.json');
    expect(fileNameFromContentDisposition('attachment; filename=".hidden"')).toBe('hidden');
    expect(fileNameFromContentDisposition('attachment; filename="a\u0007b?.json"')).toBe('a_b_.json');
  });

  it('is null without a usable name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename="../"')).toBeNull();
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});

describe('putFile', () => {
  it("PUTs the very Blob with the file's own Content-Type and the bearer token; octet-stream when it has none", async () => {
    const { client, sent } = setup({
      token: 'tok-1',
      replies: [json(200, { image: '/api/media/abc', sound: null }), json(200, { image: null, sound: null })],
    });
    const picture = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(client.putFile('/vocabulary/user/words/5/image', picture, { requiresAuth: true })).resolves.toEqual({
      image: '/api/media/abc',
      sound: null,
    });
    expect(sent(0).init.method).toBe('PUT');
    expect(sent(0).init.body).toBe(picture);
    expect(sent(0).headers.get('Content-Type')).toBe('image/png');
    expect(sent(0).headers.get('Authorization')).toBe('Bearer tok-1');
    await client.putFile('/vocabulary/user/words/5/sound', new Blob([new Uint8Array([1])]));
    expect(sent(1).headers.get('Content-Type')).toBe('application/octet-stream');
  });
});

describe('upload', () => {
  const apkg = () => new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], { type: '' });

  it('POSTs the very Blob as an octet-stream body with the bearer token, and returns the parsed answer', async () => {
    const { client, sent } = setup({ token: 'tok-1', replies: [json(200, { added: 12, categories: 2 })] });
    const file = apkg();
    await expect(client.upload('/vocabulary/user/import/apkg', file, { requiresAuth: true })).resolves.toEqual({
      added: 12,
      categories: 2,
    });
    const { url, init, headers } = sent(0);
    expect(url).toBe('/api/vocabulary/user/import/apkg');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/octet-stream');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('keeps the security checks: unsafe endpoints and a missing token send nothing', async () => {
    const { client, fetch } = setup();
    expect((await failure(client.upload('/../admin/import', apkg()))).message).toBe('Invalid endpoint');
    expect((await failure(client.upload('/vocabulary/user/import/apkg', apkg(), { requiresAuth: true }))).message).toBe(
      'Authentication required but no token available',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes once on a 401 and sends the same file again with the new token', async () => {
    const { client, session, fetch, sent } = setup({
      token: 'old',
      refreshTo: 'new',
      replies: [json(401, { error: 'expired' }), json(200, { added: 1 })],
    });
    const file = apkg();
    await expect(client.upload('/vocabulary/user/import/apkg', file, { requiresAuth: true })).resolves.toEqual({ added: 1 });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sent(1).init.body).toBe(file);
    expect(sent(1).headers.get('Authorization')).toBe('Bearer new');
    expect(sent(1).headers.get('Content-Type')).toBe('application/octet-stream');
  });

  it('reports an expired session when the refresh fails, without sending the file again', async () => {
    const { client, session, fetch } = setup({ token: 'old', refreshTo: null, replies: [json(401, {})] });
    const error = await failure(client.upload('/vocabulary/user/import/apkg', apkg(), { requiresAuth: true }));
    expect(error.message).toBe('Session expired. Please login again.');
    expect(session.clearTokens).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a failed upload: a 5xx, a 429 or a lost connection is sent once', async () => {
    for (const reply of [json(500, {}), json(503, {}), json(429, {}), new TypeError('Failed to fetch')]) {
      const { client, fetch, sleep } = setup({ token: 't', replies: [reply, json(200, { added: 1 })] });
      const error = await failure(client.upload('/vocabulary/user/import/apkg', apkg()));
      expect(error.attempts).toBe(1);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    }
  });

  it("surfaces the server's error text", async () => {
    const { client } = setup({
      token: 't',
      replies: [
        json(400, { error: 'The Anki package holds no valid word pair to import' }),
        json(413, { error: 'Import file is too large: the limit is 10 MiB' }),
      ],
    });
    const empty = await failure(client.upload('/vocabulary/user/import/apkg', apkg()));
    expect(empty.status).toBe(400);
    expect(empty.message).toBe('The Anki package holds no valid word pair to import');
    const large = await failure(client.upload('/vocabulary/user/import/apkg', apkg()));
    expect(large.status).toBe(413);
    expect(large.message).toBe('Import file is too large: the limit is 10 MiB');
    expect(large.serverMessage).toBe('Import file is too large: the limit is 10 MiB');
  });

  it('gives up after the timeout with "Request timeout"', async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup({ token: 't', replies: ['hang'] });
    const outcome = failure(client.upload('/vocabulary/user/import/apkg', apkg()));
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await outcome;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Request timeout');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('error texts in Russian', () => {
  it("gives the client's own texts in the interface language", async () => {
    switchLanguage('ru');
    const { client } = setup();
    expect((await failure(client.get('/../secrets'))).message).toBe('Недопустимый адрес запроса');
    expect((await failure(client.get('/vocabulary/user', { requiresAuth: true }))).message).toBe(
      'Требуется авторизация, но токена нет',
    );
    const expired = setup({ token: 'old', refreshTo: null, replies: [json(401, {})] });
    expect((await failure(expired.client.get('/vocabulary/user', { requiresAuth: true }))).message).toBe(
      'Сессия истекла. Войдите снова.',
    );
    const offline = setup({ replies: [new TypeError('Failed to fetch')] });
    expect((await failure(offline.client.post('/vocabulary/words', {}))).message).toBe(
      'Не удаётся подключиться к серверу. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
  });

  it("translates the status table and a shared server text, and keeps the server's own text", async () => {
    switchLanguage('ru');
    const { client } = setup({
      token: 't',
      replies: [
        json(404, { error: 'Category not found' }),
        json(409, { error: 'You already have a category named "Food"' }),
        json(400, { error: 'Invalid username or password' }),
      ],
    });
    const missing = await failure(client.post('/vocabulary/user/categories', {}));
    expect(missing.message).toBe('Ресурс не найден.');
    const taken = await failure(client.post('/vocabulary/user/categories', {}));
    expect(taken.message).toBe('У вас уже есть категория «Food»');
    // The server's own text stays as it came, for the callers that compare it.
    expect(taken.serverMessage).toBe('You already have a category named "Food"');
    const unknown = await failure(client.post('/auth/login', {}, { skipAuth: true }));
    expect(unknown.message).toBe('Invalid username or password');
  });

  it('gives up after the timeout with a Russian "Request timeout"', async () => {
    switchLanguage('ru');
    vi.useFakeTimers();
    const { client } = setup({ replies: ['hang'] });
    const outcome = failure(client.post('/vocabulary/words', { english: 'cat' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await outcome).message).toBe('Время ожидания запроса истекло');
  });
});
