import { lightweightCategoriesResponseSchema } from '@slovo/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedJson } from '../../cache/answer-cache';
import { ANSWERS_CHANNEL, LEARNER_ANSWERS_CHANNEL } from '../../cache/cache-bus';
import { invalidateLearnerAnswers, learnerAnswersVersion } from '../../cache/learner-answer-versions';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory } from '../../test';
import { setUserRole } from '../users';
import { invalidateVocabularyCache } from './index';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function pickerNames(t: TestApp, user?: TestUser): Promise<string[]> {
  const response = await t.request('GET', '/api/vocabulary/categories/lightweight', { user });
  return lightweightCategoriesResponseSchema.parse(response.json()).categories.map((category) => category.name);
}

/** Every cached answer that lists categories or words, as one string per route, for one caller. */
async function everyAnswer(t: TestApp, user?: TestUser): Promise<Record<string, string>> {
  const urls = {
    list: '/api/vocabulary/categories?limit=1000',
    filtered: '/api/vocabulary/categories?tag=user&sortBy=word_count&sortOrder=DESC',
    lightweight: '/api/vocabulary/categories/lightweight',
    withTags: '/api/vocabulary/categories/with-tags',
    search: '/api/vocabulary/search?q=cachesecret',
    words: '/api/vocabulary/category/alice-private',
  };
  const answers: Record<string, string> = {};
  for (const [name, url] of Object.entries(urls)) {
    const response = await t.request('GET', url, { user });
    answers[name] = `${response.statusCode} ${response.body}`;
  }
  return answers;
}

describe('vocabulary cache', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    alice = await t.registerUser();
    bob = await t.registerUser();
    admin = await t.createAdmin();
    await createTestCategory(t.db, {
      name: 'alice-private',
      user_id: alice.id,
      privacy: 'private',
      words: [['cachesecret', 'тайна']],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never serves a private category to a caller who may not see it, whoever asked first', async () => {
    // The owner fills the cache first, then everyone else asks; then the other way round.
    for (const round of [1, 2]) {
      if (round === 2) await invalidateVocabularyCache();
      const order = round === 1 ? [alice, undefined, bob, admin] : [undefined, bob, admin, alice];
      for (const user of order) {
        const answers = await everyAnswer(t, user);
        const maySee = user === alice || user === admin;
        for (const [route, answer] of Object.entries(answers)) {
          if (maySee) expect(answer, `${route} for ${user?.username}`).toMatch(/alice-private|cachesecret/);
          else expect(answer, `${route} for ${user?.username ?? 'anonymous'}`).not.toMatch(/alice-private|cachesecret/);
        }
        if (!maySee) expect(answers['words']).toBe('404 {"error":"Category not found"}');
      }
    }
  });

  it('answers from the cache until invalidateVocabularyCache(), then shows the change everywhere', async () => {
    await createTestCategory(t.db, { name: 'stale-category', words: [['staleword', 'старое']] });
    // The factory wrote through runVocabularyWrite, so the new category shows at once.
    expect(await pickerNames(t)).toContain('stale-category');
    expect((await t.request('GET', '/api/vocabulary/category/stale-category')).json().words).toHaveLength(1);

    // Changed behind the feature's back (straight SQL, like an operator): the cached answers do not know yet.
    await t.db.updateTable('categories').set({ name: 'fresh-category' }).where('name', '=', 'stale-category').execute();
    await t.db.updateTable('words').set({ english: 'freshword' }).where('english', '=', 'staleword').execute();
    expect(await pickerNames(t)).toContain('stale-category');
    expect(await pickerNames(t)).not.toContain('fresh-category');

    await invalidateVocabularyCache();
    expect(await pickerNames(t)).toContain('fresh-category');
    expect(await pickerNames(t)).not.toContain('stale-category');
    expect((await t.request('GET', '/api/vocabulary/categories?search=fresh')).json().totalCount).toBe(1);
    expect((await t.request('GET', '/api/vocabulary/categories/with-tags')).body).toContain('fresh-category');
    expect((await t.request('GET', '/api/vocabulary/search?q=freshword')).json().results).toHaveLength(1);
    expect((await t.request('GET', '/api/vocabulary/category/fresh-category')).json().words).toHaveLength(1);
    expect((await t.request('GET', '/api/vocabulary/category/stale-category')).statusCode).toBe(404);

    await t.db.deleteFrom('words').where('english', '=', 'freshword').execute();
    await invalidateVocabularyCache();
    expect((await t.request('GET', '/api/vocabulary/category/fresh-category')).json()).toEqual({ words: [] });
    expect((await t.request('GET', '/api/vocabulary/search?q=freshword')).json()).toEqual({ results: [] });
  });

  it('applies a role change on the next request', async () => {
    const before = await t.request('GET', '/api/vocabulary/categories?limit=1000', { user: bob });
    expect(before.body).not.toContain('alice-private');
    await setUserRole(await t.contextFor(null), bob.id, 'admin');
    const after = await t.request('GET', '/api/vocabulary/categories?limit=1000', { user: bob });
    const privateOne = after.json().categories.find((category: { name: string }) => category.name === 'alice-private');
    expect(privateOne).toMatchObject({ can_edit: true, can_delete: true });
  });

  it('does not keep an answer computed before an invalidation that happened while it was computed', async () => {
    let builds = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const build = async () => {
      builds += 1;
      if (builds === 1) await gate;
      return { build: builds };
    };
    const slow = cachedJson(t.db, 'test|race', build);
    await invalidateVocabularyCache();
    release();
    expect(JSON.parse((await slow).toString())).toEqual({ build: 1 });
    expect(JSON.parse((await cachedJson(t.db, 'test|race', build)).toString())).toEqual({ build: 2 });
    expect(JSON.parse((await cachedJson(t.db, 'test|race', build)).toString())).toEqual({ build: 2 });
  });

  it('runs one build for a burst of identical misses, and none inside a transaction', async () => {
    let builds = 0;
    const build = async () => ({ build: (builds += 1) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => cachedJson(t.db, 'test|burst', build)));
    expect(new Set(answers.map((answer) => answer.toString()))).toEqual(new Set(['{"build":1}']));

    await t.db.transaction().execute(async (trx) => {
      await cachedJson(trx, 'test|burst', build);
      await cachedJson(trx, 'test|burst', build);
    });
    expect(builds).toBe(3);
  });
});

