import type { CategorySummary } from '@slovo/shared';
import {
  MAX_TAG_NAMES_PER_REQUEST,
  TAG_MESSAGES,
  categoriesByTagsResponseSchema,
  categoryDisplayKey,
  categoryListResponseSchema,
} from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestTag, expectError } from '../../test';
import { runVocabularyWrite } from '../vocabulary';

/** POST /tags/categories: the categories carrying every named tag, through the caller's visibility. */

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
  await createTestTag(t.db, { name: 'alpha' });
  await createTestTag(t.db, { name: 'beta' });
  await createTestTag(t.db, { name: 'hidden', is_public: false });
  const made = {
    'system-both': await createTestCategory(t.db, { display_name: 'B system both', tags: ['alpha', 'beta'] }),
    'system-alpha': await createTestCategory(t.db, { display_name: 'C system alpha', tags: ['alpha'] }),
    'alice-private': await createTestCategory(t.db, {
      display_name: 'A alice private',
      user_id: alice.id,
      privacy: 'private',
      tags: ['alpha', 'beta'],
    }),
    'alice-shared': await createTestCategory(t.db, {
      display_name: 'D alice shared',
      user_id: alice.id,
      privacy: 'shared',
      tags: ['alpha', 'beta', 'hidden'],
    }),
    'bob-private': await createTestCategory(t.db, {
      display_name: 'E bob private',
      user_id: bob.id,
      privacy: 'private',
      tags: ['alpha', 'beta'],
    }),
    untagged: await createTestCategory(t.db, { display_name: 'F untagged' }),
  };
  for (const [key, category] of Object.entries(made)) ids[key] = category.id;
});
afterAll(async () => {
  await t?.close();
});

const byTags = (user: TestUser | null, payload: unknown) => t.request('POST', '/api/tags/categories', { user, payload });

async function categoriesFor(user: TestUser | null, tagNames: unknown[]): Promise<CategorySummary[]> {
  const response = await byTags(user, { tagNames });
  expect(response.statusCode).toBe(200);
  return categoriesByTagsResponseSchema.parse(response.json()).categories;
}
const keysOf = (categories: readonly CategorySummary[]) =>
  categories.map((category) => Object.keys(ids).find((key) => ids[key] === category.id) ?? category.name);

