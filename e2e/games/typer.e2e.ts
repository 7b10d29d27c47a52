import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from '../support/auth';
import { categoryWords, useAppInBrowser, withoutStress } from '../support/suite';

const openPage = useAppInBrowser();

const WORDS = 10;
const WAIT = { timeout: 5000 };

/** The answers, looked up the way any client could: the category's words from the API. */
async function englishByRussian(page: Page): Promise<Map<string, string>> {
  return new Map((await categoryWords(page)).map((word) => [word.russian, word.english]));
}

/** Same length, letters only, and two letters off: plainly wrong, not an "Almost!". */
const other = (letter: string | undefined) => (letter === 'z' ? 'q' : 'z');
const misspell = (english: string) => other(english[0]) + other(english[1]) + english.slice(2);

async function startTyper(page: Page) {
  await signInNewPlayer(page);
  const answers = await englishByRussian(page);
  await page.goto('/game1');
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled()).toBe(true);
  await category.selectOption('animals');
  await page.getByRole('button', { name: `XS (${WORDS})` }).click();
  const game = page.getByRole('region', { name: 'Typer Game' });
  await expect.poll(() => game.getByText(`Word 1 of ${WORDS}`, { exact: true }).isVisible(), WAIT).toBe(true);
  const answerFor = async () => {
    const russian = (await game.locator('[lang="ru"].typer__russian').textContent()) ?? '';
    const english = answers.get(withoutStress(russian));
    if (!english) throw new Error(`No answer for "${russian}"`);
    return english;
  };
  return { game, feedback: game.getByRole('status'), answerFor };
}

const overflowsAt360 = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > 360);

describe('Typer in a real browser', () => {
  test('a signed-in player types every word, misses one, and Home shows Completed with the best score', async () => {
    const page = await openPage();
    const { game, feedback, answerFor } = await startTyper(page);

    for (let n = 1; n <= WORDS; n += 1) {
      await expect.poll(() => game.getByText(`Word ${n} of ${WORDS}`, { exact: true }).isVisible(), WAIT).toBe(true);
      const english = await answerFor();
      if (n === 1) {
        // The wrong-answer path: the correct spelling is shown until Understood.
        await page.keyboard.type(misspell(english));
        await expect.poll(() => feedback.textContent()).toContain('Not quite. The correct spelling is:');
        expect(await feedback.textContent()).toContain(english);
        await page.waitForTimeout(300);
        expect(await game.getByText(`Word 1 of ${WORDS}`, { exact: true }).isVisible()).toBe(true);
        await game.getByRole('button', { name: 'Understood' }).click();
        continue;
      }
      await page.keyboard.type(english);
      await expect.poll(() => feedback.textContent()).toContain('Great job');
      // Word 2 waits for the 2 s auto-advance; the rest move on with Enter.
      if (n !== 2) await page.keyboard.press('Enter');
    }

    await expect.poll(() => page.getByRole('heading', { name: 'Game Complete!' }).isVisible(), WAIT).toBe(true);
    expect(await page.getByTestId('game-score').textContent()).toBe('90');
    expect(await page.getByText('9 / 10').isVisible()).toBe(true);

    await page.goto('/');
    const card = page.getByRole('link', { name: 'Typer Game' });
    await expect.poll(() => card.getByText('Completed').isVisible(), WAIT).toBe(true);
    expect(await card.getByText('Best Score: 90').isVisible()).toBe(true);
    await page.context().close();
  }, 45_000);

  test('on a 360 px phone nothing overflows while typing, after a miss, and in the second-chance pass', async () => {
    const page = await openPage({ width: 360, height: 740 });
    const { game, feedback, answerFor } = await startTyper(page);
    expect(await overflowsAt360(page)).toBe(false);

    await page.keyboard.type(misspell(await answerFor()));
    await expect.poll(() => feedback.textContent()).toContain('Not quite.');
    expect(await overflowsAt360(page)).toBe(false);
    await page.keyboard.press('Enter');

    await expect.poll(() => game.getByText(`Word 2 of ${WORDS}`, { exact: true }).isVisible(), WAIT).toBe(true);
    const skippedWord = await answerFor();
    await game.getByRole('button', { name: 'Skip' }).click();
    for (let n = 3; n <= WORDS; n += 1) {
      await expect.poll(() => game.getByText(`Word ${n} of ${WORDS}`, { exact: true }).isVisible(), WAIT).toBe(true);
      await page.keyboard.type(await answerFor());
      await expect.poll(() => feedback.textContent()).toContain('Great job');
      expect(await overflowsAt360(page)).toBe(false);
      await page.keyboard.press('Enter');
    }

    await expect.poll(() => game.getByText('Second chance', { exact: true }).isVisible(), WAIT).toBe(true);
    expect(await answerFor()).toBe(skippedWord);
    expect(await overflowsAt360(page)).toBe(false);
    await page.keyboard.type(skippedWord);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('game-score').textContent(), WAIT).toBe('90');
    await page.context().close();
  }, 45_000);
});
