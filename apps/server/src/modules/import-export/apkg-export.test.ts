import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkgImportResponseSchema, type WordMedia } from '@slovo/shared';
import { readApkg } from '@slovo/shared/formats/apkg/index';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';

// Issue 34 §4 on either database: `format=apkg` on both exports gives an Anki package of the
// chosen categories, a deck each, the words' pictures and sounds inside; the project's own reader
// opens it, and importing it again brings the words back with their media.

let t: TestApp;
let sqlJs: SqlJsStatic;
let alice: TestUser;
let admin: TestUser;
let animals: TestCategory;
const MP3 = readFileSync(new URL('../../media-checks/test-files/one-second.mp3', import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  sqlJs = await initSqlJs();
  [alice, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
  animals = await createTestCategory(t.db, {
    user_id: alice.id,
    display_name: 'Animals',
    words: [
      ['cat', 'кошка'],
      ['dog', 'собака'],
    ],
  });
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c60' } })
    .png()
    .toBuffer();
  const put = (kind: 'image' | 'sound', body: Buffer) =>
    t.request('PUT', `/api/vocabulary/user/words/${animals.wordIds[0]}/${kind}`, { user: alice, payload: body });
  expect((await put('image', png)).statusCode).toBe(200);
  expect((await put('sound', MP3)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function download(user: TestUser, url: string): Promise<Uint8Array> {
  const response = await t.request('GET', url, { user });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/octet-stream');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.apkg"$/);
  return new Uint8Array(response.rawPayload);
}

describe('format=apkg', () => {
  it('gives the learner their category as a deck, the picture and sound inside, read back by the project’s reader', async () => {
    const bytes = await download(alice, `/api/vocabulary/user/categories/${animals.id}/export?format=apkg`);
    const contents = await readApkg(bytes, sqlJs);
    expect(contents.decks).toEqual(['Animals']);
    expect(
      contents.notes.map(({ english, russian, image, sound }) => [english, russian, image !== null, sound !== null]),
    ).toEqual([
      ['cat', 'кошка', true, true],
      ['dog', 'собака', false, false],
    ]);
    const [cat] = contents.notes;
    const stored = await t.db.selectFrom('media').select(['hash', 'data', 'content_type']).execute();
    const picture = stored.find((file) => file.content_type === 'image/webp')!;
    expect(Buffer.from(contents.media.get(cat!.image!)!).equals(Buffer.from(picture.data))).toBe(true);
    const recording = stored.find((file) => file.content_type === 'audio/mpeg')!;
    expect(Buffer.from(contents.media.get(cat!.sound!)!).equals(Buffer.from(recording.data))).toBe(true);
  });

  it('is imported again as the same words with their picture and sound', async () => {
    const bytes = await download(alice, `/api/vocabulary/user/categories/${animals.id}/export?format=apkg`);
    const bob = await t.registerUser();
    const response = await t.request('POST', '/api/vocabulary/user/import/apkg', {
      user: bob,
      payload: Buffer.from(bytes),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(apkgImportResponseSchema.parse(response.json()).totals.added).toBe(2);
    const words = Object.values(
      (await t.request('GET', '/api/vocabulary/user', { user: bob })).json<
        Record<string, Array<WordMedia & { english: string }>>
      >(),
    ).flat();
    const cat = words.find((word) => word.english === 'cat')!;
    expect(cat.sound).not.toBeNull();
    const picture = await t.request('GET', cat.image!, { user: bob });
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(300);
  });

  it('lets an admin export any selection, a deck per category; others get what they always got', async () => {
    const other = await createTestCategory(t.db, { display_name: 'Colours', words: [['red', 'красный']] });
    const list = await t.request('GET', '/api/vocabulary-admin/export?format=json', { user: admin });
    expect(list.statusCode).toBe(200);
    const names = [animals.name, other.name].join(',');
    const bytes = await download(admin, `/api/vocabulary-admin/export?categories=${encodeURIComponent(names)}&format=apkg`);
    const contents = await readApkg(bytes, sqlJs);
    expect([...contents.decks].sort()).toEqual(['Animals', 'Colours']);
    expect(contents.notes).toHaveLength(3);

    const bob = await t.registerUser();
    expectError(
      await t.request('GET', `/api/vocabulary/user/categories/${animals.id}/export?format=apkg`, { user: bob }),
      404,
      'Category not found',
    );
    expect((await t.request('GET', '/api/vocabulary-admin/export?format=apkg', { user: bob })).statusCode).toBe(403);
    expect(
      (await t.request('GET', `/api/vocabulary/user/categories/${animals.id}/export?format=zip`, { user: alice })).statusCode,
    ).toBe(400);
  });
});
