import type { Tag } from '@slovo/shared';
import {
  MAX_TAG_IDS_PER_REQUEST,
  categoryListResponseSchema,
  categoryTagsResponseSchema,
  tagsResponseSchema,
  userCategoryListResponseSchema,
} from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TAGS } from '../../db/seed/data';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestTag, expectError } from '../../test';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
/** Tags made for this file: two public ones and one that is not public. */
let red: { id: number; name: string };
let blue: { id: number; name: string };
let hidden: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
  red = await createTestTag(t.db, { name: 'red', display_name: 'Red' });
  blue = await createTestTag(t.db, { name: 'blue', display_name: 'Blue' });
  hidden = await createTestTag(t.db, { name: 'hidden', display_name: 'Hidden', is_public: false });
});
afterAll(async () => {
  await t?.close();
});

async function tags(user: TestUser | null): Promise<Tag[]> {
  const response = await t.request('GET', '/api/tags', { user });
  expect(response.statusCode).toBe(200);
  return tagsResponseSchema.parse(response.json()).tags;
}
const usage = async (user: TestUser | null, name: string) => (await tags(user)).find((tag) => tag.name === name)?.usage_count;

const addTags = (user: TestUser | null, categoryId: number | string, payload: unknown) =>
  t.request('POST', `/api/tags/categories/${categoryId}/tags`, { user, payload });
const removeTags = (user: TestUser | null, categoryId: number | string, payload: unknown) =>
  t.request('DELETE', `/api/tags/categories/${categoryId}/tags`, { user, payload });

const tagNamesOf = async (categoryId: number) =>
  (
    await t.db
      .selectFrom('category_tags')
      .innerJoin('tags', 'tags.id', 'category_tags.tag_id')
      .select('tags.name')
      .where('category_tags.category_id', '=', categoryId)
      .orderBy('tags.id')
      .execute()
  ).map((row) => row.name);

describe('GET /tags', () => {
  it('lists the public tags for anybody, with how many categories the caller can see use each', async () => {
    const owner = await t.registerUser();
    await createTestTag(t.db, { name: 'counted' });
    await createTestCategory(t.db, { user_id: owner.id, privacy: 'private', tags: ['counted'] });
    await createTestCategory(t.db, { user_id: owner.id, privacy: 'shared', tags: ['counted'] });
    await createTestCategory(t.db, { tags: ['counted'] });

    const anonymous = await tags(null);
    expect(anonymous.map((tag) => tag.name)).toEqual([...SEED_TAGS.map((tag) => tag.name), 'red', 'blue', 'counted']);
    expect(anonymous.find((tag) => tag.name === 'red')).toEqual({
      id: red.id,
      name: 'red',
      display_name: 'Red',
      description: null,
      color: null,
      icon: null,
      is_system: false,
      usage_count: 0,
    });
    expect(anonymous.find((tag) => tag.name === SEED_TAGS[0]?.name)?.is_system).toBe(true);
    expect(await usage(null, 'counted')).toBe(2);
    expect(await usage(bob, 'counted')).toBe(2);
    expect(await usage(owner, 'counted')).toBe(3);
  });

  it('shows admins every tag, the hidden ones too, counting every category', async () => {
    const names = (await tags(admin)).map((tag) => tag.name);
    expect(names).toContain('hidden');
    expect((await tags(alice)).map((tag) => tag.name)).not.toContain('hidden');
    expect(await usage(admin, 'counted')).toBe(3);
  });
});

