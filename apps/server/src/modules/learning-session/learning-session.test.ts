import type { ActiveLearningSession, SessionWord, StartLearningSessionResponse } from '@slovo/shared';
import { LEARNING_SESSION_MESSAGES } from '@slovo/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Privacy } from '../../db/schema';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { bearer, createTestApp, createTestCategory } from '../../test';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

/** A category of `words` numbered words, owned by `owner` (system when null). */
const createCategory = (words: number, owner: TestUser | null = null, privacy: Privacy = 'shared'): Promise<TestCategory> =>
  createTestCategory(t.db, { words, user_id: owner?.id ?? null, privacy });

const deleteWords = (ids: number[]) => t.db.deleteFrom('words').where('id', 'in', ids).execute();

const start = (user: TestUser, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/learning-session/start', headers: bearer(user.token), payload: payload as object });
const status = async (user: TestUser) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/learning-session', headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return response.json<ActiveLearningSession | { hasActiveSession: false }>();
};
const continueSession = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/learning-session/continue', headers: bearer(user.token) });
const nextBatch = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/learning-session/next-batch', headers: bearer(user.token) });
const dismiss = (user: TestUser) => t.app.inject({ method: 'DELETE', url: '/api/learning-session', headers: bearer(user.token) });

const wordsOf = (response: LightMyRequestResponse): SessionWord[] => {
  expect(response.statusCode).toBe(200);
  return response.json<{ words: SessionWord[] }>().words;
};
const idsOf = (words: SessionWord[]) => words.map((word) => word.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function startOk(user: TestUser, payload: unknown): Promise<StartLearningSessionResponse> {
  const response = await start(user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StartLearningSessionResponse>();
}

async function sessionRows(userId: number): Promise<number> {
  const rows = await t.db.selectFrom('learning_sessions').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('learning session: access', () => {
  it('refuses anonymous callers on every route with 401', async () => {
    const calls = [
      { method: 'POST', url: '/api/learning-session/start', payload: { category: 'animals', wordCount: 20 } },
      { method: 'GET', url: '/api/learning-session' },
      { method: 'POST', url: '/api/learning-session/continue' },
      { method: 'POST', url: '/api/learning-session/next-batch' },
      { method: 'DELETE', url: '/api/learning-session' },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'Access token required' });
    }
  });
});

describe('learning session: without a session', () => {
  it('reports none, answers 404 to continue and next-batch, and dismisses idempotently', async () => {
    const user = await t.registerUser();
    expect(await status(user)).toEqual({ hasActiveSession: false });
    for (const response of [await continueSession(user), await nextBatch(user)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No active learning session' });
    }
    expect((await dismiss(user)).statusCode).toBe(204);
    expect((await dismiss(user)).statusCode).toBe(204);
  });
});

describe('learning session: start, status, continue', () => {
  it('starts on a seeded category with a shuffled first batch and reports the counters', async () => {
    const user = await t.registerUser();
    const animals = await t.db
      .selectFrom('words')
      .innerJoin('categories', 'categories.id', 'words.category_id')
      .select(['words.id', 'words.english', 'words.russian', 'words.part_of_speech'])
      .where('categories.name', '=', 'animals')
      .execute();
    const started = await startOk(user, { category: 'animals', wordCount: 20 });
    expect(started).toMatchObject({
      hasActiveSession: true,
      category: 'animals',
      categoryDisplayName: 'Animals',
      wordsPerGame: 20,
      // The first batch is handed to the game that started the session: it counts as studied.
      wordsStudied: 20,
      wordsRemaining: animals.length - 20,
      totalWords: animals.length,
    });
    expect(started.words).toHaveLength(20);
    const byId = new Map(animals.map((word) => [word.id, word]));
    for (const word of started.words) {
      const stored = byId.get(word.id);
      // The seeded word with what it knows (issue 32): every seeded animal has a gender.
      expect(word).toMatchObject({
        id: word.id,
        english: stored?.english,
        russian: stored?.russian,
        category: 'animals',
        part_of_speech: stored?.part_of_speech,
        gender: expect.stringMatching(/^(m|f|n|pl)$/),
      });
    }

    const { words: _words, ...startedStatus } = started;
    expect(await status(user)).toEqual(startedStatus);

    const first = wordsOf(await continueSession(user));
    const again = wordsOf(await continueSession(user));
    expect(first).toEqual(started.words);
    expect(again).toEqual(first);
    expect(await status(user)).toEqual(startedStatus); // continue moves nothing
  });

  it('fixes a new random order on every start', async () => {
    const user = await t.registerUser();
    const a = await startOk(user, { category: 'animals', wordCount: -1 });
    const b = await startOk(user, { category: 'animals', wordCount: -1 });
    expect(sorted(idsOf(a.words))).toEqual(sorted(idsOf(b.words)));
    expect(idsOf(a.words)).not.toEqual(idsOf(b.words)); // 1 in 72! chance of a false failure
  });

  it('wordCount -1 makes the whole category one batch with nothing remaining', async () => {
    const user = await t.registerUser();
    const category = await createCategory(47);
    const started = await startOk(user, { category: category.name, wordCount: -1 });
    expect(started).toMatchObject({ wordsPerGame: -1, wordsStudied: 47, wordsRemaining: 0, totalWords: 47 });
    expect(sorted(idsOf(started.words))).toEqual(category.wordIds);
    expect(wordsOf(await nextBatch(user))).toEqual([]);
    expect(await status(user)).toMatchObject({ wordsStudied: 47, wordsRemaining: 0, totalWords: 47 });
  });

  it('selectedWordIds limits the session to those words of the category, skipping any other ids', async () => {
    const user = await t.registerUser();
    const category = await createCategory(30);
    const other = await createCategory(5);
    const selected = category.wordIds.slice(0, 12);
    const started = await startOk(user, {
      category: category.name,
      wordCount: 10,
      selectedWordIds: [...selected, selected[0], other.wordIds[0], 999_999_999],
    });
    expect(started).toMatchObject({ totalWords: 12, wordsStudied: 10, wordsRemaining: 2 });
    expect(idsOf(started.words).every((id) => selected.includes(id))).toBe(true);
    expect(sorted([...idsOf(started.words), ...idsOf(wordsOf(await nextBatch(user)))])).toEqual(selected);

    const whole = await startOk(user, { category: category.name, wordCount: 10, selectedWordIds: [] });
    expect(whole.totalWords).toBe(30);

    const none = await start(user, { category: category.name, wordCount: 10, selectedWordIds: other.wordIds });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'No words available in this category' });
  });

  it('a new start replaces the old session: one session per user', async () => {
    const user = await t.registerUser();
    const first = await createCategory(40);
    const second = await createCategory(25);
    await startOk(user, { category: first.name, wordCount: 10 });
    wordsOf(await nextBatch(user));
    const replaced = await startOk(user, { category: second.name, wordCount: 15 });
    expect(replaced).toMatchObject({
      category: second.name,
      wordsPerGame: 15,
      wordsStudied: 15,
      totalWords: 25,
      wordsRemaining: 10,
    });
    expect(await status(user)).toMatchObject({ category: second.name, wordsStudied: 15 });
    expect(idsOf(wordsOf(await continueSession(user)))).toEqual(idsOf(replaced.words));
    expect(idsOf(replaced.words).every((id) => second.wordIds.includes(id))).toBe(true);
    expect(await sessionRows(user.id)).toBe(1);
  });

  it('concurrent starts for one user leave exactly one consistent session', async () => {
    const user = await t.registerUser();
    const categories = await Promise.all([createCategory(11), createCategory(12), createCategory(13)]);
    const responses = await Promise.all(
      [...categories, ...categories].map((category) => start(user, { category: category.name, wordCount: 10 })),
    );
    for (const response of responses) expect(response.statusCode).toBe(201);
    expect(await sessionRows(user.id)).toBe(1);
    const current = await status(user);
    if (!current.hasActiveSession) throw new Error('expected a session');
    const category = categories.find((candidate) => candidate.name === current.category);
    expect(category).toBeDefined();
    expect(current.totalWords).toBe(category?.wordIds.length);
    const batch = idsOf(wordsOf(await continueSession(user)));
    expect(batch).toHaveLength(10);
    expect(batch.every((id) => category?.wordIds.includes(id))).toBe(true);
  });
});

