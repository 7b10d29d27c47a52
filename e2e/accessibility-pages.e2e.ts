import { describe, expect, test } from 'vitest';
import { signInAdmin, signInNewPlayer } from './support/auth';
import {
  THEMES,
  WAIT,
  useTheme,
  findingsInEveryAppearance,
  visit,
  heading,
  dialog,
  pressEscapeUntilClosed,
  GAMES,
  SIZES,
} from './support/accessibility-sweep';
import { seriousAccessibilityIssues } from './support/axe';
import { MILK, playerWithStressedWords } from './support/stressed-words';
import { useAppInBrowser } from './support/suite';

// The axe-core sweep of issue 13 §2, the pages (support/accessibility-sweep.ts says how it looks).

const openPage = useAppInBrowser();

describe('accessibility sweep (axe-core: no serious or critical finding, both themes, 1280×800 and 360×740)', () => {
  test('a visitor: Home, Components, the five category pickers, a guarded page, Not Found, the sign-in and register dialog, Support, the Games menu', async () => {
    const page = await openPage();
    const found: string[] = [];

    await visit(page, '/', () => heading(page, 'Choose Your Game').isVisible());
    found.push(...(await findingsInEveryAppearance(page, 'Home')));
    found.push(
      ...(await findingsInEveryAppearance(page, 'Games menu', {
        show: () => page.getByRole('button', { name: /games/i }).click(),
        hide: () => page.keyboard.press('Escape'),
      })),
    );
    found.push(
      ...(await findingsInEveryAppearance(page, 'Support dialog', {
        show: async () => {
          await page.getByRole('button', { name: 'Support the Project' }).click();
          await expect
            .poll(
              () =>
                dialog(page)
                  .getByRole('heading', { name: /Share|Transfer/ })
                  .count(),
              WAIT,
            )
            .toBeGreaterThan(0);
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    found.push(
      ...(await findingsInEveryAppearance(page, 'Sign-in dialog', {
        show: () => page.getByRole('button', { name: 'Login' }).click(),
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    found.push(
      ...(await findingsInEveryAppearance(page, 'Register dialog', {
        show: async () => {
          await page.getByRole('button', { name: 'Login' }).click();
          await dialog(page)
            .getByRole('button', { name: /create one/i })
            .click();
          await expect.poll(() => dialog(page).getByLabel('Confirm Password').isVisible()).toBe(true);
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );

    await visit(page, '/components', () =>
      page
        .getByRole('link', { name: /Back to Home/ })
        .first()
        .isVisible(),
    );
    found.push(...(await findingsInEveryAppearance(page, 'Components')));
    for (const game of GAMES) {
      await visit(page, game.path, () => page.getByLabel('Category').isEnabled());
      found.push(...(await findingsInEveryAppearance(page, `${game.name} category picker`)));
    }
    await visit(page, '/my-vocabulary', () => heading(page, 'Access Required').isVisible());
    found.push(...(await findingsInEveryAppearance(page, 'My Vocabulary, signed out')));
    await visit(page, '/no-such-page', () => heading(page, 'Page Not Found').isVisible());
    found.push(...(await findingsInEveryAppearance(page, 'Not Found')));

    expect(found).toEqual([]);
    await page.context().close();
  }, 180_000);

  test('signed in: My Vocabulary, and as an admin the Vocabulary Editor, User Management and the full Games menu', async () => {
    const player = await openPage();
    await signInNewPlayer(player);
    const found: string[] = [];
    await player.goto('/my-vocabulary');
    await player.waitForLoadState('networkidle');
    found.push(...(await findingsInEveryAppearance(player, 'My Vocabulary')));
    await player.context().close();

    const admin = await openPage();
    await signInAdmin(admin);
    await admin.goto('/admin/vocabulary');
    await admin.waitForLoadState('networkidle');
    found.push(...(await findingsInEveryAppearance(admin, 'Vocabulary Editor')));
    await admin.goto('/admin/users');
    await admin.waitForLoadState('networkidle');
    found.push(...(await findingsInEveryAppearance(admin, 'User Management')));
    found.push(
      ...(await findingsInEveryAppearance(admin, 'Games menu, admin', {
        show: () => admin.getByRole('button', { name: /games/i }).click(),
        hide: () => admin.keyboard.press('Escape'),
      })),
    );

    expect(found).toEqual([]);
    await admin.context().close();
  }, 120_000);

  test('the stress-marks switch, pressed and not, and the word card (issue 32)', async () => {
    const page = await openPage();
    await playerWithStressedWords(page);
    await visit(page, '/stats', () => page.getByRole('list', { name: 'Mistake book' }).isVisible());
    const stressSwitch = page.getByRole('button', { name: 'Show stress marks' });
    const found: string[] = [];
    found.push(...(await findingsInEveryAppearance(page, 'Stats, stress marks shown')));
    // The header's switch is there from 768 px on (a phone has it in the Games menu, swept with it).
    await page.setViewportSize(SIZES[0]);
    await stressSwitch.click();
    await expect.poll(() => stressSwitch.getAttribute('aria-pressed')).toBe('false');
    found.push(...(await findingsInEveryAppearance(page, 'Stats, stress marks hidden')));
    found.push(
      ...(await findingsInEveryAppearance(page, 'Games menu, stress marks hidden', {
        show: () => page.getByRole('button', { name: /games/i }).click(),
        hide: () => page.keyboard.press('Escape'),
      })),
    );
    await page.setViewportSize(SIZES[0]);
    await stressSwitch.click();
    found.push(
      ...(await findingsInEveryAppearance(page, 'Word card', {
        show: async () => {
          await page.getByRole('button', { name: `Word card: ${MILK.russian} — milk` }).click();
          await expect.poll(() => dialog(page).getByRole('table', { name: 'Forms of the word' }).isVisible(), WAIT).toBe(true);
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    expect(found).toEqual([]);
    await page.context().close();
  }, 120_000);

  test('the Add Word dialog with a Pattern Entry preview long enough to scroll (issue 30 §3.7)', async () => {
    const page = await openPage();
    const { token } = await signInNewPlayer(page);
    const headers = { authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName: 'Garden' } });
    expect(created.status()).toBe(201);
    const pairs = Array.from({ length: 14 }, (_, index) => `plant${index} - растение${index}`);
    const skipped = ['no separator here', 'another line', 'one more', 'and the last'];
    const found: string[] = [];
    await page.goto('/my-vocabulary');
    await page.getByRole('list', { name: 'Your Categories' }).getByRole('button', { name: 'Garden', exact: true }).click();
    found.push(
      ...(await findingsInEveryAppearance(page, 'Add Word dialog, long preview', {
        show: async () => {
          await page
            .getByRole('button', { name: /Add (First )?Word/ })
            .first()
            .click();
          await dialog(page).getByRole('tab', { name: 'Pattern Entry' }).click();
          await dialog(page)
            .getByRole('textbox')
            .fill([...pairs, ...skipped].join('\n'));
          const list = dialog(page).getByRole('list', { name: 'Pairs to add' });
          await expect.poll(() => list.getByRole('listitem').count(), WAIT).toBe(14);
          // The pairs and the skipped lines scroll in one box, which takes the focus: it does scroll,
          // otherwise this test would prove nothing.
          const box = dialog(page).getByRole('group', { name: 'Preview' });
          expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    expect(found).toEqual([]);
    await page.context().close();
  }, 120_000);

  test("the word details (issue 32): Edit Word's Details with a fact from every source and a suggestion confirmed, a verb refused for its IPA, Add Word's Details, the words column's stress markers, the admin's words-without-stress filter", async () => {
    const found: string[] = [];
    const showcase = await openPage();
    await visit(showcase, '/components', () => showcase.getByRole('button', { name: 'Edit word…' }).isVisible());
    found.push(
      ...(await findingsInEveryAppearance(showcase, 'Edit Word, Details with every source', {
        show: async () => {
          await showcase.getByRole('button', { name: 'Edit word…' }).click();
          await dialog(showcase).getByRole('button', { name: 'Confirm the suggested stress' }).click();
          await dialog(showcase).getByRole('radio', { name: 'Masculine' }).click();
        },
        hide: () => pressEscapeUntilClosed(showcase),
      })),
    );
    await showcase.context().close();

    const page = await openPage();
    const { token } = await signInNewPlayer(page);
    const headers = { authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName: 'Details' } });
    const { categoryId } = (await created.json()) as { categoryId: number };
    const pairs = [
      { english: 'to read', russian: 'читать', part_of_speech: 'verb', aspect: 'impf', stressed: 'чита́ть' },
      // Texts the seed does not hold: no stress is suggested for them, the list says it is not known.
      { english: 'fermented milk', russian: 'ряженка' },
      { english: 'buttermilk', russian: 'пахта' },
    ];
    expect((await page.request.post('/api/vocabulary/user/words/batch', { headers, data: { categoryId, pairs } })).status()).toBe(
      201,
    );
    await page.goto('/my-vocabulary');
    await page.getByRole('list', { name: 'Your Categories' }).getByRole('button', { name: 'Details', exact: true }).click();
    await expect.poll(() => page.getByText('Stress not known yet').count(), WAIT).toBe(2);
    found.push(...(await findingsInEveryAppearance(page, 'My Vocabulary, words with stress markers')));
    found.push(
      ...(await findingsInEveryAppearance(page, 'Edit Word, a verb refused for its IPA', {
        show: async () => {
          await page.getByRole('button', { name: 'Edit to read' }).click();
          await dialog(page).getByLabel('Pronunciation (IPA)').fill('read');
          await dialog(page).getByRole('button', { name: 'Save' }).click();
          await expect.poll(() => dialog(page).getByRole('alert').count(), WAIT).toBe(1);
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    found.push(
      ...(await findingsInEveryAppearance(page, "Add Word, two pairs' Details", {
        show: async () => {
          await page
            .getByRole('button', { name: /^Add Word/ })
            .first()
            .click();
          await dialog(page).getByRole('tab', { name: 'Pattern Entry' }).click();
          await dialog(page).getByRole('textbox').fill('white - белый\npolar bear - белый медведь');
          await dialog(page).getByRole('button', { name: 'Details' }).click();
          await dialog(page).getByRole('button', { name: 'Vowel 2: ы' }).first().click();
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    await page.context().close();

    const admin = await openPage();
    await signInAdmin(admin);
    await admin.goto('/admin/vocabulary/animals?stress=missing');
    // Every seeded animal carries its stress, so the note says so (the count's state is the same note).
    await expect
      .poll(() => admin.getByText(/of \d+ words without stress|Every word of this category has its stress/).count(), WAIT)
      .toBe(1);
    found.push(...(await findingsInEveryAppearance(admin, 'Vocabulary Editor, only words without stress')));
    await admin.context().close();

    expect(found).toEqual([]);
  }, 240_000);

  test('a primary button reached with Tab shows a solid focus ring, in both themes', async () => {
    const page = await openPage();
    await visit(page, '/', () => heading(page, 'Choose Your Game').isVisible());
    const support = page.getByRole('button', { name: 'Support the Project' });
    for (const theme of THEMES) {
      await useTheme(page, theme);
      // Focus the card before it, then Tab, so the browser treats the focus as keyboard focus.
      await page.locator('[data-game="game5"]').focus();
      await page.keyboard.press('Tab');
      expect(await support.evaluate((element) => element === document.activeElement)).toBe(true);
      const ring = await support.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
    }
    await page.context().close();
  });

  test('with prefers-reduced-motion, nothing slides or fades, yet the page transition still shows', async () => {
    const page = await openPage();
    const card = page.locator('[data-game="game2"]');
    const cardTransitions = () =>
      card.evaluate((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .map((value) => parseFloat(value)),
      );
    const longestAnimation = () =>
      page.evaluate(() =>
        Math.max(0, ...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration ?? 0))),
      );

    await visit(page, '/', () => heading(page, 'Choose Your Game').isVisible());
    expect(Math.max(...(await cardTransitions()))).toBeGreaterThan(0.1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await card.hover();
    expect(Math.max(...(await cardTransitions()))).toBeLessThanOrEqual(0.001);
    await card.click();
    await expect.poll(() => page.getByTestId('page-transition').isVisible()).toBe(true);
    expect(await longestAnimation()).toBeLessThanOrEqual(1);
    // The overlay keeps its time on screen (spec: 1200 ms), only without motion.
    await expect.poll(() => page.getByTestId('page-transition').count(), WAIT).toBe(0);
    await page.context().close();
  });

  test('the API reference page (/api/docs), light and dark by the system setting, at both sizes', async () => {
    const page = await openPage();
    const found: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const colorScheme of THEMES) {
        await page.emulateMedia({ colorScheme });
        await visit(page, '/api/docs', () => heading(page, 'Slovo API').isVisible());
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        found.push(
          ...(await seriousAccessibilityIssues(page)).map((issue) => `API docs, ${colorScheme}, ${size.width}px: ${issue}`),
        );
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});
