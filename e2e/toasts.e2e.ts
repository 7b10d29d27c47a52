import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

// What covers what in the app shell (issue 13 §3): the start-up toasts cover no control of the
// header, the preview banner or the page, and stay under an open Games menu; the Games menu fits a
// 30-character username with Logout in view. Issue 30 §3.1: a toast lies over the page, moving
// nothing, and never covers an open dialog.

const openPage = useAppInBrowser();

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const WAIT = { timeout: 8_000 };

interface ToastCheck {
  text: string;
  /** The interactive elements the toast's box overlaps, by tag and name. */
  covers: string[];
  /** Where <main> began (px from the viewport's top) while the toast showed. */
  mainTop: number;
}

/**
 * Before the app starts: each toast, once its entrance animation has ended, is measured against
 * every visible interactive element outside it. The results gather in window.toastChecks.
 */
function watchToasts(page: Page) {
  return page.addInitScript(() => {
    const checks: { text: string; covers: string[]; mainTop: number }[] = [];
    Object.assign(window, { toastChecks: checks });
    const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"]';
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
    const measure = async (toast: Element) => {
      await Promise.all(toast.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
      if (!toast.isConnected) return;
      const box = toast.getBoundingClientRect();
      const covers = [...document.querySelectorAll(INTERACTIVE)]
        .filter(
          (element) => !toast.contains(element) && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        )
        .filter((element) => overlaps(box, element.getBoundingClientRect()))
        .map(
          (element) => `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}"`,
        );
      const mainTop = document.querySelector('main')?.getBoundingClientRect().top ?? Number.NaN;
      checks.push({ text: toast.textContent ?? '', covers, mainTop });
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && node.classList.contains('toast')) void measure(node);
    }).observe(document, { childList: true, subtree: true });
  });
}

const toastChecks = (page: Page) => page.evaluate(() => (window as unknown as { toastChecks: ToastCheck[] }).toastChecks);

