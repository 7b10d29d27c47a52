import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthModal, prefetchAuthDialog, useAuthStore } from '@/features/auth';
import { ProgressSync } from '@/features/progress';
import { PreviewBanner, VocabularyDataLoader } from '@/features/vocabulary';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { PageTransitionOverlay } from '@/components/ui/page-transition-overlay';
import { ToastContainer } from '@/components/ui/toast-container';
import { useToastStore } from '@/components/ui/toast-store';
import { useMessages } from '@/i18n';
import { whenIdle } from '@/lib/when-idle';
import { documentTitleFor, useRouteHandle, useRouteTitle } from '../route-handle';
import { LAYOUT_TEXT } from './layout.i18n';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import './layout.css';

/** Spec §2 Overlays: a toast raised on / hides when the user leaves / for another page. */
function useHideHomeToastsOnLeave() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === '/' && pathname !== '/') useToastStore.getState().hideFrom('/');
    previous.current = pathname;
  }, [pathname]);
}

/** A visitor who is not signed in will likely press Login: its dialog's code comes once the page is idle. */
function usePrefetchSignIn() {
  const signedOut = useAuthStore((s) => s.isInitialized && !s.user);
  useEffect(() => (signedOut ? whenIdle(() => void prefetchAuthDialog()) : undefined), [signedOut]);
}

/** The one layout every route renders in; app-wide overlays and the auth modal are mounted here once. */
export function AppLayout() {
  const handle = useRouteHandle();
  const title = useRouteTitle(handle);
  const t = useMessages(LAYOUT_TEXT);
  useHideHomeToastsOnLeave();
  usePrefetchSignIn();

  useEffect(() => {
    document.title = documentTitleFor(title);
  }, [title]);

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <AppHeader title={title} />
      <PreviewBanner />
      {/* In the flow under the header and banner, so a message covers none of their controls. */}
      <ToastContainer />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter />
      <PageTransitionOverlay title={title} icon={handle.icon} />
      <LoadingOverlay />
      <AuthModal />
      {/* Render nothing: they load vocabulary and sync progress for whoever is signed in. */}
      <VocabularyDataLoader />
      <ProgressSync />
      <ScrollRestoration />
    </div>
  );
}
