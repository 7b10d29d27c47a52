import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

// Issue 30 §3.1: Home holds still while it loads. The preview banner and the start-up messages
// pushed the page down and back (cumulative layout shift 0.292 at 360 px, 0.175 at 1280 px for a
// visitor); Google's "good" is below 0.1, the issue asks for below 0.05.

const openPage = useAppInBrowser();

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
/** The start-up messages' life (info and success: 5 s, spec §9), with a margin for the load. */
const MESSAGES_GONE_MS = 6_500;
const CLS_LIMIT = 0.05;

interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/** From the first byte on, every layout shift the page makes without a user's input, in window.shifts. */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads Home, lets the start-up messages come and go, and returns every shift with their sum. */
async function shiftsOfHome(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await recordLayoutShifts(page);
  await page.goto('/');
  await page.waitForTimeout(MESSAGES_GONE_MS);
  await expect.poll(() => page.locator('.toast').count(), { timeout: 5_000 }).toBe(0);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe('Home does not jump while it loads (issue 30 §3.1)', () => {
  for (const size of SIZES) {
    test(`a visitor at ${size.width}×${size.height}: layout shift below ${CLS_LIMIT}`, async () => {
      const page = await openPage(size);
      const { total, shifts } = await shiftsOfHome(page);
      expect(total, JSON.stringify(shifts)).toBeLessThan(CLS_LIMIT);
      await page.context().close();
    });

    test(`a signed-in player at ${size.width}×${size.height}: layout shift below ${CLS_LIMIT}`, async () => {
      const page = await openPage(size);
      await signInNewPlayer(page);
      const { total, shifts } = await shiftsOfHome(page);
      expect(total, JSON.stringify(shifts)).toBeLessThan(CLS_LIMIT);
      await page.context().close();
    });
  }
});
