import type { UserWordResponse } from '@slovo/shared';
import {
  ANNOTATION_MESSAGES,
  batchAddWordsResponseSchema,
  categoryWordsResponseSchema,
  userWordResponseSchema,
} from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';

/**
 * Issue 32 §2 "People correct it": the word details (stress, gender, animacy, aspect and partner,
 * forms, IPA, English forms) through the learner's add, edit and batch routes. Every fact a person
 * sends is credited to 'editor'; a learner changes only their own words (another's answers 404
 * like a missing one), an admin any word.
 */

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const addWord = (user: TestUser | null, payload: unknown) => t.request('POST', '/api/vocabulary/user/words', { user, payload });
const editWord = (user: TestUser | null, id: number, payload: unknown) =>
  t.request('PUT', `/api/vocabulary/user/words/${id}`, { user, payload });
const addBatch = (user: TestUser | null, payload: unknown) =>
  t.request('POST', '/api/vocabulary/user/words/batch', { user, payload });

const own = (user: TestUser, spec: Parameters<typeof createTestCategory>[1] = {}): Promise<TestCategory> =>
  createTestCategory(t.db, { user_id: user.id, ...spec });

/** The stored columns of one word (annotations parsed). */
async function stored(id: number) {
  const row = await t.db
    .selectFrom('words')
    .select(['english', 'russian', 'part_of_speech', 'stressed', 'annotations'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, annotations: row.annotations === null ? null : (JSON.parse(row.annotations) as Record<string, unknown>) };
}

/** Every fact a person may set, as a request sends them for "молоко" / "milk". */
const MILK_DETAILS = {
  stressed: 'молоко́',
  gender: 'n',
  animate: false,
  forms: { gen_sg: 'молока́' },
  ipa: '/ˈmɪlk/',
  english_forms: { plural: 'milks' },
};
const EDITOR_SOURCES = {
  stressed: 'editor',
  gender: 'editor',
  animate: 'editor',
  forms: 'editor',
  ipa: 'editor',
  english_forms: 'editor',
};

/** The bad inputs of every route, with the 400 each answers. */
const BAD_DETAILS: [string, Record<string, unknown>, string][] = [
  ['a stressed form of another word', { stressed: 'ко́шка' }, ANNOTATION_MESSAGES.stressedMismatch],
  ['a stressed form without a mark', { stressed: 'молоко' }, ANNOTATION_MESSAGES.stressedUnmarked],
  ['a gender that is not m, f, n or pl', { gender: 'x' }, ANNOTATION_MESSAGES.genderInvalid],
  ['an aspect that is not impf or pf', { aspect: 'perfect' }, ANNOTATION_MESSAGES.aspectInvalid],
  ['animate that is not a boolean', { animate: 'yes' }, ANNOTATION_MESSAGES.animateInvalid],
  ['a form that is not a Russian word', { forms: { gen_sg: 'milk' } }, ANNOTATION_MESSAGES.formInvalid('gen_sg')],
  ['a form key that does not exist', { forms: { dative: 'молоку' } }, ANNOTATION_MESSAGES.formsInvalid],
  ['an aspect partner that is not a Russian word', { aspect_partner: 'do' }, ANNOTATION_MESSAGES.partnerInvalid],
  ['IPA without slashes', { ipa: 'mɪlk' }, ANNOTATION_MESSAGES.ipaInvalid],
  [
    'an English form that is not English',
    { english_forms: { plural: 'молоко' } },
    ANNOTATION_MESSAGES.englishFormInvalid('plural'),
  ],
];

describe('POST /vocabulary/user/words with details', () => {
  it("stores every fact sent beside the bare sides, each credited to 'editor', and answers them flat", async () => {
    const category = await own(alice);
    const response = await addWord(alice, { categoryName: category.name, english: 'milk', russian: 'молоко', ...MILK_DETAILS });
    expect(response.statusCode, response.body).toBe(201);
    const { word } = userWordResponseSchema.parse(response.json());
    expect(word).toMatchObject({ english: 'milk', russian: 'молоко', ...MILK_DETAILS, sources: EDITOR_SOURCES });
    expect(await stored(word.id)).toEqual({
      english: 'milk',
      russian: 'молоко',
      part_of_speech: 'noun',
      stressed: 'молоко́',
      annotations: {
        gender: 'n',
        animate: false,
        forms: { gen_sg: 'молока́' },
        ipa: '/ˈmɪlk/',
        english_forms: { plural: 'milks' },
        sources: EDITOR_SOURCES,
      },
    });
    // The words route every list reads carries them too.
    const listed = await t.request('GET', `/api/vocabulary/category/${category.name}`, { user: alice });
    expect(categoryWordsResponseSchema.parse(listed.json()).words).toMatchObject([
      { russian: 'молоко', stressed: 'молоко́', gender: 'n' },
    ]);
  });

  it('takes stress marks typed into the Russian side as the stressed form, the side stored bare', async () => {
    const category = await own(alice);
    const response = await addWord(alice, { categoryName: category.name, english: 'polar bear', russian: 'бе́лый медве́дь' });
    expect(response.statusCode, response.body).toBe(201);
    const { word } = response.json<UserWordResponse>();
    expect(word).toMatchObject({ russian: 'белый медведь', stressed: 'бе́лый медве́дь', sources: { stressed: 'editor' } });
  });

  it.each(BAD_DETAILS)('refuses %s with 400, adding nothing', async (_, details, error) => {
    const category = await own(alice);
    expectError(
      await addWord(alice, { categoryName: category.name, english: 'milk', russian: 'молоко', ...details }),
      400,
      error,
    );
    expect(await t.db.selectFrom('words').select('id').where('category_id', '=', category.id).execute()).toEqual([]);
  });

  it("answers 404 for another learner's category and 401 without a token; an admin adds details anywhere", async () => {
    const bobs = await own(bob);
    const payload = { categoryName: bobs.name, english: 'milk', russian: 'молоко', ...MILK_DETAILS };
    expectError(await addWord(alice, payload), 404, 'Category not found');
    expectError(await addWord(null, payload), 401, 'Access token required');
    const response = await addWord(admin, payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UserWordResponse>().word).toMatchObject({ stressed: 'молоко́', sources: EDITOR_SOURCES });
  });
});

describe('PUT /vocabulary/user/words/{id} with details', () => {
  it("sets, keeps and clears facts: what is sent is credited to 'editor', absent keeps, null clears", async () => {
    const category = await own(alice, { words: [['milk', 'молоко']] });
    const id = category.wordIds[0]!;
    const set = await editWord(alice, id, { english: 'milk', russian: 'молоко', stressed: 'молоко́', gender: 'n' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<UserWordResponse>().word).toMatchObject({
      stressed: 'молоко́',
      gender: 'n',
      sources: { stressed: 'editor', gender: 'editor' },
    });

    // Absent keeps them; a new fact joins them.
    await editWord(alice, id, { english: 'milk', russian: 'молоко', ipa: '/ˈmɪlk/' });
    expect(await stored(id)).toMatchObject({ stressed: 'молоко́', annotations: { gender: 'n', ipa: '/ˈmɪlk/' } });

    // Null clears one; the others stay.
    const cleared = await editWord(alice, id, { english: 'milk', russian: 'молоко', gender: null });
    expect(cleared.json<UserWordResponse>().word).not.toHaveProperty('gender');
    expect(await stored(id)).toEqual({
      english: 'milk',
      russian: 'молоко',
      part_of_speech: 'noun',
      stressed: 'молоко́',
      annotations: { ipa: '/ˈmɪlk/', sources: { stressed: 'editor', ipa: 'editor' } },
    });
  });

  it('changes the part of speech when sent (a verb added as the default noun), keeps it when not', async () => {
    const category = await own(alice, { words: [['to do', 'делать']] });
    const id = category.wordIds[0]!;
    const response = await editWord(alice, id, {
      english: 'to do',
      russian: 'делать',
      part_of_speech: 'Verb',
      aspect: 'impf',
      aspect_partner: 'сде́лать',
      forms: { sg1: 'де́лаю', past_f: 'де́лала' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserWordResponse>().word).toMatchObject({
      part_of_speech: 'verb',
      aspect: 'impf',
      aspect_partner: 'сде́лать',
      forms: { sg1: 'де́лаю', past_f: 'де́лала' },
    });
    await editWord(alice, id, { english: 'to do', russian: 'делать' });
    expect(await stored(id)).toMatchObject({ part_of_speech: 'verb', annotations: { aspect: 'impf' } });
    expectError(
      await editWord(alice, id, { english: 'to do', russian: 'делать', part_of_speech: 'thing' }),
      400,
      'part_of_speech must be one of noun, verb, adjective, adverb, preposition, pronoun, conjunction, interjection',
    );
  });

  it("confirming a suggested fact (sending its value) records it as 'editor'; other sources stay", async () => {
    const category = await own(alice, { words: [['cat', 'кошка']] });
    const id = category.wordIds[0]!;
    await t.db
      .updateTable('words')
      .set({
        stressed: 'ко́шка',
        annotations: JSON.stringify({
          gender: 'f',
          animate: true,
          sources: { stressed: 'suggested', gender: 'suggested', animate: 'dictionary:az@0.2.3' },
        }),
      })
      .where('id', '=', id)
      .execute();
    const response = await editWord(alice, id, { english: 'cat', russian: 'кошка', stressed: 'ко́шка' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserWordResponse>().word.sources).toEqual({
      stressed: 'editor',
      gender: 'suggested',
      animate: 'dictionary:az@0.2.3',
    });
  });

  it('drops the facts of a side the edit changes unless it sends them again', async () => {
    const category = await own(alice, { words: [['flour', 'мука']] });
    const id = category.wordIds[0]!;
    await editWord(alice, id, { english: 'flour', russian: 'мука', stressed: 'мука́', gender: 'f', ipa: '/ˈflaʊɚ/' });
    // A new Russian side: its old stress and gender no longer hold; the English facts stay.
    await editWord(alice, id, { english: 'flour', russian: 'мучица' });
    expect(await stored(id)).toMatchObject({ stressed: null, annotations: { ipa: '/ˈflaʊɚ/', sources: { ipa: 'editor' } } });
    // Sent with the new side, they are kept.
    await editWord(alice, id, { english: 'flour', russian: 'мука', stressed: 'мука́', gender: 'f' });
    expect(await stored(id)).toMatchObject({ stressed: 'мука́', annotations: { gender: 'f', ipa: '/ˈflaʊɚ/' } });
  });

  it.each(BAD_DETAILS)('refuses %s with 400, changing nothing', async (_, details, error) => {
    const category = await own(alice, { words: [['milk', 'молоко']] });
    const id = category.wordIds[0]!;
    await editWord(alice, id, { english: 'milk', russian: 'молоко', gender: 'n' });
    const before = await stored(id);
    expectError(await editWord(alice, id, { english: 'milk', russian: 'молоко', ...details }), 400, error);
    expect(await stored(id)).toEqual(before);
  });

  it("answers 404 when a learner changes another learner's word (like a missing one), 401 without a token", async () => {
    const bobs = await own(bob, { privacy: 'shared', words: [['milk', 'молоко']] });
    const id = bobs.wordIds[0]!;
    const before = await stored(id);
    expectError(await editWord(alice, id, { english: 'milk', russian: 'молоко', stressed: 'молоко́' }), 404, 'Word not found');
    expectError(await editWord(null, id, { english: 'milk', russian: 'молоко', gender: 'n' }), 401, 'Access token required');
    expect(await stored(id)).toEqual(before);
  });

  it("lets an admin change any learner's word's details, credited to 'editor'", async () => {
    const bobs = await own(bob, { words: [['milk', 'молоко']] });
    const id = bobs.wordIds[0]!;
    const response = await editWord(admin, id, { english: 'milk', russian: 'молоко', ...MILK_DETAILS });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(id)).annotations).toMatchObject({ gender: 'n', sources: EDITOR_SOURCES });
  });
});

describe('POST /vocabulary/user/words/batch with details', () => {
  it("stores each pair's facts, credited to 'editor'; a pair whose stressed form is not its word is skipped as invalid", async () => {
    const category = await own(alice);
    const response = await addBatch(alice, {
      categoryId: category.id,
      pairs: [
        { english: 'milk', russian: 'молоко', ...MILK_DETAILS },
        {
          english: 'to read',
          russian: 'читать',
          part_of_speech: 'verb',
          aspect: 'impf',
          aspect_partner: 'прочита́ть',
          stressed: 'чита́ть',
        },
        { english: 'cat', russian: 'кошка', stressed: 'соба́ка' },
        { english: 'house', russian: 'до́м' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = batchAddWordsResponseSchema.parse(response.json());
    expect(body.added).toBe(3);
    expect(body.skipped).toEqual([{ index: 2, english: 'cat', russian: 'кошка', reason: 'invalid' }]);
    const [milk, read, house] = body.words;
    expect(milk).toMatchObject({ stressed: 'молоко́', gender: 'n', sources: EDITOR_SOURCES });
    expect(read).toMatchObject({
      part_of_speech: 'verb',
      stressed: 'чита́ть',
      aspect: 'impf',
      aspect_partner: 'прочита́ть',
      sources: { stressed: 'editor', aspect: 'editor', aspect_partner: 'editor' },
    });
    // A one-syllable word needs no mark: the mark typed on it is dropped, the word stays bare.
    expect(house).toMatchObject({ russian: 'дом' });
    expect(await stored(read!.id)).toMatchObject({ stressed: 'чита́ть', annotations: { aspect: 'impf' } });
  });

  it.each(BAD_DETAILS.filter(([, details]) => !('stressed' in details)))(
    'refuses a batch with %s (400), adding nothing',
    async (_, details, error) => {
      const category = await own(alice);
      expectError(
        await addBatch(alice, { categoryId: category.id, pairs: [{ english: 'milk', russian: 'молоко', ...details }] }),
        400,
        error,
      );
      expect(await t.db.selectFrom('words').select('id').where('category_id', '=', category.id).execute()).toEqual([]);
    },
  );

  it('answers 400 when the only pair has a stressed form of another word', async () => {
    const category = await own(alice);
    expectError(
      await addBatch(alice, { categoryId: category.id, pairs: [{ english: 'milk', russian: 'молоко', stressed: 'ко́шка' }] }),
      400,
      'Please enter at least one valid word pair',
    );
  });

  it("answers 404 for another learner's category and 401 without a token; an admin adds details anywhere", async () => {
    const bobs = await own(bob);
    const payload = { categoryId: bobs.id, pairs: [{ english: 'milk', russian: 'молоко', ...MILK_DETAILS }] };
    expectError(await addBatch(alice, payload), 404, 'Category not found');
    expectError(await addBatch(null, payload), 401, 'Access token required');
    const response = await addBatch(admin, payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(batchAddWordsResponseSchema.parse(response.json()).words).toMatchObject([{ gender: 'n', sources: EDITOR_SOURCES }]);
  });
});