describe('POST /tags/categories/{categoryId}/tags', () => {
  it("attaches public tags to the owner's category and answers its tags; one it has already is no error", async () => {
    const category = await createTestCategory(t.db, { user_id: alice.id, privacy: 'shared', tags: ['red'] });
    const before = await usage(null, 'blue');
    const response = await addTags(alice, category.id, { tagIds: [blue.id, red.id] });
    expect(response.statusCode).toBe(200);
    expect(categoryTagsResponseSchema.parse(response.json())).toEqual({
      message: 'Tags updated successfully!',
      tags: [
        { id: red.id, name: 'red', display_name: 'Red', color: null, icon: null, is_system: false },
        { id: blue.id, name: 'blue', display_name: 'Blue', color: null, icon: null, is_system: false },
      ],
    });
    expect(await tagNamesOf(category.id)).toEqual(['red', 'blue']);
    // Seen at once in the lists (cache dropped after the write).
    expect(await usage(null, 'blue')).toBe((before ?? 0) + 1);
    const filtered = categoryListResponseSchema.parse(
      (await t.request('GET', '/api/vocabulary/categories?tags=red,blue')).json(),
    );
    expect(filtered.categories.map((entry) => entry.id)).toContain(category.id);
    const mine = userCategoryListResponseSchema.parse(
      (await t.request('GET', '/api/vocabulary/user/categories?tags=blue', { user: alice })).json(),
    );
    expect(mine.categories.map((entry) => entry.id)).toEqual([category.id]);
  });

  it('refuses unknown tags and, for a learner, tags that are not public (404 Tag not found), attaching nothing', async () => {
    const category = await createTestCategory(t.db, { user_id: alice.id });
    expectError(await addTags(alice, category.id, { tagIds: [red.id, 2_000_000_000] }), 404, 'Tag not found');
    expectError(await addTags(alice, category.id, { tagIds: [red.id, hidden.id] }), 404, 'Tag not found');
    expect(await tagNamesOf(category.id)).toEqual([]);
  });

  it.each([
    [{}, `tagIds must be a list of 1 to ${MAX_TAG_IDS_PER_REQUEST} tag ids`],
    [{ tagIds: [] }, `tagIds must be a list of 1 to ${MAX_TAG_IDS_PER_REQUEST} tag ids`],
    [
      { tagIds: Array.from({ length: MAX_TAG_IDS_PER_REQUEST + 1 }, (_, index) => index + 1) },
      'tagIds must be a list of 1 to 50 tag ids',
    ],
    [{ tagIds: [1, 1] }, 'tagIds must not repeat a tag id'],
    [{ tagIds: ['1'] }, 'Each tag id must be a positive whole number'],
    [{ tagIds: [1.5] }, 'Each tag id must be a positive whole number'],
  ])('refuses the body %j with 400', async (payload, error) => {
    const category = await createTestCategory(t.db, { user_id: alice.id });
    expectError(await addTags(alice, category.id, payload), 400, error);
  });

  it("answers 400 for a bad id, 404 for a category that is missing or not the caller's (even a visible one), 401 without a token", async () => {
    expectError(await addTags(alice, 'abc', { tagIds: [red.id] }), 400, 'categoryId must be a positive whole number');
    expectError(await addTags(alice, 2_000_000_000, { tagIds: [red.id] }), 404, 'Category not found');
    const bobsPrivate = await createTestCategory(t.db, { user_id: bob.id, privacy: 'private' });
    const bobsShared = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared' });
    const system = await createTestCategory(t.db);
    for (const id of [bobsPrivate.id, bobsShared.id, system.id]) {
      expectError(await addTags(alice, id, { tagIds: [red.id] }), 404, 'Category not found');
      expect(await tagNamesOf(id)).toEqual([]);
    }
    expectError(await addTags(null, bobsShared.id, { tagIds: [red.id] }), 401, 'Access token required');
  });

  it("lets an admin tag anybody's category and system ones, with hidden tags too", async () => {
    const bobs = await createTestCategory(t.db, { user_id: bob.id });
    const system = await createTestCategory(t.db);
    expect((await addTags(admin, bobs.id, { tagIds: [hidden.id, red.id] })).statusCode).toBe(200);
    expect((await addTags(admin, system.id, { tagIds: [blue.id] })).statusCode).toBe(200);
    expect(await tagNamesOf(bobs.id)).toEqual(['red', 'hidden']);
    expect(await tagNamesOf(system.id)).toEqual(['blue']);
  });
});

describe('DELETE /tags/categories/{categoryId}/tags', () => {
  it('removes the tags; one the category lacks is no error', async () => {
    const category = await createTestCategory(t.db, { user_id: alice.id, tags: ['red', 'blue'] });
    const response = await removeTags(alice, category.id, { tagIds: [red.id] });
    expect(response.statusCode).toBe(200);
    expect(categoryTagsResponseSchema.parse(response.json())).toMatchObject({
      message: 'Tags updated successfully!',
      tags: [{ id: blue.id, name: 'blue' }],
    });
    expect((await removeTags(alice, category.id, { tagIds: [red.id, blue.id] })).json().tags).toEqual([]);
    expect(await tagNamesOf(category.id)).toEqual([]);
  });

  it('lets the owner remove a hidden tag an admin put on their category, but no other hidden tag', async () => {
    const category = await createTestCategory(t.db, { user_id: alice.id });
    const other = await createTestCategory(t.db, { user_id: alice.id });
    expect((await addTags(admin, category.id, { tagIds: [hidden.id] })).statusCode).toBe(200);
    expectError(await removeTags(alice, other.id, { tagIds: [hidden.id] }), 404, 'Tag not found');
    expect((await removeTags(alice, category.id, { tagIds: [hidden.id] })).statusCode).toBe(200);
    expect(await tagNamesOf(category.id)).toEqual([]);
    expectError(await removeTags(alice, category.id, { tagIds: [2_000_000_000] }), 404, 'Tag not found');
  });

  it("answers 400 for bad input, 404 for another's category, 401 without a token; an admin may", async () => {
    const bobs = await createTestCategory(t.db, { user_id: bob.id, privacy: 'shared', tags: ['red'] });
    expectError(await removeTags(alice, '0', { tagIds: [red.id] }), 400, 'categoryId must be a positive whole number');
    expectError(await removeTags(alice, bobs.id, { tagIds: [] }), 400, 'tagIds must be a list of 1 to 50 tag ids');
    expectError(await removeTags(alice, bobs.id, { tagIds: [red.id] }), 404, 'Category not found');
    expectError(await removeTags(null, bobs.id, { tagIds: [red.id] }), 401, 'Access token required');
    expect(await tagNamesOf(bobs.id)).toEqual(['red']);
    expect((await removeTags(admin, bobs.id, { tagIds: [red.id] })).statusCode).toBe(200);
    expect(await tagNamesOf(bobs.id)).toEqual([]);
  });
});
