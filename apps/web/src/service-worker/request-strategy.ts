/**
 * How the service worker answers a request (service-worker.ts). Pure, so it is unit-tested here
 * rather than only through a browser.
 * - shell: a page navigation. Network first, so an online visitor always gets the deployed
 *   page; the precached one (offlinePageFor) only when the network fails.
 * - asset: a file of the build (hashed, immutable) or of public/. Precached copy first.
 * - data: one of the API reads a game needs to start, kept from the last answer. Network first;
 *   the kept copy only when the network fails, never instead of a server's error answer.
 * - media: a word's picture or sound (/api/media/<sha-256>). Kept copy first: the hash names the
 *   content, so a kept file is never stale; kept as rounds fetch them, so a round plays offline.
 * - null: not the service worker's business (writes, other API calls, other origins): the browser
 *   fetches it as if there were no worker.
 */
export type RequestStrategy = 'shell' | 'asset' | 'data' | 'media';

/**
 * The reads behind Home, the category picker and a game: the app's settings, the category lists,
 * one category's words, the game progress, the review counts and the learner's class assignments
 * (Home's first section, issue 35). With these a category played once opens and plays offline.
 * (Who is signed in is remembered by the auth feature, not kept here.) Everything else (stats,
 * admin, exports, a class's own pages) needs the server and says so.
 */
const OFFLINE_READS = [
  /^\/api\/config$/,
  /^\/api\/vocabulary\/categories(\/lightweight)?$/,
  /^\/api\/vocabulary\/category\/[^/]+$/,
  /^\/api\/progress$/,
  /^\/api\/reviews\/summary$/,
  /^\/api\/classes\/assignments$/,
];

const MEDIA_PATH = /^\/api\/media\/[0-9a-f]{64}$/;

export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

export function requestStrategy(request: RequestFacts, origin: string): RequestStrategy | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    if (MEDIA_PATH.test(url.pathname)) return 'media';
    return OFFLINE_READS.some((pattern) => pattern.test(url.pathname)) ? 'data' : null;
  }
  // The worker's own script is fetched by the browser's update check, never through the worker.
  if (url.pathname === '/sw.js') return null;
  return request.mode === 'navigate' ? 'shell' : 'asset';
}

/**
 * The kept page a navigation gets while offline: for `/` the page as the server sent it at install
 * (Home prerendered in the visitor's look at the time), for every other path the
 * empty shell, which the app renders as that page. Never the prerendered Home for another path: it
 * would show Home's cards until the app replaced them.
 */
export function offlinePageFor(url: string): string {
  return new URL(url).pathname === '/' ? '/' : '/shell.html';
}
