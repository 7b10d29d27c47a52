import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from '../support/auth';
import { categoryWords, useAppInBrowser, withoutStress } from '../support/suite';

const openPage = useAppInBrowser();

/** expect.poll gives up after 1 s by default; the mismatch display and the hand-over take about that long. */
const SLOW = { timeout: 5000 };

const key = (text: string) => withoutStress(text).trim().toLowerCase().replace(/ё/g, 'е');

/** Every English|Russian pair of the category, from the words API (what a player would have learnt). */
async function categoryPairs(page: Page, category: string): Promise<Set<string>> {
  const pairs = new Set<string>();
  for (const word of await categoryWords(page, category)) {
    pairs.add(`${key(word.english)}|${key(word.russian)}`);
    pairs.add(`${key(word.russian)}|${key(word.english)}`);
  }
  return pairs;
}

async function startMemory(page: Page) {
  await signInNewPlayer(page);
  await page.goto('/game5');
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled()).toBe(true);
  await category.selectOption('animals');
  // No count selector: Memory Match always plays 10 words.
  await expect.poll(() => cards(page).count(), SLOW).toBe(20);
}

const cards = (page: Page) => page.getByRole('group', { name: 'Cards' }).getByRole('button');
const cardAt = (page: Page, position: number) => page.getByRole('button', { name: new RegExp(`^Card ${position},`) });
const gameStatus = (page: Page) => page.getByRole('region', { name: 'Memory Match' }).getByRole('status');
const movesShown = (page: Page) => page.getByTestId('memory-moves').textContent();

/** Turns the card over and reads its word from its label ("Card 7, кошка, revealed"). */
async function flip(page: Page, position: number): Promise<string> {
  const card = cardAt(page, position);
  await card.click();
  let label = '';
  await expect
    .poll(async () => {
      label = (await card.getAttribute('aria-label')) ?? '';
      return label;
    })
    .toMatch(/, (revealed|matched)$/);
  return label.replace(/^Card \d+, /, '').replace(/, (revealed|matched)$/, '');
}

/**
 * Plays like a player with a perfect memory who knows the category's words: a card whose partner
 * has been seen is matched at once, otherwise unseen cards are explored two at a time. Starts with
 * one deliberate mismatch and checks its feedback. Returns the number of moves made.
 */
async function playToCompletion(page: Page, pairs: Set<string>): Promise<number> {
  const isPair = (a: string, b: string) => pairs.has(`${key(a)}|${key(b)}`);
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  let moves = 0;

  /** The second card of a turn: one move, a match or not. */
  const second = async (first: number, position: number) => {
    const word = await flip(page, position);
    seen.set(position, word);
    moves += 1;
    if (!isPair(seen.get(first)!, word)) return false;
    matched.add(first).add(position);
    return true;
  };
  const firstCard = async (position: number) => seen.set(position, await flip(page, position));

  // The deliberate mismatch: two cards known not to be a pair (reveal, hide, then compare).
  const w1 = await flip(page, 1);
  await cardAt(page, 1).click(); // clicking the only selected card hides it again
  await expect.poll(() => cardAt(page, 1).getAttribute('aria-label')).toBe('Card 1, hidden');
  seen.set(1, w1);
  let other = 2;
  const w2 = await flip(page, 2);
  seen.set(2, w2);
  if (isPair(w1, w2)) {
    await cardAt(page, 2).click();
    other = 3;
    seen.set(3, await flip(page, 3));
  }
  await cardAt(page, 1).click();
  moves += 1;
  const status = gameStatus(page);
  await expect.poll(() => status.textContent()).toBe(`Not a pair: ${seen.get(other)} and ${w1}. Try again.`);
  await expect.poll(() => movesShown(page)).toBe('1');
  // Shown briefly, then turned back by themselves.
  await expect.poll(() => cardAt(page, 1).getAttribute('aria-label'), SLOW).toBe('Card 1, hidden');
  await expect.poll(() => cardAt(page, other).getAttribute('aria-label')).toBe(`Card ${other}, hidden`);

  while (matched.size < 20) {
    const open = [...Array(20).keys()].map((i) => i + 1).filter((p) => !matched.has(p));
    const known = open.filter((p) => seen.has(p));
    const knownPair = known.flatMap((p) =>
      known.filter((q) => q > p && isPair(seen.get(p)!, seen.get(q)!)).map((q) => [p, q] as const),
    )[0];
    if (knownPair) {
      await firstCard(knownPair[0]);
      expect(await second(knownPair[0], knownPair[1])).toBe(true);
      continue;
    }
    const unseen = open.filter((p) => !seen.has(p));
    const first = unseen[0]!;
    await firstCard(first);
    const partner = known.find((p) => isPair(seen.get(p)!, seen.get(first)!));
    await second(first, partner ?? unseen[1]!);
  }
  return moves;
}

async function expectNoHorizontalOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('Memory Match in a real browser', () => {
  test('a player matches all 10 pairs, sees the score from the moves, and Home shows Completed with the best score', async () => {
    const page = await openPage();
    const pairs = await categoryPairs(page, 'animals');
    await startMemory(page);
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^00:0\d$/);

    const moves = await playToCompletion(page, pairs);
    expect(await movesShown(page)).toBe(String(moves));
    await expect.poll(() => gameStatus(page).textContent()).toMatch(/All 10 pairs found in \d+ moves!/);

    // Scoring: 100 for 10 moves, 3 points less per extra move, never below 0.
    const expected = Math.max(0, 100 - 3 * (moves - 10));
    await expect.poll(() => page.getByRole('heading', { name: 'Game Complete!' }).isVisible(), SLOW).toBe(true);
    expect(await page.getByTestId('game-score').textContent()).toBe(String(expected));
    expect(await page.locator('.game-complete__stat', { hasText: 'Moves' }).locator('dd').textContent()).toBe(String(moves));
    expect(await page.locator('.game-complete__stat', { hasText: 'Pairs' }).locator('dd').textContent()).toBe('10/10');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    const card = page.locator('[data-game="game5"]');
    await expect.poll(() => card.getByText('Completed').isVisible(), SLOW).toBe(true);
    await expect.poll(() => card.getByText(`Best Score: ${expected}`).isVisible()).toBe(true);
    await page.context().close();
  });

  test('on a 360×740 phone the board is 4 × 5, fits without horizontal scroll, and the sound choice is remembered', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await startMemory(page);
    await expectNoHorizontalOverflow(page, 360);

    const boxes = await cards(page).evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(5);
    expect(boxes.filter((box) => Math.round(box.top) === Math.round(boxes[0]!.top))).toHaveLength(4);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(40);
    }

    // Turn a few cards (long words included) and check again while they are face up.
    await flip(page, 1);
    await flip(page, 2);
    await expectNoHorizontalOverflow(page, 360);
    await flip(page, 20);
    await expectNoHorizontalOverflow(page, 360);

    const sound = page.getByRole('button', { name: /Sound/ });
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('memorySound'))).toBe('false');
    const movesBefore = await movesShown(page);
    await page.reload();
    // The round was played (cards turned): the page offers it back, moves and all.
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => cards(page).count(), SLOW).toBe(20);
    expect(await movesShown(page)).toBe(movesBefore);
    expect(await page.getByRole('button', { name: /Sound/ }).getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });
});
