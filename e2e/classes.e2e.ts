import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { findingsInEveryAppearance, PLAY_TO_THE_END, SIZES, THEMES, useTheme } from './support/accessibility-sweep';
import { signInNewPlayer } from './support/auth';
import { picture } from './support/screenshots';
import { useAppInBrowser } from './support/suite';

// Classes (issue 35) in real Chromium: a teacher creates a class and assigns a category due
// tomorrow; another user opens the invite link in a browser of their own, joins, plays Quiz on
// the category from the class page's Play link, and the teacher's table shows the result. A
// member never sees another member. axe finds nothing serious on the class pages.

const openPage = useAppInBrowser();
const WAIT = { timeout: 15_000 };

const visible = (locator: ReturnType<Page['locator']>) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);

/** Tomorrow in the browser's own days, as the date field takes it. */
const tomorrow = (page: Page) =>
  page.evaluate(() => {
    const day = new Date(Date.now() + 24 * 3600 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  });

/** Pictures of a screen in each size, theme and language, when SCREENSHOTS_DIR asks for them. */
async function picturesOf(page: Page, name: string, further?: string) {
  if (!process.env.SCREENSHOTS_DIR) return;
  for (const language of ['en', 'ru'] as const) {
    for (const theme of THEMES) {
      await page.setViewportSize(SIZES[0]);
      await useTheme(page, theme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        await picture(page, `${name}-${language}-${theme}-${size.width}`);
        if (further) {
          await page
            .locator(further)
            .first()
            .evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await picture(page, `${name}-${language}-${theme}-${size.width}-further`);
        }
      }
    }
    await page.getByRole('button', { name: /^(RU|EN) — / }).click();
  }
  await page.setViewportSize(SIZES[0]);
}

describe('classes in a real browser', () => {
  test('a teacher assigns a category, a learner joins by the link and plays it, the teacher sees the result', async () => {
    const teacher = await openPage({ width: 1280, height: 800 });
    await signInNewPlayer(teacher, 'teacher');
    await teacher.goto('/classes');
    await visible(teacher.getByRole('heading', { name: 'You are in no class yet' }));
    await picturesOf(teacher, 'classes-empty');

    // Create the class: its page opens.
    await teacher.getByLabel('Class name').fill('Year 7 Russian');
    await teacher.getByRole('button', { name: 'Create class' }).click();
    await visible(teacher.getByRole('heading', { name: 'Year 7 Russian', level: 2 }));
    expect(teacher.url()).toMatch(/\/classes\/\d+$/);

    // Assign Animals, due tomorrow, every word learned (meaning en-ru).
    const due = await tomorrow(teacher);
    await teacher.getByRole('button', { name: 'Assign a category' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Assign a category' });
    await visible(dialog);
    const category = dialog.getByLabel('Category');
    await expect.poll(() => category.isEnabled(), WAIT).toBe(true);
    await category.selectOption({ label: (await category.locator('option', { hasText: /^Animals \(/ }).textContent()) ?? '' });
    await dialog.getByLabel('Due date (optional)').fill(due);
    expect(await dialog.getByRole('checkbox', { name: 'Meaning (English → Russian)' }).isChecked()).toBe(true);
    await picture(teacher, 'class-assign-dialog');
    await dialog.getByRole('button', { name: 'Assign a category' }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    const assignments = teacher.getByRole('list', { name: 'Assignments' });
    await visible(assignments.getByText('Animals'));

    const link = await teacher.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(link).toMatch(/\/classes\/join\/[a-z2-9]{16}$/);
    const code = link.slice(link.lastIndexOf('/') + 1);
    await visible(teacher.getByRole('img', { name: 'QR code of the join link' }));

    // A visitor with the link sees the class and is asked to sign in or register.
    const visitor = await openPage({ width: 360, height: 740 });
    await visitor.goto(new URL(link).pathname);
    await visible(visitor.getByRole('heading', { name: 'Year 7 Russian' }));
    await visible(visitor.getByRole('button', { name: 'Register' }));
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visible(visitor.getByRole('dialog'));
    await visitor.close();

    // Another member, joined through the API: the learner must never see their name.
    const other = await openPage();
    const { username: otherName, token: otherToken } = await signInNewPlayer(other, 'other');
    const joined = await other.request.post('/api/classes/join', {
      headers: { Authorization: `Bearer ${otherToken}` },
      data: { code },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    await other.close();

    // The learner opens the link, joins and lands on the class.
    const learner = await openPage({ width: 1280, height: 800 });
    const { username: learnerName } = await signInNewPlayer(learner, 'learner');
    await learner.goto(new URL(link).pathname);
    await visible(learner.getByRole('heading', { name: 'Year 7 Russian' }));
    await learner.getByRole('button', { name: 'Join “Year 7 Russian”' }).click();
    await expect.poll(() => learner.url(), WAIT).toMatch(/\/classes\/\d+$/);
    const play = learner.getByRole('link', { name: 'Play Animals in Quiz Game' });
    await visible(play);
    expect(await learner.locator('main').textContent()).not.toContain(otherName);
    expect(await learner.getByText('Your progress:').count()).toBe(1);

    // Play Quiz on Animals from the Play link.
    await play.click();
    await expect.poll(() => learner.url(), WAIT).toMatch(/\/game3/);
    await expect.poll(() => learner.getByLabel('Category').inputValue(), WAIT).toBe('animals');
    await learner.getByRole('button', { name: 'XS (10)' }).click();
    await PLAY_TO_THE_END.quiz!(learner);
    await learner.goBack();
    await expect.poll(() => learner.url(), WAIT).toMatch(/\/classes\/\d+$/);
    // The round is recorded in the background: the page reads it once it has arrived.
    await expect
      .poll(async () => {
        if (await learner.getByText(/last played/).count()) return true;
        await learner.reload();
        await visible(learner.getByText('Your progress:'));
        return (await learner.getByText(/last played/).count()) > 0;
      }, WAIT)
      .toBe(true);
    expect(await learner.locator('main').textContent()).not.toContain(otherName);
    expect(await findingsInEveryAppearance(learner, 'class page (member)')).toEqual([]);
    await picturesOf(learner, 'class-member');

    // The teacher's table: the learner's row, their Quiz score in the Animals column.
    await teacher.reload();
    const table = teacher.getByRole('table', { name: 'Progress of each member on each assignment' });
    await visible(table);
    const row = table.getByRole('row').filter({ has: teacher.getByRole('rowheader', { name: learnerName }) });
    await visible(row);
    const cell = row.getByRole('cell').first();
    expect(await cell.textContent()).toMatch(/\d+\/\d+ learned/);
    await cell.click();
    await expect
      .poll(() => teacher.getByRole('status', { name: 'Details of the chosen cell' }).textContent(), WAIT)
      .toMatch(new RegExp(`${learnerName} — Animals:.*last played .*best: Quiz Game \\d+ %`));
    expect(await table.getByRole('rowheader', { name: otherName }).count()).toBe(1);

    // Keyboard: the arrows move between cells, one of them in the tab order.
    const focused = () => teacher.evaluate(() => document.activeElement?.textContent ?? '');
    await teacher.keyboard.press('ArrowLeft');
    expect(await focused()).toMatch(/^(learner|other)_/);
    expect(await table.locator('[tabindex="0"]').count()).toBe(1);

    expect(await findingsInEveryAppearance(teacher, 'class page (teacher)')).toEqual([]);
    await picturesOf(teacher, 'class-teacher', '#class-progress-title');

    // /classes lists it with the teacher's counts.
    await teacher.goto('/classes');
    await visible(teacher.getByRole('link', { name: 'Year 7 Russian' }));
    await visible(teacher.getByText('2 members'));
    expect(await findingsInEveryAppearance(teacher, 'my classes')).toEqual([]);
    await picturesOf(teacher, 'classes-list');
  }, 240_000);
});
