import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, MY_VOCABULARY_MESSAGES, type WordMedia } from '@slovo/shared';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';

// Issue 34 §1 and §5 through the API, on either database: a word's picture and sound are put,
// replaced and removed by whoever may change the word; stored once per content; gone with their
// last word; served with their own type, an ETag and immutable caching, only to those who may
// see a word that uses them; a learner's files stop at the quota.

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let aliceWords: TestCategory;
let system: TestCategory;

const QUOTA_MB = 1;

beforeAll(async () => {
  t = await createTestApp({ config: { mediaQuotaMb: QUOTA_MB } });
  [alice, bob, admin] = await Promise.all([t.registerUser(), t.registerUser(), t.createAdmin()]);
  aliceWords = await createTestCategory(t.db, { user_id: alice.id, words: 6 });
  system = await createTestCategory(t.db, { words: 2 });
});
afterAll(async () => {
  await t?.close();
});

const sound = (name: string) => readFileSync(new URL(`../../media-checks/test-files/${name}`, import.meta.url));
async function picture(colour: string, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const put = (user: TestUser | null, path: string, body: Buffer, type = 'application/octet-stream') =>
  t.request('PUT', path, { user, payload: body, headers: { 'content-type': type } });
const own = (id: number, kind: 'image' | 'sound') => `/api/vocabulary/user/words/${id}/${kind}`;
const anyWord = (id: number, kind: 'image' | 'sound') => `/api/vocabulary/words/${id}/${kind}`;
const mediaRows = () => t.db.selectFrom('media').select(['hash', 'kind', 'content_type']).execute();
const fetchMedia = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  t.request('GET', url, { user, headers });

describe('PUT a word’s picture and sound', () => {
  it('stores a picture as WebP and a sound as a new MP3, answers their URLs, and every word answer shows them', async () => {
    const [wordId] = aliceWords.wordIds;
    const image = await put(alice, own(wordId!, 'image'), await picture('#c33'), 'image/png');
    expect(image.statusCode, image.body).toBe(200);
    const media = image.json<WordMedia>();
    expect(media).toEqual({ image: expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}$/), sound: null });

    const spoken = await put(alice, own(wordId!, 'sound'), sound('one-second.mp3'), 'audio/mpeg');
    expect(spoken.statusCode, spoken.body).toBe(200);
    const both = spoken.json<WordMedia>();
    expect(both.image).toBe(media.image);
    expect(both.sound).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);

    const mine = (await t.request('GET', '/api/vocabulary/user', { user: alice })).json<
      Record<string, Array<WordMedia & { id: number }>>
    >();
    expect(mine[aliceWords.name]!.find((word) => word.id === wordId)).toMatchObject(both);

    const served = await fetchMedia(media.image!, alice);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['etag']).toBe(`"${media.image!.split('/').pop()}"`);
    const again = await fetchMedia(media.image!, alice, { 'if-none-match': String(served.headers['etag']) });
    expect(again.statusCode).toBe(304);
    const audio = await fetchMedia(both.sound!, alice);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.equals(sound('one-second.mp3'))).toBe(false);
    // It starts with an MPEG audio frame's sync bits: no tag, nothing of the upload's container.
    expect([audio.rawPayload[0], audio.rawPayload[1]! & 0xe0]).toEqual([0xff, 0xe0]);
  });

  it('stores identical files once, and deletes a file with the last word that used it', async () => {
    const [, first, second] = aliceWords.wordIds;
    const same = await picture('#3c3');
    const a = (await put(alice, own(first!, 'image'), same)).json<WordMedia>();
    const b = (await put(alice, own(second!, 'image'), same)).json<WordMedia>();
    expect(a.image).toBe(b.image);
    const hash = a.image!.split('/').pop()!;
    const count = async () => (await mediaRows()).filter((row) => row.hash === hash).length;
    expect(await count()).toBe(1);

    expect((await t.request('DELETE', own(first!, 'image'), { user: alice })).json()).toEqual({ image: null, sound: null });
    expect(await count()).toBe(1);
    // The last user goes (a word delete, here): the file goes with it.
    expect((await t.request('DELETE', `/api/vocabulary/user/words/${second}`, { user: alice })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('replaces a picture: the old file goes when nothing else uses it', async () => {
    const wordId = aliceWords.wordIds[3]!;
    const old = (await put(alice, own(wordId, 'image'), await picture('#33c'))).json<WordMedia>();
    const replaced = (await put(alice, own(wordId, 'image'), await picture('#cc3'))).json<WordMedia>();
    expect(replaced.image).not.toBe(old.image);
    const hashes = (await mediaRows()).map((row) => row.hash);
    expect(hashes).toContain(replaced.image!.split('/').pop());
    expect(hashes).not.toContain(old.image!.split('/').pop());
  });

  it('goes with a deleted category too (the cascade)', async () => {
    const doomed = await createTestCategory(t.db, { user_id: alice.id, words: 1 });
    const media = (await put(alice, own(doomed.wordIds[0]!, 'sound'), sound('one-second.wav'))).json<WordMedia>();
    const hash = media.sound!.split('/').pop()!;
    expect((await mediaRows()).some((row) => row.hash === hash)).toBe(true);
    expect((await t.request('DELETE', `/api/vocabulary/user/categories/${doomed.id}`, { user: alice })).statusCode).toBe(200);
    expect((await mediaRows()).some((row) => row.hash === hash)).toBe(false);
  });

  it('refuses what is not a picture or sound, with the rule, and changes nothing', async () => {
    const wordId = aliceWords.wordIds[4]!;
    const before = await mediaRows();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(await put(alice, own(wordId, 'image'), svg, 'image/svg+xml'), 400, MEDIA_MESSAGES.imageType);
    expectError(await put(alice, own(wordId, 'sound'), await picture('#000'), 'audio/mpeg'), 400, MEDIA_MESSAGES.soundType);
    expectError(await put(alice, own(wordId, 'sound'), sound('twenty-seconds.mp3')), 400, MEDIA_MESSAGES.soundTooLong);
    expectError(await put(alice, own(wordId, 'image'), Buffer.alloc(3 * 1024 * 1024, 1)), 413, MEDIA_MESSAGES.imageTooLarge);
    expect((await t.request('PUT', own(wordId, 'image'), { user: alice, payload: { image: 'x' } })).statusCode).toBe(415);
    expect((await put(alice, `/api/vocabulary/user/words/${wordId}/video`, await picture('#000'))).statusCode).toBe(400);
    expect((await put(alice, `/api/vocabulary/user/words/abc/image`, await picture('#000'))).statusCode).toBe(400);
    // Past the id columns' range: refused as every word route refuses it, not a database error.
    expect((await t.request('DELETE', '/api/vocabulary/user/words/2147483648/sound', { user: alice })).statusCode).toBe(400);
    expect(await mediaRows()).toEqual(before);
  });

  it('is refused to anonymous callers (401), to another learner (404 as if missing) and on the admin route to a learner (403)', async () => {
    const wordId = aliceWords.wordIds[5]!;
    const png = await picture('#abc');
    expect((await put(null, own(wordId, 'image'), png)).statusCode).toBe(401);
    expectError(await put(bob, own(wordId, 'image'), png), 404, MY_VOCABULARY_MESSAGES.wordNotFound);
    expect((await t.request('DELETE', own(wordId, 'image'), { user: bob })).statusCode).toBe(404);
    expect((await put(alice, anyWord(wordId, 'image'), png)).statusCode).toBe(403);
    expectError(await put(alice, own(system.wordIds[0]!, 'image'), png), 404, MY_VOCABULARY_MESSAGES.wordNotFound);
  });

  it('lets an admin give a system word a picture everyone may fetch, signed in or not', async () => {
    const response = await put(admin, anyWord(system.wordIds[0]!, 'image'), await picture('#def'));
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json<WordMedia>();
    expect((await fetchMedia(image!, null)).statusCode).toBe(200);
    expect((await fetchMedia(image!, bob)).statusCode).toBe(200);
    const words = (await t.request('GET', `/api/vocabulary/category/${system.name}`)).json<{ words: WordMedia[] }>();
    expect(words.words.some((word) => word.image === image)).toBe(true);
  });
});

describe('GET /api/media/{hash}', () => {
  it('serves a private word’s file to its owner and admins only; others get 404', async () => {
    const privateWords = await createTestCategory(t.db, { user_id: bob.id, words: 1, privacy: 'private' });
    const { image } = (await put(bob, own(privateWords.wordIds[0]!, 'image'), await picture('#123'))).json<WordMedia>();
    expect((await fetchMedia(image!, bob)).statusCode).toBe(200);
    expect((await fetchMedia(image!, admin)).statusCode).toBe(200);
    expectError(await fetchMedia(image!, alice), 404, MEDIA_MESSAGES.notFound);
    expectError(await fetchMedia(image!, null), 404, MEDIA_MESSAGES.notFound);
    // Shared, it is everyone's.
    const shared = await t.request('PUT', `/api/vocabulary/user/categories/${privateWords.id}/privacy`, {
      user: bob,
      payload: { privacy: 'shared' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await fetchMedia(image!, alice)).statusCode).toBe(200);
    expect((await fetchMedia(image!, null)).statusCode).toBe(200);
    // Private again: nobody else gets it, though it was just served (and kept) as everyone's.
    const unshared = await t.request('PUT', `/api/vocabulary/user/categories/${privateWords.id}/privacy`, {
      user: bob,
      payload: { privacy: 'private' },
    });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expectError(await fetchMedia(image!, alice), 404, MEDIA_MESSAGES.notFound);
    expect((await fetchMedia(image!, bob)).statusCode).toBe(200);
  });

  it('reads the media cookie an <img> sends, as the sign-in set it', async () => {
    const login = await t.request('POST', '/api/auth/login', { payload: { username: bob.username, password: bob.password } });
    const cookie = login.cookies.find((c) => c.name === 'mediaAccess');
    expect(cookie).toMatchObject({ path: '/api/media', httpOnly: true, sameSite: 'Strict' });
    const privateWords = await createTestCategory(t.db, { user_id: bob.id, words: 1, privacy: 'private' });
    const { sound: url } = (await put(bob, own(privateWords.wordIds[0]!, 'sound'), sound('one-second.ogg'))).json<WordMedia>();
    const viaCookie = await t.app.inject({ method: 'GET', url: url!, cookies: { mediaAccess: cookie!.value } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.headers['content-type']).toBe('audio/mpeg');
    const forged = await t.app.inject({ method: 'GET', url: url!, cookies: { mediaAccess: 'not-a-token' } });
    expect(forged.statusCode).toBe(404);
  });

  it('answers 400 for a malformed hash and 404 for an unknown one', async () => {
    expect((await fetchMedia('/api/media/not-a-hash', alice)).statusCode).toBe(400);
    const unknown = await fetchMedia(`/api/media/${'0'.repeat(64)}`, alice);
    expect(unknown.statusCode).toBe(404);
    expect(String(unknown.headers['cache-control'])).not.toContain('immutable');
  });
});

describe('the quota', () => {
  it('refuses a learner’s file past MEDIA_QUOTA_MB with 413 and its message; a file they have costs nothing; admins are exempt', async () => {
    const carol = await t.registerUser();
    const words = await createTestCategory(t.db, { user_id: carol.id, words: 12 });
    // Noise hardly compresses: each picture is a few hundred kB even as WebP.
    const noisy = (seed: number) =>
      sharp(Buffer.from(Array.from({ length: 512 * 512 * 3 }, (_, i) => (i * 7919 + seed * 104_729 + ((i * seed) % 97)) % 251)), {
        raw: { width: 512, height: 512, channels: 3 },
      })
        .png()
        .toBuffer();
    const storedSize = async (media: WordMedia) =>
      Number(
        (
          await t.db
            .selectFrom('media')
            .select('byte_size')
            .where('hash', '=', media.image!.split('/').pop()!)
            .executeTakeFirstOrThrow()
        ).byte_size,
      );
    let used = 0;
    let refused: { seed: number; response: Awaited<ReturnType<typeof put>> } | null = null;
    for (let seed = 1; seed <= 10 && refused === null; seed += 1) {
      const response = await put(carol, own(words.wordIds[seed]!, 'image'), await noisy(seed));
      if (response.statusCode === 200) used += await storedSize(response.json<WordMedia>());
      else refused = { seed, response };
    }
    expect(refused).not.toBeNull();
    expectError(refused!.response, 413, MEDIA_MESSAGES.quota(QUOTA_MB));
    expect(used).toBeLessThanOrEqual(QUOTA_MB * 1024 * 1024);
    // What was refused would have passed it: the admin puts it on the same word.
    const byAdmin = await put(admin, anyWord(words.wordIds[refused!.seed]!, 'image'), await noisy(refused!.seed));
    expect(byAdmin.statusCode).toBe(200);
    expect(used).toBeGreaterThan(QUOTA_MB * 1024 * 1024 - (await storedSize(byAdmin.json<WordMedia>())));
    // A file the learner has already is free on another word.
    expect((await put(carol, own(words.wordIds[0]!, 'image'), await noisy(1))).statusCode).toBe(200);
  });
});
