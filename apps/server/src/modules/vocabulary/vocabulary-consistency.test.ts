import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp } from '../../test';
import { deleteUser } from '../users';

/**
 * Word counts and word search stay true through every kind of write, seen only through the API as
 * a player would: the public list, the picker list and the search answer must agree with the
 * words that really exist after a create, an import, word edits and deletes, and the cascades of
 * a category delete and a user delete.
 */
let t: TestApp;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, learner] = await Promise.all([t.createAdmin(), t.registerUser()]);
});
afterAll(async () => {
  await t?.close();
});

/** What a visitor sees of one category: its count in both lists, and how many of its words a search finds. */
async function seen(name: string, searchFor: string): Promise<{ list: number | null; picker: number | null; found: number }> {
  const list = (await t.request('GET', `/api/vocabulary/categories?search=${encodeURIComponent(name)}&limit=100`)).json<{
    categories: Array<{ name: string; word_count: number }>;
  }>();
  const picker = (await t.request('GET', '/api/vocabulary/categories/lightweight')).json<{
    categories: Array<{ name: string; word_count: number }>;
  }>();
  const search = (await t.request('GET', `/api/vocabulary/search?q=${encodeURIComponent(searchFor)}`)).json<{
    results: Array<{ category: string }>;
  }>();
  return {
    list: list.categories.find((category) => category.name === name)?.word_count ?? null,
    picker: picker.categories.find((category) => category.name === name)?.word_count ?? null,
    found: search.results.filter((result) => result.category === name).length,
  };
}

async function wordIds(name: string): Promise<Record<string, number>> {
  const response = await t.request('GET', `/api/vocabulary/category/${encodeURIComponent(name)}`);
  const { words } = response.json<{ words: Array<{ id: number; english: string }> }>();
  return Object.fromEntries(words.map((word) => [word.english, word.id]));
}

describe('word counts and search after every kind of write', () => {
  it('an admin category: create, add, import, edit, delete words, delete the category', async () => {
    const created = await t.request('POST', '/api/vocabulary/categories', {
      user: admin,
      payload: { categoryName: 'Qzconsist', tag: 'pre-built', isApprovedList: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const name = 'qzconsist';
    expect(await seen(name, 'qzword')).toEqual({ list: 0, picker: 0, found: 0 });

    for (const english of ['qzword one', 'qzword two']) {
      const added = await t.request('POST', '/api/vocabulary/words', {
        user: admin,
        payload: { categoryName: name, english, russian: 'слово', part_of_speech: 'noun' },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    expect(await seen(name, 'qzword')).toEqual({ list: 2, picker: 2, found: 2 });

    // The import adds three new pairs and skips the one already there.
    const imported = await t.request('POST', '/api/vocabulary-admin/import', {
      user: admin,
      payload: {
        categories: [
          {
            name,
            words: [
              { english: 'qzword one', russian: 'слово' },
              { english: 'qzword three', russian: 'три' },
              { en: 'qzword four', ru: 'четыре' },
              { word: 'qzword five', translation: 'пять' },
            ],
          },
        ],
      },
    });
    expect(imported.json()).toMatchObject({ success: true, imported: { words: 3 } });
    expect(await seen(name, 'qzword')).toEqual({ list: 5, picker: 5, found: 5 });

    const ids = await wordIds(name);
    const edited = await t.request('PUT', `/api/vocabulary/words/${ids['qzword five']}`, {
      user: admin,
      payload: { english: 'renamed qzpair', russian: 'пять' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await seen(name, 'qzword')).toEqual({ list: 5, picker: 5, found: 4 });
    expect((await seen(name, 'qzpair')).found).toBe(1);

    const deleted = await t.request('DELETE', `/api/vocabulary/words/${ids['qzword two']}`, { user: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await seen(name, 'qzword')).toEqual({ list: 4, picker: 4, found: 3 });

    const gone = await t.request('DELETE', `/api/vocabulary/categories/${name}`, { user: admin });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await seen(name, 'qzword')).toEqual({ list: null, picker: null, found: 0 });
    expect((await seen(name, 'qzpair')).found).toBe(0);
  });

  it("a learner's shared category: batch add, then the learner's account is deleted", async () => {
    const created = await t.request('POST', '/api/vocabulary/user/categories', {
      user: learner,
      payload: { categoryName: 'Qxlearner' },
    });
    const { categoryId } = created.json<{ categoryId: number }>();
    // Its key, as the learner's own vocabulary names it.
    const [name = ''] = Object.keys((await t.request('GET', '/api/vocabulary/user', { user: learner })).json());
    const batch = await t.request('POST', '/api/vocabulary/user/words/batch', {
      user: learner,
      payload: {
        categoryId,
        pairs: [
          { english: 'qxword a', russian: 'а' },
          { english: 'qxword b', russian: 'б' },
          { english: 'qxword a', russian: 'а' },
        ],
      },
    });
    expect(batch.json()).toMatchObject({ added: 2 });
    const shared = await t.request('PUT', `/api/vocabulary/user/categories/${categoryId}/privacy`, {
      user: learner,
      payload: { privacy: 'shared' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(await seen(name, 'qxword')).toEqual({ list: 2, picker: 2, found: 2 });

    // Deleting the account cascades to the category and its words; every list and the search follow.
    // (There is no account-deletion route yet; the users service is what it will call.)
    expect(await deleteUser(await t.contextFor(null), learner.id)).toBe(true);
    expect(await seen(name, 'qxword')).toEqual({ list: null, picker: null, found: 0 });
  });
});
