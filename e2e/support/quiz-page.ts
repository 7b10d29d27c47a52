import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { categoryWords, withoutStress } from './suite';

/** What the Quiz browser tests share: the answers they know, and the Quiz's parts on screen. */

/** A word or translation as compared: spaces collapsed, lower case, ё as е, no stress marks. */
export const answerKey = (text: string) => withoutStress(text).trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

/** The side the options are in: Russian (the spec's Quiz) or English (issue 33's "Answer in English"). */
export type OptionsSide = 'russian' | 'english';

/** BCP 47 code of a side, as the Quiz marks its word and options. */
const LANG: Record<OptionsSide, 'en' | 'ru'> = { english: 'en', russian: 'ru' };
const other = (side: OptionsSide): OptionsSide => (side === 'russian' ? 'english' : 'russian');

/** Every right answer of each word that can be asked, on the options' side, from the words API. */
export async function answerBook(page: Page, options: OptionsSide = 'russian'): Promise<Map<string, Set<string>>> {
  const book = new Map<string, Set<string>>();
  for (const word of await categoryWords(page)) {
    const asked = answerKey(word[other(options)]);
    const answers = book.get(asked) ?? new Set<string>();
    answers.add(answerKey(word[options]));
    book.set(asked, answers);
  }
  return book;
}

export const quizSection = (page: Page) => page.locator('section.quiz');
export const quizOptions = (page: Page) =>
  quizSection(page).getByRole('group', { name: 'Answer options' }).locator('button.quiz__option');
export const optionText = async (option: Locator, options: OptionsSide = 'russian') =>
  (await option.locator(`[lang="${LANG[options]}"]`).textContent()) ?? '';

/** The word asked, and which of the options on screen are right (exactly one) and wrong for it. */
export async function sortOptions(page: Page, book: Map<string, Set<string>>, options: OptionsSide = 'russian') {
  const word =
    (await quizSection(page)
      .locator(`h3 [lang="${LANG[other(options)]}"]`)
      .textContent()) ?? '';
  const answers = book.get(answerKey(word));
  expect(answers, `"${word}" is in the category`).toBeDefined();
  const right: number[] = [];
  const wrong: number[] = [];
  for (const [index, option] of (await quizOptions(page).all()).entries()) {
    (answers!.has(answerKey(await optionText(option, options))) ? right : wrong).push(index);
  }
  expect(right).toHaveLength(1);
  return { word, right: right[0]!, wrong };
}

/** Waits for question `number` (or the end of the game); a wrong answer's feedback alone lasts 2.5 s. */
export async function nextQuestion(page: Page, number: number) {
  await expect
    .poll(
      async () => {
        if (await page.getByRole('heading', { name: 'Game Complete!' }).isVisible()) return 'done';
        const section = quizSection(page);
        return (await section.getAttribute('data-question')) === String(number) &&
          (await section.getAttribute('data-phase')) === 'choosing'
          ? 'next'
          : 'waiting';
      },
      { timeout: 6000 },
    )
    .not.toBe('waiting');
}
