import { chromium, type Browser, type Page } from 'playwright-core';

/** Headless, and nothing in the background (updates, sync, QUIC probes) competing with the page. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A microphone for recording a word's sound (issue 34): Chromium's fake device, allowed without a prompt.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /**
   * The offline service worker is blocked unless a test is about it: installed in every context it
   * would download the whole app once more per test (two cores run the suites side by side), and
   * requests it answers bypass page.route.
   */
  serviceWorkers?: 'allow' | 'block';
  /** A touch screen: touch events and `(pointer: coarse)`, as a phone has them. */
  touch?: boolean;
}

/** A fresh, isolated browser context (own storage and cookies) with one page. */
export async function newPage(browser: Browser, baseURL: string, options: PageOptions = {}): Promise<Page> {
  const { viewport = { width: 1280, height: 800 }, serviceWorkers = 'block', touch = false } = options;
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
