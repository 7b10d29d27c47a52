import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { played, watchPlayback } from './support/playback';
import { picture } from './support/screenshots';
import { useAppInBrowser } from './support/suite';

// Issue 34 in real Chromium against the real server: a learner imports an Anki deck with a
// picture and a recorded sound through My Vocabulary; the picture shows in the word list and on
// the Flashcards card (a private word's file, fetched by <img> with the media cookie), the
// recording plays from the speaker; the category goes out again as an .apkg, and another learner
// imports that file and gets the picture back.

const openPage = useAppInBrowser();
const WAIT = { timeout: 10_000 };
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
const MP3 = readFileSync(new URL('../apps/server/src/media-checks/test-files/one-second.mp3', import.meta.url));

/** An Anki deck "Zoo": cat with a picture and a sound, three words without. */
async function zooDeck(): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e07020' } })
    .png()
    .toBuffer();
  const sql = await initSqlJs();
  const collection = schema11Collection(sql, {
    decks: [
      { id: 1, name: 'Default' },
      { id: 5, name: 'Zoo' },
    ],
    notes: [
      { fields: ['cat<img src="cat.png">', 'кошка[sound:cat.mp3]'], cards: [{ deckId: 5 }] },
      { fields: ['dog', 'собака'], cards: [{ deckId: 5 }] },
      { fields: ['owl', 'сова'], cards: [{ deckId: 5 }] },
      { fields: ['fox', 'лиса'], cards: [{ deckId: 5 }] },
    ],
  });
  const file = join(mkdtempSync(join(tmpdir(), 'slovo-media-')), 'zoo.apkg');
  writeFileSync(
    file,
    zipPackage({ 'collection.anki2': collection, media: JSON.stringify({ 0: 'cat.png', 1: 'cat.mp3' }), 0: png, 1: MP3 }),
  );
  return file;
}

/** On a game's picker: the category named `name`, all of its words. */
async function playAll(page: Page, name: string): Promise<void> {
  const category = page.getByLabel('Category');
  await expect.poll(() => category.locator('option', { hasText: name }).count(), WAIT).toBe(1);
  await category.selectOption((await category.locator('option', { hasText: name }).getAttribute('value'))!);
  await page.getByRole('button', { name: /^ALL/ }).click();
}

/** A picture the browser really drew (its file was served to it). */
const drawn = (image: Locator) =>
  image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth);

async function importApkg(page: Page, token: string, file: string): Promise<void> {
  // The manager offers imports once the learner has a category.
  const created = await page.request.post('/api/vocabulary/user/categories', {
    headers: { Authorization: `Bearer ${token}` },
    data: { categoryName: `Start ${Date.now().toString(36)}` },
  });
  expect(created.status()).toBe(201);
  await page.goto('/my-vocabulary');
  await page.getByRole('button', { name: 'Import .apkg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import an Anki package' });
  await visible(dialog);
  await dialog.getByLabel('Choose .apkg file…').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.getByRole('dialog', { name: 'Anki package imported' });
  // The package is read on a worker thread that may have to start first, and its sound is encoded
  // anew: on a busy machine that takes longer than a click's wait.
  await expect
    .poll(() => result.getByText('1 word has its picture or sound from the package').isVisible(), { timeout: 30_000 })
    .toBe(true);
  await result.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('list', { name: 'Your Categories' }).getByRole('button', { name: 'Zoo', exact: true }).click();
}

