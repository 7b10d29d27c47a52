import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { onSessionChange } from '@/features/auth';
import { forgetKeptRounds } from '@/features/games';
import { queryClient } from '@/lib/query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** The app's one client; tests pass a fresh one each. */
  client?: QueryClient;
}

/**
 * Context providers that sit above the router. The only place that holds the query client itself:
 * everything below reaches it through useQueryClient().
 */
export function AppProviders({ children, client = queryClient }: AppProvidersProps) {
  // Data cached for one identity must not be shown to the next: after a sign-in or logout every
  // query starts afresh, and the ones on screen refetch as the new identity; the rounds kept for a
  // reload (games engine) are dropped, so nobody is offered someone else's round.
  useEffect(
    () =>
      onSessionChange(() => {
        void client.resetQueries();
        forgetKeptRounds();
      }),
    [client],
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
