import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** SCREENSHOTS_DIR=/some/folder keeps a picture of each step, for looking at the screens. */
export async function picture(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  // After the menus' and dialogs' entrance animations.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: false });
}
