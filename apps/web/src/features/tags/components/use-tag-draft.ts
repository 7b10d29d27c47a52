import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TAGS_SAVED_CLOSE_DELAY_MS } from '@slovo/shared/limits/my-vocabulary';
import { tagSelectionChanged } from '@slovo/shared/rules/category-rules';
import { toast } from '@/components/ui/toast-store';
import { localizeServerText, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError } from '@/lib/api-client';
import { tagChanges, useSetCategoryTagsMutation } from '../api/set-category-tags';
import { TAG_EDITOR_TEXT } from '../tags.i18n';

/**
 * The category's tags as the player is choosing them, saved as the difference from its tags:
 * a toast when saved, and the dialog closes TAGS_SAVED_CLOSE_DELAY_MS later.
 */
export function useTagDraft(category: { id: number; tags: readonly { id: number }[] }, onClose: () => void) {
  const mutation = useSetCategoryTagsMutation();
  const currentIds = category.tags.map((tag) => tag.id);
  const [draft, setDraft] = useState<number[]>(currentIds);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // The timer calls the latest onClose, and stops if the dialog goes first.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const save = () => {
    setError(null);
    mutation.mutate(
      { categoryId: category.id, ...tagChanges(currentIds, draft) },
      {
        onSuccess: () => {
          setSaved(true);
          toast.success(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).tagsUpdated);
          closeTimer.current = setTimeout(() => onCloseRef.current(), TAGS_SAVED_CLOSE_DELAY_MS);
        },
        onError: (failure) => {
          const failed = messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).updateTagsFailed;
          const reason = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : undefined;
          setError(reason ? messagesNow(TAG_EDITOR_TEXT).withReason(failed, localizeServerText(reason)) : failed);
        },
      },
    );
  };

  return {
    draft,
    error,
    saved,
    saving: mutation.isPending,
    changed: tagSelectionChanged(currentIds, draft),
    toggle: (id: number, on: boolean) => {
      setDraft((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
      setError(null);
    },
    add: (id: number) => setDraft((current) => (current.includes(id) ? current : [...current, id])),
    revert: () => setDraft(currentIds),
    save,
  };
}
