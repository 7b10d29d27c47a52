import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { seriousAccessibilityIssues } from './support/axe';
import { useAppInBrowser } from './support/suite';
import { waitForNextMissionWord } from './support/mission-page';

// Issue 17 §1 in real Chromium: answers typed in Russian (ё/е, stress marks, several translations,
// near misses) and words read aloud by a voice of their own language.

const openPage = useAppInBrowser();
const LONG = { timeout: 8_000 };

const WORDS: [string, string][] = [
  ['hedgehog', 'ёж'],
  ['milk', 'молоко'],
  ['cat', 'кошка, кот'],
  ['bread', 'хлеб'],
];

/** A signed-in player's own category holding WORDS; returns its name. */
async function playerWithWords(page: Page): Promise<string> {
  const { token } = await signInNewPlayer(page);
  const headers = { Authorization: `Bearer ${token}` };
  const categoryName = `Russian answers ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName } });
  expect(created.status()).toBe(201);
  for (const [english, russian] of WORDS) {
    const added = await page.request.post('/api/vocabulary/user/words', {
      headers,
      data: { categoryName, english, russian, part_of_speech: 'noun' },
    });
    expect(added.status()).toBe(201);
  }
  return categoryName;
}

/**
 * speechSynthesis as a device with an en-US and a ru-RU voice would have it (this machine's
 * Chromium has no voice at all); what is said is recorded in window.__said.
 */
async function withVoices(page: Page) {
  await page.addInitScript(() => {
    const voices = [
      { name: 'English (US)', lang: 'en-US', default: true, localService: true, voiceURI: 'en' },
      { name: 'Russian', lang: 'ru-RU', default: false, localService: true, voiceURI: 'ru' },
    ] as unknown as SpeechSynthesisVoice[];
    const said: { text: string; lang: string; voice: string | undefined }[] = [];
    // A real utterance only takes a real voice object, which a page cannot make: a plain one stands in.
    class Utterance {
      lang = '';
      rate = 1;
      pitch = 1;
      volume = 1;
      voice: SpeechSynthesisVoice | null = null;
      constructor(public text: string) {}
    }
    Object.assign(window, { __said: said, SpeechSynthesisUtterance: Utterance });
    speechSynthesis.getVoices = () => voices;
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      said.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name });
    };
  });
}

/** My Vocabulary with the player's category open: its words with their speakers. */
async function openInMyVocabulary(page: Page, categoryName: string) {
  await page.goto('/my-vocabulary');
  await page
    .getByRole('button', { name: new RegExp(categoryName) })
    .first()
    .click();
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: unknown[] }).__said);

/** Picks the category by its title in the picker and starts with all its words. */
async function chooseCategory(page: Page, categoryName: string) {
  const category = page.getByLabel('Category');
  await expect.poll(() => category.locator('option', { hasText: categoryName }).count()).toBe(1);
  const value = await category.locator('option', { hasText: categoryName }).getAttribute('value');
  await category.selectOption(value!);
  await page.getByRole('button', { name: /^ALL/ }).click();
}

async function startMissionInRussian(page: Page, categoryName: string) {
  await page.goto('/game4');
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled()).toBe(true);
  await page.getByRole('radio', { name: 'Русский' }).check();
  await chooseCategory(page, categoryName);
  await expect.poll(() => page.locator('section.mission').getAttribute('data-phase'), LONG).toBe('answering');
}

/** Each word's tiles → what the player types: е for ё, a stress mark, the second translation, one letter off. */
const RUSSIAN_ANSWERS: Record<string, string> = { ёж: 'еж', молоко: 'моло\u0301ко', кошка: 'кот', хлеб: 'хлеп' };

describe('answers in Russian (issue 17)', () => {
  test('Mission in Russian takes е for ё, a stress mark and a second translation; one letter off is «Почти!»', async () => {
    const page = await openPage();
    const categoryName = await playerWithWords(page);
    await startMissionInRussian(page, categoryName);
    const mission = page.locator('section.mission');
    expect(await mission.getByText('Составьте русское слово из этих букв').isVisible()).toBe(true);

    const verdicts: Record<string, string> = {};
    for (let turn = 0; turn < WORDS.length; turn += 1) {
      await expect.poll(() => mission.getAttribute('data-phase'), LONG).toBe('answering');
      const counter = await page.getByTestId('mission-counter').textContent();
      const tiles = ((await page.getByTestId('mission-letters').textContent()) ?? '').replace(/\s+/g, '');
      // The tiles hold the first translation's letters, without the stress mark.
      const word = Object.keys(RUSSIAN_ANSWERS).find((answer) => [...answer].sort().join('') === [...tiles].sort().join(''));
      expect(word, `tiles "${tiles}"`).toBeDefined();
      await page.getByRole('textbox', { name: 'Ваш ответ' }).fill(RUSSIAN_ANSWERS[word!]!);
      await page.keyboard.press('Enter');
      const status = mission.getByRole('status');
      await expect.poll(() => status.textContent()).toMatch(/Верно!|Почти!|Неверно/);
      verdicts[word!] = ((await status.textContent()) ?? '').match(/Верно!|Почти!|Неверно/)![0];
      await waitForNextMissionWord(page, counter, LONG);
    }
    expect(verdicts).toEqual({ ёж: 'Верно!', молоко: 'Верно!', кошка: 'Верно!', хлеб: 'Почти!' });
    await expect.poll(() => page.getByTestId('game-score').textContent(), LONG).toBe('75');
    await page.context().close();
  }, 60_000);

  test('the Russian choice is remembered for the next visit, and Typer answered in Russian shows the English prompt', async () => {
    const page = await openPage();
    const categoryName = await playerWithWords(page);
    await page.goto('/game1');
    await page.getByRole('radio', { name: 'Русский' }).check();
    await page.reload();
    expect(await page.getByRole('radio', { name: 'Русский' }).isChecked()).toBe(true);
    const category = page.getByLabel('Category');
    await expect.poll(() => category.isEnabled()).toBe(true);
    await chooseCategory(page, categoryName);
    const game = page.getByRole('region', { name: 'Typer Game' });
    await expect.poll(() => game.getByText('Type the Russian word for').isVisible(), LONG).toBe(true);
    const prompt = (await game.locator('.typer__russian').textContent()) ?? '';
    expect(WORDS.map(([english]) => english)).toContain(prompt);
    expect(await game.locator('.typer__russian').getAttribute('lang')).toBe('en');
    await page.context().close();
  }, 45_000);
});

describe('voices (issue 17)', () => {
  test('with no voice installed the speakers stay hidden and a note says why', async () => {
    const page = await openPage();
    const categoryName = await playerWithWords(page);
    await openInMyVocabulary(page, categoryName);
    await expect.poll(() => page.getByText('milk', { exact: true }).isVisible(), LONG).toBe(true);
    await expect
      .poll(
        () =>
          page.getByText('No English or Russian voice is installed on this device, so words cannot be read aloud.').isVisible(),
        LONG,
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: /^Say “/ }).count()).toBe(0);
    await page.context().close();
  }, 45_000);

  test('with voices, each word is read by a voice of its language, only when asked', async () => {
    const page = await openPage();
    await withVoices(page);
    const categoryName = await playerWithWords(page);
    await openInMyVocabulary(page, categoryName);
    await expect.poll(() => page.getByRole('button', { name: 'Say “milk”' }).isVisible(), LONG).toBe(true);
    expect(await said(page)).toEqual([]);
    await page.getByRole('button', { name: 'Say “milk”' }).click();
    await page.getByRole('button', { name: 'Say “молоко”' }).click();
    expect(await said(page)).toEqual([
      { text: 'milk', lang: 'en-US', voice: 'English (US)' },
      { text: 'молоко', lang: 'ru-RU', voice: 'Russian' },
    ]);
    expect(await page.getByText(/cannot be read aloud/).count()).toBe(0);
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    // The Quiz: a speaker for the asked word and one beside each option, none inside an option.
    await page.goto('/game3');
    await chooseCategory(page, categoryName);
    const quiz = page.locator('section.quiz');
    await expect.poll(() => quiz.getByRole('button', { name: /^Say “/ }).count(), LONG).toBe(5);
    expect(await quiz.locator('.quiz__option button').count()).toBe(0);
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await page.context().close();
  }, 45_000);
});
