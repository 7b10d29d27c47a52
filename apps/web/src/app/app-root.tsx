import { StrictMode, type ReactNode } from 'react';
import { RootErrorBoundary } from '@/components/feedback/root-error-boundary';
import { AppProviders } from './providers';

/**
 * Everything above the router, the same in the browser (main.tsx) and in the build's prerender of
 * Home (prerender/): hydration needs the two trees to match exactly.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <AppProviders>{children}</AppProviders>
      </RootErrorBoundary>
    </StrictMode>
  );
}
