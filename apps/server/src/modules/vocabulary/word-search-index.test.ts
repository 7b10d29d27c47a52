import type { WordSearchResult } from '@slovo/shared';
import { wordSearchResponseSchema } from '@slovo/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordSearchTrigrams } from '../../db/migrations/0004-word-search-trigrams';
import type { TestApp } from '../../test';
import { createTestApp, createTestCategory, createTestWords } from '../../test';
import { runVocabularyWrite } from './vocabulary-write';
import { DENSE_MATCHES } from './word-search.repository';

/**
 * The trigram indexes behind the substring search (migration 0004) follow every write, and the
 * search answers through them exactly as the plain scan did. Made-up words, so nothing else matches.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function search(app: TestApp, q: string): Promise<WordSearchResult[]> {
  const response = await app.request('GET', `/api/vocabulary/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return wordSearchResponseSchema.parse(response.json()).results;
}

const english = (results: readonly WordSearchResult[]) => results.map((result) => result.english);

describe('word search index: kept in step with the words', () => {
  it('finds a new word by a substring of either side', async () => {
    expect(await search(t, 'vqnew')).toEqual([]);
    const { id } = await createTestCategory(t.db, { name: 'index-insert', words: [['xvqnewx', 'шщэвставкаэщш']] });
    expect(english(await search(t, 'vqnew'))).toEqual(['xvqnewx']);
    expect(english(await search(t, 'ВСТАВКА'))).toEqual(['xvqnewx']);
    await createTestWords(t.db, id, [['yvqnewy', 'ещё']]);
    expect(english(await search(t, 'vqnew'))).toEqual(['xvqnewx', 'yvqnewy']);
  });

  it('finds an edited word by its new text and no longer by its old text', async () => {
    const { wordIds } = await createTestCategory(t.db, { name: 'index-update', words: [['xvqoldx', 'шщэстароеэщш']] });
    expect(english(await search(t, 'vqold'))).toEqual(['xvqoldx']);
    await runVocabularyWrite(t.db, (trx) =>
      trx
        .updateTable('words')
        .set({ english: 'xvqeditedx', russian: 'шщэНОВОЕэщш' })
        .where('id', '=', wordIds[0] as number)
        .execute(),
    );
    expect(await search(t, 'vqold')).toEqual([]);
    expect(await search(t, 'старое')).toEqual([]);
    expect(english(await search(t, 'vqedited'))).toEqual(['xvqeditedx']);
    expect(english(await search(t, 'новое'))).toEqual(['xvqeditedx']);

    // A change to another column leaves the word findable.
    await runVocabularyWrite(t.db, (trx) =>
      trx
        .updateTable('words')
        .set({ part_of_speech: 'verb' })
        .where('id', '=', wordIds[0] as number)
        .execute(),
    );
    expect(await search(t, 'vqedited')).toMatchObject([{ english: 'xvqeditedx', part_of_speech: 'verb' }]);
  });

  it('stops finding a deleted word', async () => {
    const { wordIds } = await createTestCategory(t.db, {
      name: 'index-delete',
      words: [
        ['xvqgonex', 'шщэудалитьэщш'],
        ['yvqgoney', 'шщэоставитьэщш'],
      ],
    });
    expect(english(await search(t, 'vqgone'))).toEqual(['xvqgonex', 'yvqgoney']);
    await runVocabularyWrite(t.db, (trx) =>
      trx
        .deleteFrom('words')
        .where('id', '=', wordIds[0] as number)
        .execute(),
    );
    expect(english(await search(t, 'vqgone'))).toEqual(['yvqgoney']);
    expect(await search(t, 'удалить')).toEqual([]);
  });

  it('stops finding the words of a deleted category (the cascade)', async () => {
    const { id } = await createTestCategory(t.db, {
      name: 'index-cascade',
      words: [
        ['xvqcascadex', 'шщэкаскадэщш'],
        ['yvqcascadey', 'шщэкаскад2эщш'],
      ],
    });
    await createTestCategory(t.db, { name: 'index-cascade-other', words: [['zvqcascadez', 'другая']] });
    expect(english(await search(t, 'vqcascade'))).toEqual(['xvqcascadex', 'yvqcascadey', 'zvqcascadez']);
    await runVocabularyWrite(t.db, (trx) => trx.deleteFrom('categories').where('id', '=', id).execute());
    expect(english(await search(t, 'vqcascade'))).toEqual(['zvqcascadez']);
    expect(await search(t, 'каскад')).toEqual([]);
  });
});

describe('word search index: the same answers as a scan', () => {
  beforeAll(async () => {
    await createTestCategory(t.db, {
      name: 'index-characters',
      words: [
        ['say "quoted" twice', 'шщэцитатаэщш'],
        ['a"b"c', 'кавычки'],
        ['vqsmile 😀 face', 'улыбка'],
        ['vqlike_a%b', 'шаблон'],
        ['vqlikeXaYb', 'не шаблон'],
        ['straße', 'улица'],
        ['vqmixed', 'ЁлкаЖИВАЯ'],
        ['vqpie', 'ПиРоГ С ЁЖИКОМ'],
      ],
    });
  });

  it('treats FTS and LIKE syntax in the query as plain characters', async () => {
    expect(english(await search(t, '"quoted"'))).toEqual(['say "quoted" twice']);
    expect(english(await search(t, 'b"c'))).toEqual(['a"b"c']);
    expect(english(await search(t, 'quoted" tw'))).toEqual(['say "quoted" twice']);
    expect(english(await search(t, 'e_a%b'))).toEqual(['vqlike_a%b']);
    expect(await search(t, 'e_a%x')).toEqual([]);
    expect(await search(t, 'AND OR NOT')).toEqual([]);
    expect(await search(t, 'vq*')).toEqual([]);
  });

  it('matches characters beyond Latin and Cyrillic, and mixed case on both sides', async () => {
    expect(english(await search(t, '😀 f'))).toEqual(['vqsmile 😀 face']);
    expect(english(await search(t, 'RAßE'))).toEqual(['straße']);
    // Lower-casing, not case folding: ß does not become ss.
    expect(await search(t, 'rasse')).toEqual([]);
    expect(english(await search(t, 'лкаживая'))).toEqual(['vqmixed']);
    expect(english(await search(t, 'ЛКАжИВ'))).toEqual(['vqmixed']);
    expect(english(await search(t, 'с ёжиком'))).toEqual(['vqpie']);
    expect(english(await search(t, 'С ЁЖИК'))).toEqual(['vqpie']);
    // Ё is not Е: the index must not fold one into the other.
    expect(await search(t, 'с ежиком')).toEqual([]);
  });

  it('answers the first 50 alphabetically when thousands of words contain the query', async () => {
    const count = DENSE_MATCHES + 100;
    const words = Array.from(
      { length: count },
      (_, index) => [`w${String(count - index).padStart(5, '0')}vqdense`, `слово${index}`] as const,
    );
    await createTestCategory(t.db, { name: 'index-dense', words });
    // Fewer than 50 words start with it, so most of the answer comes from the substring search.
    await createTestCategory(t.db, { name: 'index-dense-prefix', words: [['vqdense start', 'начало']] });
    const expected = Array.from({ length: 49 }, (_, index) => `w${String(index + 1).padStart(5, '0')}vqdense`);
    expect(english(await search(t, 'vqdense'))).toEqual(['vqdense start', ...expected]);
    expect(english(await search(t, 'QDEN'))).toEqual(['vqdense start', ...expected]);
  });
});

describe('migration 0004 on a database that already holds words', () => {
  it('indexes the existing words, and the triggers keep up afterwards', async () => {
    const app = await createTestApp();
    try {
      const migration = wordSearchTrigrams(app.dialect);
      if (!migration.down) throw new Error('migration 0004 has no down()');
      await migration.down(app.db as unknown as Kysely<unknown>);
      const { id } = await createTestCategory(app.db, {
        name: 'before-index',
        words: [
          ['xvqexistingx', 'шщэСТАРЫЕэщш'],
          ['yvqexistingy', 'шщэстарыеэщш'],
        ],
      });
      await migration.up(app.db as unknown as Kysely<unknown>);

      expect(english(await search(app, 'vqexisting'))).toEqual(['xvqexistingx', 'yvqexistingy']);
      expect(english(await search(app, 'старые'))).toEqual(['xvqexistingx', 'yvqexistingy']);
      await createTestWords(app.db, id, [['zvqexistingz', 'новые']]);
      expect(english(await search(app, 'vqexisting'))).toEqual(['xvqexistingx', 'yvqexistingy', 'zvqexistingz']);
    } finally {
      await app.close();
    }
  });
});
