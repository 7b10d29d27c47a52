import { Outlet, createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { DRILL_IDS, GAME_IDS, MESSAGES } from '@slovo/shared';
import { RequireAdmin, RequireAuth } from '@/features/auth';
import { drillPages, gamePages } from '@/features/games';
import { RouteLoading } from '@/components/ui/spinner';
import { AppLayout } from './layout/app-layout';
import { PAGES, type PageInfo } from './pages';
import { routeHandle } from './route-handle';
import { HomePage } from './routes/home/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

type LazyPage = LazyRouteFunction<RouteObject>;

/**
 * A page's route: its path and handle from the list of pages, its code loaded lazily (a literal
 * dynamic import, here or in the games feature, so Vite gives it its own chunk), and the access
 * guard its `access` calls for (an admin page may word its refusal: `deniedMessage`). A page's
 * lazy catalogues are fetched when it reads them in Russian (useMessages waits for them inside the
 * router's transition, the previous screen staying up), so its code is all the route loads.
 */
function pageRoute(page: PageInfo, lazy: LazyPage, deniedMessage?: string): RouteObject {
  const handle = routeHandle(page);
  if (page.access === 'everyone') return { path: page.path, handle, lazy };
  // The editors keep the selected category in the address ("/my-vocabulary/travel", issue 30
  // §3.5): one route with an optional segment, so choosing a category keeps the page mounted.
  const child: RouteObject = page.categoryInPath ? { path: ':category?', lazy } : { index: true, lazy };
  return {
    path: page.path,
    handle,
    element:
      page.access === 'admin' ? (
        <RequireAdmin deniedMessage={deniedMessage}>
          <Outlet />
        </RequireAdmin>
      ) : (
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      ),
    children: [child],
  };
}

/**
 * The route table of spec §2, built from the list of pages (pages.ts). Pages load lazily; their
 * titles live in `handle` so the header and document.title are right before a page's code has
 * arrived.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AppLayout />,
    // A failure in the layout itself: no header to keep, show the crash screen alone.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Pathless wrapper: page errors show the crash screen inside the layout, and the first
        // lazy load shows a spinner there instead of a blank window.
        errorElement: <RouteErrorPage />,
        HydrateFallback: RouteLoading,
        children: [
          {
            index: true,
            handle: routeHandle(PAGES.home),
            // Eager: the first screen of nearly every visit; a lazy chunk would only add a round
            // trip after the entry has run (issue 17 §4).
            Component: HomePage,
          },
          ...GAME_IDS.map((id) => pageRoute(PAGES[id], gamePages[id])),
          ...DRILL_IDS.map((id) => pageRoute(PAGES[id], drillPages[id])),
          pageRoute(PAGES.review, async () => ({ Component: (await import('@/features/review')).ReviewPage })),
          pageRoute(PAGES.components, async () => ({ Component: (await import('./routes/components-page')).ComponentsPage })),
          pageRoute(PAGES.myVocabulary, async () => ({
            Component: (await import('@/features/my-vocabulary')).MyVocabularyPage,
          })),
          pageRoute(PAGES.stats, async () => ({ Component: (await import('@/features/stats')).StatsPage })),
          pageRoute(PAGES.classes, async () => ({ Component: (await import('@/features/classes')).ClassesPage })),
          pageRoute(PAGES.classJoin, async () => ({ Component: (await import('@/features/classes')).JoinClassPage })),
          pageRoute(PAGES.class, async () => ({ Component: (await import('@/features/classes')).ClassPage })),
          pageRoute(PAGES.adminVocabulary, async () => ({
            Component: (await import('@/features/admin-vocabulary')).AdminVocabularyPage,
          })),
          // Its spec words the refusal itself (vocabulary-management.md §2), under the guard's title.
          pageRoute(
            PAGES.adminUsers,
            async () => ({ Component: (await import('./routes/admin-users-page')).AdminUsersPage }),
            MESSAGES.adminUsersDenied,
          ),
          {
            path: PAGES.notFound.path,
            handle: routeHandle(PAGES.notFound),
            // Eager: the route error page renders it too, so it is in the main bundle anyway.
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
