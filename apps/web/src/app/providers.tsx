import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { onSessionChange } from '@/features/auth';
import { forgetKeptRounds } from '@/features/games';
import { forgetOfflineData, onWorkerTakeover } from '@/features/offline';
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
  // reload (games engine) and the answers kept for offline use (service worker) are dropped, so nobody
  // is offered someone else's round or categories.
  useEffect(
    () =>
      onSessionChange(() => {
        // First, so the new identity's answers are kept after the old ones are gone, not before.
        void forgetOfflineData();
        void client.resetQueries();
        forgetKeptRounds();
      }),
    [client],
  );

  // Answers fetched before the offline worker took over were not kept by it: what is on screen is
  // fetched once more through it, so a first visit's categories open offline too.
  useEffect(() => onWorkerTakeover(() => void client.invalidateQueries()), [client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
