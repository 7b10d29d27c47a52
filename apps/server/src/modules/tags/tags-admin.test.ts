import type { ManagedTag } from '@slovo/shared';
import { TAG_MESSAGES, deleteTagResponseSchema, managedTagSchema, tagResponseSchema, tagsResponseSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestTag, expectError } from '../../test';

/** POST /tags, PUT /tags/{id}, DELETE /tags/{id}: admins manage tags; their rules and refusals. */

let t: TestApp;
let alice: TestUser;
let admin: TestUser;
let counter = 0;
const freshName = (prefix = 'tag') => `${prefix}-${(counter += 1)}`;

beforeAll(async () => {
  t = await createTestApp();
  [alice, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const create = (user: TestUser | null, payload: unknown) => t.request('POST', '/api/tags', { user, payload });
const update = (user: TestUser | null, id: number | string, payload: unknown) =>
  t.request('PUT', `/api/tags/${id}`, { user, payload });
const remove = (user: TestUser | null, id: number | string) => t.request('DELETE', `/api/tags/${id}`, { user });

async function createTag(payload: Record<string, unknown> = {}): Promise<ManagedTag> {
  const response = await create(admin, { name: freshName(), displayName: 'A tag', ...payload });
  expect(response.statusCode).toBe(201);
  return tagResponseSchema.parse(response.json()).tag;
}

const listed = async (user: TestUser | null) =>
  managedTagSchema.array().parse(((await t.request('GET', '/api/tags', { user })).json() as { tags: unknown }).tags);

const tagRow = (id: number) => t.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
const linksOf = async (tagId: number) =>
  (await t.db.selectFrom('category_tags').select('category_id').where('tag_id', '=', tagId).execute()).map(
    (row) => row.category_id,
  );

describe('POST /tags', () => {
  it('creates a tag for an admin (201) and lists it at once, is_public and usage_count included', async () => {
    const response = await create(admin, {
      name: 'phrasal-verbs',
      displayName: '  Phrasal Verbs ',
      description: ' Verbs with particles ',
      color: '#3B82F6',
      icon: '🧩',
      isPublic: true,
    });
    expect(response.statusCode).toBe(201);
    const { tag } = tagResponseSchema.parse(response.json());
    expect(response.json()).toEqual({
      success: true,
      tag: {
        id: tag.id,
        name: 'phrasal-verbs',
        display_name: 'Phrasal Verbs',
        description: 'Verbs with particles',
        color: '#3b82f6',
        icon: '🧩',
        is_system: false,
        is_public: true,
        usage_count: 0,
      },
    });
    expect(await tagRow(tag.id)).toMatchObject({ created_by: admin.id, is_system: 0, is_public: 1 });
    // The tag list is cached vocabulary: the write dropped it.
    expect((await listed(null)).find((entry) => entry.id === tag.id)).toEqual(tag);
  });

  it('defaults description, color and icon to null and isPublic to true; blank texts are null too', async () => {
    const bare = await createTag({ name: 'bare' });
    expect(bare).toMatchObject({
      name: 'bare',
      display_name: 'A tag',
      description: null,
      color: null,
      icon: null,
      is_public: true,
    });
    const blank = await createTag({ description: '  ', color: '', icon: ' ', isPublic: false });
    expect(blank).toMatchObject({ description: null, color: null, icon: null, is_public: false });
    const short = await createTag({ color: '#ABC', icon: '👩‍🏫' });
    expect(short).toMatchObject({ color: '#abc', icon: '👩‍🏫' });
  });

  it('keeps a hidden tag (isPublic false) out of the list for everybody but admins', async () => {
    const hidden = await createTag({ isPublic: false });
    expect((await listed(admin)).find((entry) => entry.id === hidden.id)).toMatchObject({ is_public: false });
    expect((await listed(alice)).map((entry) => entry.id)).not.toContain(hidden.id);
    expect((await listed(null)).map((entry) => entry.id)).not.toContain(hidden.id);
  });

  it('refuses a name another tag has, ignoring case (409), and creates nothing', async () => {
    await createTag({ name: 'taken' });
    await createTestTag(t.db, { name: 'Legacy-Name' });
    const before = await t.db.selectFrom('tags').select('id').execute();
    expectError(await create(admin, { name: 'taken', displayName: 'Again' }), 409, 'Tag "taken" already exists');
    expectError(await create(admin, { name: 'legacy-name', displayName: 'Again' }), 409, 'Tag "legacy-name" already exists');
    expect(await t.db.selectFrom('tags').select('id').execute()).toHaveLength(before.length);
  });

  it('answers one 201 and one 409 to two admins creating the same name at once', async () => {
    const payload = { name: 'raced', displayName: 'Raced' };
    const responses = await Promise.all([create(admin, payload), create(admin, payload)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.selectFrom('tags').select('id').where('name', '=', 'raced').execute()).toHaveLength(1);
  });

  const valid = { name: 'valid-name', displayName: 'Valid' };
  it.each([
    [undefined, 'Request body must be a JSON object'],
    [[], TAG_MESSAGES.nameRequired],
    [{ displayName: 'No name' }, TAG_MESSAGES.nameRequired],
    [{ ...valid, name: 42 }, TAG_MESSAGES.nameRequired],
    [{ ...valid, name: '' }, TAG_MESSAGES.nameInvalid],
    [{ ...valid, name: 'Upper' }, TAG_MESSAGES.nameInvalid],
    [{ ...valid, name: 'two words' }, TAG_MESSAGES.nameInvalid],
    [{ ...valid, name: 'double--hyphen' }, TAG_MESSAGES.nameInvalid],
    [{ ...valid, name: '-leading' }, TAG_MESSAGES.nameInvalid],
    [{ ...valid, name: 'trailing-' }, TAG_MESSAGES.nameInvalid],
    [{ ...valid, name: 'глагол' }, TAG_MESSAGES.nameInvalid],
    [{ ...valid, name: 'a'.repeat(51) }, TAG_MESSAGES.nameInvalid],
    [{ name: 'no-display-name' }, TAG_MESSAGES.displayNameRequired],
    [{ ...valid, displayName: '   ' }, TAG_MESSAGES.displayNameRequired],
    [{ ...valid, displayName: 'x'.repeat(51) }, TAG_MESSAGES.displayNameTooLong],
    [{ ...valid, displayName: 'two\nlines' }, TAG_MESSAGES.displayNameControlCharacters],
    [{ ...valid, displayName: 'Ver\u200Bbs' }, TAG_MESSAGES.displayNameInvisibleCharacters],
    [{ ...valid, displayName: 'Vеrbs' }, TAG_MESSAGES.displayNameMixedAlphabets('Vеrbs')],
    [{ ...valid, description: 'x'.repeat(201) }, TAG_MESSAGES.descriptionTooLong],
    [{ ...valid, description: 5 }, TAG_MESSAGES.descriptionInvalid],
    [{ ...valid, color: 'red' }, TAG_MESSAGES.colorInvalid],
    [{ ...valid, color: '#12345' }, TAG_MESSAGES.colorInvalid],
    [{ ...valid, color: '#ggg' }, TAG_MESSAGES.colorInvalid],
    [{ ...valid, color: 123 }, TAG_MESSAGES.colorInvalid],
    [{ ...valid, icon: '123456789' }, TAG_MESSAGES.iconInvalid],
    [{ ...valid, icon: 'a b' }, TAG_MESSAGES.iconInvalid],
    [{ ...valid, icon: 7 }, TAG_MESSAGES.iconInvalid],
    [{ ...valid, isPublic: 'yes' }, TAG_MESSAGES.isPublicInvalid],
    [{ ...valid, isPublic: null }, TAG_MESSAGES.isPublicInvalid],
  ])('refuses %j with 400', async (payload, error) => {
    expectError(await create(admin, payload), 400, error);
  });

  it('keeps the limits themselves: a 50-character name and display name, 200-character description, 8-character icon', async () => {
    const tag = await createTag({
      name: 'a'.repeat(50),
      displayName: 'x'.repeat(50),
      description: 'd'.repeat(200),
      icon: '12345678',
    });
    expect(tag.name).toHaveLength(50);
  });

  it('answers 401 without a token and 403 to a learner, creating nothing', async () => {
    expectError(await create(null, { name: 'anon-tag', displayName: 'Anon' }), 401, 'Access token required');
    expectError(await create(alice, { name: 'user-tag', displayName: 'User' }), 403, 'Admin access required');
    expect(await t.db.selectFrom('tags').select('id').where('name', 'in', ['anon-tag', 'user-tag']).execute()).toEqual([]);
  });
});

describe('PUT /tags/{id}', () => {
  it('changes only the fields sent and answers the tag with its usage count', async () => {
    const tag = await createTag({ description: 'Old', color: '#111111', icon: '🌱' });
    await createTestCategory(t.db, { tags: [tag.name] });
    await createTestCategory(t.db, { user_id: alice.id, privacy: 'private', tags: [tag.name] });
    const response = await update(admin, tag.id, { displayName: 'New name', color: '#FFF' });
    expect(response.statusCode).toBe(200);
    expect(tagResponseSchema.parse(response.json())).toEqual({
      success: true,
      tag: { ...tag, display_name: 'New name', color: '#fff', usage_count: 2 },
    });
    expect((await listed(admin)).find((entry) => entry.id === tag.id)).toMatchObject({ display_name: 'New name' });
  });

  it('renames, clears description, color and icon with null, and hides or shows the tag', async () => {
    const tag = await createTag({ description: 'Old', color: '#111', icon: '🌱' });
    const name = freshName('renamed');
    const response = await update(admin, tag.id, { name, description: null, color: null, icon: null, isPublic: false });
    expect(tagResponseSchema.parse(response.json()).tag).toEqual({
      ...tag,
      name,
      description: null,
      color: null,
      icon: null,
      is_public: false,
    });
    expect((await listed(alice)).map((entry) => entry.id)).not.toContain(tag.id);
    expect((await update(admin, tag.id, { isPublic: true })).statusCode).toBe(200);
    expect((await listed(alice)).map((entry) => entry.id)).toContain(tag.id);
    // Sending its own name again is no rename.
    expect((await update(admin, tag.id, { name })).statusCode).toBe(200);
  });

  it("refuses another tag's name (409) and leaves the tag as it was", async () => {
    const first = await createTag();
    const second = await createTag();
    expectError(
      await update(admin, second.id, { name: first.name, displayName: 'Clash' }),
      409,
      `Tag "${first.name}" already exists`,
    );
    expect(await tagRow(second.id)).toMatchObject({ name: second.name, display_name: second.display_name });
  });

  it('lets an admin edit a system tag but not change its name', async () => {
    const system = await createTestTag(t.db, { name: freshName('system'), is_system: true });
    expectError(await update(admin, system.id, { name: 'new-system-name' }), 409, TAG_MESSAGES.systemTagRename);
    const response = await update(admin, system.id, { name: system.name, displayName: 'Pre-built', color: '#123456' });
    expect(tagResponseSchema.parse(response.json()).tag).toMatchObject({
      name: system.name,
      display_name: 'Pre-built',
      color: '#123456',
      is_system: true,
    });
  });

  it.each([
    [undefined, 'Request body must be a JSON object'],
    [{}, TAG_MESSAGES.nothingToChange],
    [{ unknown: 'field' }, TAG_MESSAGES.nothingToChange],
    [{ name: 'Bad Name' }, TAG_MESSAGES.nameInvalid],
    [{ name: null }, TAG_MESSAGES.nameRequired],
    [{ displayName: '' }, TAG_MESSAGES.displayNameRequired],
    [{ displayName: null }, TAG_MESSAGES.displayNameRequired],
    [{ displayName: '\u2067Verbs' }, TAG_MESSAGES.displayNameInvisibleCharacters],
    [{ displayName: 'Vеrbs' }, TAG_MESSAGES.displayNameMixedAlphabets('Vеrbs')],
    [{ description: 'x'.repeat(201) }, TAG_MESSAGES.descriptionTooLong],
    [{ color: 'blue' }, TAG_MESSAGES.colorInvalid],
    [{ icon: '🌱🌱🌱🌱🌱🌱🌱🌱🌱' }, TAG_MESSAGES.iconInvalid],
    [{ isPublic: 'false' }, TAG_MESSAGES.isPublicInvalid],
  ])('refuses %j with 400', async (payload, error) => {
    const tag = await createTag();
    expectError(await update(admin, tag.id, payload), 400, error);
  });

  it('answers 400 for a bad id, 404 for a missing tag, 401 without a token, 403 to a learner', async () => {
    const tag = await createTag();
    expectError(await update(admin, 'abc', { displayName: 'X' }), 400, TAG_MESSAGES.idInvalid);
    expectError(await update(admin, 0, { displayName: 'X' }), 400, TAG_MESSAGES.idInvalid);
    expectError(await update(admin, 2_000_000_000, { displayName: 'X' }), 404, TAG_MESSAGES.tagNotFound);
    expectError(await update(null, tag.id, { displayName: 'X' }), 401, 'Access token required');
    expectError(await update(alice, tag.id, { displayName: 'X' }), 403, 'Admin access required');
    expect(await tagRow(tag.id)).toMatchObject({ display_name: tag.display_name });
  });
});

describe('DELETE /tags/{id}', () => {
  it('deletes the tag and its links to categories; the lists drop it at once', async () => {
    const tag = await createTag();
    const kept = await createTag();
    const system = await createTestCategory(t.db, { tags: [tag.name, kept.name] });
    const own = await createTestCategory(t.db, { user_id: alice.id, tags: [tag.name] });
    expect(await linksOf(tag.id)).toHaveLength(2);
    expect((await listed(null)).map((entry) => entry.id)).toContain(tag.id);

    const response = await remove(admin, tag.id);
    expect(response.statusCode).toBe(200);
    expect(deleteTagResponseSchema.parse(response.json())).toEqual({ success: true });
    expect(await tagRow(tag.id)).toBeUndefined();
    expect(await linksOf(tag.id)).toEqual([]);
    expect(await linksOf(kept.id)).toEqual([system.id]);
    expect((await listed(null)).map((entry) => entry.id)).not.toContain(tag.id);
    const categories = await t.request('GET', '/api/vocabulary/user/categories', { user: alice });
    const ownEntry = (categories.json() as { categories: { id: number; tags: unknown[] }[] }).categories.find(
      (entry) => entry.id === own.id,
    );
    expect(ownEntry?.tags).toEqual([]);
    expectError(await remove(admin, tag.id), 404, TAG_MESSAGES.tagNotFound);
  });

  it('refuses to delete a system tag (409) and keeps its links', async () => {
    const system = await createTestTag(t.db, { name: freshName('system'), is_system: true });
    const category = await createTestCategory(t.db, { tags: [system.name] });
    expectError(await remove(admin, system.id), 409, TAG_MESSAGES.systemTagDelete);
    expect(await tagRow(system.id)).toBeDefined();
    expect(await linksOf(system.id)).toEqual([category.id]);
  });

  it('answers 400 for a bad id, 401 without a token, 403 to a learner, deleting nothing', async () => {
    const tag = await createTag();
    expectError(await remove(admin, '1.5'), 400, TAG_MESSAGES.idInvalid);
    expectError(await remove(null, tag.id), 401, 'Access token required');
    expectError(await remove(alice, tag.id), 403, 'Admin access required');
    expect(await tagRow(tag.id)).toBeDefined();
  });
});

describe('GET /tags (after tag writes)', () => {
  it('checks its answers against the shared schema, is_public for every tag', async () => {
    for (const user of [null, alice, admin]) {
      const response = await t.request('GET', '/api/tags', { user });
      const tags = tagsResponseSchema.parse(response.json()).tags;
      expect(tags.length).toBeGreaterThan(0);
      expect(managedTagSchema.array().parse((response.json() as { tags: unknown[] }).tags)).toHaveLength(tags.length);
    }
  });
});
