import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

const openPage = useAppInBrowser();
const WAIT = { timeout: 10_000 };

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
const hidden = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(false);

/** A learner's category with words added through the API, as the batch route adds them. */
async function categoryWith(page: Page, token: string, name: string, pairs: [string, string][]) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName: name } });
  expect(created.status()).toBe(201);
  const { categoryId } = (await created.json()) as { categoryId: number };
  const added = await page.request.post('/api/vocabulary/user/words/batch', {
    headers,
    data: { categoryId, pairs: pairs.map(([english, russian]) => ({ english, russian })) },
  });
  expect(added.status()).toBe(201);
}

/**
 * Issue 32 §2 "People correct it", in a real browser: the learner opens Edit Word, taps the
 * stressed vowel, saves, and sees the stressed word in the list; then does the same for a phrase of
 * two words with the keyboard only. Once on a desktop, once on a phone.
 */
describe.each([
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
  { device: 'phone', viewport: { width: 360, height: 740 } },
])('word details in the learner’s editor ($device)', ({ viewport }) => {
  test('a tap on a vowel sets the stress; the list shows the stressed word, its marker gone', async () => {
    const page = await openPage(viewport);
    const { token } = await signInNewPlayer(page, 'stress');
    await categoryWith(page, token, 'Dairy', [
      // Neither is a seeded text, so no stress is suggested for them.
      ['fermented milk', 'ряженка'],
      ['sea cow', 'морская корова'],
    ]);
    await page.goto('/my-vocabulary');
    await page.getByRole('list', { name: 'Your Categories' }).getByRole('button', { name: 'Dairy', exact: true }).click();
    const words = page.getByRole('list', { name: 'Words in Dairy' });
    const milk = words.getByRole('listitem').filter({ hasText: 'fermented milk' });
    await visible(milk.getByText('ряженка', { exact: true }));
    // Its stress is not known yet: the list says so.
    expect(await milk.getByText('Stress not known yet').count()).toBe(1);

    await page.getByRole('button', { name: 'Edit fermented milk' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Word' });
    await visible(edit);
    expect(await edit.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('true');
    const vowel = edit.getByRole('group', { name: 'Stress in “ряженка”' }).getByRole('button', { name: 'Vowel 1: я' });
    await vowel.scrollIntoViewIfNeeded();
    await vowel.click();
    expect(await vowel.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousAccessibilityIssues(page), 'Edit Word with a stress set').toEqual([]);
    await edit.getByRole('button', { name: 'Save' }).click();
    await hidden(edit);
    await visible(milk.getByText('ря́женка', { exact: true }));
    expect(await milk.getByText('Stress not known yet').count()).toBe(0);

    // The keyboard alone: Edit from the list, a vowel's number in each word, Save.
    const editBear = page.getByRole('button', { name: 'Edit sea cow' });
    await editBear.focus();
    await page.keyboard.press('Enter');
    await visible(edit);
    await edit.getByRole('group', { name: 'Stress in “морская”' }).getByRole('button', { name: 'Vowel 1: о' }).focus();
    await page.keyboard.press('2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => edit.getByText('морска́я коро́ва').count(), WAIT).toBe(1);
    await edit.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await hidden(edit);
    await visible(words.getByText('морска́я коро́ва', { exact: true }));
    // The focus goes back to where the dialog was opened from.
    await expect.poll(() => editBear.evaluate((element) => element === document.activeElement), WAIT).toBe(true);

    // The server recorded a person as the source.
    const answer = await page.request.get('/api/vocabulary/user', { headers: { authorization: `Bearer ${token}` } });
    const vocabulary = (await answer.json()) as Record<string, { english: string; stressed?: string; sources?: object }[]>;
    expect(Object.values(vocabulary).flat()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          english: 'fermented milk',
          stressed: 'ря́женка',
          sources: expect.objectContaining({ stressed: 'editor' }),
        }),
        expect.objectContaining({
          english: 'sea cow',
          stressed: 'морска́я коро́ва',
          sources: expect.objectContaining({ stressed: 'editor' }),
        }),
      ]),
    );
    await page.context().close();
  }, 90_000);
});
