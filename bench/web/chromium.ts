/**
 * Chromium for the page timings: the system's browser (CHROMIUM_PATH, default /usr/bin/chromium)
 * driven by playwright-core, headless, with the flags the browser tests use (e2e/support/browser.ts)
 * so nothing in the background — updates, sync, QUIC probes — competes with the page.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';

/** A desktop window, as in the browser tests: Home shows its five cards in a grid. */
export const VIEWPORT = { width: 1280, height: 800 } as const;

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Why the timings cannot run here, or null when Chromium is installed. */
export function chromiumMissing(): string | null {
  const path = chromiumPath();
  return existsSync(path) ? null : `no Chromium at ${path} (install it or set CHROMIUM_PATH)`;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
