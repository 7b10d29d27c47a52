import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { categoryWords, useAppInBrowser } from './support/suite';

// Issue 33 §1 in a real browser: answers recorded per skill and direction show per kind on
// /stats, and each game's picker offers the mistakes of the direction it records.

const openPage = useAppInBrowser();
const WAIT = { timeout: 10_000 };

/** One round recorded as the games and drills record it: each answer of a word, a skill and a direction. */
async function recordRound(page: Page, token: string, answers: object[], gameId = 'game3'): Promise<void> {
  const response = await page.request.post('/api/reviews', {
    headers: { Authorization: `Bearer ${token}` },
    data: { playId: randomUUID(), gameId, playedAt: new Date().toISOString(), utcOffsetMinutes: 0, answers },
  });
  expect(response.status(), await response.text()).toBe(200);
}

describe('skills and directions (issue 33)', () => {
  test('the Skills card lists each kind of card; Typer offers its ru-en mistakes, the Quiz its en-ru ones', async () => {
    const page = await openPage({ width: 360, height: 740 });
    const { token } = await signInNewPlayer(page, 'skills');
    const [a, b, c] = await categoryWords(page);
    await recordRound(page, token, [
      { wordId: a!.id, outcome: 'wrong' },
      { wordId: b!.id, outcome: 'right' },
      { wordId: a!.id, outcome: 'wrong', skill: 'meaning', direction: 'ru-en' },
      { wordId: b!.id, outcome: 'wrong', skill: 'meaning', direction: 'ru-en' },
    ]);
    // A game records meanings; the Stress drill its own skill.
    await recordRound(page, token, [{ wordId: c!.id, outcome: 'right', skill: 'stress' }], 'stress');

    await page.goto('/stats');
    const skills = page.getByRole('region', { name: 'Skills', exact: true });
    await expect.poll(() => skills.isVisible(), WAIT).toBe(true);
    const rows = await skills.getByRole('row').allTextContents();
    // Kind, cards, learned, due now, retention (none yet: nothing has come back).
    expect(rows.slice(1)).toEqual(['Meaning, English → Russian200—', 'Meaning, Russian → English200—', 'Stress100—']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousAccessibilityIssues(page), 'stats with skills').toEqual([]);

    // Typer answers in English by default: it records ru-en, and offers those two misses.
    await page.goto('/game1');
    const category = page.getByLabel('Category');
    await expect.poll(() => category.locator('option', { hasText: 'My mistakes (2)' }).count(), WAIT).toBe(1);
    // The Quiz answers in Russian: en-ru, one miss.
    await page.goto('/game3');
    await expect.poll(() => category.locator('option', { hasText: 'My mistakes (1)' }).count(), WAIT).toBe(1);
    await page.context().close();
  }, 60_000);
});
