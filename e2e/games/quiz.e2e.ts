import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from '../support/auth';
import { useAppInBrowser } from '../support/suite';
import { answerBook, nextQuestion, optionText, quizOptions, quizSection, sortOptions } from '../support/quiz-page';

// Quiz (game3) in real Chromium: a signed-in player answers the seeded "animals" category,
// knowing the translations from the words API, with one wrong answer, one lifeline and one skip.

const openPage = useAppInBrowser();

async function startQuiz(page: Page) {
  await page.goto('/game3');
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled()).toBe(true);
  await expect.poll(() => category.locator('option[value="animals"]').count()).toBe(1);
  await category.selectOption('animals');
  await page.getByRole('button', { name: 'XS (10)' }).click();
  await expect.poll(() => quizSection(page).getAttribute('data-phase')).toBe('choosing');
}

const rgb = (color: string) => (color.match(/\d+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];

describe('Quiz (game3) in a real browser', () => {
  test('a player answers — one wrong, one lifeline, one skip — and Home shows the result', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    const book = await answerBook(page);
    await startQuiz(page);
    const total = Number((await quizSection(page).locator('.quiz__counter').textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBe(10);

    for (let number = 1; number <= total; number += 1) {
      const { word, right, wrong } = await sortOptions(page, book);
      expect(await quizOptions(page).count()).toBe(4);

      if (number === 1) {
        // Wrong: the pick turns red, the right answer green, with the answer said in words.
        const picked = quizOptions(page).nth(wrong[0]!);
        const pickedText = await optionText(picked);
        const rightText = await optionText(quizOptions(page).nth(right));
        await picked.click();
        await expect.poll(() => quizSection(page).getAttribute('data-phase')).toBe('feedback');
        expect(await picked.getAttribute('data-state')).toBe('wrong');
        expect(await quizOptions(page).nth(right).getAttribute('data-state')).toBe('correct');
        const [pr, pg] = rgb(await picked.evaluate((el) => getComputedStyle(el).borderTopColor));
        const [cr, cg] = rgb(
          await quizOptions(page)
            .nth(right)
            .evaluate((el) => getComputedStyle(el).borderTopColor),
        );
        expect(pr).toBeGreaterThan(pg); // red
        expect(cg).toBeGreaterThan(cr); // green
        expect(await quizSection(page).getByRole('status').textContent()).toBe(
          `Not quite. “${word}” is “${rightText}”, not “${pickedText}”.`,
        );
      } else if (number === 2) {
        // The lifeline leaves the right answer and one wrong one; answer with its number key.
        await page.getByRole('button', { name: '50:50 lifeline 1 left' }).click();
        await expect.poll(() => quizOptions(page).count()).toBe(2);
        const after = await sortOptions(page, book);
        expect(after.wrong).toHaveLength(1);
        await expect
          .poll(() => page.getByRole('button', { name: '50:50 lifeline 0 left' }).getAttribute('aria-disabled'))
          .toBe('true');
        await page.keyboard.press(String(after.right + 1));
        await expect.poll(() => quizSection(page).getByRole('status').textContent()).toContain('Correct!');
      } else if (number === 3) {
        await page.keyboard.press('Space');
        await expect.poll(() => quizSection(page).getByRole('status').textContent()).toContain(`Skipped. “${word}” is`);
        expect(await page.getByRole('button', { name: 'Skip 2 left' }).isVisible()).toBe(true);
      } else if (number % 2 === 0) {
        await page.keyboard.press(String(right + 1));
      } else {
        await quizOptions(page).nth(right).click();
      }
      await nextQuestion(page, number + 1);
    }

    await expect.poll(() => page.getByRole('heading', { name: 'Game Complete!' }).isVisible()).toBe(true);
    const expectedScore = Math.round(((total - 2) / total) * 100);
    expect(await page.getByTestId('game-score').textContent()).toBe(String(expectedScore));
    const stat = (label: string) =>
      page.locator('.game-complete__stat').filter({ hasText: label }).locator('dd').first().textContent();
    expect(await stat('Correct')).toBe(`${total - 2} / ${total}`);
    expect(await stat('Skipped')).toBe('1');
    expect(await stat('Lifelines used')).toBe('1');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    const card = page.locator('[data-game="game3"]');
    await expect.poll(() => card.textContent()).toContain('Completed');
    expect(await card.textContent()).toContain(`Best Score: ${expectedScore}`);
    await page.context().close();
  });

  test('on a 360 px phone nothing overflows while playing, options are easy to tap, Space skips', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await signInNewPlayer(page);
    const book = await answerBook(page);
    await startQuiz(page);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= 360);
    expect(await fits()).toBe(true);
    for (const option of await quizOptions(page).all()) expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const { wrong } = await sortOptions(page, book);
    await quizOptions(page).nth(wrong[0]!).click();
    await expect.poll(() => quizSection(page).getAttribute('data-phase')).toBe('feedback');
    expect(await fits()).toBe(true);
    await nextQuestion(page, 2);

    await page.getByRole('button', { name: /50:50 lifeline/ }).click();
    await expect.poll(() => quizOptions(page).count()).toBe(2);
    expect(await fits()).toBe(true);
    const { right } = await sortOptions(page, book);
    await quizOptions(page).nth(right).click();
    await expect.poll(() => quizSection(page).getByRole('status').textContent()).toContain('Correct!');
    expect(await fits()).toBe(true);

    // Space skips even with an option button focused (it does not press that button).
    await nextQuestion(page, 3);
    await quizOptions(page).first().focus();
    await page.keyboard.press('Space');
    await nextQuestion(page, 4);
    expect(await quizSection(page).getByRole('status').textContent()).toContain('Skipped.');
    expect(await page.getByRole('button', { name: 'Skip 2 left' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
