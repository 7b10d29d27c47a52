/**
 * Test-only: the one way tests render with the app's providers: a memory router and the app's
 * provider stack around a fresh query client, so no test sees another's cache.
 */
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';

/** A fresh cache without retries, so a failure shows at once. Pass createQueryClient() for the app's own rules. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export interface RenderWithProvidersOptions {
  /** Where the memory router starts (default "/"). */
  path?: string;
  client?: QueryClient;
  /** Render inside React's StrictMode (double effects), as main.tsx does. */
  strict?: boolean;
}

function wrap(node: ReactNode, client: QueryClient, strict: boolean): ReactElement {
  const tree = <AppProviders client={client}>{node}</AppProviders>;
  return strict ? <StrictMode>{tree}</StrictMode> : tree;
}

/**
 * Renders `content` (one element, shown at every path, or a route table) in a memory router at
 * `path`. Returns the router (to navigate), the client (to inspect the cache) and the usual queries.
 */
export function renderWithProviders(
  content: ReactElement | RouteObject[],
  { path = '/', client = createTestQueryClient(), strict = false }: RenderWithProvidersOptions = {},
) {
  // jsdom has no layout; the router's scroll restoration would log "Not implemented" otherwise.
  window.scrollTo = () => {};
  const routes = Array.isArray(content) ? content : [{ path: '*', element: content }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(wrap(<RouterProvider router={router} />, client, strict));
  return { router, client, ...view };
}

export interface RenderHookWithProvidersOptions {
  client?: QueryClient;
  /** Mounted next to the hook, inside the providers (e.g. a sync component the layout mounts). */
  alongside?: ReactNode;
}

/** renderHook inside the app's providers; no router. */
export function renderHookWithProviders<Result>(
  hook: () => Result,
  { client = createTestQueryClient(), alongside }: RenderHookWithProvidersOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    wrap(
      <>
        {alongside}
        {children}
      </>,
      client,
      false,
    );
  return { client, ...renderHook(hook, { wrapper }) };
}
