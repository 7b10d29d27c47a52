import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * Every route the app answers, as "METHOD /url/pattern". app.routeTable (plugins/auth.ts) is filled
 * by the onRoute hook, which Fastify does not call for the trailing-slash twin it adds to a route
 * registered as '/' under a prefix (GET /api/progress/ beside GET /api/progress; only the HEAD
 * twins are listed). Those twins answer too, so they are added here by asking the router.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  for (const { method, url } of app.routeTable) {
    routes.add(`${method} ${url}`);
    const twin = `${url}/`;
    if (!url.endsWith('/') && !url.endsWith('*') && app.hasRoute({ method: method as HTTPMethods, url: twin })) {
      routes.add(`${method} ${twin}`);
    }
  }
  return [...routes].sort();
}
