import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from './auth';

/**
 * A player whose own category holds four words, one of them (milk) given its stress and more
 * through the API as an editor would (PUT the word with `stressed`, gender, forms…), and missed
 * once in a recorded Quiz round, so the stats page's mistake book lists it (issue 32). Another
 * (fermented milk) is no seeded text, so nothing suggests its stress: a test can set it by a tap.
 */
export const STRESSED_CATEGORY = 'Kitchen';
const WAIT = { timeout: 8_000 };
export const MILK = { english: 'milk', russian: 'молоко', stressed: 'молоко\u0301' };
export const RYAZHENKA = { english: 'fermented milk', russian: 'ряженка', stressed: 'ря\u0301женка' };
const OTHERS = [
  ['water', 'вода'],
  [RYAZHENKA.english, RYAZHENKA.russian],
  ['cheese', 'сыр'],
] as const;

export async function playerWithStressedWords(page: Page): Promise<{ token: string; milkId: number }> {
  const { token } = await signInNewPlayer(page, 'stress');
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/vocabulary/user/categories', {
    headers,
    data: { categoryName: STRESSED_CATEGORY },
  });
  expect(created.status()).toBe(201);
  const { categoryId } = (await created.json()) as { categoryId: number };
  const pairs = [[MILK.english, MILK.russian], ...OTHERS].map(([english, russian]) => ({ english, russian }));
  const added = await page.request.post('/api/vocabulary/user/words/batch', { headers, data: { categoryId, pairs } });
  expect(added.status()).toBe(201);
  const { words } = (await added.json()) as { words: { id: number; english: string }[] };
  const milkId = words.find((word) => word.english === MILK.english)!.id;

  const edited = await page.request.put(`/api/vocabulary/user/words/${milkId}`, {
    headers,
    data: {
      english: MILK.english,
      russian: MILK.russian,
      stressed: MILK.stressed,
      gender: 'n',
      animate: false,
      forms: { gen_sg: 'молока\u0301', nom_pl: 'молока\u0301' },
      ipa: '/mɪlk/',
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect(await edited.json()).toMatchObject({ word: { stressed: MILK.stressed, gender: 'n', sources: { stressed: 'editor' } } });

  const reviewed = await page.request.post('/api/reviews', {
    headers,
    data: {
      playId: randomUUID(),
      gameId: 'game3',
      playedAt: new Date().toISOString(),
      utcOffsetMinutes: 0,
      answers: [{ wordId: milkId, outcome: 'wrong' }],
    },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  return { token, milkId };
}

/**
 * Starts a game on the player's own category: a round left in this tab is started over, the
 * learning session the first game began is practised again (the same four words), and otherwise
 * the category is chosen in the picker (all its words, where the game asks for a count). Either
 * interface language.
 */
export async function chooseStressedCategory(page: Page, path: string, withCount: boolean): Promise<void> {
  await page.goto(path);
  // In either interface language (the screenshots take both).
  const startOver = page.getByRole('button', { name: /^(Start over|Начать заново)$/ });
  const session = page.getByRole('region', { name: /^(Continue Learning|Продолжить обучение)$/ });
  const category = page.getByLabel(/^(Category|Категория)$/);
  const shown = startOver.or(session).or(category);
  await expect.poll(() => shown.first().isVisible(), WAIT).toBe(true);
  if (await startOver.isVisible()) await startOver.click();
  await expect.poll(async () => (await session.isVisible()) || (await category.isEnabled().catch(() => false)), WAIT).toBe(true);
  if (await session.isVisible()) {
    await session.getByRole('button', { name: /^(Practice Current Batch|Тренировать текущую порцию)$/ }).click();
    return;
  }
  await expect.poll(() => category.locator('option', { hasText: STRESSED_CATEGORY }).count(), WAIT).toBe(1);
  await category.selectOption({ label: (await category.locator('option', { hasText: STRESSED_CATEGORY }).textContent()) ?? '' });
  if (withCount) await page.getByRole('button', { name: /^ALL\b/ }).click();
}