describe('POST /tags/categories', () => {
  it('answers the categories carrying all the named tags, by display name; private ones only for their owner and admins', async () => {
    expect(keysOf(await categoriesFor(null, ['alpha', 'beta']))).toEqual(['system-both', 'alice-shared']);
    expect(keysOf(await categoriesFor(bob, ['alpha', 'beta']))).toEqual(['system-both', 'alice-shared', 'bob-private']);
    expect(keysOf(await categoriesFor(alice, ['alpha', 'beta']))).toEqual(['alice-private', 'system-both', 'alice-shared']);
    expect(keysOf(await categoriesFor(admin, ['alpha', 'beta']))).toEqual([
      'alice-private',
      'system-both',
      'alice-shared',
      'bob-private',
    ]);
    expect(keysOf(await categoriesFor(null, ['alpha']))).toEqual(['system-both', 'system-alpha', 'alice-shared']);
  });

  it('answers the same category objects as the category list, for every caller', async () => {
    for (const user of [null, alice, bob, admin]) {
      const list = categoryListResponseSchema.parse(
        (await t.request('GET', '/api/vocabulary/categories?tags=alpha,beta&limit=100', { user })).json(),
      );
      expect(await categoriesFor(user, ['beta', 'alpha'])).toEqual(list.categories);
    }
    const [shared] = await categoriesFor(alice, ['hidden']);
    expect(shared).toMatchObject({
      id: ids['alice-shared'],
      can_edit: true,
      can_delete: true,
      user: { username: alice.username },
    });
    expect(shared?.tags.map((tag) => tag.name)).toEqual(['alpha', 'beta', 'hidden']);
  });

  it('matches names ignoring case and surrounding spaces, repeats count once, an unknown name matches nothing', async () => {
    expect(keysOf(await categoriesFor(null, [' ALPHA ', 'Beta', 'alpha']))).toEqual(['system-both', 'alice-shared']);
    expect(await categoriesFor(null, ['no-such-tag'])).toEqual([]);
    expect(await categoriesFor(admin, ['alpha', 'no-such-tag'])).toEqual([]);
  });

  it('shows a change of tags at once (the cached answer is dropped by the write)', async () => {
    expect(keysOf(await categoriesFor(null, ['beta']))).toEqual(['system-both', 'alice-shared']);
    const beta = await t.db.selectFrom('tags').select('id').where('name', '=', 'beta').executeTakeFirstOrThrow();
    const added = await t.request('POST', `/api/tags/categories/${ids['system-alpha']}/tags`, {
      user: admin,
      payload: { tagIds: [beta.id] },
    });
    expect(added.statusCode).toBe(200);
    expect(keysOf(await categoriesFor(null, ['beta']))).toEqual(['system-both', 'system-alpha', 'alice-shared']);
    const removed = await t.request('DELETE', `/api/tags/categories/${ids['system-alpha']}/tags`, {
      user: admin,
      payload: { tagIds: [beta.id] },
    });
    expect(removed.statusCode).toBe(200);
    expect(keysOf(await categoriesFor(null, ['beta']))).toEqual(['system-both', 'alice-shared']);
  });

  it('answers every match, beyond the list’s largest page (1000)', async () => {
    const tag = await createTestTag(t.db, { name: 'many' });
    const now = new Date(0).toISOString();
    await runVocabularyWrite(t.db, async (trx) => {
      const rows = await trx
        .insertInto('categories')
        .values(
          Array.from({ length: 1001 }, (_, index) => {
            const name = `many-${String(index).padStart(4, '0')}`;
            return {
              name,
              display_name: name,
              display_key: categoryDisplayKey(name),
              description: null,
              user_id: null,
              privacy: 'shared' as const,
              is_approved_list: 0,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('category_tags')
        .values(rows.map((row) => ({ category_id: row.id, tag_id: tag.id })))
        .execute();
    });
    const names = (await categoriesFor(null, ['many'])).map((category) => category.name);
    expect(names).toHaveLength(1001);
    expect(names[0]).toBe('many-0000');
    expect(names[1000]).toBe('many-1000');
  });

  it.each([
    [undefined, 'Request body must be a JSON object'],
    [{}, TAG_MESSAGES.tagNamesInvalid],
    [{ tagNames: 'alpha' }, TAG_MESSAGES.tagNamesInvalid],
    [{ tagNames: [] }, TAG_MESSAGES.tagNamesInvalid],
    [
      { tagNames: Array.from({ length: MAX_TAG_NAMES_PER_REQUEST + 1 }, (_, index) => `t${index}`) },
      'tagNames must be a list of 1 to 10 tag names',
    ],
    [{ tagNames: ['alpha', ''] }, TAG_MESSAGES.tagNameEntryInvalid],
    [{ tagNames: ['   '] }, TAG_MESSAGES.tagNameEntryInvalid],
    [{ tagNames: ['x'.repeat(101)] }, TAG_MESSAGES.tagNameEntryInvalid],
    [{ tagNames: [1] }, TAG_MESSAGES.tagNameEntryInvalid],
    [{ tagNames: [null] }, TAG_MESSAGES.tagNameEntryInvalid],
  ])('refuses the body %j with 400', async (payload, error) => {
    expectError(await byTags(null, payload), 400, error);
  });

  it('is open to anonymous callers, learners and admins alike (no 401, no 403)', async () => {
    for (const user of [null, alice, admin]) expect((await byTags(user, { tagNames: ['alpha'] })).statusCode).toBe(200);
  });
});
