import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, type PageOptions } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * One real server (fresh SQLite, seeded) and one Chromium for the calling test file, started before
 * its tests and stopped after them. Returns the way to open a page on it, each in its own context.
 */
export function useAppInBrowser(): (viewport?: { width: number; height: number }, options?: PageOptions) => Promise<Page> {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return (viewport, options) => {
    if (!server || !browser) throw new Error('useAppInBrowser: the server and browser are not running yet');
    return newPage(browser, server.url, { ...options, ...(viewport ? { viewport } : {}) });
  };
}

/**
 * A Russian text as the API's bare `russian` side holds it: the app shows words with their stress
 * marks (issue 32), so a test that matches what is on screen against the words API strips them.
 */
export const withoutStress = (text: string) => text.replace(/[\u0300\u0301]/g, '');

export interface CategoryWord {
  id: number;
  english: string;
  russian: string;
}

/** A category's words, fetched the way any client could: what a player who knows them would answer. */
export async function categoryWords(page: Page, category = 'animals'): Promise<CategoryWord[]> {
  const response = await page.request.get(`/api/vocabulary/category/${category}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { words: CategoryWord[] }).words;
}