describe('learning session: start validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await t.registerUser();
  });

  it.each([
    ['no category', { wordCount: 20 }, LEARNING_SESSION_MESSAGES.categoryRequired],
    ['a blank category', { category: '  ', wordCount: 20 }, LEARNING_SESSION_MESSAGES.categoryRequired],
    ['a numeric category', { category: 5, wordCount: 20 }, LEARNING_SESSION_MESSAGES.categoryRequired],
    [
      'a category name over 200 characters',
      { category: 'a'.repeat(201), wordCount: 20 },
      LEARNING_SESSION_MESSAGES.categoryTooLong,
    ],
    ['no wordCount', { category: 'animals' }, LEARNING_SESSION_MESSAGES.wordCountInvalid],
    ['wordCount 7', { category: 'animals', wordCount: 7 }, LEARNING_SESSION_MESSAGES.wordCountInvalid],
    ['wordCount 0', { category: 'animals', wordCount: 0 }, LEARNING_SESSION_MESSAGES.wordCountInvalid],
    ['wordCount 20.5', { category: 'animals', wordCount: 20.5 }, LEARNING_SESSION_MESSAGES.wordCountInvalid],
    ['wordCount "20"', { category: 'animals', wordCount: '20' }, LEARNING_SESSION_MESSAGES.wordCountInvalid],
    [
      'selectedWordIds not an array',
      { category: 'animals', wordCount: 20, selectedWordIds: '1,2' },
      LEARNING_SESSION_MESSAGES.selectedWordIdsInvalid,
    ],
    [
      'more than 1000 selectedWordIds',
      { category: 'animals', wordCount: 20, selectedWordIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
      LEARNING_SESSION_MESSAGES.selectedWordIdsTooMany,
    ],
  ])('rejects %s with 400', async (_label, payload, message) => {
    const response = await start(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('rejects non-positive or fractional word ids with 400', async () => {
    for (const bad of [[-1], [0], [1.5], ['7']]) {
      const response = await start(user, { category: 'animals', wordCount: 20, selectedWordIds: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('rejects a missing body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/learning-session/start', headers: bearer(user.token) });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for an unknown category and 400 for a category without words', async () => {
    const unknown = await start(user, { category: 'no-such-category', wordCount: 20 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Category not found' });

    const empty = await createCategory(0);
    const response = await start(user, { category: empty.name, wordCount: 20 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'No words available in this category' });
    expect(await status(user)).toEqual({ hasActiveSession: false });
  });

  it('a failed start leaves the existing session as it was', async () => {
    const other = await t.registerUser();
    const category = await createCategory(20);
    await startOk(other, { category: category.name, wordCount: 10 });
    const before = await status(other);
    expect((await start(other, { category: 'no-such-category', wordCount: 10 })).statusCode).toBe(404);
    expect((await start(other, { category: category.name, wordCount: 11 })).statusCode).toBe(400);
    expect(await status(other)).toEqual(before);
  });
});

describe('learning session: batches until the words run out', () => {
  it('37 words by 15: batches of 15, 15 and the last 7; the counters add up at every step', async () => {
    const user = await t.registerUser();
    const category = await createCategory(37);
    const started = await startOk(user, { category: category.name, wordCount: 15 });
    expect(started).toMatchObject({ wordsStudied: 15, wordsRemaining: 22, totalWords: 37 });
    const batch1 = idsOf(started.words);
    expect(batch1).toHaveLength(15);

    const batch2 = idsOf(wordsOf(await nextBatch(user)));
    expect(batch2).toHaveLength(15);
    expect(await status(user)).toMatchObject({ wordsStudied: 30, wordsRemaining: 7, totalWords: 37 });

    const batch3 = idsOf(wordsOf(await nextBatch(user)));
    expect(batch3).toHaveLength(7);
    expect(await status(user)).toMatchObject({ wordsStudied: 37, wordsRemaining: 0, totalWords: 37 });
    // The last batch stays the current one: Practice Current Batch plays it in every game.
    expect(idsOf(wordsOf(await continueSession(user)))).toEqual(batch3);
    expect(sorted([...batch1, ...batch2, ...batch3])).toEqual(category.wordIds);

    expect(wordsOf(await nextBatch(user))).toEqual([]);
    expect(await status(user)).toMatchObject({ hasActiveSession: true, wordsStudied: 37, wordsRemaining: 0, totalWords: 37 });
    expect(wordsOf(await continueSession(user))).toEqual([]);
    expect(wordsOf(await nextBatch(user))).toEqual([]);
    expect(await status(user)).toMatchObject({ wordsStudied: 37, wordsRemaining: 0 });

    expect((await dismiss(user)).statusCode).toBe(204);
    expect(await status(user)).toEqual({ hasActiveSession: false });
    expect((await continueSession(user)).statusCode).toBe(404);
  });

  it('XL (30) on 37 words delivers 30, then the last 7', async () => {
    const user = await t.registerUser();
    const category = await createCategory(37);
    const started = await startOk(user, { category: category.name, wordCount: 30 });
    expect(started.words).toHaveLength(30);
    expect(started).toMatchObject({ wordsStudied: 30, wordsRemaining: 7 });
    expect(wordsOf(await nextBatch(user))).toHaveLength(7);
  });

  it('40 words by 20: two full batches, then nothing', async () => {
    const user = await t.registerUser();
    const category = await createCategory(40);
    const started = await startOk(user, { category: category.name, wordCount: 20 });
    expect(started).toMatchObject({ wordsStudied: 20, wordsRemaining: 20 });
    const batch2 = wordsOf(await nextBatch(user));
    expect(batch2).toHaveLength(20);
    expect(await status(user)).toMatchObject({ wordsStudied: 40, wordsRemaining: 0 });
    expect(sorted([...idsOf(started.words), ...idsOf(batch2)])).toEqual(category.wordIds);
    expect(wordsOf(await nextBatch(user))).toEqual([]);
  });

  it('concurrent next-batch calls each move on by one batch, never serving a batch twice', async () => {
    const user = await t.registerUser();
    const category = await createCategory(50);
    const started = await startOk(user, { category: category.name, wordCount: 10 });
    const batches = await Promise.all([nextBatch(user), nextBatch(user), nextBatch(user), nextBatch(user)]);
    const served = batches.map((response) => idsOf(wordsOf(response)));
    for (const batch of served) expect(batch).toHaveLength(10);
    expect(sorted([...idsOf(started.words), ...served.flat()])).toEqual(category.wordIds);
    expect(await status(user)).toMatchObject({ wordsStudied: 50, wordsRemaining: 0, totalWords: 50 });
  });

  it('a category smaller than the word count is one batch', async () => {
    const user = await t.registerUser();
    const category = await createCategory(7);
    const started = await startOk(user, { category: category.name, wordCount: 30 });
    expect(started).toMatchObject({ wordsStudied: 7, wordsRemaining: 0, totalWords: 7 });
    expect(started.words).toHaveLength(7);
  });
});

describe('learning session: the vocabulary changes underneath', () => {
  it('skips a word deleted from the current batch; the next word moves up and the totals shrink', async () => {
    const user = await t.registerUser();
    const category = await createCategory(30);
    const started = await startOk(user, { category: category.name, wordCount: 10 });
    const batch = idsOf(started.words);
    const gone = batch[3] as number;
    await deleteWords([gone]);

    const after = idsOf(wordsOf(await continueSession(user)));
    expect(after).not.toContain(gone);
    expect(after).toHaveLength(10);
    expect(after.slice(0, 9)).toEqual(batch.filter((id) => id !== gone));
    expect(await status(user)).toMatchObject({ wordsStudied: 10, wordsRemaining: 19, totalWords: 29 });

    // Moving on never serves the deleted word nor repeats a word.
    const rest: number[] = [];
    for (let words = wordsOf(await nextBatch(user)); words.length > 0; words = wordsOf(await nextBatch(user))) {
      rest.push(...idsOf(words));
    }
    expect(sorted([...after, ...rest])).toEqual(category.wordIds.filter((id) => id !== gone));
  });

  it('a deleted word from a finished batch lowers wordsStudied without moving the current batch', async () => {
    const user = await t.registerUser();
    const category = await createCategory(30);
    const started = await startOk(user, { category: category.name, wordCount: 10 });
    const batch2 = idsOf(wordsOf(await nextBatch(user)));
    await deleteWords([idsOf(started.words)[0] as number]);
    expect(idsOf(wordsOf(await continueSession(user)))).toEqual(batch2);
    expect(await status(user)).toMatchObject({ wordsStudied: 19, wordsRemaining: 10, totalWords: 29 });
  });

  it('deleted words ahead shrink wordsRemaining and the last batch; the current batch stays', async () => {
    const user = await t.registerUser();
    const category = await createCategory(30);
    const started = await startOk(user, { category: category.name, wordCount: 10 });
    expect(started.wordsRemaining).toBe(20);
    const ahead = category.wordIds.filter((id) => !idsOf(started.words).includes(id));
    await deleteWords(ahead.slice(0, 15));
    expect(await status(user)).toMatchObject({ wordsStudied: 10, wordsRemaining: 5, totalWords: 15 });
    expect(idsOf(wordsOf(await continueSession(user)))).toEqual(idsOf(started.words));
    expect(sorted(idsOf(wordsOf(await nextBatch(user))))).toEqual(sorted(ahead.slice(15)));
  });

  it('a session whose words were all deleted has nothing left', async () => {
    const user = await t.registerUser();
    const category = await createCategory(12);
    await startOk(user, { category: category.name, wordCount: 10 });
    await deleteWords(category.wordIds);
    expect(await status(user)).toMatchObject({ hasActiveSession: true, wordsStudied: 0, wordsRemaining: 0, totalWords: 0 });
    expect(wordsOf(await continueSession(user))).toEqual([]);
    expect(wordsOf(await nextBatch(user))).toEqual([]);
  });

  it('deleting the category ends the session cleanly', async () => {
    const user = await t.registerUser();
    const category = await createCategory(20);
    await startOk(user, { category: category.name, wordCount: 10 });
    await t.db.deleteFrom('categories').where('id', '=', category.id).execute();
    expect(await status(user)).toEqual({ hasActiveSession: false });
    expect((await continueSession(user)).statusCode).toBe(404);
    expect((await nextBatch(user)).statusCode).toBe(404);
    expect((await dismiss(user)).statusCode).toBe(204);
  });
});

describe('learning session: who sees what', () => {
  it("another user's private category is answered like a missing one; shared ones and the owner's own work", async () => {
    const owner = await t.registerUser();
    const stranger = await t.registerUser();
    const privateCategory = await createCategory(15, owner, 'private');
    const sharedCategory = await createCategory(15, owner, 'shared');

    const refused = await start(stranger, { category: privateCategory.name, wordCount: 10 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Category not found' });
    expect(await status(stranger)).toEqual({ hasActiveSession: false });

    await startOk(stranger, { category: sharedCategory.name, wordCount: 10 });
    await startOk(owner, { category: privateCategory.name, wordCount: 10 });
    const admin = await t.createAdmin();
    await startOk(admin, { category: privateCategory.name, wordCount: 10 });
  });

  it('a category made private by its owner stops serving another user its words', async () => {
    const owner = await t.registerUser();
    const player = await t.registerUser();
    const category = await createCategory(15, owner, 'shared');
    await startOk(player, { category: category.name, wordCount: 10 });
    await startOk(owner, { category: category.name, wordCount: 10 });
    await t.db.updateTable('categories').set({ privacy: 'private' }).where('id', '=', category.id).execute();

    expect((await continueSession(player)).statusCode).toBe(404);
    expect(await status(player)).toEqual({ hasActiveSession: false });
    expect(wordsOf(await continueSession(owner))).toHaveLength(10);
  });

  it("users never see or change each other's sessions", async () => {
    const alice = await t.registerUser();
    const bob = await t.registerUser();
    const aliceCategory = await createCategory(30);
    const bobCategory = await createCategory(20);
    const aliceStart = await startOk(alice, { category: aliceCategory.name, wordCount: 10 });
    await startOk(bob, { category: bobCategory.name, wordCount: 10 });

    wordsOf(await nextBatch(bob));
    expect((await dismiss(bob)).statusCode).toBe(204);
    const { words: aliceWords, ...aliceStatus } = aliceStart;
    expect(await status(alice)).toEqual(aliceStatus);
    expect(wordsOf(await continueSession(alice))).toEqual(aliceWords);
    expect(await status(bob)).toEqual({ hasActiveSession: false });
  });
});
