import fc from 'fast-check';
import {
  ADMIN_USER_PAGE_SIZES,
  CATEGORY_CREATOR_FILTERS,
  CATEGORY_LIST_LIMITS,
  CATEGORY_SORT_FIELDS,
  CATEGORY_TAG_FILTERS,
  GAME_IDS,
  PARTS_OF_SPEECH,
  ROLES,
  SORT_ORDERS,
  WORD_COUNT_VALUES,
} from '@slovo/shared';
import type { FuzzWorld } from './fuzz-world';
import type { FieldHint, LeafKind } from './zod-arbitrary';

/**
 * Domain values by field name, so that most fuzzed requests pass validation and reach the service
 * code: names and ids of things that exist in the fuzz world (and of things that do not), words the
 * word rules accept, the list routes' sort fields and page sizes. The zod walk (zod-arbitrary.ts)
 * mixes these with values derived from the schema itself and with hostile ones.
 */

const ENGLISH = ['cat', 'dog', 'house', 'Big Tree', 'well-known', 'new word', 'hello, world!', 'e-mail (2)', 'x'];
const RUSSIAN = ['кошка', 'собака', 'дом', 'Большое дерево', 'ёлка', 'новое слово', 'привет!'];
const NEW_CATEGORY_NAMES = ['Fuzz New', 'Travel 2', 'Путешествия', 'Fuzz Mine', 'animals', 'A', 'Žluťoučký kůň', 'fuzz-shared'];

/** Increasing numbers make fresh usernames and emails, so registrations are not all duplicates. */
const fresh = (prefix: string) => fc.integer({ min: 1, max: 1_000_000_000 }).map((n) => `${prefix}${n}`);

const asText = (values: readonly (string | number)[]) => values.map(String);

/** The ids an `:id` in `url` names: a word's in a words route, and so on (all kinds elsewhere). */
function idsForRoute(world: FuzzWorld, url: string, userIds: number[]): number[] {
  if (/\/words\/:id/.test(url)) return world.wordIds;
  if (/\/users\/:id/.test(url)) return userIds;
  if (/\/tags\/:id/.test(url)) return world.tagIds;
  if (/\/categories\/:id/.test(url)) return world.categories.map((category) => category.id);
  return [...world.categories.map((category) => category.id), ...world.wordIds, ...world.tagIds, ...userIds];
}

