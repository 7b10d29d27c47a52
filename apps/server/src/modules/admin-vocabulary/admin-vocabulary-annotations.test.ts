import type { UserWordResponse } from '@slovo/shared';
import { ANNOTATION_MESSAGES, userWordResponseSchema } from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';

/**
 * Issue 32 §2: the admin editor's word routes take a word's details like the learner's, on any
 * word (system or a learner's), credited to 'editor'; learners and anonymous callers are refused.
 */

let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
});
afterAll(async () => {
  await t?.close();
});

const addWord = (user: TestUser | null, payload: unknown) => t.request('POST', '/api/vocabulary/words', { user, payload });
const editWord = (user: TestUser | null, id: number, payload: unknown) =>
  t.request('PUT', `/api/vocabulary/words/${id}`, { user, payload });

const stored = (id: number) =>
  t.db
    .selectFrom('words')
    .select(['russian', 'part_of_speech', 'stressed', 'annotations'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /vocabulary/words with details', () => {
  it("adds a system word with its stress and gender, credited to 'editor'", async () => {
    const system = await createTestCategory(t.db, { name: 'admin-details-add' });
    const response = await addWord(admin, {
      categoryName: system.name,
      english: 'water',
      russian: 'вода',
      stressed: 'вода́',
      gender: 'f',
      ipa: '/ˈwɔtɚ/',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(userWordResponseSchema.parse(response.json()).word).toMatchObject({
      russian: 'вода',
      stressed: 'вода́',
      gender: 'f',
      ipa: '/ˈwɔtɚ/',
      sources: { stressed: 'editor', gender: 'editor', ipa: 'editor' },
    });
  });

  it('refuses bad details (400), a learner (403) and an anonymous caller (401), adding nothing', async () => {
    const system = await createTestCategory(t.db, { name: 'admin-details-refused' });
    const word = { categoryName: system.name, english: 'water', russian: 'вода' };
    expectError(await addWord(admin, { ...word, stressed: 'во́дка' }), 400, ANNOTATION_MESSAGES.stressedMismatch);
    expectError(await addWord(admin, { ...word, gender: 'female' }), 400, ANNOTATION_MESSAGES.genderInvalid);
    expectError(await addWord(admin, { ...word, forms: { gen_sg: 'water' } }), 400, ANNOTATION_MESSAGES.formInvalid('gen_sg'));
    expectError(await addWord(alice, { ...word, stressed: 'вода́' }), 403, 'Admin access required');
    expectError(await addWord(null, { ...word, stressed: 'вода́' }), 401, 'Access token required');
    expect(await t.db.selectFrom('words').select('id').where('category_id', '=', system.id).execute()).toEqual([]);
  });
});

describe('PUT /vocabulary/words/{id} with details', () => {
  it("changes the details of a system word and of a learner's word", async () => {
    const system = await createTestCategory(t.db, { words: [['water', 'вода']] });
    const learners = await createTestCategory(t.db, { user_id: alice.id, words: [['to read', 'читать']] });
    const water = await editWord(admin, system.wordIds[0]!, { english: 'water', russian: 'вода', stressed: 'вода́', gender: 'f' });
    expect(water.statusCode, water.body).toBe(200);
    expect(water.json<UserWordResponse>().word).toMatchObject({
      stressed: 'вода́',
      sources: { stressed: 'editor', gender: 'editor' },
    });
    const read = await editWord(admin, learners.wordIds[0]!, {
      english: 'to read',
      russian: 'читать',
      part_of_speech: 'verb',
      aspect: 'impf',
      aspect_partner: 'прочитать',
    });
    expect(read.statusCode, read.body).toBe(200);
    const row = await stored(learners.wordIds[0]!);
    expect(row.part_of_speech).toBe('verb');
    expect(JSON.parse(row.annotations!)).toEqual({
      aspect: 'impf',
      aspect_partner: 'прочитать',
      sources: { aspect: 'editor', aspect_partner: 'editor' },
    });
  });

  it('refuses bad details (400), a learner even on their own word (403) and an anonymous caller (401), changing nothing', async () => {
    const learners = await createTestCategory(t.db, { user_id: alice.id, words: [['water', 'вода']] });
    const id = learners.wordIds[0]!;
    const word = { english: 'water', russian: 'вода' };
    expectError(await editWord(admin, id, { ...word, stressed: 'вода' }), 400, ANNOTATION_MESSAGES.stressedUnmarked);
    expectError(await editWord(admin, id, { ...word, aspect: 'both' }), 400, ANNOTATION_MESSAGES.aspectInvalid);
    expectError(await editWord(admin, id, { ...word, ipa: 'water' }), 400, ANNOTATION_MESSAGES.ipaInvalid);
    expectError(await editWord(alice, id, { ...word, stressed: 'вода́' }), 403, 'Admin access required');
    expectError(await editWord(null, id, { ...word, stressed: 'вода́' }), 401, 'Access token required');
    expect(await stored(id)).toEqual({ russian: 'вода', part_of_speech: 'noun', stressed: null, annotations: null });
  });
});
