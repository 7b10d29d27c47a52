import { gunzipSync } from 'node:zlib';
import type { ActiveLearningSession, CategorySummary, UserCategoryListResponse } from '@slovo/shared';
import {
  MY_VOCABULARY_MESSAGES,
  categoryListResponseSchema,
  createUserCategoryResponseSchema,
  deleteUserCategoryResponseSchema,
  userCategoryListResponseSchema,
  userVocabularyResponseSchema,
} from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestTag, expectError } from '../../test';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

async function createCategory(user: TestUser, categoryName: string): Promise<number> {
  const response = await t.request('POST', '/api/vocabulary/user/categories', { user, payload: { categoryName } });
  expect(response.statusCode, response.body).toBe(201);
  return createUserCategoryResponseSchema.parse(response.json()).categoryId;
}

const categoryRow = (id: number) =>
  t.db
    .selectFrom('categories')
    .select(['id', 'name', 'display_name', 'display_key', 'user_id', 'privacy'])
    .where('id', '=', id)
    .executeTakeFirst();

async function myCategories(user: TestUser, query = ''): Promise<UserCategoryListResponse> {
  const response = await t.request('GET', `/api/vocabulary/user/categories${query}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return userCategoryListResponseSchema.parse(response.json());
}

const namesOf = (list: { categories: CategorySummary[] }) => list.categories.map((category) => category.display_name);

describe('GET /vocabulary/user', () => {
  it("maps each of the caller's own categories (by name) to its words, and nothing else", async () => {
    const user = await t.registerUser();
    const withWords = await createTestCategory(t.db, {
      user_id: user.id,
      display_name: 'Kitchen',
      words: [
        ['spoon', 'ложка'],
        ['fork', 'вилка', 'noun'],
        ['to cook', 'готовить', 'verb'],
      ],
    });
    const empty = await createTestCategory(t.db, { user_id: user.id, display_name: 'Alpha', privacy: 'shared' });
    await createTestCategory(t.db, { user_id: bob.id, words: 2 });

    const response = await t.request('GET', '/api/vocabulary/user', { user });
    expect(response.statusCode).toBe(200);
    const body = userVocabularyResponseSchema.parse(response.json());
    expect(Object.keys(body)).toEqual([empty.name, withWords.name]);
    expect(body[empty.name]).toEqual([]);
    expect(body[withWords.name]).toEqual([
      { id: withWords.wordIds[0], english: 'spoon', russian: 'ложка', part_of_speech: 'noun', image: null, sound: null },
      { id: withWords.wordIds[1], english: 'fork', russian: 'вилка', part_of_speech: 'noun', image: null, sound: null },
      { id: withWords.wordIds[2], english: 'to cook', russian: 'готовить', part_of_speech: 'verb', image: null, sound: null },
    ]);
  });

  it('is {} for a new user, also for an admin (only their own categories, not everybody’s)', async () => {
    const user = await t.registerUser();
    expect((await t.request('GET', '/api/vocabulary/user', { user })).json()).toEqual({});
    expect((await t.request('GET', '/api/vocabulary/user', { user: admin })).json()).toEqual({});
  });

  it('shows a change at once (the cached answer is dropped by every write)', async () => {
    const user = await t.registerUser();
    expect((await t.request('GET', '/api/vocabulary/user', { user })).json()).toEqual({});
    const id = await createCategory(user, 'Fresh');
    const row = await categoryRow(id);
    expect((await t.request('GET', '/api/vocabulary/user', { user })).json()).toEqual({ [row!.name]: [] });
  });

  it('refuses anonymous callers', async () => {
    expectError(await t.request('GET', '/api/vocabulary/user'), 401, 'Access token required');
  });

  it('sends a large vocabulary gzip-compressed to clients that accept it, the same JSON', async () => {
    const user = await t.registerUser();
    await createTestCategory(t.db, { user_id: user.id, words: 2000 });
    const plain = await t.request('GET', '/api/vocabulary/user', { user });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    const compressed = await t.request('GET', '/api/vocabulary/user', {
      user,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Small answers are not worth compressing.
    const small = await t.request('GET', '/api/vocabulary/user/categories', { user, headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /vocabulary/user/categories', () => {
  let owner: TestUser;

  beforeAll(async () => {
    owner = await t.registerUser();
    await createTestTag(t.db, { name: 'mine-a' });
    await createTestTag(t.db, { name: 'mine-b' });
    await createTestCategory(t.db, {
      user_id: owner.id,
      display_name: 'Birds',
      words: 3,
      tags: ['mine-a', 'mine-b'],
      created_at: '2025-01-01T00:00:00.000Z',
    });
    await createTestCategory(t.db, {
      user_id: owner.id,
      display_name: 'animals at home',
      words: 5,
      privacy: 'shared',
      tags: ['mine-a'],
      created_at: '2025-01-03T00:00:00.000Z',
    });
    await createTestCategory(t.db, {
      user_id: owner.id,
      display_name: 'Colours',
      words: 1,
      created_at: '2025-01-02T00:00:00.000Z',
    });
    await createTestCategory(t.db, { user_id: bob.id, display_name: 'Bob Birds', privacy: 'shared', tags: ['mine-a'] });
  });

  it("lists only the caller's categories, as the public list shows them, with the sharing count and limit", async () => {
    const list = await myCategories(owner);
    expect(namesOf(list)).toEqual(['animals at home', 'Birds', 'Colours']);
    expect(list).toMatchObject({ totalCount: 3, totalPages: 1, page: 1, limit: 10, sharedCount: 1, sharedLimit: 10 });
    expect(list.categories.every((category) => category.can_edit && category.can_delete && category.user_id === owner.id)).toBe(
      true,
    );
    // The same object the public list gives the same caller.
    const publicList = categoryListResponseSchema.parse(
      (await t.request('GET', '/api/vocabulary/categories?tag=user&limit=1000', { user: owner })).json(),
    );
    const shared = list.categories.find((category) => category.display_name === 'animals at home');
    expect(publicList.categories.find((category) => category.id === shared?.id)).toEqual(shared);
    expect(shared).toMatchObject({ privacy: 'shared', word_count: 5, user: { username: owner.username } });
    expect(shared?.tags.map((tag) => tag.name)).toEqual(['mine-a']);
  });

  it('searches, sorts, filters by tags (all must match) and pages', async () => {
    expect(namesOf(await myCategories(owner, '?search=IRD'))).toEqual(['Birds']);
    expect(namesOf(await myCategories(owner, '?sortBy=word_count&sortOrder=DESC'))).toEqual([
      'animals at home',
      'Birds',
      'Colours',
    ]);
    expect(namesOf(await myCategories(owner, '?sortBy=created_at&sortOrder=ASC'))).toEqual([
      'Birds',
      'Colours',
      'animals at home',
    ]);
    expect(namesOf(await myCategories(owner, '?tags=mine-a'))).toEqual(['animals at home', 'Birds']);
    expect(namesOf(await myCategories(owner, '?tags=MINE-A,mine-b'))).toEqual(['Birds']);
    const second = await myCategories(owner, '?limit=10&page=2');
    expect(second).toMatchObject({ categories: [], totalCount: 3, hasPreviousPage: true, hasNextPage: false, page: 2 });
  });

  it('refuses bad queries with the first message', async () => {
    const tooManyTags = Array.from({ length: 11 }, (_, index) => `t${index}`).join(',');
    expectError(
      await t.request('GET', `/api/vocabulary/user/categories?tags=${tooManyTags}`, { user: owner }),
      400,
      'You can filter by at most 10 tags',
    );
    expectError(
      await t.request('GET', '/api/vocabulary/user/categories?limit=7', { user: owner }),
      400,
      'limit must be one of 10, 20, 25, 50, 100, 1000',
    );
    expectError(
      await t.request('GET', '/api/vocabulary/user/categories?sortBy=size', { user: owner }),
      400,
      'sortBy must be one of name, created_at, word_count',
    );
    expectError(
      await t.request('GET', '/api/vocabulary/user/categories?page=0', { user: owner }),
      400,
      'page must be a whole number from 1 to 1000000',
    );
  });

  it('is empty for a new user and refuses anonymous callers', async () => {
    const user = await t.registerUser();
    expect(await myCategories(user)).toMatchObject({ categories: [], totalCount: 0, sharedCount: 0, sharedLimit: 10 });
    expectError(await t.request('GET', '/api/vocabulary/user/categories'), 401, 'Access token required');
  });

  it('gives an admin their own categories only', async () => {
    const list = await myCategories(admin);
    expect(list.categories.every((category) => category.user_id === admin.id)).toBe(true);
  });
});

describe('POST /vocabulary/user/categories', () => {
  it('creates a private category of the caller, named after the trimmed display name', async () => {
    const user = await t.registerUser();
    const response = await t.request('POST', '/api/vocabulary/user/categories', {
      user,
      payload: { categoryName: '  Мои  слова ', tag: 'user' },
    });
    expect(response.statusCode).toBe(201);
    const body = createUserCategoryResponseSchema.parse(response.json());
    expect(body.message).toBe('Category created successfully');
    // The answer names the key GET /vocabulary/user and the games use, so no list call is needed.
    const [key] = Object.keys((await t.request('GET', '/api/vocabulary/user', { user })).json());
    expect(response.json()).toEqual({ message: 'Category created successfully', categoryId: body.categoryId, name: key });
    expect(await categoryRow(body.categoryId)).toMatchObject({
      name: expect.stringMatching(/^мои-слова-[0-9a-f]{8}$/),
      display_name: 'Мои  слова',
      display_key: 'мои слова',
      user_id: user.id,
      privacy: 'private',
    });
    expect(namesOf(await myCategories(user))).toEqual(['Мои  слова']);
  });

  it.each([
    [{ categoryName: '   ' }, 'Category name cannot be empty'],
    [{}, 'Category name cannot be empty'],
    [{ categoryName: 42 }, 'Category name cannot be empty'],
    [{ categoryName: 'x'.repeat(51) }, 'Category name must be at most 50 characters'],
    [{ categoryName: 'two\nlines' }, 'Category name cannot contain line breaks or control characters'],
    [{ categoryName: 'Ani\u200Bmals' }, 'Category name cannot contain invisible or text-direction characters'],
    [{ categoryName: '\u202EslaminA' }, 'Category name cannot contain invisible or text-direction characters'],
    [{ categoryName: 'Ani\u00ADmals' }, 'Category name cannot contain invisible or text-direction characters'],
    [{ categoryName: 'Animals\u2066' }, 'Category name cannot contain invisible or text-direction characters'],
    // A Cyrillic "А": it would pass for the system category "Animals" once shared.
    [{ categoryName: 'Аnimals' }, 'Category name may not mix Latin and Cyrillic letters in one word: "Аnimals"'],
  ])('refuses %j with 400', async (payload, error) => {
    expectError(await t.request('POST', '/api/vocabulary/user/categories', { user: alice, payload }), 400, error);
  });

  it('accepts a Latin and a Cyrillic word side by side, and emoji with their joiners', async () => {
    const user = await t.registerUser();
    for (const name of ['Travel Путешествия', '✈️ Trips', '👩‍🏫 Teachers']) {
      expect((await categoryRow(await createCategory(user, name)))?.display_name).toBe(name);
    }
  });

  it('accepts 50 characters after trimming', async () => {
    const user = await t.registerUser();
    await createCategory(user, `  ${'я'.repeat(50)}  `);
  });

  it('refuses a second category of one owner with the same name in any case or spacing (409)', async () => {
    const user = await t.registerUser();
    await createCategory(user, 'Travel Words');
    for (const categoryName of ['travel words', ' TRAVEL   WORDS ']) {
      expectError(
        await t.request('POST', '/api/vocabulary/user/categories', { user, payload: { categoryName } }),
        409,
        'You already have a category named "Travel Words"',
      );
    }
    await createCategory(user, 'Путешествия');
    expectError(
      await t.request('POST', '/api/vocabulary/user/categories', { user, payload: { categoryName: 'ПУТЕШЕСТВИЯ' } }),
      409,
      'You already have a category named "Путешествия"',
    );
  });

  it('lets two owners have the same name, under distinct keys (also distinct from a system category)', async () => {
    const [first, second] = [await t.registerUser(), await t.registerUser()];
    const firstRow = await categoryRow(await createCategory(first, 'Holiday Plans'));
    const secondRow = await categoryRow(await createCategory(second, 'holiday plans'));
    expect(firstRow?.name).toMatch(/^holiday-plans-[0-9a-f]{8}$/);
    expect(secondRow?.name).toMatch(/^holiday-plans-[0-9a-f]{8}$/);
    expect(secondRow?.name).not.toBe(firstRow?.name);
    // The seed has a system category named "animals".
    expect((await categoryRow(await createCategory(first, 'Animals')))?.name).toMatch(/^animals-[0-9a-f]{8}$/);
  });

  it("gives a key that says nothing of other owners' private categories: the same shape whether or not one has the name", async () => {
    const [first, second, renamer] = [await t.registerUser(), await t.registerUser(), await t.registerUser()];
    /** The caller's own keys, as GET /vocabulary/user shows them, with their random part masked. */
    const keyShapes = async (user: TestUser) =>
      Object.keys((await t.request('GET', '/api/vocabulary/user', { user })).json()).map((key) =>
        key.replace(/-[0-9a-f]{8}$/, '-<random>'),
      );
    await createCategory(first, 'Secret Travel');
    await createCategory(second, 'Secret Travel');
    // Nobody else has "Quiet Journeys": the key is built the same way.
    await createCategory(second, 'Quiet Journeys');
    expect(await keyShapes(first)).toEqual(['secret-travel-<random>']);
    expect((await keyShapes(second)).sort()).toEqual(['quiet-journeys-<random>', 'secret-travel-<random>']);
    // A rename to a name another learner has is no different.
    const id = await createCategory(renamer, 'Anything');
    expect(
      (
        await t.request('PUT', `/api/vocabulary/user/categories/${id}`, {
          user: renamer,
          payload: { display_name: 'Secret Travel' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await keyShapes(renamer)).toEqual(['secret-travel-<random>']);
  });

  it('settles simultaneous requests in the database: one owner gets one category, many owners each get theirs', async () => {
    const user = await t.registerUser();
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request('POST', '/api/vocabulary/user/categories', { user, payload: { categoryName: 'Race Name' } }),
      ),
    );
    expect(same.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);

    const owners = await Promise.all(Array.from({ length: 6 }, () => t.registerUser()));
    const responses = await Promise.all(
      owners.map((owner) =>
        t.request('POST', '/api/vocabulary/user/categories', { user: owner, payload: { categoryName: 'Crowded Name' } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const rows = await Promise.all(responses.map((response) => categoryRow(response.json().categoryId)));
    expect(new Set(rows.map((row) => row?.name)).size).toBe(6);
  });

  it('refuses anonymous callers and lets an admin create their own', async () => {
    expectError(
      await t.request('POST', '/api/vocabulary/user/categories', { payload: { categoryName: 'x' } }),
      401,
      'Access token required',
    );
    const row = await categoryRow(await createCategory(admin, 'Admin Personal'));
    expect(row).toMatchObject({ user_id: admin.id, privacy: 'private' });
  });
});

describe('PUT /vocabulary/user/categories/{id}', () => {
  const rename = (user: TestUser | null, id: number | string, payload: unknown) =>
    t.request('PUT', `/api/vocabulary/user/categories/${id}`, { user, payload });

  it('renames, keeping the words, tags, privacy and a running learning session', async () => {
    const user = await t.registerUser();
    await createTestTag(t.db, { name: 'rename-tag' });
    const category = await createTestCategory(t.db, {
      name: 'old-name',
      display_name: 'Old Name',
      user_id: user.id,
      privacy: 'shared',
      words: 12,
      tags: ['rename-tag'],
    });
    const start = await t.request('POST', '/api/learning-session/start', {
      user,
      payload: { category: 'old-name', wordCount: 10 },
    });
    expect(start.statusCode, start.body).toBe(201);
    await t.request('POST', '/api/learning-session/next-batch', { user });
    const before = (await t.request('GET', '/api/learning-session', { user })).json<ActiveLearningSession>();
    expect(before).toMatchObject({ hasActiveSession: true, category: 'old-name', totalWords: 12 });

    const response = await rename(user, category.id, { name: 'New Name', display_name: 'New Name' });
    expect(response.statusCode).toBe(200);
    const newKey = (await categoryRow(category.id))?.name as string;
    expect(newKey).toMatch(/^new-name-[0-9a-f]{8}$/);
    expect(response.json()).toEqual({ message: 'Category renamed successfully', name: newKey });
    expect(await categoryRow(category.id)).toMatchObject({ display_name: 'New Name', privacy: 'shared' });
    const session = (await t.request('GET', '/api/learning-session', { user })).json<ActiveLearningSession>();
    expect(session).toEqual({ ...before, category: newKey, categoryDisplayName: 'New Name' });
    const [listed] = (await myCategories(user)).categories;
    expect(listed).toMatchObject({ id: category.id, word_count: 12, privacy: 'shared' });
    expect(listed?.tags.map((tag) => tag.name)).toEqual(['rename-tag']);
    // The public words route follows the new name.
    expect((await t.request('GET', `/api/vocabulary/category/${newKey}`)).json().words).toHaveLength(12);
    expect((await t.request('GET', '/api/vocabulary/category/old-name')).statusCode).toBe(404);
  });

  it('keeps the name on a change of case, and takes display_name over name (name alone is a fallback)', async () => {
    const user = await t.registerUser();
    const id = await createCategory(user, 'Seasons');
    const key = (await categoryRow(id))?.name;
    expect((await rename(user, id, { name: 'ignored', display_name: 'SEASONS' })).statusCode).toBe(200);
    expect(await categoryRow(id)).toMatchObject({ name: key, display_name: 'SEASONS' });
    expect((await rename(user, id, { name: 'Weather' })).statusCode).toBe(200);
    expect(await categoryRow(id)).toMatchObject({
      name: expect.stringMatching(/^weather-[0-9a-f]{8}$/),
      display_name: 'Weather',
    });
  });

  it("refuses the name of another of the owner's categories (409), not another owner's", async () => {
    const user = await t.registerUser();
    await createCategory(user, 'Fruit');
    const id = await createCategory(user, 'Vegetables');
    expectError(await rename(user, id, { display_name: ' fruit ' }), 409, 'You already have a category named "Fruit"');
    const other = await t.registerUser();
    await createCategory(other, 'Berries');
    expect((await rename(user, id, { display_name: 'Berries' })).statusCode).toBe(200);
  });

  it.each([
    [{ display_name: '  ' }, 'Category name cannot be empty'],
    [{}, 'Category name cannot be empty'],
    [{ display_name: 'y'.repeat(51) }, 'Category name must be at most 50 characters'],
    [{ display_name: 'tab\there' }, 'Category name cannot contain line breaks or control characters'],
    [{ display_name: 'Fo\u200Dod' }, 'Category name cannot contain invisible or text-direction characters'],
    [{ display_name: 'Fооd' }, 'Category name may not mix Latin and Cyrillic letters in one word: "Fооd"'],
  ])('refuses %j with 400', async (payload, error) => {
    const id = await createCategory(alice, `Bad rename ${Math.random()}`);
    expectError(await rename(alice, id, payload), 400, error);
  });

  it('refuses bad ids (400), missing and other people’s categories (404) and anonymous callers (401)', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expectError(await rename(alice, id, { display_name: 'x' }), 400, 'id must be a positive whole number');
    }
    expectError(await rename(alice, 2_000_000_000, { display_name: 'x' }), 404, 'Category not found');
    const bobs = await createCategory(bob, 'Bob Private');
    const shared = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared' });
    const system = await t.db.selectFrom('categories').select('id').where('name', '=', 'animals').executeTakeFirstOrThrow();
    for (const id of [bobs, shared.id, system.id]) {
      expectError(await rename(alice, id, { display_name: 'Mine now' }), 404, 'Category not found');
    }
    expect((await categoryRow(bobs))?.display_name).toBe('Bob Private');
    expectError(await rename(null, bobs, { display_name: 'x' }), 401, 'Access token required');
  });

  it("lets an admin rename anybody's category (checked against the owner's names) and a system one (its name stays)", async () => {
    const owner = await t.registerUser();
    await createCategory(owner, 'Taken');
    const id = await createCategory(owner, 'Renamed By Admin');
    expectError(await rename(admin, id, { display_name: 'taken' }), 409, 'You already have a category named "Taken"');
    expect((await rename(admin, id, { display_name: 'Admin Chose' })).statusCode).toBe(200);
    expect(await categoryRow(id)).toMatchObject({
      name: expect.stringMatching(/^admin-chose-[0-9a-f]{8}$/),
      display_name: 'Admin Chose',
      user_id: owner.id,
    });

    const system = await createTestCategory(t.db, { name: 'system-sample', display_name: 'System Sample' });
    expect((await rename(admin, system.id, { display_name: 'Better Sample' })).statusCode).toBe(200);
    expect(await categoryRow(system.id)).toMatchObject({ name: 'system-sample', display_name: 'Better Sample', user_id: null });
  });
});

describe('DELETE /vocabulary/user/categories/{id}', () => {
  const remove = (user: TestUser | null, id: number | string) =>
    t.request('DELETE', `/api/vocabulary/user/categories/${id}`, { user });
  const count = async (table: 'words' | 'category_tags' | 'learning_sessions', categoryId: number) =>
    (await t.db.selectFrom(table).select('category_id').where('category_id', '=', categoryId).execute()).length;

  it('deletes the category with its words, tag links and learning sessions on it', async () => {
    const user = await t.registerUser();
    const player = await t.registerUser();
    await createTestTag(t.db, { name: 'delete-tag' });
    const category = await createTestCategory(t.db, {
      user_id: user.id,
      display_name: 'Doomed',
      privacy: 'shared',
      words: 5,
      tags: ['delete-tag'],
    });
    for (const who of [user, player]) {
      const start = await t.request('POST', '/api/learning-session/start', {
        user: who,
        payload: { category: category.name, wordCount: 10 },
      });
      expect(start.statusCode, start.body).toBe(201);
    }
    expect([
      await count('words', category.id),
      await count('category_tags', category.id),
      await count('learning_sessions', category.id),
    ]).toEqual([5, 1, 2]);

    const response = await remove(user, category.id);
    expect(response.statusCode).toBe(200);
    expect(deleteUserCategoryResponseSchema.parse(response.json()).message).toBe('Category deleted successfully');
    expect(response.json().message).toContain('deleted');

    expect(await categoryRow(category.id)).toBeUndefined();
    expect([
      await count('words', category.id),
      await count('category_tags', category.id),
      await count('learning_sessions', category.id),
    ]).toEqual([0, 0, 0]);
    expect((await t.request('GET', '/api/learning-session', { user: player })).json()).toEqual({ hasActiveSession: false });
    expect((await t.request('GET', '/api/vocabulary/user', { user })).json()).toEqual({});
    // The name is free again.
    await createCategory(user, 'Doomed');
  });

  it('refuses bad ids (400), missing and other people’s categories (404) and anonymous callers (401)', async () => {
    expectError(await remove(alice, 'x1'), 400, 'id must be a positive whole number');
    expectError(await remove(alice, 2_000_000_001), 404, 'Category not found');
    const bobs = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared', words: 1 });
    expectError(await remove(alice, bobs.id), 404, 'Category not found');
    expectError(await remove(null, bobs.id), 401, 'Access token required');
    expect(await categoryRow(bobs.id)).toBeDefined();
  });

  it("lets an admin delete anybody's category", async () => {
    const bobs = await createTestCategory(t.db, { user_id: bob.id, words: 2 });
    expect((await remove(admin, bobs.id)).statusCode).toBe(200);
    expect(await categoryRow(bobs.id)).toBeUndefined();
  });

  it('says so when the category is gone already', async () => {
    const id = await createCategory(alice, 'Twice Deleted');
    expect((await remove(alice, id)).statusCode).toBe(200);
    expectError(await remove(alice, id), 404, MY_VOCABULARY_MESSAGES.categoryNotFound);
  });
});
