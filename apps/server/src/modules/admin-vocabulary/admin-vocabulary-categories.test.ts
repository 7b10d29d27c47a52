import type { CategoryListResponse, LightweightCategoriesResponse } from '@slovo/shared';
import {
  categoryListResponseSchema,
  createAdminCategoryResponseSchema,
  deleteUserCategoryResponseSchema,
  lightweightCategoriesResponseSchema,
  messageResponseSchema,
} from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestRequestMethod, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestTag, expectError } from '../../test';

let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [alice, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const createCategory = (user: TestUser | null, payload: unknown) =>
  t.request('POST', '/api/vocabulary/categories', { user, payload });
const deleteCategory = (user: TestUser | null, name: string) =>
  t.request('DELETE', `/api/vocabulary/categories/${encodeURIComponent(name)}`, { user });
const renameCategory = (user: TestUser | null, nameOrId: string | number, payload: unknown) =>
  t.request('PUT', `/api/vocabulary-admin/categories/${encodeURIComponent(String(nameOrId))}`, { user, payload });
const setApproval = (user: TestUser | null, id: string | number, payload: unknown) =>
  t.request('PUT', `/api/vocabulary-admin/categories/${id}/approved`, { user, payload });

const categoryRow = (id: number) =>
  t.db
    .selectFrom('categories')
    .select(['id', 'name', 'display_name', 'display_key', 'user_id', 'privacy', 'is_approved_list'])
    .where('id', '=', id)
    .executeTakeFirst();

async function publicList(query: string, user?: TestUser): Promise<CategoryListResponse> {
  const response = await t.request('GET', `/api/vocabulary/categories${query}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return categoryListResponseSchema.parse(response.json());
}

async function picker(user?: TestUser): Promise<LightweightCategoriesResponse['categories']> {
  const response = await t.request('GET', '/api/vocabulary/categories/lightweight', { user });
  return lightweightCategoriesResponseSchema.parse(response.json()).categories;
}

async function created(payload: unknown): Promise<number> {
  const response = await createCategory(admin, payload);
  expect(response.statusCode, response.body).toBe(201);
  return createAdminCategoryResponseSchema.parse(response.json()).categoryId;
}

describe('every admin vocabulary route', () => {
  const routes: Array<[TestRequestMethod, string, unknown]> = [
    ['POST', '/api/vocabulary/categories', { categoryName: 'X', tag: 'pre-built' }],
    ['DELETE', '/api/vocabulary/categories/animals', undefined],
    ['POST', '/api/vocabulary/words', { categoryName: 'animals', english: 'kiwi', russian: 'киви' }],
    ['PUT', '/api/vocabulary/words/1', { english: 'kiwi', russian: 'киви' }],
    ['DELETE', '/api/vocabulary/words/1', undefined],
    ['PUT', '/api/vocabulary-admin/categories/animals', { newName: 'Beasts' }],
    ['PUT', '/api/vocabulary-admin/categories/1/approved', { isApproved: true }],
    ['POST', '/api/vocabulary-admin/cache/clear', undefined],
  ];

  it.each(routes)('%s %s: 401 anonymous, 403 for a learner, and changes nothing', async (method, url, payload) => {
    const before = await t.db.selectFrom('categories').select(['id', 'name', 'display_name', 'is_approved_list']).execute();
    const wordsBefore = await t.db.selectFrom('words').select(['id', 'english']).execute();
    expectError(await t.request(method, url, { payload }), 401, 'Access token required');
    expectError(await t.request(method, url, { user: alice, payload }), 403, 'Admin access required');
    expect(await t.db.selectFrom('categories').select(['id', 'name', 'display_name', 'is_approved_list']).execute()).toEqual(
      before,
    );
    expect(await t.db.selectFrom('words').select(['id', 'english']).execute()).toEqual(wordsBefore);
  });
});

describe('POST /vocabulary/categories', () => {
  it("'pre-built' makes a shared system category everybody sees at once (list and picker)", async () => {
    expect((await publicList('?search=Space Travel')).totalCount).toBe(0);
    expect((await picker()).some((category) => category.display_name === 'Space Travel')).toBe(false);

    const response = await createCategory(admin, { categoryName: '  Space Travel ', tag: 'pre-built', isApprovedList: true });
    expect(response.statusCode).toBe(201);
    const body = createAdminCategoryResponseSchema.parse(response.json());
    // The answer names the new category's key, so no list call is needed to find it.
    expect(response.json()).toEqual({
      message: 'Category created successfully',
      categoryId: expect.any(Number),
      name: 'space-travel',
    });
    expect(await categoryRow(body.categoryId)).toEqual({
      id: body.categoryId,
      name: 'space-travel',
      display_name: 'Space Travel',
      display_key: 'space travel',
      user_id: null,
      privacy: 'shared',
      is_approved_list: 1,
    });

    const listed = (await publicList('?search=Space Travel')).categories;
    expect(listed).toMatchObject([{ id: body.categoryId, user_id: null, user: null, is_approved_list: true, word_count: 0 }]);
    expect(await picker(alice)).toContainEqual({
      id: body.categoryId,
      name: 'space-travel',
      display_name: 'Space Travel',
      word_count: 0,
    });
  });

  it("'user' makes a private category owned by the admin; isApprovedList defaults to false", async () => {
    const id = await created({ categoryName: 'Admin Notes', tag: 'user' });
    expect(await categoryRow(id)).toMatchObject({
      user_id: admin.id,
      privacy: 'private',
      is_approved_list: 0,
      // The admin's own: a key with a random part, as every owned category's.
      name: expect.stringMatching(/^admin-notes-[0-9a-f]{8}$/),
    });
    expect((await publicList('?search=Admin Notes')).totalCount).toBe(0);
    expect((await publicList('?search=Admin Notes', admin)).categories).toMatchObject([
      { id, user: { username: admin.username } },
    ]);
    // The admin's own, as in the personal manager.
    const key = (await categoryRow(id))?.name as string;
    expect(Object.keys((await t.request('GET', '/api/vocabulary/user', { user: admin })).json())).toContain(key);
  });

  it('derives a unique name beside a learner’s category of the same display name', async () => {
    await createTestCategory(t.db, { name: 'garden', display_name: 'Garden', user_id: alice.id });
    const id = await created({ categoryName: 'Garden', tag: 'pre-built' });
    expect(await categoryRow(id)).toMatchObject({ name: 'garden-2', display_name: 'Garden', user_id: null });
  });

  it('refuses a second system category of the same display name (409), ignoring case and spacing', async () => {
    await created({ categoryName: 'Weather', tag: 'pre-built' });
    expectError(
      await createCategory(admin, { categoryName: ' WEATHER  ', tag: 'pre-built' }),
      409,
      'A pre-built category named "Weather" already exists',
    );
    // Another owner's name space: the admin's own category may have it.
    await created({ categoryName: 'Weather', tag: 'user' });
    expectError(
      await createCategory(admin, { categoryName: 'weather', tag: 'user' }),
      409,
      'You already have a category named "Weather"',
    );
    // The seed's system categories count too.
    expectError(
      await createCategory(admin, { categoryName: 'animals', tag: 'pre-built' }),
      409,
      'A pre-built category named "Animals" already exists',
    );
  });

  it('lets only one of several simultaneous creations or renames to one system name through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => createCategory(admin, { categoryName: 'Race Day', tag: 'pre-built' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db.selectFrom('categories').select('id').where('display_key', '=', 'race day').execute();
    expect(rows).toHaveLength(1);

    const ids = await Promise.all(
      ['Race One', 'Race Two', 'Race Three'].map((categoryName) => created({ categoryName, tag: 'pre-built' })),
    );
    const renames = await Promise.all(ids.map((id) => renameCategory(admin, id, { newName: 'Race Final' })));
    expect(renames.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const finals = await t.db.selectFrom('categories').select('id').where('display_key', '=', 'race final').execute();
    expect(finals).toHaveLength(1);
  });

  it.each([
    [{ tag: 'pre-built' }, 'Category name cannot be empty'],
    [{ categoryName: '   ', tag: 'pre-built' }, 'Category name cannot be empty'],
    [{ categoryName: 'x'.repeat(51), tag: 'pre-built' }, 'Category name must be at most 50 characters'],
    [{ categoryName: 'a\nb', tag: 'pre-built' }, 'Category name cannot contain line breaks or control characters'],
    [{ categoryName: 'Birds\u200F', tag: 'pre-built' }, 'Category name cannot contain invisible or text-direction characters'],
    [{ categoryName: 'Вirds', tag: 'user' }, 'Category name may not mix Latin and Cyrillic letters in one word: "Вirds"'],
    [{ categoryName: 'Fine' }, "tag must be 'pre-built' or 'user'"],
    [{ categoryName: 'Fine', tag: 'system' }, "tag must be 'pre-built' or 'user'"],
    [{ categoryName: 'Fine', tag: 'user', isApprovedList: 'yes' }, 'isApprovedList must be true or false'],
  ])('refuses %j with 400', async (payload, error) => {
    expectError(await createCategory(admin, payload), 400, error);
  });
});

describe('DELETE /vocabulary/categories/{name}', () => {
  const count = async (table: 'words' | 'category_tags' | 'learning_sessions', categoryId: number) =>
    (await t.db.selectFrom(table).select('category_id').where('category_id', '=', categoryId).execute()).length;

  it('deletes any category by its name with its words, tag links and learning sessions; lists show it at once', async () => {
    await createTestTag(t.db, { name: 'admin-delete-tag' });
    const category = await createTestCategory(t.db, {
      name: 'мои-слова',
      display_name: 'Мои слова',
      user_id: alice.id,
      privacy: 'shared',
      words: 4,
      tags: ['admin-delete-tag'],
    });
    const start = await t.request('POST', '/api/learning-session/start', {
      user: alice,
      payload: { category: category.name, wordCount: 10 },
    });
    expect(start.statusCode, start.body).toBe(201);
    expect((await picker()).map((entry) => entry.name)).toContain('мои-слова');
    expect((await publicList('?search=Мои')).totalCount).toBe(1);

    const response = await deleteCategory(admin, 'мои-слова');
    expect(response.statusCode).toBe(200);
    expect(deleteUserCategoryResponseSchema.parse(response.json())).toEqual({ message: 'Category deleted successfully' });
    expect(response.json().message).toContain('deleted');

    expect(await categoryRow(category.id)).toBeUndefined();
    expect([
      await count('words', category.id),
      await count('category_tags', category.id),
      await count('learning_sessions', category.id),
    ]).toEqual([0, 0, 0]);
    expect((await t.request('GET', '/api/learning-session', { user: alice })).json()).toEqual({ hasActiveSession: false });
    expect((await picker()).map((entry) => entry.name)).not.toContain('мои-слова');
    expect((await publicList('?search=Мои')).totalCount).toBe(0);
    expect((await t.request('GET', '/api/vocabulary/category/мои-слова')).statusCode).toBe(404);
  });

  it('deletes a system category; a missing name is 404 and deletes nothing', async () => {
    const id = await created({ categoryName: 'Short Lived', tag: 'pre-built' });
    expectError(await deleteCategory(admin, 'Short Lived'), 404, 'Category not found');
    expectError(await deleteCategory(admin, 'no-such-category'), 404, 'Category not found');
    expect(await categoryRow(id)).toBeDefined();
    expect((await deleteCategory(admin, 'short-lived')).json()).toEqual({ message: 'Category deleted successfully' });
    expect(await categoryRow(id)).toBeUndefined();
    expectError(await deleteCategory(admin, 'short-lived'), 404, 'Category not found');
  });
});

describe('PUT /vocabulary-admin/categories/{name or id}', () => {
  it('renames by id or by name, keeping id, words, tags, privacy and approval; lists show it at once', async () => {
    await createTestTag(t.db, { name: 'rename-tag' });
    const category = await createTestCategory(t.db, {
      name: 'old-things',
      display_name: 'Old Things',
      user_id: alice.id,
      privacy: 'shared',
      is_approved_list: true,
      words: 3,
      tags: ['rename-tag'],
    });
    expect((await picker()).map((entry) => entry.display_name)).toContain('Old Things');

    const byId = await renameCategory(admin, category.id, { newName: 'New Things' });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(messageResponseSchema.parse(byId.json()).message).toBe('Category renamed successfully');
    const newKey = (await categoryRow(category.id))?.name as string;
    expect(newKey).toMatch(/^new-things-[0-9a-f]{8}$/);
    expect(byId.json()).toEqual({ message: 'Category renamed successfully', name: newKey });
    expect(await categoryRow(category.id)).toMatchObject({
      display_name: 'New Things',
      user_id: alice.id,
      privacy: 'shared',
      is_approved_list: 1,
    });
    expect((await picker()).find((entry) => entry.id === category.id)).toEqual({
      id: category.id,
      name: newKey,
      display_name: 'New Things',
      word_count: 3,
    });
    const listed = (await publicList('?search=New Things')).categories;
    expect(listed).toMatchObject([{ id: category.id, word_count: 3, tags: [{ name: 'rename-tag' }], is_approved_list: true }]);

    const byName = await renameCategory(admin, newKey, { newName: 'Newer Things' });
    expect(byName.json()).toEqual({ message: 'Category renamed successfully', name: (await categoryRow(category.id))?.name });
    expect(await categoryRow(category.id)).toMatchObject({
      name: expect.stringMatching(/^newer-things-[0-9a-f]{8}$/),
      display_name: 'Newer Things',
    });
  });

  it('keeps a system category’s key', async () => {
    const id = await created({ categoryName: 'Planets', tag: 'pre-built' });
    expect((await renameCategory(admin, 'planets', { newName: 'Solar System' })).statusCode).toBe(200);
    expect(await categoryRow(id)).toMatchObject({ name: 'planets', display_name: 'Solar System', display_key: 'solar system' });
  });

  it('applies the rename rules: empty, same name, too long (400), the owner’s duplicate (409)', async () => {
    const id = await created({ categoryName: 'Rivers', tag: 'pre-built' });
    await created({ categoryName: 'Lakes', tag: 'pre-built' });
    expectError(await renameCategory(admin, id, { newName: '  ' }), 400, 'Category name cannot be empty');
    expectError(await renameCategory(admin, id, {}), 400, 'Category name cannot be empty');
    expectError(await renameCategory(admin, id, { newName: 7 }), 400, 'Category name cannot be empty');
    expectError(await renameCategory(admin, id, { newName: 'x'.repeat(51) }), 400, 'Category name must be at most 50 characters');
    expectError(
      await renameCategory(admin, id, { newName: 'Riv\u2060ers' }),
      400,
      'Category name cannot contain invisible or text-direction characters',
    );
    expectError(
      await renameCategory(admin, id, { newName: 'Rivеrs' }),
      400,
      'Category name may not mix Latin and Cyrillic letters in one word: "Rivеrs"',
    );
    expectError(await renameCategory(admin, id, { newName: ' Rivers ' }), 400, 'Please enter a different name');
    expectError(await renameCategory(admin, id, { newName: 'rivers' }), 400, 'Please enter a different name');
    expectError(await renameCategory(admin, id, { newName: 'LAKES' }), 409, 'A pre-built category named "Lakes" already exists');
    // A change of case is a real rename.
    expect((await renameCategory(admin, id, { newName: 'RIVERS' })).statusCode).toBe(200);

    const mine = await createTestCategory(t.db, { display_name: 'Songs', user_id: alice.id });
    await createTestCategory(t.db, { display_name: 'Poems', user_id: alice.id });
    expectError(await renameCategory(admin, mine.id, { newName: 'poems' }), 409, 'You already have a category named "Poems"');
    expect(await categoryRow(mine.id)).toMatchObject({ display_name: 'Songs' });
  });

  it('answers 404 for a missing id or name (a number-looking parameter is an id)', async () => {
    const numeric = await createTestCategory(t.db, { name: '2024', display_name: '2024' });
    expectError(await renameCategory(admin, 2_000_000_000, { newName: 'Nope' }), 404, 'Category not found');
    expectError(await renameCategory(admin, '99999999999999', { newName: 'Nope' }), 404, 'Category not found');
    expectError(await renameCategory(admin, 'no-such-category', { newName: 'Nope' }), 404, 'Category not found');
    // '2024' is read as an id; the category named '2024' is renamed by its id.
    expect((await renameCategory(admin, numeric.id, { newName: 'Year 2024' })).statusCode).toBe(200);
    expect(await categoryRow(numeric.id)).toMatchObject({ display_name: 'Year 2024' });
  });
});

describe('PUT /vocabulary-admin/categories/{id}/approved', () => {
  it('approves and unapproves any category; the approved filter shows it at once', async () => {
    const category = await createTestCategory(t.db, { display_name: 'Approve Me', user_id: alice.id, privacy: 'shared' });
    const approvedNames = async () =>
      (await publicList('?isApprovedList=true&limit=1000')).categories.map((entry) => entry.display_name);
    expect(await approvedNames()).not.toContain('Approve Me');

    const approve = await setApproval(admin, category.id, { isApproved: true });
    expect(approve.statusCode).toBe(200);
    expect(messageResponseSchema.parse(approve.json())).toEqual({ message: 'Category approved successfully' });
    expect(await categoryRow(category.id)).toMatchObject({ is_approved_list: 1, privacy: 'shared', user_id: alice.id });
    expect(await approvedNames()).toContain('Approve Me');
    // The same state again is no error.
    expect((await setApproval(admin, category.id, { isApproved: true })).json()).toEqual({
      message: 'Category approved successfully',
    });

    const unapprove = await setApproval(admin, category.id, { isApproved: false });
    expect(unapprove.json()).toEqual({ message: 'Category unapproved successfully' });
    expect(await categoryRow(category.id)).toMatchObject({ is_approved_list: 0 });
    expect(await approvedNames()).not.toContain('Approve Me');
  });

  it('refuses bad input (400) and missing categories (404)', async () => {
    const category = await createTestCategory(t.db, {});
    expectError(await setApproval(admin, category.id, {}), 400, 'isApproved must be true or false');
    expectError(await setApproval(admin, category.id, { isApproved: 'true' }), 400, 'isApproved must be true or false');
    expectError(await setApproval(admin, category.id, { isApproved: 1 }), 400, 'isApproved must be true or false');
    expectError(await setApproval(admin, 'abc', { isApproved: true }), 400, 'id must be a positive whole number');
    expectError(await setApproval(admin, 0, { isApproved: true }), 400, 'id must be a positive whole number');
    expectError(await setApproval(admin, 2_000_000_000, { isApproved: true }), 404, 'Category not found');
    expect(await categoryRow(category.id)).toMatchObject({ is_approved_list: 0 });
  });
});
