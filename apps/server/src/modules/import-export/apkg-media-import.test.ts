import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNER_IMPORT_MESSAGES, MEDIA_MESSAGES, apkgImportResponseSchema, type WordMedia } from '@slovo/shared';
import type { FixtureNote } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import type { TestApp, TestUser } from '../../test';
import { categoriesOfUser, createTestApp, installPoisonTrigger } from '../../test';

// Issue 34 §2 on either database: an .apkg import keeps the pictures and sounds its notes name,
// checked and re-encoded like an upload, stored once, within the learner's quota, in the import's
// one transaction; what it leaves out is said.

let t: TestApp;
let sqlJs: SqlJsStatic;
let png: Buffer;
const MP3 = readFileSync(new URL('../../media-checks/test-files/one-second.mp3', import.meta.url));
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  t = await createTestApp();
  sqlJs = await initSqlJs();
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

function packageOf(notes: FixtureNote[], files: Record<string, Uint8Array>) {
  const names = Object.keys(files);
  return zipPackage({
    'collection.anki2': schema11Collection(sqlJs, { notes }),
    media: JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), name]))),
    ...Object.fromEntries(names.map((name, index) => [String(index), files[name]!])),
  });
}

const PACKAGE_NOTES: FixtureNote[] = [
  { fields: ['cat<img src="cat.png">', 'кошка[sound:cat.mp3]'] },
  { fields: ['kitten<img src="cat.png">', 'котёнок'] },
  { fields: ['ghost<img src="ghost.svg">', 'призрак'] },
  { fields: ['dog', 'собака'] },
];

async function importAs(app: TestApp, user: TestUser, bytes: Uint8Array) {
  const response = await app.request('POST', '/api/vocabulary/user/import/apkg', {
    user,
    payload: Buffer.from(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });
  return response;
}

async function wordsOf(app: TestApp, user: TestUser) {
  const mine = (await app.request('GET', '/api/vocabulary/user', { user })).json<
    Record<string, Array<WordMedia & { english: string }>>
  >();
  return Object.values(mine).flat();
}

describe('an .apkg with pictures and sounds', () => {
  it('gives the words their picture and sound, re-encoded and stored once; a file that fails the check is left out and said', async () => {
    const learner = await t.registerUser();
    const response = await importAs(t, learner, packageOf(PACKAGE_NOTES, { 'cat.png': png, 'cat.mp3': MP3, 'ghost.svg': SVG }));
    expect(response.statusCode, response.body).toBe(201);
    const body = apkgImportResponseSchema.parse(response.json());
    expect(body.totals).toEqual({ notes: 4, added: 4, skipped: 0 });
    expect(body.notices).toEqual([
      LEARNER_IMPORT_MESSAGES.mediaKept(2),
      LEARNER_IMPORT_MESSAGES.mediaRefused(1, MEDIA_MESSAGES.imageType),
    ]);

    const words = await wordsOf(t, learner);
    const byEnglish = Object.fromEntries(words.map((word) => [word.english, word]));
    expect(byEnglish['cat']!.image).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    expect(byEnglish['cat']!.sound).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    expect(byEnglish['kitten']!.image).toBe(byEnglish['cat']!.image);
    expect([byEnglish['ghost']!.image, byEnglish['dog']!.image, byEnglish['dog']!.sound]).toEqual([null, null, null]);

    const picture = await t.request('GET', byEnglish['cat']!.image!, { user: learner });
    expect(picture.headers['content-type']).toBe('image/webp');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 341]);
    const sound = await t.request('GET', byEnglish['cat']!.sound!, { user: learner });
    expect(sound.headers['content-type']).toBe('audio/mpeg');
    expect(sound.rawPayload.equals(MP3)).toBe(false); // made anew, as an upload is
    // The learner's category is private: its files are not everyone's.
    const other = await t.registerUser();
    expect((await t.request('GET', byEnglish['cat']!.image!, { user: other })).statusCode).toBe(404);
  });

  it('writes nothing, files included, when the import fails part-way', async () => {
    const learner = await t.registerUser();
    const mediaBefore = await t.db.selectFrom('media').select('hash').execute();
    const remove = await installPoisonTrigger(t.db, t.dialect, 'apkg_media_poison');
    try {
      const poisoned = packageOf([{ fields: ['bird<img src="bird.png">', 'птица'] }, { fields: ['poison', 'яд'] }], {
        'bird.png': await sharp({ create: { width: 30, height: 30, channels: 3, background: '#f0f' } })
          .png()
          .toBuffer(),
      });
      expect((await importAs(t, learner, poisoned)).statusCode).toBe(500);
    } finally {
      await remove();
    }
    expect(await categoriesOfUser(t.db, learner.id)).toEqual([]);
    expect(await t.db.selectFrom('media').select('hash').execute()).toEqual(mediaBefore);
  });

  it('keeps the words and leaves the files out past the learner’s quota, saying so; an admin has none', async () => {
    const tight = await createTestApp({ config: { mediaQuotaMb: 0 } });
    try {
      const [learner, admin] = [await tight.registerUser(), await tight.createAdmin()];
      const bytes = packageOf(PACKAGE_NOTES.slice(0, 2), { 'cat.png': png, 'cat.mp3': MP3 });
      const response = await importAs(tight, learner, bytes);
      expect(response.statusCode, response.body).toBe(201);
      expect(apkgImportResponseSchema.parse(response.json()).notices).toEqual([LEARNER_IMPORT_MESSAGES.mediaOverQuota(2, 0)]);
      expect((await wordsOf(tight, learner)).map((word) => [word.english, word.image, word.sound])).toEqual([
        ['cat', null, null],
        ['kitten', null, null],
      ]);
      const byAdmin = await importAs(tight, admin, bytes);
      expect(apkgImportResponseSchema.parse(byAdmin.json()).notices).toEqual([LEARNER_IMPORT_MESSAGES.mediaKept(2)]);
    } finally {
      await tight.close();
    }
  });
});
