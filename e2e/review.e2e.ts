import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { findingsInEveryAppearance, useTheme, WAIT } from './support/accessibility-sweep';
import { picture } from './support/screenshots';
import { categoryWords, useAppInBrowser } from './support/suite';

// Issue 33 §3 in a real browser against the real server: a learner whose cards of several skills
// are due reviews them all by keyboard (Space, then 1–4), survives a reload mid-session, reaches
// "Nothing is due", and the meaning cards graded here are no longer due in the Quiz either.

const openPage = useAppInBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Cards made due the way a learner's past games make them: a missed answer, five days ago, comes
 * due one day later. Two meaning cards in English → Russian (what the Quiz records), one the other
 * way, and one each of stress, gender, forms and listening: seven cards.
 */
async function makeDueCards(page: Page, token: string): Promise<void> {
  const [a, b, c, d] = await categoryWords(page);
  const playedAt = new Date(Date.now() - 5 * DAY_MS).toISOString();
  const rounds: [string, object[]][] = [
    [
      'game3',
      [
        { wordId: a!.id, outcome: 'wrong', skill: 'meaning', direction: 'en-ru' },
        { wordId: b!.id, outcome: 'wrong', skill: 'meaning', direction: 'en-ru' },
      ],
    ],
    ['game1', [{ wordId: c!.id, outcome: 'wrong', skill: 'meaning', direction: 'ru-en' }]],
    ['stress', [{ wordId: a!.id, outcome: 'wrong', skill: 'stress', direction: 'ru' }]],
    ['gender', [{ wordId: b!.id, outcome: 'wrong', skill: 'gender', direction: 'ru' }]],
    ['forms', [{ wordId: c!.id, outcome: 'wrong', skill: 'forms', direction: 'ru' }]],
    ['listening', [{ wordId: d!.id, outcome: 'wrong', skill: 'listening', direction: 'ru' }]],
  ];
  for (const [gameId, answers] of rounds) {
    const response = await page.request.post('/api/reviews', {
      headers: { Authorization: `Bearer ${token}` },
      data: { playId: randomUUID(), gameId, playedAt, utcOffsetMinutes: 0, answers },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

async function dueMeaningCards(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/reviews/due?skill=meaning&direction=en-ru', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

const reviewCard = (page: Page) => page.locator('section.review__card');
const answerState = (page: Page) => reviewCard(page).getAttribute('data-answer');
const cardsLeft = (page: Page) => reviewCard(page).locator('.review__left').textContent();
const doneTitle = (page: Page) => page.getByRole('heading', { name: 'Nothing is due' });
/** The card on screen: its skill, direction and question. */
async function cardNow(page: Page): Promise<string> {
  // No card (the next ones loading, or the end): nothing to wait for.
  if ((await reviewCard(page).count()) === 0) return '';
  const card = reviewCard(page);
  return `${await card.getAttribute('data-skill')} ${await card.getAttribute('data-direction')}: ${await card.locator('.review__question').textContent()}`;
}

async function openReview(page: Page) {
  await page.goto('/review');
  await expect.poll(async () => (await doneTitle(page).isVisible()) || (await reviewCard(page).isVisible()), WAIT).toBe(true);
}

/** The Quiz's picker: what its "Due for review" entry says, or null when it offers none. */
async function quizDueOption(page: Page): Promise<string | null> {
  await page.goto('/game3');
  const category = page.getByLabel('Category');
  await expect.poll(() => category.locator('option[value="animals"]').count(), WAIT).toBe(1);
  // The review lists arrive after the categories. Both cards were missed once, so "My mistakes"
  // is offered before and after grading: once it shows, the lists are drawn.
  await expect.poll(() => category.locator('option', { hasText: /^My mistakes \(2\)$/ }).count(), WAIT).toBe(1);
  const due = category.locator('option', { hasText: /^Due for review/ });
  return (await due.count()) === 0 ? null : due.textContent();
}

describe('Review (issue 33 §3)', () => {
  test('a learner reviews every due card by keyboard, a reload mid-session resumes, and graded cards leave the Quiz’s due list', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    const { token } = await signInNewPlayer(page, 'review');
    await makeDueCards(page, token);
    expect(await dueMeaningCards(page, token)).toBe(2);
    expect(await quizDueOption(page)).toBe('Due for review (2)');

    // Home's Review card counts them.
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: /^Review .*7 cards due$/ }).count(), WAIT).toBe(1);

    await openReview(page);
    const seen = new Set<string>();
    let reloaded = false;
    for (let left = 7; left >= 1; left -= 1) {
      await expect.poll(() => cardsLeft(page), WAIT).toBe(`${left} left`);
      const card = await cardNow(page);
      expect(seen.has(card), `${card} asked twice`).toBe(false);
      seen.add(card);
      expect(await answerState(page)).toBe('hidden');
      await page.keyboard.press('Space');
      await expect.poll(() => answerState(page)).toBe('shown');

      if (left === 4 && !reloaded) {
        // The server is the truth: three cards graded, this one's answer still showing after a reload.
        reloaded = true;
        await page.reload();
        await expect.poll(() => reviewCard(page).isVisible(), WAIT).toBe(true);
        expect(await cardNow(page)).toBe(card);
        expect(await answerState(page)).toBe('shown');
        expect(await cardsLeft(page)).toBe('4 left');
      }
      // Meaning cards Good (3, or Space as in Anki), the others each grade in turn.
      const skill = await reviewCard(page).getAttribute('data-skill');
      const key = skill === 'meaning' ? (left % 2 === 0 ? 'Space' : '3') : String((left % 4) + 1);
      await page.keyboard.press(key);
      await expect.poll(async () => (await doneTitle(page).isVisible()) || (await cardNow(page)) !== card, WAIT).toBe(true);
    }
    expect([...seen].map((card) => card.split(':')[0]).sort()).toEqual([
      'forms ru',
      'gender ru',
      'listening ru',
      'meaning en-ru',
      'meaning en-ru',
      'meaning ru-en',
      'stress ru',
    ]);

    await expect.poll(() => doneTitle(page).isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.locator('.review__next').textContent()).toMatch(/^Next review in \d+ (hours?|days?)\.$/);
    expect(await page.getByText('You reviewed 7 cards.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Your statistics' }).getAttribute('href')).toBe('/stats');

    // The same cards as the games: nothing of the Quiz's kind is due any more.
    await expect.poll(() => dueMeaningCards(page, token), WAIT).toBe(0);
    expect(await quizDueOption(page)).toBeNull();
    await page.context().close();
  }, 90_000);

  test('question, answer and done pass axe in both themes at 1280×800 and 360×740; the answer moves nothing', async () => {
    const page = await openPage({ width: 360, height: 740 });
    const { token } = await signInNewPlayer(page, 'review_a11y');
    await makeDueCards(page, token);
    await openReview(page);
    await expect.poll(() => reviewCard(page).isVisible(), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const findings = await findingsInEveryAppearance(page, 'review question');
    const box = async (selector: string) => reviewCard(page).locator(selector).boundingBox();
    await page.setViewportSize({ width: 360, height: 740 });
    const before = {
      card: await reviewCard(page).boundingBox(),
      question: await box('.review__question'),
      actions: await box('.review__actions'),
    };
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect.poll(() => answerState(page)).toBe('shown');
    const after = {
      card: await reviewCard(page).boundingBox(),
      question: await box('.review__question'),
      actions: await box('.review__actions'),
    };
    expect(after).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    findings.push(...(await findingsInEveryAppearance(page, 'review answer')));

    // Grade the rest with the mouse, then the done screen.
    for (;;) {
      // Between the last card of a batch and the next, the queue is asked again: a card or the end.
      await expect.poll(async () => (await doneTitle(page).isVisible()) || (await reviewCard(page).count()) > 0, WAIT).toBe(true);
      if (await doneTitle(page).isVisible()) break;
      if ((await answerState(page)) === 'hidden') await page.getByRole('button', { name: 'Show answer' }).click();
      const card = await cardNow(page);
      await page.getByRole('button', { name: /^Good \(/ }).click();
      await expect.poll(async () => (await doneTitle(page).isVisible()) || (await cardNow(page)) !== card, WAIT).toBe(true);
    }
    findings.push(...(await findingsInEveryAppearance(page, 'review done')));
    expect(findings).toEqual([]);
    await page.context().close();
  }, 90_000);

  test('a learner without cards is asked to play first', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await signInNewPlayer(page, 'review_new');
    await page.goto('/review');
    await expect.poll(() => page.getByRole('heading', { name: 'No cards yet' }).isVisible(), WAIT).toBe(true);
    expect(await findingsInEveryAppearance(page, 'review empty')).toEqual([]);
    await page.context().close();
  });

  test('screens for looking at (SCREENSHOTS_DIR): question, answer and done, both themes and languages, both sizes', async () => {
    if (!process.env.SCREENSHOTS_DIR) return;
    for (const locale of ['en', 'ru'] as const) {
      const page = await openPage({ width: 1280, height: 800 });
      await page.addInitScript((value) => localStorage.setItem('slovo.locale', value), locale);
      const { token } = await signInNewPlayer(page, `review_shots_${locale}`);
      await makeDueCards(page, token);
      await openReview(page);
      const snap = async (state: string) => {
        for (const theme of ['dark', 'light'] as const) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await useTheme(page, theme);
          for (const size of [
            { width: 1280, height: 800 },
            { width: 360, height: 740 },
          ]) {
            await page.setViewportSize(size);
            await picture(page, `review-${state}-${locale}-${theme}-${size.width}`);
          }
        }
      };
      await snap('question');
      await page.locator('.review__show-button').click();
      await snap('answer');
      // On to a card of another kind: the forms and gender cards show facts, not a word.
      for (let n = 0; n < 7 && !(await doneTitle(page).isVisible()); n += 1) {
        if ((await answerState(page)) === 'hidden') await page.locator('.review__show-button').click();
        const skill = await reviewCard(page).getAttribute('data-skill');
        if (skill === 'forms' || skill === 'gender' || skill === 'listening') await snap(`answer-${skill}`);
        const card = await cardNow(page);
        await page.locator('.review__grade--good').click();
        await expect.poll(async () => (await doneTitle(page).isVisible()) || (await cardNow(page)) !== card, WAIT).toBe(true);
      }
      await expect.poll(() => page.locator('.review__done').isVisible(), WAIT).toBe(true);
      await snap('done');
      await page.context().close();
    }
  }, 180_000);
});
