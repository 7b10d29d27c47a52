import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInAdmin } from './support/auth';
import { ADMIN } from './support/server';
import { useAppInBrowser } from './support/suite';

/**
 * Signing out (issue 30 §2) in real browsers against the real server: a sign-out ends that
 * session's access token at once; "Sign out everywhere" in one browser signs another browser of the
 * same player out on its next request; an admin signs a player out everywhere.
 */

const openPage = useAppInBrowser();

const visible = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
const hidden = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(false);
const headerLogin = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Login' });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

let counter = 0;
/** A fresh player's name and password; the account is made by the first form that uses them. */
function newPlayer(prefix: string) {
  counter += 1;
  return { username: `${prefix}_${Date.now().toString(36)}${counter}`, password: 'sign-out-pass-123' };
}

/** Registers through the form, as a new player would: this browser's first session. */
async function registerThroughForm(page: Page, player: { username: string; password: string }) {
  await page.goto('/');
  await headerLogin(page).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: /create one/i }).click();
  await modal.getByLabel('Username').fill(player.username);
  await modal.getByLabel('Email').fill(`${player.username}@example.com`);
  await modal.getByLabel('Password', { exact: true }).fill(player.password);
  await modal.getByLabel('Confirm Password').fill(player.password);
  await modal.getByRole('button', { name: 'Create Account' }).click();
  await visible(modal.getByText('Registration Successful!'));
  await modal.getByRole('button', { name: 'Continue' }).click();
  await hidden(headerLogin(page));
}

/** Signs in through the form: a session of this browser's own. */
async function signInThroughForm(page: Page, player: { username: string; password: string }) {
  await page.goto('/');
  await headerLogin(page).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Username').fill(player.username);
  await modal.getByLabel('Password', { exact: true }).fill(player.password);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await visible(modal.getByText('Login Successful!'));
  await modal.getByRole('button', { name: 'Continue' }).click();
  await hidden(headerLogin(page));
}

async function openGameHub(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /games/i }).click();
  const hub = page.getByRole('region', { name: 'Game Hub' });
  await visible(hub);
  return hub;
}

/** What the server answers to `token` now, asked as any client could. */
async function statusWith(page: Page, token: string): Promise<number> {
  return (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status();
}

describe('signing out in a real browser', () => {
  test('Logout ends that session: its access token is refused at once', async () => {
    const page = await openPage();
    const player = newPlayer('leaver');
    await registerThroughForm(page, player);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(await statusWith(page, token!)).toBe(200);

    const hub = await openGameHub(page);
    await hub.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByText('Logged out successfully!'));
    await visible(headerLogin(page));
    // The token itself would live for 15 more minutes; the server refuses it now.
    await expect.poll(() => statusWith(page, token!), { timeout: 5_000 }).toBe(401);
    await page.context().close();
  });

  test('Sign out everywhere in one browser signs the other browser out on its next request', async () => {
    const phone = await openPage({ width: 360, height: 740 });
    const laptop = await openPage();
    const player = newPlayer('everywhere');
    await registerThroughForm(phone, player);
    await signInThroughForm(laptop, player);
    const laptopToken = await storedToken(laptop);

    const hub = await openGameHub(phone);
    await visible(hub.getByText('Signed in on 2 devices'));
    expect(await seriousAccessibilityIssues(phone)).toEqual([]);
    await hub.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Sign out everywhere?' });
    await visible(dialog);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    expect(await seriousAccessibilityIssues(phone)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await hidden(dialog);
    await visible(phone.getByText('Signed out on every device.'));
    await visible(headerLogin(phone));
    expect(await storedToken(phone)).toBeNull();

    // The laptop has not heard of it: its next request (opening the Game Hub asks for the count)
    // is refused, the refresh too, and it is signed out.
    expect(await statusWith(laptop, laptopToken!)).toBe(401);
    const laptopHub = await openGameHub(laptop);
    await visible(laptopHub.getByText('Not logged in'));
    await visible(laptop.getByText('Failed to refresh authentication token.'));
    await expect.poll(() => storedToken(laptop)).toBeNull();

    await phone.context().close();
    await laptop.context().close();
  });

  test('an admin signs a player out everywhere: the player is signed out on their next request', async () => {
    const learner = await openPage();
    const player = newPlayer('signedout');
    await registerThroughForm(learner, player);

    const page = await openPage();
    await signInAdmin(page);
    await page.goto(`/admin/users?search=${player.username}`);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: player.username });
    await visible(row);
    await visible(row.getByText('Signed in on 1 device', { exact: true }));
    await row.getByRole('button', { name: `Sign ${player.username} out everywhere` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Out Everywhere' });
    await visible(dialog.getByText(`Sign ${player.username} out on every device?`));
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await visible(page.getByText('User signed out on every device'));
    await hidden(dialog);
    await visible(row.getByText('Signed in on 0 devices', { exact: true }));
    await visible(
      page
        .getByRole('region', { name: 'Recent changes' })
        .getByText(`${ADMIN.username} signed ${player.username} out on every device`),
    );

    // The player's next request, whatever it is (here a reload, which checks the session): signed out.
    await learner.reload();
    await visible(headerLogin(learner));
    expect(await storedToken(learner)).toBeNull();

    await page.context().close();
    await learner.context().close();
  });
});
