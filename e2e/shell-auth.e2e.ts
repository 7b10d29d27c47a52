import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { ADMIN } from './support/server';
import { useAppInBrowser } from './support/suite';

const openPage = useAppInBrowser();

/** Waits for what follows a navigation or a server call: the machine may be busy. */
const PAGE_WAIT = { timeout: 5000 };

async function openGameHub(page: Page) {
  await page.getByRole('button', { name: /games/i }).click();
  return page.getByRole('region', { name: 'Game Hub' });
}

async function signIn(page: Page, username: string, password: string) {
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => modal.getByText('Login Successful!').isVisible()).toBe(true);
  await modal.getByRole('button', { name: 'Continue' }).click();
}

describe('shell and authentication in a real browser', () => {
  test('a new player registers, logs out and logs back in', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: /create one/i }).click();
    await modal.getByLabel('Username').fill('olga_reader');
    await modal.getByLabel('Email').fill('olga@example.com');
    await modal.getByLabel('Password', { exact: true }).fill('correct horse 42');
    await modal.getByLabel('Confirm Password').fill('correct horse 42');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => modal.getByText('Registration Successful!').isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).count()).toBe(0);

    const hub = await openGameHub(page);
    await expect.poll(() => hub.getByText('olga_reader').isVisible()).toBe(true);
    await expect.poll(() => hub.getByText('Player').isVisible()).toBe(true);
    await hub.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByText('Logged out successfully!').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Login' }).click();
    await signIn(page, 'olga_reader', 'correct horse 42');
    const hubAgain = await openGameHub(page);
    await expect.poll(() => hubAgain.getByText('olga_reader').isVisible()).toBe(true);

    // The session survives a reload: the stored token is validated against the server.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    await page.context().close();
  });

  test('a Russian learner registers as "Иван" with the rules in sight, then signs in as "иван"', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: /create one/i }).click();
    const username = modal.getByLabel('Username');
    const password = modal.getByLabel('Password', { exact: true });
    const rule = (text: string) => modal.getByRole('listitem').filter({ hasText: text });

    // The rules show before any submit, and tick as they are met.
    await expect.poll(() => rule('3–32 characters').first().textContent(), PAGE_WAIT).toMatch(/not met yet/);
    await username.fill('Иван');
    expect(await rule('3–32 characters').first().textContent()).toMatch(/\(met\)/);
    expect(await rule('Latin or Cyrillic letters, not both').textContent()).toMatch(/\(met\)/);
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    // A broken rule is refused at its field; fixing the field clears the error.
    await modal.getByLabel('Email').fill('ivan@example.com');
    await password.fill('short');
    await modal.getByLabel('Confirm Password').fill('short');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid'), PAGE_WAIT).toBe('true');
    expect(await modal.getByText('Password must be between 8 and 128 characters').isVisible()).toBe(true);
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    await password.fill('correct horse 42');
    await expect.poll(() => password.getAttribute('aria-invalid'), PAGE_WAIT).toBe(null);
    expect(await modal.getByText('Password must be between 8 and 128 characters').count()).toBe(0);

    await modal.getByLabel('Confirm Password').fill('correct horse 42');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => modal.getByText('Registration Successful!').isVisible(), PAGE_WAIT).toBe(true);
    await expect.poll(() => modal.getByText('Welcome back, Иван').isVisible(), PAGE_WAIT).toBe(true);
    await modal.getByRole('button', { name: 'Continue' }).click();
    // The Login button that opened the dialog is gone: focus goes to the main region, not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), PAGE_WAIT).toBe('MAIN');

    const hub = await openGameHub(page);
    await expect.poll(() => hub.getByText('Иван').isVisible(), PAGE_WAIT).toBe(true);
    await hub.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible(), PAGE_WAIT).toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await signIn(page, 'иван', 'correct horse 42');
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).count(), PAGE_WAIT).toBe(0);
    await page.context().close();
  });

  test('a wrong password shows the server error in the red box', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Username').fill(ADMIN.username);
    await modal.getByLabel('Password', { exact: true }).fill('not the password');
    await modal.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toMatch(/invalid/i);
    await page.context().close();
  });

  test('the configured admin sees the Admin badge and Admin Tools', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await signIn(page, ADMIN.username, ADMIN.password);
    const hub = await openGameHub(page);
    await expect.poll(() => hub.getByText('Administrator').isVisible()).toBe(true);
    await expect.poll(() => hub.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => hub.getByRole('link', { name: /vocabulary editor/i }).isVisible()).toBe(true);
    await expect.poll(() => hub.getByRole('link', { name: /user management/i }).isVisible()).toBe(true);
    await hub.getByRole('link', { name: /user management/i }).click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/users$/);
    await expect.poll(() => page.getByText(/Access Denied/).count()).toBe(0);
    await page.context().close();
  });

  test('a regular user opening /admin/users sees Access Denied with the role', async () => {
    const page = await openPage();
    const response = await page.request.post('/api/auth/register', {
      data: { username: 'plain_user', email: 'plain@example.com', password: 'plain-password-1' },
    });
    expect(response.status()).toBe(201);
    const { token } = (await response.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/admin/users');
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Access Denied - You need admin privileges to access this page.' }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(/current role: user/i).isVisible()).toBe(true);
    await page.context().close();
  });

  test('an anonymous visitor opening /my-vocabulary must sign in, and can from there', async () => {
    const page = await openPage();
    await page.goto('/my-vocabulary');
    await expect.poll(() => page.getByText('Access Required').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect.poll(() => page.getByText('Access Required').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/my-vocabulary');
    await page.context().close();
  });

  test('an unknown path shows Page Not Found with a way home', async () => {
    const page = await openPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('main').getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Choose Your Game' }).isVisible()).toBe(true);
    await page.context().close();
  });

  test('a thrown render error shows the crash screen with an Error ID', async () => {
    const page = await openPage();
    await page.goto('/components');
    await page.getByRole('button', { name: /throw a test error/i }).click();
    await expect.poll(() => page.getByText('Something went wrong').first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Error ID/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Reload Page' }).isVisible()).toBe(true);
    await page.context().close();
  });

  test('every route of the route table loads directly with its title', async () => {
    const page = await openPage();
    const titles: Record<string, RegExp> = {
      '/': /^Slovo$/,
      '/game1': /Typer Game/,
      '/game2': /Flashcards/,
      '/game3': /Quiz Game/,
      '/game4': /Mission/,
      '/game5': /Memory Game/,
      '/components': /Component/,
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect.poll(() => page.title()).toMatch(title);
    }
    await page.context().close();
  });
});
