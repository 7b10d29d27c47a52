import { gunzipSync } from 'node:zlib';
import type { ImportVocabularyResponse } from '@slovo/shared';
import { LEARNER_IMPORT_MESSAGES, importVocabularyResponseSchema, parseVocabularyFile } from '@slovo/shared';
import { parseAnkiText } from '@slovo/shared/formats/anki-text';
import { parseVocabularyCsv } from '@slovo/shared/formats/vocabulary-csv';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import {
  createTestApp,
  createTestCategory,
  createTestClock,
  createTestTag,
  createTestWords,
  expectError,
  installPoisonTrigger,
  tagNamesOfCategory,
  wordsOfCategory,
} from '../../test';

let t: TestApp;
let learner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock('2026-11-23T10:00:00.000Z') });
  [learner, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const importFile = (app: TestApp, user: TestUser | null, payload: unknown) =>
  app.request('POST', '/api/vocabulary-admin/import', { user, payload });

async function imported(app: TestApp, payload: unknown): Promise<ImportVocabularyResponse> {
  const response = await importFile(app, admin, payload);
  expect(response.statusCode, response.body).toBe(200);
  return importVocabularyResponseSchema.parse(response.json());
}

/** Row counts of everything an import may write. */
async function tableCounts(app: TestApp) {
  const count = async (table: 'categories' | 'words' | 'tags' | 'category_tags') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return {
    categories: await count('categories'),
    words: await count('words'),
    tags: await count('tags'),
    links: await count('category_tags'),
  };
}

async function categoryNamed(name: string) {
  return t.db.selectFrom('categories').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

describe('access', () => {
  it('needs a signed-in admin for both routes', async () => {
    const file = { categories: [] };
    expectError(await importFile(t, null, file), 401, 'Access token required');
    expectError(await importFile(t, learner, file), 403, 'Admin access required');
    expectError(await t.request('GET', '/api/vocabulary-admin/export'), 401, 'Access token required');
    expectError(await t.request('GET', '/api/vocabulary-admin/export', { user: learner }), 403, 'Admin access required');
  });

  it('refuses an anonymous or non-admin caller before reading a large body', async () => {
    const big = { categories: [], padding: 'x'.repeat(11 * 1024 * 1024) };
    expectError(await importFile(t, null, big), 401, 'Access token required');
    expectError(await importFile(t, learner, big), 403, 'Admin access required');
  });
});

describe('POST /vocabulary-admin/import', () => {
  const file = {
    tags: [
      { name: 'imp-food', display_name: 'Food (imported)', description: 'Things to eat', color: '#F97316', icon: '🍎' },
      { name: 'Bad Tag' },
    ],
    categories: [
      {
        name: 'imp-fruit',
        display_name: 'Fruit',
        description: 'Sweet things',
        tags: ['imp-food', 'imp-new'],
        is_approved_list: true,
        words: [
          { english: 'apple', russian: 'яблоко' },
          { en: 'pear', ru: 'груша', part_of_speech: 'noun' },
          { word: 'to eat', translation: 'есть', part_of_speech: 'verb' },
          { english: '', russian: 'пусто' },
          { english: 'Apple', russian: 'Яблоко' },
        ],
      },
      { display_name: 'Nameless', words: [{ english: 'a', russian: 'б' }] },
      { name: 'imp-empty' },
      {
        name: 'imp-veg',
        words: [
          { english: 'carrot', russian: 'морковь' },
          { english: 'x', russian: 'y', part_of_speech: 'thing' },
        ],
      },
    ],
  };

  it('imports the valid entries, reports each invalid one with its place, and creates system categories', async () => {
    const before = await tableCounts(t);
    const body = await imported(t, file);
    expect(body).toEqual({
      success: true,
      imported: { categories: 3, words: 4, tags: 2 },
      errors: [
        'tags[1]: Tag name must be 1–50 lower-case letters, digits and single hyphens, like "phrasal-verbs"',
        'categories[0].words[3]: english is empty',
        'categories[1]: name is required',
        'categories[3].words[1]: part_of_speech must be one of noun, verb, adjective, adverb, preposition, pronoun, conjunction, interjection',
      ],
      error: null,
    });
    expect(await tableCounts(t)).toEqual({
      categories: before.categories + 3,
      words: before.words + 4,
      tags: before.tags + 2,
      links: before.links + 2,
    });

    const fruit = await categoryNamed('imp-fruit');
    expect(fruit).toMatchObject({
      display_name: 'Fruit',
      display_key: 'fruit',
      description: 'Sweet things',
      user_id: null,
      privacy: 'shared',
      is_approved_list: 1,
      created_at: '2026-11-23T10:00:00.000Z',
    });
    expect(await wordsOfCategory(t.db, fruit.id)).toEqual([
      { english: 'apple', russian: 'яблоко', part_of_speech: 'noun' },
      { english: 'pear', russian: 'груша', part_of_speech: 'noun' },
      { english: 'to eat', russian: 'есть', part_of_speech: 'verb' },
    ]);
    expect(await tagNamesOfCategory(t.db, fruit.id)).toEqual(['imp-food', 'imp-new']);
    const tags = await t.db.selectFrom('tags').selectAll().where('name', 'in', ['imp-food', 'imp-new']).orderBy('name').execute();
    expect(tags).toMatchObject([
      {
        name: 'imp-food',
        display_name: 'Food (imported)',
        description: 'Things to eat',
        color: '#f97316',
        icon: '🍎',
        is_system: 0,
        is_public: 1,
        created_by: admin.id,
      },
      {
        name: 'imp-new',
        display_name: 'imp-new',
        description: null,
        color: null,
        icon: null,
        is_system: 0,
        is_public: 1,
        created_by: admin.id,
      },
    ]);
    expect(await categoryNamed('imp-empty')).toMatchObject({ display_name: 'imp-empty', is_approved_list: 0, user_id: null });
    expect(await wordsOfCategory(t.db, (await categoryNamed('imp-veg')).id)).toEqual([
      { english: 'carrot', russian: 'морковь', part_of_speech: 'noun' },
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await tableCounts(t);
    const body = await imported(t, file);
    expect(body.imported).toEqual({ categories: 0, words: 0, tags: 0 });
    expect(body.errors).toHaveLength(4);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('adds only missing words and tag links to an existing category, which keeps its owner and fields', async () => {
    const tag = await createTestTag(t.db, { name: 'imp-owned-tag' });
    const own = await createTestCategory(t.db, {
      name: 'imp-learners',
      display_name: 'Learner’s',
      user_id: learner.id,
      words: [
        ['dog', 'собака'],
        ['Москва', 'Москва'],
      ],
      tags: [tag.name],
    });
    const body = await imported(t, {
      categories: [
        {
          name: 'imp-learners',
          display_name: 'Renamed?',
          is_approved_list: true,
          tags: ['imp-owned-tag', 'imp-food'],
          words: [
            { english: 'DOG', russian: 'Собака' },
            { english: 'МОСКВА', russian: 'москва' },
            { english: 'cat', russian: 'кошка' },
          ],
        },
      ],
    });
    expect(body.imported).toEqual({ categories: 0, words: 1, tags: 0 });
    expect(await categoryNamed('imp-learners')).toMatchObject({
      id: own.id,
      display_name: 'Learner’s',
      user_id: learner.id,
      privacy: 'private',
      is_approved_list: 0,
    });
    expect((await wordsOfCategory(t.db, own.id)).map((word) => word.english)).toEqual(['dog', 'Москва', 'cat']);
    expect(await tagNamesOfCategory(t.db, own.id)).toEqual(['imp-food', 'imp-owned-tag']);
  });

  it('imports the example file shipped in docs/ without problems', async () => {
    const example = JSON.parse(
      readFileSync(new URL('../../../../../docs/vocabulary-import-example.json', import.meta.url), 'utf8'),
    );
    const body = await imported(t, example);
    expect(body).toEqual({ success: true, imported: { categories: 2, words: 7, tags: 3 }, errors: [], error: null });
    expect(await wordsOfCategory(t.db, (await categoryNamed('at-the-airport')).id)).toContainEqual({
      english: 'delayed',
      russian: 'задержанный',
      part_of_speech: 'adjective',
    });
  });

  it('leaves out a new category whose display name a system category already has, as the editor does', async () => {
    const before = await tableCounts(t);
    const body = await imported(t, {
      categories: [
        { name: 'imp-fruit-2', display_name: ' FRUIT ', words: [{ english: 'kiwi', russian: 'киви' }] },
        { name: 'imp-twin-1', display_name: 'Twins' },
        { name: 'imp-twin-2', display_name: 'twins' },
      ],
    });
    expect(body).toEqual({
      success: true,
      imported: { categories: 1, words: 0, tags: 0 },
      errors: [
        'categories[0]: A pre-built category named "Fruit" already exists',
        'categories[2]: A pre-built category named "Twins" already exists',
      ],
      error: null,
    });
    expect(await tableCounts(t)).toEqual({ ...before, categories: before.categories + 1 });
  });

  it('answers 400 without a categories array', async () => {
    for (const payload of [{}, { categories: 'x' }, { categories: null }, { tags: [] }, []]) {
      expectError(await importFile(t, admin, payload), 400, 'Invalid file format: categories array is required');
    }
    const empty = await t.request('POST', '/api/vocabulary-admin/import', {
      user: admin,
      headers: { 'content-type': 'application/json' },
    });
    expectError(empty, 400, 'Invalid file format: categories array is required');
    expectError(
      await t.request('POST', '/api/vocabulary-admin/import', {
        user: admin,
        payload: '{"categories": [',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'Malformed JSON in request body',
    );
  });

  it('accepts a body of 10 MiB and refuses a larger one with 413', async () => {
    const padded = (bytes: number) => {
      const head = '{"categories":[],"padding":"';
      return `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
    };
    const limit = 10 * 1024 * 1024;
    const ok = await t.request('POST', '/api/vocabulary-admin/import', {
      user: admin,
      payload: padded(limit),
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, imported: { categories: 0, words: 0, tags: 0 } });
    const tooBig = await t.request('POST', '/api/vocabulary-admin/import', {
      user: admin,
      payload: padded(limit + 1),
      headers: { 'content-type': 'application/json' },
    });
    expectError(tooBig, 413, 'Import file is too large: the limit is 10 MiB');
    // The other routes keep the app's 1 MiB limit.
    const elsewhere = await t.request('POST', '/api/vocabulary/user/words/batch', {
      user: admin,
      payload: padded(2 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expectError(elsewhere, 413, 'Request body is too large');
  });

  it('is all or nothing: a row the database refuses halfway leaves nothing behind', async () => {
    const before = await tableCounts(t);
    const existing = await categoryNamed('imp-veg');
    const wordsBefore = await wordsOfCategory(t.db, existing.id);
    // 3,000 words: the refused one is in the third INSERT, after two have succeeded.
    const words = Array.from({ length: 3000 }, (_, index) => ({
      english: index === 2500 ? 'poison' : `item ${index}`,
      russian: 'яд',
    }));
    const removePoisonTrigger = await installPoisonTrigger(t.db, t.dialect, 'import_refuse_poison');
    try {
      const response = await importFile(t, admin, {
        tags: [{ name: 'imp-never' }],
        categories: [
          { name: 'imp-never-1', tags: ['imp-never'], words: words.slice(0, 1500) },
          { name: 'imp-veg', tags: ['imp-never'], words: [{ english: 'beet', russian: 'свёкла' }] },
          { name: 'imp-never-2', words: words.slice(1500) },
        ],
      });
      expectError(response, 500, 'Internal server error');
    } finally {
      await removePoisonTrigger();
    }
    expect(await tableCounts(t)).toEqual(before);
    expect(await wordsOfCategory(t.db, existing.id)).toEqual(wordsBefore);
  });
});

describe('GET /vocabulary-admin/export', () => {
  let source: TestApp;

  beforeAll(async () => {
    source = await createTestApp({ clock: createTestClock('2026-11-23T10:00:00.000Z') });
    const owner = await source.registerUser();
    await createTestTag(source.db, { name: 'exp-level', display_name: 'Level' });
    await createTestTag(source.db, { name: 'exp-unused' });
    await createTestCategory(source.db, {
      name: 'exp-big',
      display_name: 'Big "one"',
      description: 'Many words\non two lines',
      is_approved_list: true,
      tags: ['exp-level', 'exp-unused'],
      words: 5200,
    });
    await createTestCategory(source.db, { name: 'exp-empty', display_name: 'Empty' });
    const own = await createTestCategory(source.db, { name: 'exp-own', user_id: owner.id, tags: ['exp-level'] });
    await createTestWords(source.db, own.id, [
      ['run', 'бежать', 'verb'],
      ['quickly', 'быстро', 'adverb'],
      ['Москва', 'Москва'],
    ]);
    // Enough small categories for several pages of categories.
    for (let index = 0; index < 210; index += 1) {
      await createTestCategory(source.db, { name: `exp-small-${index}`, words: index % 3 });
    }
  });
  afterAll(async () => {
    await source?.close();
  });

  const exportFrom = (app: TestApp, query = '') =>
    app.request('GET', `/api/vocabulary-admin/export${query}`, { user: sourceAdmin });
  let sourceAdmin: TestUser;
  beforeAll(async () => {
    sourceAdmin = await source.createAdmin();
  });

  it('sends the file gzip-compressed to a client that accepts it, the same bytes once unpacked', async () => {
    const plain = await exportFrom(source);
    const packed = await source.request('GET', '/api/vocabulary-admin/export', {
      user: sourceAdmin,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends every category, word and tag as a download in the import format', async () => {
    const response = await exportFrom(source);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="slovo-vocabulary-2026-11-23.json"');
    const parse = parseVocabularyFile(JSON.parse(response.body));
    if (!parse.ok) throw new Error(parse.error);
    expect(parse.problems).toEqual([]);
    expect(parse.file.tags.map((tag) => tag.name)).toEqual(['exp-level', 'exp-unused']);
    expect(parse.file.categories).toHaveLength(213);
    const [big, empty, own] = parse.file.categories;
    expect(big).toMatchObject({
      name: 'exp-big',
      display_name: 'Big "one"',
      description: 'Many words\non two lines',
      is_approved_list: true,
      tags: ['exp-level', 'exp-unused'],
    });
    expect(big?.words).toHaveLength(5200);
    expect(big?.words[5199]).toEqual({ english: 'word5200', russian: 'слово5200', part_of_speech: 'noun' });
    expect(empty).toEqual({
      name: 'exp-empty',
      display_name: 'Empty',
      description: null,
      tags: [],
      is_approved_list: false,
      words: [],
    });
    expect(own?.words).toEqual([
      { english: 'run', russian: 'бежать', part_of_speech: 'verb' },
      { english: 'quickly', russian: 'быстро', part_of_speech: 'adverb' },
      { english: 'Москва', russian: 'Москва', part_of_speech: 'noun' },
    ]);
    expect(parse.file.categories.reduce((sum, category) => sum + category.words.length, 0)).toBe(5200 + 3 + 70 * 3);
  });

  it('imports back into a fresh database as the same vocabulary (round trip)', async () => {
    const exported = (await exportFrom(source)).body;
    const target = await createTestApp({ clock: createTestClock('2026-11-23T10:00:00.000Z') });
    try {
      const targetAdmin = await target.createAdmin();
      const response = await importFile(target, targetAdmin, JSON.parse(exported));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        imported: { categories: 213, words: 5200 + 3 + 210, tags: 2 },
        errors: [],
        error: null,
      });
      const again = await target.request('GET', '/api/vocabulary-admin/export', { user: targetAdmin });
      expect(again.body).toBe(exported);
    } finally {
      await target.close();
    }
  });

  it('sends only the chosen categories and their tags', async () => {
    const response = await exportFrom(source, '?categories=exp-own,%20exp-empty,exp-own');
    expect(response.statusCode).toBe(200);
    const file = JSON.parse(response.body) as { tags: Array<{ name: string }>; categories: Array<{ name: string }> };
    expect(file.tags.map((tag) => tag.name)).toEqual(['exp-level']);
    expect(file.categories.map((category) => category.name)).toEqual(['exp-empty', 'exp-own']);
  });

  it('answers 404 naming unknown categories, 400 for an empty choice', async () => {
    expectError(await exportFrom(source, '?categories=exp-own,nope,also-not'), 404, 'Category not found: nope, also-not');
    expectError(await exportFrom(source, '?categories=,'), 400, 'categories must be 1 to 200 category names separated by commas');
  });

  it('sends every word as CSV with ?format=csv: its category and tags on each row, in the order of the JSON', async () => {
    const response = await exportFrom(source, '?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="slovo-vocabulary-2026-11-23.csv"');
    const parse = parseVocabularyCsv(response.body);
    expect(parse.error).toBeNull();
    expect(parse.entries).toHaveLength(5200 + 3 + 210);
    expect(parse.entries[5199]).toMatchObject({
      english: 'word5200',
      russian: 'слово5200',
      category: 'Big "one"',
      tags: ['exp-level', 'exp-unused'],
    });
    expect(parse.entries.slice(5200, 5203).map((entry) => [entry.english, entry.part_of_speech, entry.category])).toEqual([
      ['run', 'verb', 'exp-own'],
      ['quickly', 'adverb', 'exp-own'],
      ['Москва', 'noun', 'exp-own'],
    ]);
  });

  it('sends the chosen categories as Anki text with ?format=anki: a deck column, a stable GUID per word', async () => {
    const response = await exportFrom(source, '?categories=exp-own,exp-small-2&format=anki');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="slovo-vocabulary-2026-11-23.txt"');
    const parse = parseAnkiText(response.body);
    expect(parse.error).toBeNull();
    expect(parse.notes.map((note) => [note.english, note.russian, note.deck])).toEqual([
      ['run', 'бежать', 'exp-own'],
      ['quickly', 'быстро', 'exp-own'],
      ['Москва', 'Москва', 'exp-own'],
      ['word1', 'слово1', 'exp-small-2'],
      ['word2', 'слово2', 'exp-small-2'],
    ]);
    expect(new Set(parse.notes.map((note) => note.guid)).size).toBe(5);
    expect((await exportFrom(source, '?categories=exp-own,exp-small-2&format=anki')).body).toBe(response.body);
    expectError(await exportFrom(source, '?format=xml'), 400, LEARNER_IMPORT_MESSAGES.exportFormatInvalid);
  });

  it('sends an empty vocabulary as an empty file', async () => {
    const empty = await createTestApp();
    try {
      const emptyAdmin = await empty.createAdmin();
      const response = await empty.request('GET', '/api/vocabulary-admin/export', { user: emptyAdmin });
      expect(JSON.parse(response.body)).toEqual({ tags: [], categories: [] });
    } finally {
      await empty.close();
    }
  });
});
