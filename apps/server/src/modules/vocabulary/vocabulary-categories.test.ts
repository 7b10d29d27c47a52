import type { CategorySummary } from '@slovo/shared';
import {
  CATEGORY_LIST_LIMITS,
  VOCABULARY_MESSAGES,
  categoriesWithTagsResponseSchema,
  categoryListResponseSchema,
  categorySummarySchema,
  lightweightCategoriesResponseSchema,
} from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from '../../db/seed/data';
import type { TestApp, TestUser } from '../../test';
import { bearer, createTestApp, createTestCategory, createTestTag, expectError } from '../../test';
import { listCategoriesMatching } from './index';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

const SEEDED = SEED_CATEGORIES.length;
const seedNamesWithTags = (...tags: string[]) =>
  SEED_CATEGORIES.filter((category) => tags.every((tag) => category.tags.includes(tag))).map((category) => category.name);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  alice = await t.registerUser();
  bob = await t.registerUser();
  admin = await t.createAdmin();
  await createTestTag(t.db, { name: 'slang', display_name: 'Slang', created_by: alice.id });
  await createTestCategory(t.db, {
    name: 'alice-private',
    display_name: 'Alice Private Words',
    user_id: alice.id,
    privacy: 'private',
    created_at: '2025-01-02T00:00:00.000Z',
    words: [
      ['one', 'один'],
      ['two', 'два'],
      ['three', 'три'],
    ],
    tags: ['beginner'],
  });
  await createTestCategory(t.db, {
    name: 'alice-shared',
    display_name: 'alice shared',
    user_id: alice.id,
    privacy: 'shared',
    is_approved_list: true,
    created_at: '2025-01-03T00:00:00.000Z',
    words: [['hello', 'привет']],
    tags: ['slang', 'travel'],
  });
  await createTestCategory(t.db, {
    name: 'bob-private',
    display_name: 'Bob Secret',
    user_id: bob.id,
    privacy: 'private',
    created_at: '2025-01-04T00:00:00.000Z',
    words: [
      ['secret', 'секрет'],
      ['key', 'ключ'],
    ],
  });
  await createTestCategory(t.db, {
    name: 'bob-shared',
    display_name: 'Top 100% Words',
    user_id: bob.id,
    privacy: 'shared',
    created_at: '2025-01-05T00:00:00.000Z',
  });
});

afterAll(async () => {
  await t?.close();
});

async function list(query: string, user?: TestUser) {
  const response = await t.request('GET', `/api/vocabulary/categories${query}`, { user });
  expect(response.statusCode, response.body).toBe(200);
  return categoryListResponseSchema.parse(response.json());
}

const namesOf = (categories: readonly { name: string }[]) => categories.map((category) => category.name);
const everything = (query = '', user?: TestUser) => list(`?limit=1000${query}`, user);

