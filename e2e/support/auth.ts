import type { Page } from 'playwright-core';

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
