import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { categoryWords, withoutStress } from './suite';

/** What the Quiz browser tests share: the answers they know, and the Quiz's parts on screen. */

/** A word or translation as compared: spaces collapsed, lower case, ё as е, no stress marks. */
export const answerKey = (text: string) => withoutStress(text).trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

/** Every right translation of each English word in the category, from the words API. */
export async function answerBook(page: Page): Promise<Map<string, Set<string>>> {
  const book = new Map<string, Set<string>>();
  for (const word of await categoryWords(page)) {
    const answers = book.get(answerKey(word.english)) ?? new Set<string>();
    answers.add(answerKey(word.russian));
    book.set(answerKey(word.english), answers);
  }
  return book;
}

export const quizSection = (page: Page) => page.locator('section.quiz');
export const quizOptions = (page: Page) =>
  quizSection(page).getByRole('group', { name: 'Answer options' }).locator('button.quiz__option');
export const optionText = async (option: Locator) => (await option.locator('[lang="ru"]').textContent()) ?? '';

/** The word asked, and which of the options on screen are right (exactly one) and wrong for it. */
export async function sortOptions(page: Page, book: Map<string, Set<string>>) {
  const word = (await quizSection(page).locator('h3 [lang="en"]').textContent()) ?? '';
  const answers = book.get(answerKey(word));
  expect(answers, `"${word}" is in the category`).toBeDefined();
  const right: number[] = [];
  const wrong: number[] = [];
  for (const [index, option] of (await quizOptions(page).all()).entries()) {
    (answers!.has(answerKey(await optionText(option))) ? right : wrong).push(index);
  }
  expect(right).toHaveLength(1);
  return { word, right: right[0]!, wrong };
}
