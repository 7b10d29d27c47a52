import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_EXPORT_MESSAGES, type ImportVocabularyResponse, type WordMedia } from '@slovo/shared';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory } from '../../test';

// Issue 34 §4: the admin's JSON file carries a word's picture and sound as references to the
// stored files ("sha256:<hex>"); an import restores a reference whose file this server holds and
// says how many it could not.

let t: TestApp;
let admin: TestUser;
let system: TestCategory;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  system = await createTestCategory(t.db, {
    name: 'media-refs',
    words: [
      ['cat', 'кошка'],
      ['dog', 'собака'],
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

async function putPicture(wordId: number): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#964' } })
    .png()
    .toBuffer();
  const response = await t.request('PUT', `/api/vocabulary/words/${wordId}/image`, {
    user: admin,
    payload: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WordMedia>().image!.split('/').pop()!;
}

describe('media references in the JSON vocabulary file', () => {
  it('are written by the export and restored by an import where the file is stored; the others are reported', async () => {
    const hash = await putPicture(system.wordIds[0]!);
    const exported = await t.request('GET', '/api/vocabulary-admin/export?format=json', { user: admin });
    expect(exported.statusCode).toBe(200);
    const file = JSON.parse(exported.body) as { categories: Array<{ name: string; words: Array<Record<string, unknown>> }> };
    const words = file.categories.find((category) => category.name === 'media-refs')!.words;
    expect(words.find((word) => word['english'] === 'cat')).toMatchObject({ image: `sha256:${hash}` });
    expect(words.find((word) => word['english'] === 'dog')).not.toHaveProperty('image');

    const response = await t.request('POST', '/api/vocabulary-admin/import', {
      user: admin,
      payload: {
        categories: [
          {
            name: 'media-refs-copy',
            words: [
              { english: 'cat', russian: 'кошка', image: `sha256:${hash}` },
              { english: 'owl', russian: 'сова', sound: `sha256:${'e'.repeat(64)}` },
              { english: 'fox', russian: 'лиса', image: 'cat.jpg' },
            ],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportVocabularyResponse>();
    expect(result.imported.words).toBe(2);
    expect(result.errors.some((error) => error.includes(IMPORT_EXPORT_MESSAGES.mediaNotStored(1)))).toBe(true);
    expect(result.errors.some((error) => error.includes(IMPORT_EXPORT_MESSAGES.mediaReferenceInvalid('image')))).toBe(true);

    const copy = (await t.request('GET', '/api/vocabulary/category/media-refs-copy')).json<{
      words: Array<WordMedia & { english: string }>;
    }>();
    expect(copy.words.find((word) => word.english === 'cat')).toMatchObject({ image: `/api/media/${hash}`, sound: null });
    expect(copy.words.find((word) => word.english === 'owl')).toMatchObject({ image: null, sound: null });
    expect(copy.words.some((word) => word.english === 'fox')).toBe(false);
  });
});
