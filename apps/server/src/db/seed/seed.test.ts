import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test';
import { createTestDatabase } from '../../test';
import type { SeedData } from './seed';
import { DEFAULT_SEED_DATA, seedDatabase } from './seed';

const FIXTURE: SeedData = {
  tags: [
    { name: 'beginner', display_name: 'Beginner', description: 'First words', color: '#22c55e', icon: '🌱' },
    { name: 'food', display_name: 'Food', description: 'Food', color: '#f97316', icon: '🍎' },
  ],
  categories: [
    {
      name: 'fruit',
      display_name: 'Fruit',
      description: 'Fruit',
      tags: ['beginner', 'food'],
      words: [
        ['apple', 'яблоко', 'noun'],
        ['pear', 'груша', 'noun'],
        ['ripe', 'спелый', 'adjective'],
      ],
    },
    { name: 'drinks', display_name: 'Drinks', description: 'Drinks', tags: ['food'], words: [['tea', 'чай', 'noun']] },
  ],
};

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.destroy();
});

const countRows = async (table: 'tags' | 'categories' | 'words' | 'category_tags') =>
  (
    await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('seedDatabase', () => {
  it('creates system tags and approved, shared, system categories with their words and tags', async () => {
    const result = await seedDatabase(t.db, FIXTURE);
    expect(result).toEqual({ tagsCreated: 2, categoriesCreated: 2, wordsCreated: 4, wordsAnnotated: 0 });

    const fruit = await t.db.selectFrom('categories').selectAll().where('name', '=', 'fruit').executeTakeFirstOrThrow();
    expect(fruit).toMatchObject({ display_name: 'Fruit', user_id: null, privacy: 'shared', is_approved_list: 1 });
    const tags = await t.db.selectFrom('tags').selectAll().orderBy('name').execute();
    expect(tags.map((tag) => [tag.name, tag.is_system, tag.is_public, tag.created_by])).toEqual([
      ['beginner', 1, 1, null],
      ['food', 1, 1, null],
    ]);
    const fruitTags = await t.db
      .selectFrom('category_tags')
      .innerJoin('tags', 'tags.id', 'category_tags.tag_id')
      .select('tags.name')
      .where('category_tags.category_id', '=', fruit.id)
      .orderBy('tags.name')
      .execute();
    expect(fruitTags.map((row) => row.name)).toEqual(['beginner', 'food']);
    const words = await t.db
      .selectFrom('words')
      .select(['english', 'russian', 'part_of_speech'])
      .where('category_id', '=', fruit.id)
      .orderBy('id')
      .execute();
    expect(words).toEqual([
      { english: 'apple', russian: 'яблоко', part_of_speech: 'noun' },
      { english: 'pear', russian: 'груша', part_of_speech: 'noun' },
      { english: 'ripe', russian: 'спелый', part_of_speech: 'adjective' },
    ]);
  });

  it('is idempotent: a second run inserts nothing and duplicates nothing', async () => {
    await seedDatabase(t.db, FIXTURE);
    const before = await Promise.all([
      countRows('tags'),
      countRows('categories'),
      countRows('words'),
      countRows('category_tags'),
    ]);
    expect(await seedDatabase(t.db, FIXTURE)).toEqual({
      tagsCreated: 0,
      categoriesCreated: 0,
      wordsCreated: 0,
      wordsAnnotated: 0,
    });
    expect(
      await Promise.all([countRows('tags'), countRows('categories'), countRows('words'), countRows('category_tags')]),
    ).toEqual(before);
  });

  it('adds what is missing and leaves existing (possibly admin-edited) categories alone', async () => {
    await seedDatabase(t.db, { tags: FIXTURE.tags, categories: FIXTURE.categories.slice(0, 1) });
    await t.db.updateTable('categories').set({ display_name: 'Fruits (edited)' }).where('name', '=', 'fruit').execute();
    await t.db.deleteFrom('words').where('english', '=', 'pear').execute();

    const result = await seedDatabase(t.db, FIXTURE);
    expect(result).toEqual({ tagsCreated: 0, categoriesCreated: 1, wordsCreated: 1, wordsAnnotated: 0 });
    const fruit = await t.db
      .selectFrom('categories')
      .select(['id', 'display_name'])
      .where('name', '=', 'fruit')
      .executeTakeFirstOrThrow();
    expect(fruit.display_name).toBe('Fruits (edited)');
    const fruitWords = await t.db.selectFrom('words').select('english').where('category_id', '=', fruit.id).execute();
    expect(fruitWords.map((w) => w.english).sort()).toEqual(['apple', 'ripe']);
  });

  it('survives two instances seeding at the same moment', async () => {
    const results = await Promise.all([seedDatabase(t.db, FIXTURE), seedDatabase(t.db, FIXTURE)]);
    expect(results.reduce((sum, r) => sum + r.categoriesCreated, 0)).toBe(2);
    expect(await countRows('words')).toBe(4);
  });

  it('seeds the real pre-built vocabulary: at least 12 approved categories of 25+ words, tagged', async () => {
    await seedDatabase(t.db);
    const categories = await t.db
      .selectFrom('categories')
      .leftJoin('words', 'words.category_id', 'categories.id')
      .select((eb) => ['categories.name', eb.fn.count<number>('words.id').as('words')])
      .where('categories.is_approved_list', '=', 1)
      .where('categories.user_id', 'is', null)
      .groupBy('categories.name')
      .execute();
    expect(categories.length).toBe(DEFAULT_SEED_DATA.categories.length);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    for (const category of categories) expect(category.words, category.name).toBeGreaterThanOrEqual(25);
    expect(categories.filter((category) => category.words >= 50).length).toBeGreaterThanOrEqual(3);
    const untagged = await t.db
      .selectFrom('categories')
      .select('name')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('category_tags').select('tag_id').whereRef('category_tags.category_id', '=', 'categories.id'))),
      )
      .execute();
    expect(untagged).toEqual([]);
    expect(await seedDatabase(t.db)).toEqual({ tagsCreated: 0, categoriesCreated: 0, wordsCreated: 0, wordsAnnotated: 0 });
  });

  it('gives the seeded words their stress and forms, and fills a database seeded before once, never again', async () => {
    await seedDatabase(t.db);
    const milk = () =>
      t.db
        .selectFrom('words')
        .select(['id', 'stressed', 'annotations'])
        .where('english', '=', 'milk')
        .where('russian', '=', 'молоко')
        .executeTakeFirstOrThrow();
    const seeded = await milk();
    expect(seeded.stressed).toBe('молоко\u0301');
    expect(JSON.parse(seeded.annotations ?? '{}')).toMatchObject({
      gender: 'n',
      ipa: '/mɪlk/',
      sources: { stressed: 'dictionary:slovo-seed@1', ipa: 'dictionary:cmudict@3.0.0' },
    });

    // A database seeded before words knew their stress: every system word bare.
    await t.db.updateTable('words').set({ stressed: null, annotations: null }).execute();
    const filled = await seedDatabase(t.db);
    expect(filled.wordsAnnotated).toBeGreaterThan(900);
    expect((await milk()).stressed).toBe('молоко\u0301');

    // An admin removes a fact: the next start leaves it removed.
    await t.db.updateTable('words').set({ stressed: null }).where('id', '=', seeded.id).execute();
    expect((await seedDatabase(t.db)).wordsAnnotated).toBe(0);
    expect((await milk()).stressed).toBeNull();
  });
});
