import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/features/vocabulary-editor';
import { localizeServerText, messagesNow, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useClearCacheMutation } from '../api/clear-cache';
import { useSetApprovalMutation } from '../api/set-approval';
import { isMissingSession } from '../auth-failure';
import type { AdminSelected } from '../category-editor-api';

/**
 * The admin's own writes, each with its toasts: a category approved or unapproved, and the
 * vocabulary cache cleared. A missing session asks to log in instead of giving a reason.
 */
export function useAdminTools() {
  // The shared texts of the toasts, read when a change is saved (messagesNow).
  useMessagesReady(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
  const approval = useSetApprovalMutation();
  const cache = useClearCacheMutation();

  const toggleApproval = (category: AdminSelected) => {
    const isApproved = !category.is_approved_list;
    approval.mutate(
      { id: category.id, isApproved },
      {
        onSuccess: () => {
          const ADMIN_VOCABULARY_MESSAGES = messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
          toast.success(isApproved ? ADMIN_VOCABULARY_MESSAGES.categoryApproved : ADMIN_VOCABULARY_MESSAGES.categoryUnapproved);
        },
        onError: (failure) => {
          const ADMIN_VOCABULARY_MESSAGES = messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
          const reason = localizeServerText(errorMessage(failure));
          if (isMissingSession(failure)) toast.error(ADMIN_VOCABULARY_MESSAGES.loginToUpdateStatus);
          else if (reason) toast.error(`${ADMIN_VOCABULARY_MESSAGES.updateApprovedStatusFailed}: ${reason}`);
          else toast.error(ADMIN_VOCABULARY_MESSAGES.updateApprovedStatusFailed);
        },
      },
    );
  };

  const clearCache = () => {
    if (cache.isPending) return;
    cache.mutate(undefined, {
      onSuccess: () => toast.success(messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES).cacheCleared),
      onError: (failure) => {
        const ADMIN_VOCABULARY_MESSAGES = messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
        toast.error(
          isMissingSession(failure) ? ADMIN_VOCABULARY_MESSAGES.loginToClearCache : ADMIN_VOCABULARY_MESSAGES.clearCacheFailed,
        );
      },
    });
  };

  return {
    toggleApproval,
    /** A change of approval is on its way for this category: its button waits. */
    approving: (id: number) => approval.isPending && approval.variables?.id === id,
    clearCache,
    clearingCache: cache.isPending,
  };
}
