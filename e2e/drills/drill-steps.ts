import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { WAIT, gameComplete, startGame } from '../support/accessibility-sweep';

/** The words of a category with the facts the drills ask, as any client can read them. */
export interface DrillWord {
  id: number;
  english: string;
  russian: string;
  stressed?: string;
  gender?: string;
  forms?: Record<string, string>;
  aspect_partner?: string;
  part_of_speech: string;
  sources?: Record<string, string>;
}

export async function drillWords(page: Page, category = 'animals'): Promise<DrillWord[]> {
  const response = await page.request.get(`/api/vocabulary/category/${category}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { words: DrillWord[] }).words;
}

/** "Word 3 of 10" of the round on screen. */
export const counter = (page: Page) => page.locator('.drill__counter').textContent();

/** Starts a drill on the seeded "animals" category, XS (10 words) or the count named. */
export async function startDrill(page: Page, path: string, count = 'XS') {
  await startGame(page, path, false);
  await page.getByRole('button', { name: new RegExp(`^${count}\\b`) }).click();
  await expect.poll(() => page.locator('.drill__counter').count(), WAIT).toBe(1);
}

/** Moves on by keyboard: after an answer Next has focus, so Enter presses it. */
export async function next(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toMatch(/^(Next|See the result|Дальше|К результату)$/);
  await page.keyboard.press('Enter');
}

/** Reloads mid-round and resumes by keyboard: the same question comes back. */
export async function reloadAndResume(page: Page) {
  const before = await counter(page);
  await page.reload();
  await expect.poll(() => page.getByRole('heading', { name: 'Resume your round?' }).count(), WAIT).toBe(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Resume');
  await page.keyboard.press('Enter');
  await expect.poll(() => counter(page), WAIT).toBe(before);
}

export async function expectCompleted(page: Page) {
  await expect.poll(() => gameComplete(page).count(), WAIT).toBe(1);
}

/** The learner's mistake book of one skill, as the server keeps it. */
export async function mistakesOf(page: Page, token: string, skill: string): Promise<number[]> {
  const response = await page.request.get(`/api/reviews/mistakes?skill=${skill}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { words: { id: number }[] }).words.map((word) => word.id);
}

/**
 * Plays the round on screen to its end by keyboard: `answer(n, total)` answers question n (and may
 * look around first: a sweep, a reload); Next goes by Enter. Resolves with the round's length.
 */
export async function playRound(page: Page, answer: (n: number, total: number) => Promise<void>): Promise<number> {
  const total = Number((await counter(page))!.match(/of (\d+)/)![1]);
  for (let n = 1; n <= total; n += 1) {
    await expect.poll(() => counter(page), WAIT).toBe(`Word ${n} of ${total}`);
    await answer(n, total);
    await next(page);
  }
  await expectCompleted(page);
  return total;
}
