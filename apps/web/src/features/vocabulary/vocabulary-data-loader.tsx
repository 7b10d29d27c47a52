import { useEffect } from 'react';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { isAdmin, isUnauthorized, useAuthStore } from '@/features/auth';
import { isAuthFailure } from '@/lib/api-client';
import { toast, useToastStore } from '@/components/ui/toast-store';
import { lightweightCategoriesQuery } from './api/get-lightweight-categories';
import { LOCALES, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { VOCABULARY_TEXT } from './vocabulary.i18n';
import { useVocabularyIdentity } from './vocabulary-mode';
import { useVocabularyStore, type VocabularyMode } from './vocabulary-store';

/**
 * Preview mode's info ("Preview Mode: Login to get full access") is the preview banner's, shown from
 * the first render on (preview-banner.tsx): a toast saying it again pushed the page about and
 * covered the banner's Sign In (issue 30 §3.1).
 */
function enterPreview(identity: string): void {
  useVocabularyStore.setState({ identity, mode: 'preview' });
}

/** Hides "Loading vocabulary data..." when nothing else is to be said (an auth failure stays silent). */
function hideLoadingToast(): void {
  const shown = useToastStore.getState().current?.text;
  // In either language: the interface may have switched since it was raised.
  if (LOCALES.some((locale) => shown === messagesNow(SHARED_TEXT.MESSAGES, locale).loadingVocabulary)) toast.hide();
}

/**
 * Spec §4 "Data loader", mounted once in the layout. When the auth check has finished, and again
 * whenever the signed-in user changes (unless already decided for that user):
 * - preview mode (no user, or an unauthorized one): the sample vocabulary (the banner says so);
 * - otherwise: "Loading vocabulary data...", the category list, "Loaded N vocabulary categories".
 * Authentication failures are never shown (spec §7): a non-admin falls back to the sample, an
 * admin never gets it and sees the picker's error state. Other failures show the load error.
 */
export function VocabularyDataLoader() {
  const client = useQueryClient();
  const identity = useVocabularyIdentity();

  useEffect(() => {
    if (identity === null) return;
    const decided = useVocabularyStore.getState();
    if (decided.identity === identity && decided.mode !== 'loading') return;

    if (decided.identity !== identity) useVocabularyStore.setState({ bannerDismissed: false });
    if (isUnauthorized(useAuthStore.getState())) {
      enterPreview(identity);
      return;
    }

    useVocabularyStore.setState({ identity, mode: 'loading' });
    toast.info(messagesNow(SHARED_TEXT.MESSAGES).loadingVocabulary);
    const query = lightweightCategoriesQuery(identity);
    let settled = false;
    let abandoned = false;
    const finish = (mode: VocabularyMode) => useVocabularyStore.setState({ identity, mode });

    client.fetchQuery(query).then(
      (categories) => {
        settled = true;
        if (abandoned) return;
        finish('full');
        toast.success(messagesNow(SHARED_TEXT.MESSAGES).loadedCategories(categories.length));
      },
      (error: unknown) => {
        settled = true;
        if (abandoned || isCancelledError(error)) return;
        if (!isAuthFailure(error)) {
          finish('full');
          toast.error(messagesNow(VOCABULARY_TEXT).loadFailed);
        } else if (isAdmin(useAuthStore.getState().user)) {
          finish('full');
          hideLoadingToast();
        } else {
          enterPreview(identity);
        }
      },
    );

    return () => {
      // The user changed or the app is going away: this answer is for nobody. A StrictMode
      // remount starts the load again, because the mode is still 'loading'.
      abandoned = true;
      if (!settled) void client.cancelQueries({ queryKey: query.queryKey });
    };
  }, [client, identity]);

  return null;
}
