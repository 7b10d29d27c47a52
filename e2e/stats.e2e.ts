import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser, withoutStress } from './support/suite';

const openPage = useAppInBrowser();

const visible = (page: Page, locator: ReturnType<Page['locator']>) =>
  expect.poll(() => locator.isVisible(), { timeout: 10_000 }).toBe(true);

/** The browser's own offset from UTC and today's date there, as the page will ask /stats for it. */
async function browserToday(page: Page): Promise<{ offset: number; today: string }> {
  return page.evaluate(() => {
    const offset = -new Date().getTimezoneOffset() || 0;
    return { offset, today: new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10) };
  });
}

/**
 * One finished Quiz round, recorded as the games record it: three answers, one of them wrong.
 * Returns the word answered wrong.
 */
async function recordQuizRound(page: Page, token: string, offset: number): Promise<{ english: string; russian: string }> {
  const words = await page.request.get('/api/vocabulary/category/animals');
  expect(words.status()).toBe(200);
  const played = ((await words.json()) as { words: { id: number; english: string; russian: string }[] }).words.slice(0, 3);
  const ids = played.map((word) => word.id);
  expect(ids).toHaveLength(3);
  const response = await page.request.post('/api/reviews', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      playId: randomUUID(),
      gameId: 'game3',
      playedAt: new Date().toISOString(),
      utcOffsetMinutes: offset,
      answers: [
        { wordId: ids[0], outcome: 'right' },
        { wordId: ids[1], outcome: 'wrong' },
        { wordId: ids[2], outcome: 'right-with-help' },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toMatchObject({ recorded: true, reviewed: 3 });
  return played[1]!;
}

describe('/stats in a real browser', () => {
  test("a player's reviews today show in the calendar and its table; settings save; the history downloads", async () => {
    const page = await openPage({ width: 1280, height: 800 });
    const { token } = await signInNewPlayer(page, 'stats');

    // Before any review: the invitation to play.
    await page.goto('/stats');
    await visible(page, page.getByRole('heading', { name: 'No reviews yet' }));
    expect(await seriousAccessibilityIssues(page), 'empty stats page').toEqual([]);

    const { offset, today } = await browserToday(page);
    const missed = await recordQuizRound(page, token, offset);

    await page.reload();
    await visible(page, page.getByRole('heading', { name: 'Reviews over the last year' }));
    const calendar = page.getByRole('img', { name: /^Reviews over the last year: 3 reviews on 1 day/ });
    await visible(page, calendar);
    const todaySquare = calendar.locator(`rect[data-date="${today}"] title`);
    expect(await todaySquare.textContent()).toMatch(/: 3 reviews$/);
    await expect.poll(() => page.getByRole('region', { name: 'Overview' }).textContent()).toMatch(/Current streak1 day/);

    await page.locator('summary', { hasText: 'Reviews per day as a table' }).click();
    const table = page.getByRole('table', { name: /Reviews per day as a table/ });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('time').getAttribute('datetime')).toBe(today);
    expect(await rows.first().textContent()).toMatch(/^Today, .*3$/);
    // Animals: three words played, none learned yet after one review each.
    await visible(page, page.getByRole('region', { name: 'Words by category' }).getByText('Animals'));
    // The wrong answer is in the mistake book: the word, once, in the Quiz, today.
    const book = page.getByRole('list', { name: 'Mistake book' }).getByRole('listitem');
    await expect
      .poll(async () => (await book.allTextContents()).map(withoutStress))
      .toEqual([`${missed.english} — ${missed.russian} missed 1 time in Quiz Game · last missed today`]);
    expect(await seriousAccessibilityIssues(page), 'stats page with reviews, table open').toEqual([]);

    // Review settings: saved on the server, still there after a reload.
    const retention = page.getByLabel('Desired retention');
    await expect.poll(() => retention.inputValue()).toBe('0.90');
    await retention.fill('0.85');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page, page.getByText('Settings saved: 0.85'));
    await page.reload();
    await expect.poll(() => page.getByLabel('Desired retention').inputValue()).toBe('0.85');

    // The whole history, with the player's token, as a CSV file the browser saves.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download review history (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    // A header line and one line per review.
    expect(csv.trim().split('\n')).toHaveLength(4);
  });

  test('at 360 px the page fits the screen and the calendar scrolls inside its box', async () => {
    const page = await openPage({ width: 360, height: 740 });
    const { token } = await signInNewPlayer(page, 'phone');
    await page.goto('/');
    const { offset } = await browserToday(page);
    await recordQuizRound(page, token, offset);
    await page.goto('/stats');
    await visible(page, page.getByRole('region', { name: 'Review calendar (scrolls sideways)' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = page.getByRole('region', { name: 'Review calendar (scrolls sideways)' });
    // It opens at its end, where today is.
    const scroll = await box.evaluate((element) => ({
      left: element.scrollLeft,
      max: element.scrollWidth - element.clientWidth,
    }));
    expect(scroll.max).toBeGreaterThan(0);
    expect(scroll.left).toBeGreaterThanOrEqual(scroll.max - 1);
    expect(await seriousAccessibilityIssues(page), 'stats page at 360 px').toEqual([]);
  });
});