describe('GET /api/vocabulary/categories', () => {
  it('answers the first page of 10, sorted by name ascending, when called without parameters', async () => {
    const response = await t.request('GET', '/api/vocabulary/categories');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = categoryListResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      totalCount: SEEDED + 2,
      totalPages: 2,
      hasNextPage: true,
      hasPreviousPage: false,
      page: 1,
      limit: 10,
    });
    expect(body.categories).toHaveLength(10);
    const all = await everything();
    expect(body.categories).toEqual(all.categories.slice(0, 10));
  });

  it('describes each category with every field the spec names, and nothing else', async () => {
    const body = await everything('', alice);
    for (const category of body.categories) categorySummarySchema.strict().parse(category);

    const animals = body.categories.find((category) => category.name === 'animals');
    const seedAnimals = SEED_CATEGORIES.find((category) => category.name === 'animals');
    expect(animals).toMatchObject({
      display_name: 'Animals',
      description: seedAnimals?.description,
      privacy: 'shared',
      user_id: null,
      user: null,
      word_count: seedAnimals?.words.length,
      is_approved_list: true,
      isApprovedList: true,
      can_edit: false,
      can_delete: false,
    });
    expect(animals?.tags.map((tag) => tag.name)).toEqual(['beginner', 'nature']);
    expect(animals?.tags[0]).toMatchObject({ display_name: 'Beginner', is_system: true, color: '#22c55e', icon: '🌱' });

    const shared = body.categories.find((category) => category.name === 'alice-shared');
    expect(shared).toMatchObject({
      user_id: alice.id,
      user: { username: alice.username },
      privacy: 'shared',
      word_count: 1,
      is_approved_list: true,
      isApprovedList: true,
    });
    expect(shared?.tags.map((tag) => [tag.name, tag.is_system])).toEqual([
      ['travel', true],
      ['slang', false],
    ]);
    const empty = body.categories.find((category) => category.name === 'bob-shared');
    expect(empty).toMatchObject({ word_count: 0, tags: [], is_approved_list: false, isApprovedList: false });
  });

  describe('pagination', () => {
    it('splits the list into pages whose totals and flags agree', async () => {
      const all = await everything();
      const total = SEEDED + 2;
      expect(all).toMatchObject({ totalCount: total, totalPages: 1, hasNextPage: false, hasPreviousPage: false });

      const first = await list('?page=1&limit=10');
      const second = await list('?page=2&limit=10');
      expect(second).toMatchObject({
        page: 2,
        limit: 10,
        totalCount: total,
        totalPages: 2,
        hasNextPage: false,
        hasPreviousPage: true,
      });
      expect(second.categories).toHaveLength(total - 10);
      expect([...namesOf(first.categories), ...namesOf(second.categories)]).toEqual(namesOf(all.categories));

      const middle = await list('?page=2&limit=10', admin);
      expect(middle).toMatchObject({ totalCount: total + 2, totalPages: 3, hasNextPage: true, hasPreviousPage: true });
      expect(namesOf(middle.categories)).toEqual(namesOf((await everything('', admin)).categories).slice(10, 20));
    });

    it('answers a page past the end with an empty list and the real totals', async () => {
      const body = await list('?page=7&limit=10');
      expect(body).toEqual({
        categories: [],
        totalCount: SEEDED + 2,
        totalPages: 2,
        hasNextPage: false,
        hasPreviousPage: true,
        page: 7,
        limit: 10,
      });
    });

    it('answers a page past the end of a word-count sort the same way', async () => {
      const body = await list('?sortBy=word_count&sortOrder=DESC&page=3');
      expect(body).toMatchObject({
        categories: [],
        totalCount: SEEDED + 2,
        totalPages: 2,
        hasNextPage: false,
        hasPreviousPage: true,
      });
    });

    it('accepts every page size of both lists, including 1000 for All', async () => {
      for (const limit of CATEGORY_LIST_LIMITS) {
        const body = await list(`?limit=${limit}`);
        expect(body.limit).toBe(limit);
        expect(body.categories).toHaveLength(Math.min(limit, SEEDED + 2));
        expect(body.totalPages).toBe(Math.ceil((SEEDED + 2) / limit));
      }
    });

    it('answers an empty result with zero pages', async () => {
      const body = await list('?search=nothing-matches-this');
      expect(body).toMatchObject({ categories: [], totalCount: 0, totalPages: 0, hasNextPage: false, hasPreviousPage: false });
    });
  });

  describe('invalid parameters', () => {
    const longSearch = 'a'.repeat(101);
    const elevenTags = Array.from({ length: 11 }, (_, index) => `tag${index}`).join(',');
    it.each([
      ['page=0', VOCABULARY_MESSAGES.pageInvalid],
      ['page=-1', VOCABULARY_MESSAGES.pageInvalid],
      ['page=abc', VOCABULARY_MESSAGES.pageInvalid],
      ['page=1.5', VOCABULARY_MESSAGES.pageInvalid],
      ['page=99999999999999999999', VOCABULARY_MESSAGES.pageInvalid],
      ['limit=15', VOCABULARY_MESSAGES.limitInvalid],
      ['limit=0', VOCABULARY_MESSAGES.limitInvalid],
      ['limit=all', VOCABULARY_MESSAGES.limitInvalid],
      ['sortBy=title', VOCABULARY_MESSAGES.sortByInvalid],
      ['sortBy=id;drop table categories', VOCABULARY_MESSAGES.sortByInvalid],
      ['sortOrder=up', VOCABULARY_MESSAGES.sortOrderInvalid],
      [`search=${longSearch}`, VOCABULARY_MESSAGES.searchTooLong],
      ['tag=system', VOCABULARY_MESSAGES.tagInvalid],
      [`tags=${elevenTags}`, VOCABULARY_MESSAGES.tooManyTags],
      [`tags=${'x'.repeat(101)}`, VOCABULARY_MESSAGES.tagNameTooLong],
      ['isApprovedList=yes', VOCABULARY_MESSAGES.isApprovedListInvalid],
      ['page=1&page=2', VOCABULARY_MESSAGES.singleValue],
    ])('?%s → 400 with a message', async (query, message) => {
      expectError(await t.request('GET', `/api/vocabulary/categories?${query}`), 400, message);
    });

    it('limits the messages to the spec limits: 10 tags and 100 search characters are fine', async () => {
      const tenTags = Array.from({ length: 10 }, (_, index) => `tag${index}`).join(',');
      expect((await list(`?tags=${tenTags}`)).totalCount).toBe(0);
      expect((await list(`?search=${'a'.repeat(100)}`)).totalCount).toBe(0);
    });

    it('ignores parameters it does not know (a cache-busting timestamp) and empty values', async () => {
      const plain = await list('');
      expect(await list('?_t=1700000000000&search=&tag=&tags=&isApprovedList=&page=&limit=')).toEqual(plain);
    });
  });

  describe('sorting', () => {
    const keyOf: Record<string, (category: CategorySummary) => string | number> = {
      name: (category) => category.display_name.toLowerCase(),
      created_at: (category) => category.created_at,
      word_count: (category) => category.word_count,
    };

    it.each(['name', 'created_at', 'word_count'])('sorts by %s in both directions, ties by id', async (sortBy) => {
      const key = keyOf[sortBy] as (category: CategorySummary) => string | number;
      for (const order of ['ASC', 'DESC'] as const) {
        const body = await everything(`&sortBy=${sortBy}&sortOrder=${order}`, admin);
        expect(body.categories).toHaveLength(SEEDED + 4);
        const sign = order === 'ASC' ? 1 : -1;
        body.categories.slice(1).forEach((category, index) => {
          const previous = body.categories[index] as CategorySummary;
          const [a, b] = [key(previous), key(category)];
          if (a === b) expect(previous.id).toBeLessThan(category.id);
          else expect(a < b ? sign : -sign, `${previous.name} before ${category.name}`).toBe(1);
        });
      }
    });

    it('accepts the sort order in any case', async () => {
      const lower = await list('?sortBy=word_count&sortOrder=desc');
      const upper = await list('?sortBy=word_count&sortOrder=DESC');
      expect(lower).toEqual(upper);
      expect(lower.categories[0]?.name).toBe('common-verbs');
    });

    it.each(['created_at', 'word_count'])(
      'pages through a %s sort with ties without repeating or losing a category',
      async (sortBy) => {
        // Every seeded category was created at the same instant, and several have equal word counts.
        const pages = [];
        for (let page = 1; page <= 3; page += 1) {
          pages.push(...namesOf((await list(`?sortBy=${sortBy}&sortOrder=DESC&limit=10&page=${page}`, admin)).categories));
        }
        expect(pages).toEqual(namesOf((await everything(`&sortBy=${sortBy}&sortOrder=DESC`, admin)).categories));
        expect(new Set(pages).size).toBe(SEEDED + 4);
      },
    );
  });

  describe('search', () => {
    it('matches the display name, ignoring case and surrounding spaces', async () => {
      expect(namesOf((await list('?search=ANIM')).categories)).toEqual(['animals']);
      expect(namesOf((await list('?search=%20%20parts%20of%20THE%20')).categories)).toEqual(['body']);
    });

    it('matches the name too', async () => {
      expect(namesOf((await list('?search=city-and')).categories)).toEqual(['city-and-transport']);
    });

    it('treats LIKE wildcards as plain characters', async () => {
      expect(namesOf((await list('?search=100%25')).categories)).toEqual(['bob-shared']);
      expect((await list('?search=_')).totalCount).toBe(0);
      expect((await list('?search=%25')).totalCount).toBe(1);
    });

    it('never finds a category the caller may not see', async () => {
      expect((await list('?search=secret')).totalCount).toBe(0);
      expect((await list('?search=secret', alice)).totalCount).toBe(0);
      expect(namesOf((await list('?search=secret', bob)).categories)).toEqual(['bob-private']);
    });
  });

  describe('filters', () => {
    it('tag=pre-built keeps the system categories and tag=user the user-created ones', async () => {
      const prebuilt = await everything('&tag=pre-built', admin);
      expect(prebuilt.totalCount).toBe(SEEDED);
      expect(prebuilt.categories.every((category) => category.user_id === null)).toBe(true);
      expect(namesOf((await everything('&tag=user')).categories)).toEqual(['alice-shared', 'bob-shared']);
      expect(namesOf((await everything('&tag=user&sortBy=created_at', admin)).categories)).toEqual([
        'alice-private',
        'alice-shared',
        'bob-private',
        'bob-shared',
      ]);
      expect((await everything('&tag=all')).totalCount).toBe(SEEDED + 2);
    });

    it('tags keeps the categories carrying every named tag, ignoring case', async () => {
      const beginner = await everything('&tags=beginner');
      expect(namesOf(beginner.categories).sort()).toEqual(seedNamesWithTags('beginner').sort());
      const both = await everything('&tags=beginner,nature');
      expect(namesOf(both.categories)).toEqual(seedNamesWithTags('beginner', 'nature'));
      expect(namesOf((await everything('&tags=NATURE,%20Beginner%20')).categories)).toEqual(namesOf(both.categories));
      expect(namesOf((await everything('&tags=slang,travel')).categories)).toEqual(['alice-shared']);
      expect((await everything('&tags=beginner,no-such-tag')).totalCount).toBe(0);
      // The owner also finds their private category by its tag.
      expect(namesOf((await everything('&tags=beginner', alice)).categories)).toContain('alice-private');
    });

    it('isApprovedList keeps approved or not-approved categories', async () => {
      const approved = await everything('&isApprovedList=true');
      expect(approved.totalCount).toBe(SEEDED + 1);
      expect(approved.categories.every((category) => category.is_approved_list)).toBe(true);
      expect(namesOf((await everything('&isApprovedList=false')).categories)).toEqual(['bob-shared']);
      expect(namesOf((await everything('&isApprovedList=FALSE', admin)).categories)).toEqual([
        'alice-private',
        'bob-private',
        'bob-shared',
      ]);
    });

    it('combines filters, search and sorting', async () => {
      const body = await list('?tag=user&search=ALICE&isApprovedList=true&tags=slang&sortBy=word_count&sortOrder=DESC', alice);
      expect(namesOf(body.categories)).toEqual(['alice-shared']);
    });
  });

  describe('visibility and permissions', () => {
    it('shows system and shared categories to everyone, private ones to their owner and admins', async () => {
      const userNames = async (user?: TestUser) =>
        namesOf((await everything('', user)).categories).filter((name) => name.includes('-private') || name.includes('-shared'));
      expect(await userNames()).toEqual(['alice-shared', 'bob-shared']);
      expect((await userNames(alice)).sort()).toEqual(['alice-private', 'alice-shared', 'bob-shared']);
      expect((await userNames(bob)).sort()).toEqual(['alice-shared', 'bob-private', 'bob-shared']);
      expect((await userNames(admin)).sort()).toEqual(['alice-private', 'alice-shared', 'bob-private', 'bob-shared']);
      expect((await everything('', admin)).totalCount).toBe(SEEDED + 4);
    });

    it('lets admins change everything, owners their own categories, and nobody else anything', async () => {
      const flags = async (user?: TestUser) =>
        Object.fromEntries(
          (await everything('', user)).categories
            .filter((category) => ['animals', 'alice-private', 'alice-shared', 'bob-shared'].includes(category.name))
            .map((category) => [category.name, [category.can_edit, category.can_delete]]),
        );
      expect(await flags()).toEqual({ animals: [false, false], 'alice-shared': [false, false], 'bob-shared': [false, false] });
      expect(await flags(alice)).toEqual({
        animals: [false, false],
        'alice-private': [true, true],
        'alice-shared': [true, true],
        'bob-shared': [false, false],
      });
      expect(await flags(admin)).toEqual({
        animals: [true, true],
        'alice-private': [true, true],
        'alice-shared': [true, true],
        'bob-shared': [true, true],
      });
    });

    it('treats a bad token as an anonymous caller', async () => {
      const response = await t.request('GET', '/api/vocabulary/categories?limit=1000', { headers: bearer('x.y.z') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(await everything());
    });
  });
});