/** Hints for the fields of the route at `url` (its path decides what an `id` is). */
export function fuzzHints(world: FuzzWorld, url: string): FieldHint {
  const accounts = [world.admin, world.user, world.other, world.victim];
  const categoryIds = world.categories.map((category) => category.id);
  const userIds = accounts.map((account) => account.id);
  const routeIds = idsForRoute(world, url, userIds);
  const categoryNames = world.categories.flatMap((category) => [category.name, category.displayName]);
  const missingId = fc.constantFrom(999_999, 2_147_483_647);
  const ids = (known: number[]) =>
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: missingId });

  const strings: Record<string, fc.Arbitrary<unknown>> = {
    name: fc.constantFrom(...categoryNames, ...NEW_CATEGORY_NAMES, 'travel', 'new-tag'),
    categoryName: fc.constantFrom(...categoryNames, ...NEW_CATEGORY_NAMES),
    category: fc.constantFrom(...categoryNames, 'nope'),
    newName: fc.constantFrom(...NEW_CATEGORY_NAMES),
    display_name: fc.constantFrom(...NEW_CATEGORY_NAMES),
    displayName: fc.constantFrom('Fuzz Tag', 'Тег', 'Travel'),
    nameOrId: fc.oneof(fc.constantFrom(...categoryNames), ids(categoryIds).map(String)),
    categories: fc
      .array(fc.constantFrom(...categoryNames, 'nope'), { minLength: 1, maxLength: 4 })
      .map((names) => names.join(',')),
    english: fc.constantFrom(...ENGLISH),
    russian: fc.constantFrom(...RUSSIAN),
    part_of_speech: fc.constantFrom(...PARTS_OF_SPEECH, ' Verb ', 'NOUN'),
    username: fc.oneof(fc.constantFrom(...accounts.map((account) => account.username)), fresh('fuzzer')),
    email: fc.oneof(
      fc.constantFrom(...accounts.map((account) => account.email)),
      fresh('fuzzer').map((name) => `${name}@example.com`),
    ),
    password: fc.oneof(fc.constant('correct horse battery'), fc.string({ minLength: 8, maxLength: 20 })),
    newPassword: fc.oneof(fc.constant('correct horse battery'), fc.string({ minLength: 8, maxLength: 20 })),
    refreshToken: fc.constantFrom(...accounts.map((account) => account.refreshToken), 'not-a-token'),
    q: fc.constantFrom('cat', 'со', 'big tree', 'a', 'кошка', '%', '_'),
    search: fc.constantFrom('', 'fuzz', 'anim', 'fz', 'ПУТ', '%', '_'),
    page: fc.constantFrom('1', '2', '1000'),
    limit: fc.constantFrom(...asText(CATEGORY_LIST_LIMITS), ...asText(ADMIN_USER_PAGE_SIZES), '5'),
    sortBy: fc.constantFrom(...CATEGORY_SORT_FIELDS),
    sortOrder: fc.constantFrom(...SORT_ORDERS, 'desc'),
    tag: fc.constantFrom(...CATEGORY_TAG_FILTERS),
    creator: fc.constantFrom(...CATEGORY_CREATOR_FILTERS),
    tags: fc.array(fc.constantFrom(...world.tagNames, 'none'), { minLength: 1, maxLength: 3 }).map((names) => names.join(',')),
    tagNames: fc.constantFrom(...world.tagNames, 'Travel', 'none'),
    isApprovedList: fc.constantFrom('true', 'false'),
    shuffle: fc.constantFrom('true', 'false'),
    count: fc.constantFrom('10', '-1', '3'),
    _: fc.constant('1700000000000'),
    t: fc.constant('1700000000000'),
    timestamp: fc.constant('1700000000000'),
    _t: fc.constant('1700000000000'),
    id: ids(routeIds).map(String),
    categoryId: ids(categoryIds).map(String),
    gameId: fc.constantFrom(...GAME_IDS),
    role: fc.constantFrom(...ROLES),
    description: fc.constantFrom('A tag', ''),
    color: fc.constantFrom('#3366ff', '#ABC', ''),
    icon: fc.constantFrom('🌍', '✈️', ''),
    userId: fc.constantFrom(...userIds.map(String)),
    // Reviews: a few fixed playIds, so some games are sent twice; times around now (and the edges).
    playId: fc.oneof(fc.uuid(), fc.constantFrom('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002')),
    playedAt: fc
      .constantFrom(-60_000, -3_600_000, -400 * 86_400_000, 3_600_000)
      .map((offset) => new Date(Date.now() + offset).toISOString()),
    utcOffsetMinutes: fc.constantFrom('0', '180', '-240', '840', '900'),
  };

  const numbers: Record<string, fc.Arbitrary<unknown>> = {
    categoryId: ids(categoryIds),
    tagIds: ids(world.tagIds),
    selectedWordIds: ids(world.wordIds),
    wordCount: fc.constantFrom(...WORD_COUNT_VALUES),
    score: fc.integer({ min: 0, max: 100 }),
    bestScore: fc.integer({ min: 0, max: 100 }),
    userId: fc.constantFrom(...userIds),
    id: ids(routeIds),
    wordId: ids(world.wordIds),
    utcOffsetMinutes: fc.constantFrom(0, 180, -240, 840, 841),
    desiredRetention: fc.constantFrom(0.7, 0.85, 0.9, 0.97, 0.5),
  };

  return (key: string, kind: LeafKind) => {
    if (kind === 'string') return strings[key];
    if (kind === 'number') return numbers[key];
    // The import route's body is z.unknown(): the vocabulary file format (vocabulary-json.ts).
    if (kind === 'unknown' && key === '') return vocabularyFile(categoryNames);
    return undefined;
  };
}

/** A vocabulary file as the import route reads it, with entries valid and not. */
function vocabularyFile(categoryNames: string[]): fc.Arbitrary<unknown> {
  const word = fc.record(
    {
      english: fc.constantFrom(...ENGLISH, '', '<b>'),
      russian: fc.constantFrom(...RUSSIAN, ''),
      part_of_speech: fc.constantFrom(...PARTS_OF_SPEECH, 'thing'),
    },
    { requiredKeys: ['english', 'russian'] },
  );
  const category = fc.record(
    {
      name: fc.constantFrom(...categoryNames, 'imported', 'imported-2', ''),
      display_name: fc.constantFrom('Imported', 'Импорт', ''),
      description: fc.constantFrom('From a file', null),
      tags: fc.array(fc.constantFrom('travel', 'imported-tag', ''), { maxLength: 3 }),
      is_approved_list: fc.boolean(),
      words: fc.array(word, { maxLength: 8 }),
    },
    { requiredKeys: ['name'] },
  );
  const tag = fc.record(
    { name: fc.constantFrom('imported-tag', 'travel', 'Bad Name'), display_name: fc.constantFrom('Imported tag', '') },
    { requiredKeys: ['name'] },
  );
  return fc.record(
    { tags: fc.array(tag, { maxLength: 3 }), categories: fc.array(category, { maxLength: 4 }) },
    { requiredKeys: ['categories'] },
  );
}
