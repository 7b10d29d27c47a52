import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from '../support/auth';
import { categoryWords, useAppInBrowser, withoutStress } from '../support/suite';

const openPage = useAppInBrowser();

const WORDS = 10;
const WAIT = { timeout: 5000 };

/** Each English word's Russian side, looked up the way any client could: the category's words from the API. */
async function russianByEnglish(page: Page): Promise<Map<string, string>> {
  return new Map((await categoryWords(page)).map((word) => [word.english, word.russian]));
}

async function startFlashcards(page: Page, count = `XS (${WORDS})`) {
  await page.goto('/game2');
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled()).toBe(true);
  await category.selectOption('animals');
  await page.getByRole('button', { name: count, exact: true }).click();
  const game = page.getByRole('region', { name: 'Flashcards' });
  await expect.poll(() => game.getByTestId('flashcards-position').textContent(), WAIT).toMatch(/^Card 1 of \d+$/);
  return {
    game,
    card: game.getByRole('button', { name: /^(English|Russian) / }),
    position: game.getByTestId('flashcards-position'),
    announced: game.locator('[aria-live="polite"]'),
  };
}

const overflowsAt360 = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > 360);

describe('Flashcards in a real browser', () => {
  test('a signed-in player flips and rates every card, and Home shows Completed with the best score', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    const answers = await russianByEnglish(page);
    const { game, card, position, announced } = await startFlashcards(page);

    // Finishing before every card was seen is refused, with the reason shown and announced.
    // (Finish is aria-disabled, not disabled, so it stays focusable and clickable; Playwright would wait for it to be enabled.)
    await game.getByRole('button', { name: 'Finish' }).click({ force: true });
    await expect.poll(() => announced.textContent()).toBe(`See every card before finishing: 1 of ${WORDS} seen.`);
    const note = game.locator('.flashcards__finish-note');
    expect(await note.textContent()).toBe(`See every card before finishing: 1 of ${WORDS} seen.`);
    expect(await note.getAttribute('data-nudged')).toBe('true');

    for (let n = 1; n <= WORDS; n += 1) {
      await expect.poll(() => position.textContent(), WAIT).toBe(`Card ${n} of ${WORDS}`);
      const front = (await card.locator('[lang="en"]').textContent()) ?? '';
      expect(answers.has(front)).toBe(true);
      // Flip: the back shows the word's Russian translation.
      await card.click();
      await expect.poll(() => announced.textContent()).toBe(`Russian: ${answers.get(front)}`);
      expect(withoutStress((await card.locator('[lang="ru"]').textContent()) ?? '')).toBe(answers.get(front));
      if (n <= 6) {
        await game.getByRole('button', { name: /I knew it/ }).click();
      } else {
        await page.keyboard.press('l');
      }
    }
    await expect.poll(() => announced.textContent()).toContain('Press Finish to see your score.');
    // The last rating put focus on Finish.
    await page.keyboard.press('Enter');

    await expect.poll(() => page.getByRole('heading', { name: 'Game Complete!' }).isVisible(), WAIT).toBe(true);
    expect(await page.getByTestId('game-score').textContent()).toBe('60');
    const stat = (label: string) =>
      page.locator('.game-complete__stat', { has: page.getByText(label, { exact: true }) }).locator('dd');
    expect(await stat('Accuracy').textContent()).toBe('60%');
    expect(await stat('Cards reviewed').textContent()).toBe('10');
    expect(await stat('Known').textContent()).toBe('6');
    expect(await stat('Still learning').textContent()).toBe('4');

    await page.goto('/');
    const home = page.getByRole('link', { name: 'Flashcards' });
    await expect.poll(() => home.getByText('Completed').isVisible(), WAIT).toBe(true);
    expect(await home.getByText('Best Score: 60').isVisible()).toBe(true);
    await page.context().close();
  }, 45_000);

  test('on a 360 px phone: keyboard play, flip-all, grid, shuffle and auto-speak, with nothing overflowing', async () => {
    const page = await openPage({ width: 360, height: 740 });
    // See what would be said, without needing a voice on the test machine: an English voice is
    // announced (Chromium on Linux has none, and the controls would rightly stay off).
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      Object.assign(window, { spoken });
      if (window.speechSynthesis) {
        const voice = { lang: 'en-US', name: 'Test English', default: true, localService: true, voiceURI: 'test-en' };
        window.speechSynthesis.getVoices = () => [voice as SpeechSynthesisVoice];
        // The stand-in voice is no real SpeechSynthesisVoice, which the utterance's setter would refuse.
        Object.defineProperty(SpeechSynthesisUtterance.prototype, 'voice', {
          configurable: true,
          get: () => null,
          set: () => {},
        });
        window.speechSynthesis.speak = (utterance) => void spoken.push({ text: utterance.text, lang: utterance.lang });
      }
    });
    await signInNewPlayer(page);
    const { game, card, position } = await startFlashcards(page);
    expect(await overflowsAt360(page)).toBe(false);

    // The card has focus from the start: Space flips it, the arrows move.
    await page.keyboard.press('Space');
    await expect.poll(() => card.getAttribute('data-flipped')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe(`Card 2 of ${WORDS}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent()).toBe(`Card 1 of ${WORDS}`);

    await game.getByRole('button', { name: /Flip all/ }).click();
    await expect.poll(() => card.getAttribute('data-flipped')).toBe('true');
    await game.getByRole('button', { name: 'Grid', exact: true }).click();
    const grid = game.getByRole('list', { name: 'All cards' });
    expect(await grid.getByRole('button').count()).toBe(WORDS);
    expect(await overflowsAt360(page)).toBe(false);
    await game.getByRole('button', { name: 'Card', exact: true }).click();
    await game.getByRole('button', { name: /Flip all/ }).click();
    await game.getByRole('button', { name: /Shuffle/ }).click();
    await expect.poll(() => position.textContent()).toBe(`Card 1 of ${WORDS}`);

    const autoSpeak = game.getByRole('button', { name: /Auto-speak/ });
    expect(await autoSpeak.isEnabled()).toBe(true);
    await autoSpeak.click();
    const front = await card.locator('[lang="en"]').textContent();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken))
      .toEqual([{ text: front, lang: 'en-US' }]);

    for (let n = 2; n <= WORDS; n += 1) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => position.textContent()).toBe(`Card ${n} of ${WORDS}`);
      expect(await overflowsAt360(page)).toBe(false);
    }
    const spoken = await page.evaluate(() => (window as unknown as { spoken: { lang: string }[] }).spoken);
    expect(spoken).toHaveLength(WORDS);
    expect(spoken.every((said) => said.lang === 'en-US')).toBe(true);

    await page.keyboard.press('k');
    await game.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => page.getByTestId('game-score').textContent(), WAIT).toBe('10');
    expect(await overflowsAt360(page)).toBe(false);
    await page.context().close();
  }, 45_000);

  test('when the words cannot be loaded, the 6 built-in words are played', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await page.route('**/api/vocabulary/category/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'Not found' }) }),
    );
    await page.route('**/api/learning-session/start', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'No session' }) }),
    );
    const { game, card, position } = await startFlashcards(page, 'ALL');
    expect(await position.textContent()).toBe('Card 1 of 6');
    expect(await game.getByRole('note').textContent()).toBe(
      "Couldn't load this category's words, so here are 6 built-in words to practise.",
    );
    expect(await card.locator('[lang="en"]').textContent()).toBeTruthy();
    await page.context().close();
  }, 30_000);
  test('where Chromium has no voice, the speaker controls say so once and stay off', async () => {
    const page = await openPage();
    await page.addInitScript(() => {
      if (window.speechSynthesis) window.speechSynthesis.getVoices = () => [];
    });
    await signInNewPlayer(page);
    const { game } = await startFlashcards(page);
    const note = 'No English voice is installed on this device, so English words cannot be read aloud.';
    await expect.poll(() => game.getByText(note).count()).toBe(1);
    expect(await game.getByRole('button', { name: /Auto-speak/ }).isDisabled()).toBe(true);
    expect(await game.getByRole('button', { name: /^Say / }).getAttribute('aria-disabled')).toBe('true');
    await page.context().close();
  });
});
