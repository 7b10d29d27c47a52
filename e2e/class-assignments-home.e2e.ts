import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { findingsInEveryAppearance, useTheme, THEMES } from './support/accessibility-sweep';
import { signInNewPlayer } from './support/auth';
import { picture } from './support/screenshots';
import { useAppInBrowser } from './support/suite';

// Issue 35 §2 in real Chromium: a member's Home shows the class's open assignments first, one click
// plays one with its category chosen, the section passes axe in both themes and sizes, and its
// arrival does not push the page about (the room it took is kept on the next visit).

const openPage = useAppInBrowser();
const WAIT = { timeout: 10_000 };
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** Tomorrow in the browser's calendar (the e2e browser and server share the machine's clock and zone). */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

interface Lesson {
  memberToken: string;
  words: number;
}

let registered = 0;

/** A fresh user through the API (not signed in on the page): the teacher. */
async function register(page: Page, prefix: string): Promise<{ token: string }> {
  registered += 1;
  const username = `${prefix}_${Date.now().toString(36)}${registered}`;
  const response = await page.request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: 'e2e-password-123' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { token: string };
}

/**
 * A teacher creates a class and assigns the system "animals" category due tomorrow; a new member
 * joins with the invite code. All through the API, as the class pages would.
 */
async function classWithAnAssignment(page: Page): Promise<Lesson> {
  const teacher = await register(page, 'teacher');
  const member = await signInNewPlayer(page, 'member');
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  const created = await page.request.post('/api/classes', { headers: as(teacher.token), data: { name: '7B English' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, invite } = (await created.json()) as { id: number; invite: { code: string } };

  const joined = await page.request.post('/api/classes/join', { headers: as(member.token), data: { code: invite.code } });
  expect(joined.status(), await joined.text()).toBe(200);

  const lists = await page.request.get('/api/vocabulary/categories/lightweight');
  const { categories } = (await lists.json()) as { categories: { id: number; name: string; word_count: number }[] };
  const animals = categories.find((category) => category.name === 'animals');
  if (!animals) throw new Error('the seeded "animals" category is missing');

  const assigned = await page.request.post(`/api/classes/${id}/assignments`, {
    headers: as(teacher.token),
    data: { categoryId: animals.id, dueDate: tomorrow() },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  return { memberToken: member.token, words: animals.word_count };
}

const assignments = (page: Page) => page.getByRole('region', { name: /^(Class assignments|Задания класса)$/ });

/**
 * Every layout shift the page makes without input from the first byte on, in window.shifts, and
 * what the Content-Security-Policy refused (the head script keeping the room runs by its hash).
 */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = [];
    const refused: string[] = [];
    Object.assign(window, { shifts, refused });
    document.addEventListener('securitypolicyviolation', (event) => refused.push(event.violatedDirective));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads Home, waits for the section and the start-up's last requests; the sum of the shifts, and the room kept for next time. */
async function loadHome(page: Page): Promise<{ shift: number; refused: string[]; room: string | null; slotHeight: number }> {
  await page.goto('/');
  await expect.poll(() => assignments(page).isVisible(), WAIT).toBe(true);
  await page.waitForTimeout(2_500);
  return page.evaluate(() => ({
    shift: (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    refused: (window as unknown as { refused: string[] }).refused,
    room: localStorage.getItem('slovo.classAssignments.room'),
    slotHeight: Math.round(document.querySelector('.home__assignments')!.getBoundingClientRect().height),
  }));
}

describe('class assignments on Home (issue 35 §2)', () => {
  test('a member sees the assignment first, plays it with its category chosen; axe passes in both themes at 360 and 1280 px', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    const { words } = await classWithAnAssignment(page);
    await page.goto('/');

    const section = assignments(page);
    await expect.poll(() => section.isVisible(), WAIT).toBe(true);
    const line = `Due tomorrow: Animals — 0 of ${words} words learned`;
    expect(await section.locator('.class-assignment__line').textContent()).toBe(line);
    expect(await section.textContent()).toContain('Class: 7B English');
    // First on the page: above the title and the five games.
    const [sectionTop, titleTop] = await Promise.all([
      section.evaluate((element) => element.getBoundingClientRect().top),
      page.getByRole('heading', { name: 'Choose Your Game' }).evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(sectionTop).toBeLessThan(titleTop);

    expect(await findingsInEveryAppearance(page, 'Home with class assignments')).toEqual([]);
    // The menu of the other games, open, in both themes too.
    const more = section.getByText('Other games', { exact: true });
    expect(
      await findingsInEveryAppearance(page, 'Home, the other games menu', {
        show: () => more.click(),
        hide: () => page.keyboard.press('Escape'),
      }),
    ).toEqual([]);

    // Keyboard: Tab reaches Play; Enter opens Flashcards with "animals" chosen.
    await useTheme(page, 'dark');
    const play = section.getByRole('link', { name: 'Play Flashcards' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/game2');
    await expect.poll(() => page.getByLabel('Category').inputValue(), WAIT).toBe('animals');
    // The choice is made; the address drops it, so Play Again starts from an empty picker.
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  test('a drill from the menu opens with the category chosen too', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await classWithAnAssignment(page);
    await page.goto('/');
    const section = assignments(page);
    await expect.poll(() => section.isVisible(), WAIT).toBe(true);
    // Meaning only (the default kinds): the menu offers the four other games, no drills.
    await section.getByText('Other games', { exact: true }).click();
    const menu = section.getByRole('list', { name: 'Other games' });
    expect(await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/game1?category=animals',
      '/game3?category=animals',
      '/game4?category=animals',
      '/game5?category=animals',
    ]);
    await menu.getByRole('link', { name: 'Animals in Quiz Game' }).click();
    await expect.poll(() => page.getByLabel('Category').inputValue(), WAIT).toBe('animals');
    // A drill's picker reads ?category= as the games' does.
    await page.goto('/drills/gender?category=animals');
    await expect.poll(() => page.getByLabel('Category').inputValue(), WAIT).toBe('animals');
    await page.context().close();
  });

  for (const size of SIZES) {
    test(`at ${size.width}×${size.height} the section remembers the room it takes, which the next visit keeps while it loads`, async () => {
      const page = await openPage(size);
      await classWithAnAssignment(page);
      await recordLayoutShifts(page);
      const first = await loadHome(page);
      // Exactly the height it took, so the next visit keeps it before its first paint.
      expect(first.room).toBe(`${size.width} ${first.slotHeight}`);
      const next = await loadHome(page);
      expect(next.room).toBe(first.room);
      expect([...first.refused, ...next.refused]).toEqual([]);
      // The head script keeps the room before the first paint: the next visit does not shift. The
      // first one cannot know the height yet; its figure is reported.
      console.info(`layout shift at ${size.width} px: first visit ${first.shift.toFixed(3)}, next ${next.shift.toFixed(3)}`);
      expect(next.shift).toBeLessThan(0.05);
      await page.context().close();
    });
  }

  test('screenshots: 360 and 1280 px, light and dark, English and Russian', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await classWithAnAssignment(page);
    for (const locale of ['en', 'ru'] as const) {
      await page.evaluate((value) => localStorage.setItem('slovo.locale', value), locale).catch(() => undefined);
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('slovo.locale', value), locale);
      await page.goto('/');
      await expect.poll(() => assignments(page).isVisible(), WAIT).toBe(true);
      if (locale === 'ru') {
        expect(await assignments(page).locator('.class-assignment__line').textContent()).toMatch(
          /^До завтра: Animals — выучено 0 из \d+ (слова|слов)$/,
        );
      }
      for (const theme of THEMES) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await useTheme(page, theme);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await picture(page, `home-classes-${locale}-${theme}-${size.width}`);
        }
        await page.setViewportSize({ width: 360, height: 740 });
        await assignments(page)
          .getByText(/^(Other games|Другие игры)$/)
          .click();
        await picture(page, `home-classes-menu-${locale}-${theme}-360`);
        await page.keyboard.press('Escape');
      }
    }
    await page.context().close();
  });
});