describe('vocabulary cache across instances (Redis)', () => {
  let t: TestApp;
  let redis: Redis;
  let channel: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: REDIS_URL } });
    channel = `${t.config.redisKeyPrefix}${ANSWERS_CHANNEL}`;
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it('drops its cache when another instance announces a change', async () => {
    await createTestCategory(t.db, { name: 'before-elsewhere' });
    expect(await pickerNames(t)).toEqual(['before-elsewhere']);
    // Another instance's write: this one only learns of it from the announcement.
    await t.db.updateTable('categories').set({ name: 'from-elsewhere' }).where('name', '=', 'before-elsewhere').execute();
    expect(await pickerNames(t)).toEqual(['before-elsewhere']);
    await redis.publish(channel, 'another-instance');
    expect(await eventually(async () => (await pickerNames(t)).includes('from-elsewhere'))).toBe(true);
  });

  it('announces its own invalidations to the other instances', async () => {
    const listener = redis.duplicate();
    try {
      const heard = new Promise<string>((resolve) =>
        listener.on('message', (_channel: string, message: string) => resolve(message)),
      );
      await listener.subscribe(channel);
      await invalidateVocabularyCache();
      expect(await heard).toEqual(expect.any(String));
    } finally {
      await listener.quit();
    }
  });

  it("drops one learner's answers when another instance announces a change of theirs", async () => {
    const learnerChannel = `${t.config.redisKeyPrefix}${LEARNER_ANSWERS_CHANNEL}`;
    const [learner, other] = [900_001, 900_002];
    const [learnerBefore, otherBefore] = [learnerAnswersVersion(learner), learnerAnswersVersion(other)];
    await redis.publish(learnerChannel, `another-instance:${learner}`);
    expect(await eventually(async () => learnerAnswersVersion(learner) !== learnerBefore)).toBe(true);
    expect(learnerAnswersVersion(other)).toBe(otherBefore);
  });

  it("announces its own learners' changes to the other instances", async () => {
    const listener = redis.duplicate();
    try {
      const heard = new Promise<string>((resolve) =>
        listener.on('message', (_channel: string, message: string) => resolve(message)),
      );
      await listener.subscribe(`${t.config.redisKeyPrefix}${LEARNER_ANSWERS_CHANNEL}`);
      await invalidateLearnerAnswers(900_003);
      expect(await heard).toMatch(/^[\w-]+:900003$/);
    } finally {
      await listener.quit();
    }
  });
});
