import type { Page } from 'playwright-core';
import { ADMIN } from './server';

let counter = 0;

/** Registers a fresh player through the API and signs the page in by storing its token. */
export async function signInNewPlayer(page: Page, prefix = 'player'): Promise<{ username: string; token: string }> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}${counter}`;
  const response = await page.request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password: 'e2e-password-123' },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return { username, token };
}

/** Signs the page in as the admin account the test server ensures at start. */
export async function signInAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  if (response.status() !== 200) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
}
