/**
 * The worker's static routes (InstallEvent.addRoutes, the ServiceWorker static routing API): rules
 * the browser applies itself, before and without starting the worker. Pure, so it is unit-tested.
 * They must give the same answers as the fetch handler (request-strategy.ts), only sooner.
 */
export interface StaticRoute {
  condition: { requestMode?: 'navigate'; or?: Array<{ urlPattern: { pathname: string } }> };
  source: 'race-network-and-fetch-handler' | { cacheName: string };
}

/** A URLPattern pathname matching exactly `path` (the pattern syntax's own characters escaped). */
export function exactPathname(path: string): string {
  return path.replace(/[\\:*?+(){}]/g, '\\$&');
}

/**
 * - A page navigation (request-strategy's `shell`, network first): the network and the worker,
 *   started at the same time, race; online the network's answer is used as soon as it comes,
 *   offline the worker's kept page.
 * - A kept file (`asset`: every URL of the precache but "/" and the pages, which are navigations):
 *   straight from the worker's cache; a file missing there goes to the network.
 * The API's reads (`data`) stay with the fetch handler: they need its network-first fallback.
 */
export function staticRoutes(keptUrls: readonly string[], shellCache: string): StaticRoute[] {
  const files = keptUrls.filter((url) => url !== '/' && !url.endsWith('.html'));
  const routes: StaticRoute[] = [{ condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' }];
  if (files.length > 0) {
    routes.push({
      condition: { or: files.map((path) => ({ urlPattern: { pathname: exactPathname(path) } })) },
      source: { cacheName: shellCache },
    });
  }
  return routes;
}