/** Registers a player with exactly `length` characters in the name (W, the widest letter) and signs the page in. */
async function signInWithLongName(page: Page, length: number): Promise<string> {
  const unique = Date.now().toString(36);
  const username = 'W'.repeat(length - unique.length) + unique;
  const response = await page.request.post('/api/auth/register', {
    data: { username, email: `${unique}@example.com`, password: 'e2e-password-123' },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return username;
}

describe('toasts cover no control', () => {
  for (const size of SIZES) {
    test(`Home at ${size.width}×${size.height} for a signed-in player: the start-up toast overlaps no button or link`, async () => {
      const page = await openPage(size);
      await signInNewPlayer(page);
      await watchToasts(page);
      await page.goto('/');

      const loaded = /Loaded \d+ vocabulary categories/;
      await expect.poll(async () => (await toastChecks(page)).some((check) => loaded.test(check.text)), WAIT).toBe(true);
      for (const check of await toastChecks(page)) expect(check.covers, `"${check.text}" covers`).toEqual([]);
      await page.context().close();
    });

    test(`Home at ${size.width}×${size.height} for a visitor: the preview info is the banner's, no toast repeats it`, async () => {
      const page = await openPage(size);
      await watchToasts(page);
      await page.goto('/');
      const banner = page.getByRole('complementary', { name: 'Preview mode' });
      await expect.poll(() => banner.textContent(), WAIT).toContain('Preview Mode: Login to get full access');
      // Longer than the preview toast used to take to come.
      await page.waitForTimeout(1_500);
      expect(await toastChecks(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('an open Games menu is never covered by a toast', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await signInNewPlayer(page);
    await page.goto('/');
    const toast = page.locator('.toast');
    await expect.poll(() => toast.textContent(), WAIT).toMatch(/Loaded \d+ vocabulary categories/);
    await page.getByRole('button', { name: /games/i }).click();
    const panel = page.getByRole('region', { name: 'Game Hub' });
    await expect.poll(() => panel.isVisible()).toBe(true);

    // Wherever the two boxes meet, the menu is what a click or a look reaches.
    const hidden = await page.evaluate(() => {
      const toastBox = document.querySelector('.toast')!.getBoundingClientRect();
      const menu = document.querySelector('[role="region"][aria-label="Game Hub"]')!;
      const menuBox = menu.getBoundingClientRect();
      const left = Math.max(toastBox.left, menuBox.left);
      const right = Math.min(toastBox.right, menuBox.right);
      const top = Math.max(toastBox.top, menuBox.top);
      const bottom = Math.min(toastBox.bottom, menuBox.bottom);
      if (right <= left || bottom <= top) return { overlap: false, toastOnTop: 0 };
      let toastOnTop = 0;
      for (let i = 1; i < 6; i++)
        for (let j = 1; j < 6; j++) {
          const hit = document.elementFromPoint(left + ((right - left) * i) / 6, top + ((bottom - top) * j) / 6);
          if (!menu.contains(hit)) toastOnTop += 1;
        }
      return { overlap: true, toastOnTop };
    });
    expect(hidden.toastOnTop).toBe(0);
    // The toast moves off the menu's controls where it can (issue 30); where it cannot, it goes
    // under the header the menu hangs from, so wherever they meet the menu wins.
    const layers = await page.evaluate(() => ({
      toast: Number(getComputedStyle(document.querySelector('.toast-region')!).zIndex),
      header: Number(getComputedStyle(document.querySelector('.app-header')!).zIndex),
    }));
    expect(layers.toast).toBeLessThan(layers.header);
    await page.context().close();
  });
});

/** The part of the toast's box that `dialog` overlaps, and how much of it the toast is drawn over. */
function toastOverDialog(page: Page) {
  return page.evaluate(() => {
    const toast = document.querySelector('.toast')!;
    const dialog = document.querySelector('[role="dialog"]')!;
    const a = toast.getBoundingClientRect();
    const b = dialog.getBoundingClientRect();
    const left = Math.max(a.left, b.left);
    const right = Math.min(a.right, b.right);
    const top = Math.max(a.top, b.top);
    const bottom = Math.min(a.bottom, b.bottom);
    if (right <= left || bottom <= top) return 0;
    let toastOnTop = 0;
    for (let i = 1; i < 6; i++)
      for (let j = 1; j < 6; j++) {
        const hit = document.elementFromPoint(left + ((right - left) * i) / 6, top + ((bottom - top) * j) / 6);
        if (toast.contains(hit)) toastOnTop += 1;
      }
    return toastOnTop;
  });
}

describe('a toast lies over the page (issue 30 §3.1)', () => {
  for (const size of SIZES) {
    test(`at ${size.width}×${size.height}: "Loaded N vocabulary categories" moves nothing on a game's page`, async () => {
      const page = await openPage(size);
      await signInNewPlayer(page);
      await watchToasts(page);
      await page.goto('/game1');
      await expect.poll(async () => (await toastChecks(page)).some((check) => /Loaded \d+/.test(check.text)), WAIT).toBe(true);
      await expect.poll(() => page.locator('.toast').count(), WAIT).toBe(0);
      const mainTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
      for (const check of await toastChecks(page)) {
        expect(check.mainTop, `<main> while "${check.text}" showed`).toBe(mainTop);
        expect(check.covers, `"${check.text}" covers`).toEqual([]);
      }
      await page.context().close();
    });
  }

  test('a toast already showing moves off a control that comes under it (a game starting)', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await signInNewPlayer(page);
    await page.goto('/game5');
    const category = page.getByLabel('Category');
    await expect.poll(() => category.isEnabled(), WAIT).toBe(true);
    await expect.poll(() => page.locator('.toast').textContent(), WAIT).toMatch(/Loaded \d+ vocabulary categories/);
    // Memory Match's tools (Sound, Restart, Categories) come at the top right, where the toast is.
    await category.selectOption('animals');
    await expect.poll(() => page.getByRole('group', { name: 'Cards' }).getByRole('button').count(), WAIT).toBe(20);
    await page.waitForTimeout(300);
    expect(await page.locator('.toast').count()).toBe(1);
    const covered = await page.evaluate(() => {
      const toast = document.querySelector('.toast')!.getBoundingClientRect();
      return [...document.querySelectorAll('main button, main a[href], main input, main select')]
        .filter((element) => element.checkVisibility())
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            Math.min(box.right, toast.right) > Math.max(box.left, toast.left) &&
            Math.min(box.bottom, toast.bottom) > Math.max(box.top, toast.top)
          );
        })
        .map((element) => element.textContent?.trim());
    });
    expect(covered).toEqual([]);
    await page.context().close();
  });

  // A phone held sideways: the dialog takes the whole height, so no corner is free of it.
  for (const size of [...SIZES, { width: 640, height: 360 }]) {
    test(`at ${size.width}×${size.height}: a toast arriving while a dialog is open does not cover it`, async () => {
      const page = await openPage(size);
      await signInNewPlayer(page);
      // The category list answers only once the dialog is open, so its toast comes while it is.
      let answer: () => void = () => undefined;
      const dialogOpen = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/vocabulary/categories/lightweight', async (route) => {
        await dialogOpen;
        await route.continue();
      });
      await page.goto('/');
      await page.getByRole('button', { name: 'Support the Project' }).click();
      await expect.poll(() => page.getByRole('dialog').isVisible(), WAIT).toBe(true);
      answer();
      await expect.poll(() => page.locator('.toast').textContent(), WAIT).toMatch(/Loaded \d+ vocabulary categories/);
      // After its entrance animation, where it stays.
      await page.waitForTimeout(400);
      expect(await toastOverDialog(page)).toBe(0);
      await page.context().close();
    });
  }
});

describe('the Games menu with a 30-character username', () => {
  for (const size of SIZES) {
    test(`at ${size.width}×${size.height}: nothing overflows the panel, the whole name shows and Logout is in view`, async () => {
      const page = await openPage(size);
      const username = await signInWithLongName(page, 30);
      expect(username).toHaveLength(30);
      await page.goto('/');
      await page.getByRole('button', { name: /games/i }).click();
      const panel = page.getByRole('region', { name: 'Game Hub' });
      await expect.poll(() => panel.getByText(`Welcome, ${username}!`).isVisible(), WAIT).toBe(true);

      const layout = await panel.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const sticksOut = [...element.querySelectorAll('*')]
          .filter((child) => child.getClientRects().length > 0)
          .filter((child) => {
            const rect = child.getBoundingClientRect();
            return rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
          })
          .map((child) => `${child.tagName.toLowerCase()}.${child.className}`);
        return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, bottom: box.bottom, sticksOut };
      });
      expect(layout.sticksOut).toEqual([]);
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
      expect(layout.bottom).toBeLessThanOrEqual(size.height);

      // Logout is on screen and not under anything: what is drawn at its centre is the button.
      const logout = panel.getByRole('button', { name: 'Logout' });
      const box = (await logout.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(reached).toBe('Logout');
      await page.context().close();
    });
  }
});
