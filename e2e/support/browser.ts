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
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A fresh, isolated browser context (own storage and cookies) with one page. */
export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
