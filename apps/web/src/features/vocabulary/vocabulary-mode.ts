import { hadSessionAtStart, useAuthStore, isUnauthorized } from '@/features/auth';
import { useVocabularyStore, type VocabularyMode } from './vocabulary-store';

/** The key the loader decides a mode for: one per signed-in user, one for all anonymous visitors. */
export function identityOf(userId: string | null): string {
  return userId === null ? 'anonymous' : `user:${userId}`;
}

/** The current identity, or null while the stored token is still being checked. */
export function useVocabularyIdentity(): string | null {
  const initialized = useAuthStore((s) => s.isInitialized);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return initialized ? identityOf(userId) : null;
}

function currentIdentity(): string | null {
  const { isInitialized, user } = useAuthStore.getState();
  return isInitialized ? identityOf(user?.id ?? null) : null;
}

function modeFor(identity: string | null, state: { identity: string | null; mode: VocabularyMode }): VocabularyMode {
  return identity !== null && state.identity === identity ? state.mode : 'loading';
}

/** 'preview' (sample data), 'full' (server data) or 'loading' (not decided yet for this user). */
export function useVocabularyMode(): VocabularyMode {
  const identity = useVocabularyIdentity();
  const decidedFor = useVocabularyStore((s) => s.identity);
  const mode = useVocabularyStore((s) => s.mode);
  return modeFor(identity, { identity: decidedFor, mode });
}

/** The mode outside React, plus the identity it belongs to. */
export function currentVocabularyMode(): { identity: string | null; mode: VocabularyMode } {
  const identity = currentIdentity();
  return { identity, mode: modeFor(identity, useVocabularyStore.getState()) };
}

/**
 * Whether reads should be answered from the sample vocabulary right now. Before the loader has
 * decided, an unauthorized visitor (spec §4) is already known to get the sample.
 */
export function shouldUseSampleData(): boolean {
  const { mode } = currentVocabularyMode();
  if (mode !== 'loading') return mode === 'preview';
  const auth = useAuthStore.getState();
  return auth.isInitialized && isUnauthorized(auth);
}

/**
 * Whether the page is drawn for preview mode. From the first render on, so the preview banner is
 * in the page from its first paint (and in the prerendered Home) instead of pushing it down later:
 * before the loader has decided, an unauthorized visitor is known to get the sample once the
 * stored token has been checked, and before that a visitor without a stored token is.
 */
export function useShowsPreview(): boolean {
  const mode = useVocabularyMode();
  const initialized = useAuthStore((s) => s.isInitialized);
  const unauthorized = useAuthStore(isUnauthorized);
  if (mode !== 'loading') return mode === 'preview';
  return initialized ? unauthorized : !hadSessionAtStart();
}