describe('GET /api/vocabulary/categories/lightweight', () => {
  it('lists every visible category with its word count, by display name, without pagination', async () => {
    const response = await t.request('GET', '/api/vocabulary/categories/lightweight', { user: alice });
    expect(response.statusCode).toBe(200);
    const body = lightweightCategoriesResponseSchema.parse(response.json());
    for (const category of body.categories) {
      expect(Object.keys(category).sort()).toEqual(['display_name', 'id', 'name', 'word_count']);
    }
    const full = await everything('', alice);
    expect(body.categories).toEqual(
      full.categories.map(({ id, name, display_name, word_count }) => ({ id, name, display_name, word_count })),
    );
    expect(body.categories.find((category) => category.name === 'alice-private')?.word_count).toBe(3);
    expect(body.categories.find((category) => category.name === 'bob-shared')?.word_count).toBe(0);
  });

  it('shows private categories only to their owner and admins', async () => {
    const names = async (user?: TestUser) =>
      namesOf(
        lightweightCategoriesResponseSchema.parse(
          (await t.request('GET', '/api/vocabulary/categories/lightweight', { user })).json(),
        ).categories,
      );
    expect(await names()).toHaveLength(SEEDED + 2);
    expect(await names()).not.toContain('alice-private');
    expect(await names(bob)).toContain('bob-private');
    expect(await names(bob)).not.toContain('alice-private');
    expect(await names(admin)).toHaveLength(SEEDED + 4);
  });
});

