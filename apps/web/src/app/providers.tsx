import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** The app's one client; tests pass a fresh one each. */
  client?: QueryClient;
}

/** Context providers that sit above the router. */
export function AppProviders({ children, client = queryClient }: AppProvidersProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