describe('pictures and recorded sounds (issue 34)', () => {
  test('an Anki deck’s picture and sound: seen in the list and on the Flashcards card, heard from the speaker, exported and imported again', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await watchPlayback(page);
    const { token } = await signInNewPlayer(page, 'media');
    await importApkg(page, token, await zooDeck());

    // The word list: the picture beside "cat", drawn (its file fetched with the media cookie).
    const thumbnail = page.getByRole('img', { name: 'cat' }).first();
    await visible(thumbnail);
    await expect.poll(() => drawn(thumbnail), WAIT).toBeGreaterThan(0);
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await picture(page, 'media-word-list');

    // Flashcards on Zoo: the card for cat shows its picture; the Russian side's speaker plays the recording.
    await page.goto('/game2');
    await playAll(page, 'Zoo');
    const game = page.getByRole('region', { name: 'Flashcards' });
    const card = game.locator('button.flashcard').first();
    const isCat = async () => /^English cat(?![a-z])/.test((await card.textContent()) ?? '');
    for (let turn = 0; turn < 4 && !(await isCat()); turn += 1) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await isCat()).toBe(true);
    const onCard = card.getByRole('img', { name: 'cat' });
    await expect.poll(() => drawn(onCard), WAIT).toBeGreaterThan(0);
    await picture(page, 'media-flashcard');
    await card.click();
    await game.getByRole('button', { name: 'Say “кошка”' }).click();
    await expect.poll(async () => (await played(page)).length, WAIT).toBeGreaterThan(0);
    const [sound] = await played(page);
    expect(sound!.src).toMatch(/\/api\/media\/[0-9a-f]{64}$/);
    await expect.poll(async () => (await played(page))[0]!.at, WAIT).toBeGreaterThan(0.2);

    // Out again as an Anki package, and in again for another learner: the picture comes back.
    await page.goto('/my-vocabulary');
    await page.getByRole('list', { name: 'Your Categories' }).getByRole('button', { name: 'Zoo', exact: true }).click();
    await page.getByRole('button', { name: 'Export “Zoo”' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('menu')
        .getByRole('menuitem', { name: /^Anki package/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.apkg$/);
    const exported = join(mkdtempSync(join(tmpdir(), 'slovo-media-')), 'zoo-again.apkg');
    await download.saveAs(exported);
    await page.context().close();

    const second = await openPage({ width: 360, height: 740 });
    const secondLearner = await signInNewPlayer(second, 'media2');
    await importApkg(second, secondLearner.token, exported);
    const again = second.getByRole('img', { name: 'cat' }).first();
    await expect.poll(() => drawn(again), WAIT).toBeGreaterThan(0);
    expect(await seriousAccessibilityIssues(second)).toEqual([]);
    await picture(second, 'media-word-list-phone');
    await second.context().close();
  }, 90_000);

  test('Add Word takes a picture, Edit Word a sound recorded with the microphone; Flashcards shows the picture and the recording plays', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await watchPlayback(page);
    const { token } = await signInNewPlayer(page, 'recorder');
    const headers = { Authorization: `Bearer ${token}` };
    const categoryName = `Garden ${Date.now().toString(36)}`;
    expect((await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName } })).status()).toBe(201);
    const tree = await page.request.post('/api/vocabulary/user/words', {
      headers,
      data: { categoryName, english: 'tree', russian: 'дерево' },
    });
    expect(tree.status()).toBe(201);
    const png = join(mkdtempSync(join(tmpdir(), 'slovo-media-')), 'rose.png');
    writeFileSync(
      png,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d02050' } })
        .png()
        .toBuffer(),
    );

    await page.goto('/my-vocabulary');
    await page.getByRole('list', { name: 'Your Categories' }).getByRole('button', { name: categoryName, exact: true }).click();
    // Add Word: the pair, and a picture from the file picker.
    await page
      .getByRole('button', { name: /^Add Word/ })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: /Add Word/ });
    await add.getByLabel('English word 1').fill('rose');
    await add.getByLabel('Russian word 1').fill('роза');
    await add.getByLabel('Picture file').setInputFiles(png);
    await visible(add.getByRole('img', { name: 'The chosen picture' }));
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await picture(page, 'media-add-word');
    await add.getByRole('button', { name: /^Add/ }).last().click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await visible(success);
    await success.getByRole('button', { name: 'Continue' }).click();
    // The picture goes up after the dialog closed (it is re-encoded on a worker thread): the list shows it once stored.
    await visible(page.getByRole('img', { name: 'rose', exact: true }));

    // Edit Word: a sound recorded with the microphone.
    await page.getByRole('button', { name: 'Edit rose' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Word' });
    await visible(edit.getByRole('heading', { name: 'Picture and sound' }));
    await visible(edit.getByRole('img', { name: 'The word’s picture' }));
    // Record by keyboard: Record, a moment of the fake microphone's tone, Stop, listen back, Keep.
    await edit.getByRole('button', { name: 'Record' }).focus();
    await page.keyboard.press('Enter');
    await visible(edit.getByText('Recording…'));
    await page.waitForTimeout(1_500);
    await edit.getByRole('button', { name: 'Stop' }).click();
    const keep = edit.getByRole('button', { name: 'Keep' });
    await visible(keep);
    await keep.click();
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await picture(page, 'media-edit-word');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.isVisible(), WAIT).toBe(false);

    const words = (await (await page.request.get('/api/vocabulary/user', { headers })).json()) as Record<
      string,
      Array<{ english: string; image: string | null; sound: string | null }>
    >;
    const rose = Object.values(words)
      .flat()
      .find((word) => word.english === 'rose')!;
    expect(rose.image).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    expect(rose.sound).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);

    await page.goto('/game2');
    await playAll(page, categoryName);
    const game = page.getByRole('region', { name: 'Flashcards' });
    const card = game.locator('button.flashcard').first();
    if (!/^English rose(?![a-z])/.test((await card.textContent()) ?? '')) await page.keyboard.press('ArrowRight');
    await expect.poll(() => drawn(card.getByRole('img', { name: 'rose' })), WAIT).toBeGreaterThan(0);
    await card.click();
    const before = (await played(page)).length;
    await game.getByRole('button', { name: 'Say “роза”' }).click();
    await expect.poll(async () => (await played(page)).length, WAIT).toBe(before + 1);
    expect((await played(page)).at(-1)!.src).toContain(rose.sound!);
    await expect.poll(async () => (await played(page)).at(-1)!.at, WAIT).toBeGreaterThan(0.2);
    await page.context().close();
  }, 60_000);

  test('offline: a round started online keeps its pictures and sounds, and the recording plays with the connection gone', async () => {
    const page = await openPage({ width: 1280, height: 800 }, { serviceWorkers: 'allow' });
    await watchPlayback(page);
    const { token } = await signInNewPlayer(page, 'offline_media');
    const headers = { Authorization: `Bearer ${token}` };
    const categoryName = `Pond ${Date.now().toString(36)}`;
    expect((await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName } })).status()).toBe(201);
    const added = await page.request.post('/api/vocabulary/user/words', {
      headers,
      data: { categoryName, english: 'frog', russian: 'лягушка' },
    });
    const wordId = ((await added.json()) as { word: { id: number } }).word.id;
    const put = await page.request.put(`/api/vocabulary/user/words/${wordId}/sound`, {
      headers: { ...headers, 'Content-Type': 'audio/mpeg' },
      data: MP3,
    });
    expect(put.status()).toBe(200);
    const { sound } = (await put.json()) as { sound: string };

    await page.goto('/game2');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), WAIT).toBe(true);
    await playAll(page, categoryName);
    // The round's sound was fetched as it started, and the worker kept it, though nobody played it yet.
    const kept = () => page.evaluate(async (url) => Boolean(await (await caches.open('slovo-media-v1')).match(url)), sound);
    await expect.poll(kept, WAIT).toBe(true);
    expect(await played(page)).toEqual([]);

    await page.context().setOffline(true);
    const game = page.getByRole('region', { name: 'Flashcards' });
    await game.locator('button.flashcard').first().click();
    await game.getByRole('button', { name: 'Say “лягушка”' }).click();
    await expect.poll(async () => (await played(page)).length, WAIT).toBe(1);
    await expect.poll(async () => (await played(page))[0]!.at, WAIT).toBeGreaterThan(0.2);
    await page.context().close();
  }, 60_000);
});
