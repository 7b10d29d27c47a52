import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { learningSessionApi } from './learning-session-api';

function jsonResponse(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.setItem('authToken', 'header.payload.signature');
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return {
    url: String(url),
    method: init?.method,
    body: init?.body,
    auth: (init?.headers as Record<string, string>).Authorization,
  };
}

describe('learning-session calls (spec §7)', () => {
  it('GET /api/learning-session reads either answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { hasActiveSession: false }));
    await expect(learningSessionApi.getStatus()).resolves.toEqual({ hasActiveSession: false });
    expect(lastCall()).toMatchObject({ url: '/api/learning-session', method: 'GET', auth: 'Bearer header.payload.signature' });

    const active = {
      hasActiveSession: true,
      category: 'animals',
      categoryDisplayName: 'Animals',
      wordsPerGame: 20,
      wordsStudied: 0,
      wordsRemaining: 20,
      totalWords: 40,
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, active));
    await expect(learningSessionApi.getStatus()).resolves.toEqual(active);
  });

  it('refuses a malformed status instead of guessing', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { hasActiveSession: 'maybe' }));
    await expect(learningSessionApi.getStatus()).rejects.toBeInstanceOf(ApiError);
  });

  it('POST start sends category and count and resolves the first batch', async () => {
    const words = [{ id: 1, english: 'cat', russian: 'кошка', category: 'animals', part_of_speech: 'noun' }];
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { hasActiveSession: true, words }));
    await expect(learningSessionApi.start({ category: 'animals', wordCount: -1 })).resolves.toEqual(words);
    expect(lastCall()).toMatchObject({ url: '/api/learning-session/start', method: 'POST' });
    expect(JSON.parse(String(lastCall().body))).toEqual({ category: 'animals', wordCount: -1 });
  });

  it('POST continue and next-batch resolve their words, [] included', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { words: [{ id: 2 }] }));
    await expect(learningSessionApi.continueSession()).resolves.toEqual([{ id: 2 }]);
    expect(lastCall()).toMatchObject({ url: '/api/learning-session/continue', method: 'POST' });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { words: [] }));
    await expect(learningSessionApi.nextBatch()).resolves.toEqual([]);
    expect(lastCall()).toMatchObject({ url: '/api/learning-session/next-batch', method: 'POST' });
  });

  it('DELETE dismisses (204, no body)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(learningSessionApi.dismiss()).resolves.toBeUndefined();
    expect(lastCall()).toMatchObject({ url: '/api/learning-session', method: 'DELETE' });
  });

  it('needs a signed-in player: no token, no request', async () => {
    localStorage.removeItem('authToken');
    await expect(learningSessionApi.getStatus()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