describe('GET /api/vocabulary/categories/with-tags', () => {
  it('answers every visible category as the list describes it, tags included', async () => {
    for (const user of [undefined, alice, bob, admin]) {
      const response = await t.request('GET', '/api/vocabulary/categories/with-tags', { user });
      expect(response.statusCode).toBe(200);
      const body = categoriesWithTagsResponseSchema.parse(response.json());
      expect(body.categories).toEqual((await everything('', user)).categories);
    }
  });
});

describe('listCategoriesMatching (for other lists of categories)', () => {
  const page = { page: 1, limit: 10, sortBy: 'created_at', sortOrder: 'ASC' } as const;
  const allTags = { tag: 'all', tags: [], isApprovedList: null } as const;

  it("builds the same page as GET /categories for another filter: a learner's own categories", async () => {
    const own = await listCategoriesMatching(await t.contextFor(alice), { ...allTags, ownerId: alice.id }, page);
    expect(namesOf(own.categories)).toEqual(['alice-private', 'alice-shared']);
    expect(own).toMatchObject({ totalCount: 2, totalPages: 1, hasNextPage: false, hasPreviousPage: false, page: 1, limit: 10 });
    const fromTheApi = (await everything('', alice)).categories.filter((category) => category.user_id === alice.id);
    expect(own.categories).toEqual(fromTheApi.sort((a, b) => a.created_at.localeCompare(b.created_at)));
  });

  it("still applies the caller's visibility: another user's filter shows only what the caller may see", async () => {
    const bobsAsAlice = await listCategoriesMatching(await t.contextFor(alice), { ...allTags, ownerId: bob.id }, page);
    expect(namesOf(bobsAsAlice.categories)).toEqual(['bob-shared']);
    const bobsAsAdmin = await listCategoriesMatching(await t.contextFor(admin), { ...allTags, ownerId: bob.id }, page);
    expect(namesOf(bobsAsAdmin.categories)).toEqual(['bob-private', 'bob-shared']);
  });
});
