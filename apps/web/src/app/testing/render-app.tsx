import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useAuthStore, type AuthUser } from '@/features/auth';
import { routes } from '../router';

/** Test-only: put the auth store in a known state without any network call. */
export function setAuthUser(user: Pick<AuthUser, 'username' | 'role'> | null) {
  useAuthStore.setState({
    user: user
      ? {
          id: '1',
          email: `${user.username}@example.com`,
          joinDate: '2025-01-01T00:00:00.000Z',
          lastLogin: '2025-01-01T00:00:00.000Z',
          ...user,
        }
      : null,
    token: user ? 'test-token' : null,
    isInitialized: true,
    isLoading: false,
    error: null,
    isLoginModalOpen: false,
    isRegisterModalOpen: false,
    authMode: 'login',
  });
}

export function freshQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The whole app (real route table and layout) at `path`, in memory. */
export function renderApp(path: string) {
  // jsdom has no layout; the router's scroll restoration would log "Not implemented" otherwise.
  window.scrollTo = () => {};
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={freshQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
