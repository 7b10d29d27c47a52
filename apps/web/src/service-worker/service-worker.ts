/// <reference lib="webworker" />
/**
 * Slovo's service worker, built to /sw.js by build/service-worker-plugin.ts: makes the app
 * installable and lets it open and play offline. The app shell and every built file are kept at
 * install; the reads a game needs are kept as they pass (request-strategy.ts says which). Results
 * made offline do not pass through here: the page keeps them and sends them when the connection
 * returns (features/offline).
 *
 * A new build's worker takes over at once (skipWaiting, claim). That is safe because pages are
 * network first: an online page is always the deployed one, and its files are fetched if the
 * new worker has not kept them yet.
 */
import { DATA_CACHE, MEDIA_CACHE, MEDIA_CACHE_MAX_FILES, SHELL_CACHE_PREFIX } from './cache-names';
import type { PrecacheManifest } from './precache-manifest';
import { offlinePageFor, requestStrategy } from './request-strategy';

declare const self: ServiceWorkerGlobalScope;

// The build replaces this string, quotes and all, by the manifest (MANIFEST_PLACEHOLDER).
const MANIFEST = '__SLOVO_PRECACHE_MANIFEST__' as unknown as PrecacheManifest;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${MANIFEST.version}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(MANIFEST.urls);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const older = names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE);
      await Promise.all(older.map((name) => caches.delete(name)));
      // A page's request starts while the worker is still starting, not after (navigation preload).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = requestStrategy(event.request, self.location.origin);
  if (strategy === 'shell') event.respondWith(shellFirstFromNetwork(event));
  else if (strategy === 'asset') event.respondWith(keptFileFirst(event.request));
  else if (strategy === 'data') event.respondWith(dataFromNetworkOrKept(event));
  else if (strategy === 'media') event.respondWith(keptMediaFirst(event));
});

/**
 * A word's picture or sound: the kept copy, else the network's (kept for next time, the oldest
 * dropped past MEDIA_CACHE_MAX_FILES). Range requests (an <audio> seeking) go to the network when
 * nothing is kept; a kept whole file answers them as a whole, which every browser plays.
 */
async function keptMediaFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE);
  const url = event.request.url;
  const kept = await cache.match(url);
  if (kept) return kept;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 200) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        await cache.put(url, copy);
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - MEDIA_CACHE_MAX_FILES)).map((key) => cache.delete(key)));
      })(),
    );
  }
  return response;
}

async function shellFirstFromNetwork(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match(offlinePageFor(event.request.url), { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function keptFileFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: SHELL_CACHE });
  return kept ?? fetch(request);
}

async function dataFromNetworkOrKept(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(DATA_CACHE).then((cache) => cache.put(request, copy)));
    }
    return response;
  } catch (error) {
    // The answers depend on the Authorization header, which a kept copy cannot be matched by;
    // the page empties this cache whenever the signed-in identity changes instead.
    const kept = await caches.match(request, { cacheName: DATA_CACHE, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}
