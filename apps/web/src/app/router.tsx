import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { APP_NAME, GAMES, MESSAGES, type GameId } from '@slovo/shared';
import { RequireAdmin, RequireAuth } from '@/features/auth';
import { RouteLoading } from '@/components/ui/spinner';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import type { RouteHandle } from './route-handle';

function gameHandle(id: GameId): RouteHandle {
  const game = GAMES.find((g) => g.id === id)!;
  return { title: game.title, icon: game.icon };
}

/**
 * The route table of spec §2. Pages load lazily; their titles live in `handle` so the header
 * and document.title are right before a page's code has arrived.
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
            handle: { title: APP_NAME, icon: '🏠' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/home/home-page')).HomePage }),
          },
          {
            path: 'game1',
            handle: gameHandle('game1'),
            lazy: async () => ({ Component: (await import('./routes/typer-page')).TyperPage }),
          },
          {
            path: 'game2',
            handle: gameHandle('game2'),
            lazy: async () => ({ Component: (await import('./routes/flashcards-page')).FlashcardsPage }),
          },
          {
            path: 'game3',
            handle: gameHandle('game3'),
            lazy: async () => ({ Component: (await import('./routes/quiz-page')).QuizPage }),
          },
          {
            path: 'game4',
            handle: gameHandle('game4'),
            lazy: async () => ({ Component: (await import('./routes/mission-page')).MissionPage }),
          },
          {
            path: 'game5',
            handle: gameHandle('game5'),
            lazy: async () => ({ Component: (await import('./routes/memory-page')).MemoryPage }),
          },
          {
            path: 'components',
            handle: { title: 'Components', icon: '🧱' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/components-page')).ComponentsPage }),
          },
          {
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
            children: [
              {
                path: 'admin/vocabulary',
                handle: { title: 'Vocabulary Editor', icon: '📝' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/admin-vocabulary-page')).AdminVocabularyPage }),
              },
              {
                path: 'admin/users',
                handle: { title: 'User Management', icon: '👥' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/admin-users-page')).AdminUsersPage }),
              },
            ],
          },
          {
            path: 'my-vocabulary',
            handle: { title: 'My Vocabulary', icon: '📒' } satisfies RouteHandle,
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/my-vocabulary-page')).MyVocabularyPage }),
              },
            ],
          },
          {
            path: '*',
            handle: { title: MESSAGES.pageNotFound, icon: '🧭' } satisfies RouteHandle,
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
