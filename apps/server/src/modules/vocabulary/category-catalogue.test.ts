import type { CategoryCreatorFilter, CategorySortField, CategoryTagFilter, SortOrder } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../context';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestTag } from '../../test';
import type { CategoryListFilter } from './vocabulary.service';
import { listCategoriesMatching, listCategoriesWithSql } from './vocabulary.service';

/**
 * The category catalogue (category-catalogue.ts) answers every list query exactly as the SQL did:
 * on a varied set of categories (every owner kind and role, privacy, approval, tags, word counts,
 * names differing only in case, Cyrillic, LIKE's special characters, equal timestamps and counts
 * for the tie-breaks), for each kind of viewer, every filter, sort, direction and page, the two
 * answers are compared whole.
 */

/** mulberry32: the same varied data on every run and both databases. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let t: TestApp;
const tagIds = new Map<string, number>();
let admin: TestUser;
let learner: TestUser;
let other: TestUser;
const TAGS = ['qcat-alpha', 'qcat-beta', 'qcat-gamma', 'qcat-delta'];

const DISPLAY_NAMES = [
  'Apple Tree',
  'apple tree',
  'APPLE',
  'Мои Слова',
  'мои слова',
  'Ёлка',
  'ёжик',
  'Zebra 100%',
  'under_score',
  'back\\slash',
  'Éclair',
  'eclair',
  'Ωmega',
  '𝔘nicode',
  'Ｆullwidth',
  'b',
];

beforeAll(async () => {
  t = await createTestApp();
  [admin, learner, other] = await Promise.all([t.createAdmin(), t.registerUser(), t.registerUser()]);
  for (const name of TAGS) tagIds.set(name, (await createTestTag(t.db, { name, display_name: name.toUpperCase() })).id);
  const random = seededRandom(20261123);
  const owners = [null, null, admin.id, learner.id, other.id];
  for (let index = 0; index < 60; index += 1) {
    const owner = owners[Math.floor(random() * owners.length)] as number | null;
    const displayName = `${DISPLAY_NAMES[index % DISPLAY_NAMES.length] as string}${owner === null ? '' : ` ${index}`}`;
    await createTestCategory(t.db, {
      name: `qcat-${index}-${displayName.toLowerCase().replace(/[^a-z]/g, '')}`,
      display_name: displayName,
      user_id: owner,
      privacy: random() < 0.5 ? 'shared' : 'private',
      is_approved_list: random() < 0.4,
      // Few distinct times and counts: the id tie-breaks decide a lot.
      created_at: `2025-0${1 + Math.floor(random() * 3)}-01T00:00:00.000Z`,
      words: Math.floor(random() * 4),
      tags: TAGS.filter(() => random() < 0.4),
    });
  }
});

afterAll(async () => {
  await t?.close();
});

const SEARCHES = [undefined, '', 'a', 'APP', 'tree', 'мои', 'СЛОВ', 'ё', '%', '_', '\\', 'é', 'ω', '𝔘', 'ｆ', 'qcat-1', 'zzz'];
const TAG_LISTS = [[], ['qcat-alpha'], ['QCAT-BETA', 'qcat-gamma'], ['qcat-alpha', 'qcat-beta', 'qcat-delta'], ['no-such-tag']];
const TAG_FILTERS: CategoryTagFilter[] = ['all', 'pre-built', 'user'];
const CREATORS: Array<CategoryCreatorFilter | undefined> = [undefined, 'all', 'admin', 'user'];
const APPROVALS = [null, true, false];
const SORTS: CategorySortField[] = ['name', 'created_at', 'word_count'];
const ORDERS: SortOrder[] = ['ASC', 'DESC'];

/** Categories the compared answers held: the comparison must not be one of empty lists. */
let listed = 0;

async function compare(context: ServiceContext, filter: CategoryListFilter): Promise<number> {
  let compared = 0;
  for (const sortBy of SORTS) {
    for (const sortOrder of ORDERS) {
      for (const [page, limit] of [
        [1, 1000],
        [3, 10],
      ] as const) {
        const query = { page, limit, sortBy, sortOrder };
        const fromCatalogue = await listCategoriesMatching(context, filter, query);
        const fromSql = await listCategoriesWithSql(context, { ...filter, viewer: context.actor }, query, (page - 1) * limit);
        expect(fromCatalogue, JSON.stringify({ viewer: context.actor?.role ?? null, filter, query })).toEqual(fromSql);
        compared += 1;
        listed += fromSql.categories.length;
      }
    }
  }
  return compared;
}

describe('category catalogue', () => {
  it('answers every filter, sort and page exactly as the SQL list, for every kind of viewer', async () => {
    let compared = 0;
    for (const viewer of [null, learner, admin]) {
      const context = await t.contextFor(viewer);
      for (const search of SEARCHES) compared += await compare(context, { search, tag: 'all', tags: [], isApprovedList: null });
      for (const tags of TAG_LISTS) compared += await compare(context, { tag: 'all', tags, isApprovedList: null });
      for (const tag of TAG_FILTERS) {
        for (const creator of CREATORS) {
          for (const isApprovedList of APPROVALS) {
            compared += await compare(context, { search: 'e', tag, tags: [], isApprovedList, creator });
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(listed).toBeGreaterThan(10_000);
  });

  it('follows writes: a rename, an approval, a role change, a tag link and new words show in the next list', async () => {
    const context = await t.contextFor(admin);
    const filter: CategoryListFilter = { search: 'qcatwrite', tag: 'all', tags: ['qcat-alpha'], isApprovedList: true };
    const query = { page: 1, limit: 25 as const, sortBy: 'word_count' as const, sortOrder: 'DESC' as const };
    expect((await listCategoriesMatching(context, filter, query)).totalCount).toBe(0);

    const created = await t.request('POST', '/api/vocabulary/categories', {
      user: admin,
      payload: { categoryName: 'Qcatwrite', tag: 'pre-built', isApprovedList: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { categoryId } = created.json<{ categoryId: number }>();
    // Not tagged yet: still no match.
    expect((await listCategoriesMatching(context, filter, query)).totalCount).toBe(0);
    const tagged = await t.request('POST', `/api/tags/categories/${categoryId}/tags`, {
      user: admin,
      payload: { tagIds: [tagIds.get('qcat-alpha')] },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const added = await t.request('POST', '/api/vocabulary/words', {
      user: admin,
      payload: { categoryName: 'qcatwrite', english: 'qcatword', russian: 'слово', part_of_speech: 'noun' },
    });
    expect(added.statusCode, added.body).toBe(201);

    const page = await listCategoriesMatching(context, filter, query);
    expect(page.categories.map((category) => [category.name, category.word_count, category.tags.map((tag) => tag.name)])).toEqual(
      [['qcatwrite', 1, ['qcat-alpha']]],
    );
    expect(page).toEqual(await listCategoriesWithSql(context, { ...filter, viewer: context.actor }, query, 0));
  });
});
