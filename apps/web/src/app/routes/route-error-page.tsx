import { useCallback, useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { CrashScreen } from '@/components/feedback/crash-screen';
import { memoryRetryCounter } from '@/components/feedback/use-crash-retry';
import { NotFoundPage } from './not-found-page';

/**
 * errorElement of the route tree: render and loading failures show the crash screen. A retry
 * re-navigates to the same location, which makes the router render the page afresh.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const counter = useMemo(() => memoryRetryCounter(`route:${location.pathname}`), [location.pathname]);
  const retry = useCallback(() => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  }, [navigate, location.pathname, location.search, location.hash]);

  // The failure may come from far down a long page; show the screen from its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <CrashScreen error={error} onRetry={retry} counter={counter} />;
}
