import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What the Mission browser tests share. */

/** Waits until Mission has moved past the word shown at `counter`, or the game is over. */
export async function waitForNextMissionWord(page: Page, counter: string | null, options: { timeout: number }): Promise<void> {
  await expect
    .poll(
      async () =>
        (await page.getByRole('heading', { name: 'Game Complete!' }).isVisible()) ||
        (await page.getByTestId('mission-counter').textContent()) !== counter,
      options,
    )
    .toBe(true);
}
