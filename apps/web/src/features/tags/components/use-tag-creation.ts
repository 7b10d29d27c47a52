import { useEffect, useState } from 'react';
import type { ManagedTag } from '@slovo/shared';
import { localizeServerText, messagesNow } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useCreateTagMutation, type NewTag } from '../api/create-tag';
import { CREATE_TAG_TEXT } from '../tags.i18n';

/**
 * An admin's new tag, made from the editor: the form (open with its text to start from), what it
 * last did, the tags made here, and focus on the new tag's checkbox once it is listed.
 */
/** The id of tag `id`'s checkbox in the editor whose ids start with `baseId`. */
export const tagCheckboxId = (baseId: string, id: number) => `${baseId}-tag-${id}`;

export function useTagCreation(baseId: string, onCreated: (made: ManagedTag) => void) {
  const creation = useCreateTagMutation();
  const [creating, setCreating] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [created, setCreated] = useState<ManagedTag[]>([]);
  const [focusTag, setFocusTag] = useState<number | null>(null);

  // The form that had the focus is gone: the new tag's checkbox takes it.
  useEffect(() => {
    if (focusTag !== null) document.getElementById(tagCheckboxId(baseId, focusTag))?.focus();
  }, [baseId, focusTag]);

  const create = (tag: NewTag) => {
    if (creation.isPending) return;
    setError(null);
    creation.mutate(tag, {
      onSuccess: (made) => {
        setCreated((current) => [...current, made]);
        onCreated(made);
        setCreating(null);
        setNotice(messagesNow(CREATE_TAG_TEXT).created(made.display_name));
        setFocusTag(made.id);
      },
      onError: (failure) => {
        const text = messagesNow(CREATE_TAG_TEXT);
        const reason = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : undefined;
        setError(reason ? text.failedWith(localizeServerText(reason)) : text.failed);
      },
    });
  };

  return {
    creating,
    error,
    notice,
    created,
    pending: creation.isPending,
    open: (text: string) => {
      setCreating(text);
      setError(null);
      setNotice('');
    },
    close: () => {
      setCreating(null);
      setError(null);
    },
    clearNotice: () => setNotice(''),
    create,
  };
}
