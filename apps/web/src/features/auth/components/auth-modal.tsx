import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useAuthStore } from '../store';

/** The dialog's code and texts (the checklists, the rules) are fetched the first time it is needed. */
const { Component: AuthDialog, preload } = preloadable(() => import('./auth-dialog'));

/** Fetches the dialog ahead of need (once the page is idle), so Login opens it at once. */
export const prefetchAuthDialog = (): Promise<unknown> => preload();

/**
 * The sign-in / create-account modal (spec §2 "Auth modal", §5 "Registration"), open while either
 * modal flag in the auth store is set. Mounted per opening, so every opening starts with empty
 * fields and no success panel.
 */
export function AuthModal() {
  const isOpen = useAuthStore((s) => s.isLoginModalOpen || s.isRegisterModalOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
