import { useState, type FormEvent } from 'react';
import { canSaveWordEdit, cleanWord, readStressedWord, wordEditError, type WordPair } from '@slovo/shared/rules/word-rules';
import { toast } from '@/components/ui/toast-store';
import { localizeServerText, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
import { errorMessage } from '../api/failure-reason';
import { useEditWordMutation } from '../api/edit-word';
import type { WordWriteScope } from '../api/word-routes';
import { draftOf, withValue, type DetailedWord, type DetailsDraft } from '../details/details-draft';
import { detailsRequest } from '../details/details-request';
import { detailsErrorOf, type DetailsFieldError } from '../details/field-errors';

export interface EditableWord extends WordPair, DetailedWord {
  id: number;
}

interface EditWordFormOptions {
  word: EditableWord;
  scope: WordWriteScope;
  onClose: () => void;
}

/**
 * Edit Word's state: both sides, the Details section's draft (issue 32), the failure (a refusal
 * about a detail shown next to its field too), and the one PUT that sends the sides with the
 * details the person changed or confirmed.
 */
export function useEditWordForm({ word, scope, onClose }: EditWordFormOptions) {
  const mutation = useEditWordMutation();
  const [sides, setSides] = useState<WordPair>({ english: word.english, russian: word.russian });
  const [details, setDetails] = useState<DetailsDraft>(() => draftOf(word));
  const [detailsOpen, setDetailsOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DetailsFieldError[]>([]);
  const pending = mutation.isPending;
  const canSave = canSaveWordEdit(sides) && !pending;

  const edited = () => {
    setError(null);
    setFieldErrors([]);
  };

  const changeSide = (side: keyof WordPair, value: string) => {
    setSides((current) => ({ ...current, [side]: value }));
    // Stress marks typed into the Russian side set the stress too.
    const typed = side === 'russian' ? readStressedWord(value) : null;
    if (typed !== null) setDetails((current) => withValue(current, 'stressed', typed));
    edited();
  };

  const changeDetails = (next: DetailsDraft) => {
    setDetails(next);
    edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const problem = wordEditError(sides);
    if (problem !== null) {
      setError(localizeServerText(problem));
      return;
    }
    const english = cleanWord(sides.english);
    const russian = cleanWord(sides.russian);
    const sent = detailsRequest(details, {
      original: word,
      russian,
      russianChanged: russian !== word.russian,
      englishChanged: english !== word.english,
    });
    mutation.mutate(
      { id: word.id, english, russian, details: sent, scope },
      {
        onSuccess: () => {
          toast.success(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).wordUpdated);
          onClose();
        },
        onError: (failure) => {
          const failed = messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).editWordFailed;
          const reason = errorMessage(failure);
          setError(reason ? messagesNow(EDITOR_TEXT).withReason(failed, reason) : failed);
          const fieldError = detailsErrorOf(failure);
          setFieldErrors(fieldError ? [fieldError] : []);
          if (fieldError) setDetailsOpen(true);
        },
      },
    );
  };

  return {
    sides,
    details,
    detailsOpen,
    setDetailsOpen,
    error,
    fieldErrors,
    pending,
    canSave,
    changeSide,
    changeDetails,
    submit,
    close: () => {
      if (!pending) onClose();
    },
  };
}
