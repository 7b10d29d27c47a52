import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

// Quit, Mission's «Выйти» and Change category ask before a played round is thrown away
// (issue 13 §3); before anything was played they simply leave.

const openPage = useAppInBrowser();

const quiz = (page: Page) => page.locator('section.quiz');
/** The category picker (its select, or the learning session's card once a session runs). */
const picker = (page: Page) => page.locator('section.picker');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

async function pickCategory(page: Page, path: string) {
  await page.goto(path);
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled()).toBe(true);
  await expect.poll(() => category.locator('option[value="animals"]').count()).toBe(1);
  await category.selectOption('animals');
}

async function startQuiz(page: Page) {
  await pickCategory(page, '/game3');
  await page.getByRole('button', { name: /^XS/ }).click();
  await expect.poll(() => quiz(page).getAttribute('data-phase')).toBe('choosing');
}

describe('leaving a round', () => {
  test('Quit asks once the round is played: Escape keeps playing with focus back on Quit, Enter quits', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await signInNewPlayer(page);
    await startQuiz(page);
    await page.keyboard.press('Space'); // one skip: the round has been played
    await expect.poll(() => quiz(page).getAttribute('data-question')).toBe('2');

    await page.getByRole('button', { name: 'Quit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quit this round?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Your progress in this round will be lost.');
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedText(page)).toBe('Quit');
    expect(await quiz(page).getAttribute('data-question')).toBe('2');

    await page.getByRole('button', { name: 'Quit' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe('Quit round');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    expect(await quiz(page).count()).toBe(0);

    // A quit round is gone for good: a reload offers nothing to resume.
    await page.reload();
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Resume your round?' }).count()).toBe(0);
    await page.context().close();
  });

  test('before anything was played, Quit leaves at once', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await startQuiz(page);
    await page.getByRole('button', { name: 'Quit' }).click();
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  test('Mission’s «Выйти» asks in Russian once a word was tried', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await pickCategory(page, '/game4');
    await page.getByRole('button', { name: /^XS/ }).click();
    const input = page.getByLabel('Ваш ответ');
    await expect.poll(() => input.isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Пропустить/ }).click();

    await page.getByRole('button', { name: 'Выйти к выбору категории' }).click();
    const dialog = page.getByRole('dialog', { name: 'Выйти из раунда?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Прогресс этого раунда будет потерян.');
    await page.getByRole('button', { name: 'Продолжить игру' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await input.isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Выйти к выбору категории' }).click();
    await page.getByRole('button', { name: 'Выйти', exact: true }).click();
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    await page.context().close();
  });
});
