import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import type { SignOutEverywhereDialogProps } from './sign-out-everywhere-dialog';

/** The confirmation's code comes the first time it is asked for (or the Game Hub preloads it). */
const { Component: Dialog, preload } = preloadable<SignOutEverywhereDialogProps>(() => import('./sign-out-everywhere-dialog'));

export const prefetchSignOutEverywhere = (): Promise<unknown> => preload();

/** "Sign out everywhere?", mounted per opening by whoever offers the action. */
export function SignOutEverywhere(props: SignOutEverywhereDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
