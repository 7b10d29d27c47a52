import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { stubFetch, type StubAnswer } from '@/test/fetch-stub';
import { learningSessionApi } from './learning-session-api';

/** The server answers `replies` in order, one per call. */
function answer(...replies: StubAnswer[]) {
  return stubFetch(() => replies.shift() ?? { status: 500, body: { error: 'no answer scripted' } });
}

function lastCall(calls: ReturnType<typeof answer>['calls']) {
  const call = calls.at(-1)!;
  return { url: call.url, method: call.method, body: call.body, auth: call.headers.Authorization };
}

beforeEach(() => {
  localStorage.setItem('authToken', 'header.payload.signature');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('learning-session calls (spec §7)', () => {
  it('GET /api/learning-session reads either answer', async () => {
    const active = {
      hasActiveSession: true,
      category: 'animals',
      categoryDisplayName: 'Animals',
      wordsPerGame: 20,
      wordsStudied: 0,
      wordsRemaining: 20,
      totalWords: 40,
    };
    const { calls } = answer({ body: { hasActiveSession: false } }, { body: active });
    await expect(learningSessionApi.getStatus()).resolves.toEqual({ hasActiveSession: false });
    expect(lastCall(calls)).toMatchObject({
      url: '/api/learning-session',
      method: 'GET',
      auth: 'Bearer header.payload.signature',
    });
    await expect(learningSessionApi.getStatus()).resolves.toEqual(active);
  });

  it('refuses a malformed status instead of guessing', async () => {
    answer({ body: { hasActiveSession: 'maybe' } });
    await expect(learningSessionApi.getStatus()).rejects.toBeInstanceOf(ApiError);
  });

  it('POST start sends category and count and resolves the first batch', async () => {
    const words = [{ id: 1, english: 'cat', russian: 'кошка', category: 'animals', part_of_speech: 'noun' }];
    const { calls } = answer({ status: 201, body: { hasActiveSession: true, words } });
    await expect(learningSessionApi.start({ category: 'animals', wordCount: -1 })).resolves.toEqual(words);
    expect(lastCall(calls)).toMatchObject({ url: '/api/learning-session/start', method: 'POST' });
    expect(lastCall(calls).body).toEqual({ category: 'animals', wordCount: -1 });
  });

  it('POST continue and next-batch resolve their words, [] included', async () => {
    const { calls } = answer({ body: { words: [{ id: 2 }] } }, { body: { words: [] } });
    await expect(learningSessionApi.continueSession()).resolves.toEqual([{ id: 2 }]);
    expect(lastCall(calls)).toMatchObject({ url: '/api/learning-session/continue', method: 'POST' });

    await expect(learningSessionApi.nextBatch()).resolves.toEqual([]);
    expect(lastCall(calls)).toMatchObject({ url: '/api/learning-session/next-batch', method: 'POST' });
  });

  it('DELETE dismisses (204, no body)', async () => {
    const { calls } = answer(new Response(null, { status: 204 }));
    await expect(learningSessionApi.dismiss()).resolves.toBeUndefined();
    expect(lastCall(calls)).toMatchObject({ url: '/api/learning-session', method: 'DELETE' });
  });

  it('needs a signed-in player: no token, no request', async () => {
    const { fetchMock } = answer();
    localStorage.removeItem('authToken');
    await expect(learningSessionApi.getStatus()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
