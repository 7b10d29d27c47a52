import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { canSaveWordEdit, cleanWord, readStressedWord, wordEditError, type WordPair } from '@slovo/shared/rules/word-rules';
import { toast } from '@/components/ui/toast-store';
import { localizeServerText, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';
import { errorMessage } from '../api/failure-reason';
import { useEditWordMutation } from '../api/edit-word';
import { useSaveWordMediaMutation } from '../api/save-word-media';
import { mediaFailureText } from '../media/media-failure';
import { pastedPicture } from './media/word-media-section';
import { useMediaDraft } from './media/use-media-draft';
import type { WordWriteScope } from '../api/word-routes';
import { draftOf, withValue, type DetailedWord, type DetailsDraft } from '../details/details-draft';
import { detailsRequest } from '../details/details-request';
import { detailsErrorOf, type DetailsFieldError } from '../details/field-errors';

export interface EditableWord extends WordPair, DetailedWord {
  id: number;
  /** Its picture and recorded sound (issue 34), URLs; absent or null when it has none. */
  image?: string | null;
  sound?: string | null;
}

interface EditWordFormOptions {
  word: EditableWord;
  scope: WordWriteScope;
  onClose: () => void;
}

/**
 * Edit Word's state: both sides, the Details section's draft (issue 32), the failure (a refusal
 * about a detail shown next to its field too), and the one PUT that sends the sides with the
 * details the person changed or confirmed; then the picture and sound changed (issue 34), each
 * uploaded or deleted — nothing when neither changed.
 */
export function useEditWordForm({ word, scope, onClose }: EditWordFormOptions) {
  const mutation = useEditWordMutation();
  const mediaMutation = useSaveWordMediaMutation();
  const [sides, setSides] = useState<WordPair>({ english: word.english, russian: word.russian });
  const [details, setDetails] = useState<DetailsDraft>(() => draftOf(word));
  const [detailsOpen, setDetailsOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DetailsFieldError[]>([]);
  const pending = mutation.isPending || mediaMutation.isPending;
  const canSave = canSaveWordEdit(sides) && !pending;

  const edited = () => {
    setError(null);
    setFieldErrors([]);
  };
  const media = useMediaDraft({ image: word.image ?? null, sound: word.sound ?? null }, edited);

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
    const changes = media.changes;
    const done = () => {
      toast.success(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).wordUpdated);
      onClose();
    };
    mutation.mutate(
      { id: word.id, english, russian, details: sent, scope },
      {
        onSuccess: () => {
          if (changes.length === 0) {
            done();
            return;
          }
          void mediaMutation.mutateAsync({ id: word.id, changes, scope }).then((result) => {
            if (result.failed.length === 0) {
              done();
              return;
            }
            // The word and what went through are saved; the dialog stays open with what was not.
            media.saved(result);
            setError(result.failed.map(({ kind, error: failure }) => mediaFailureText(kind, failure)).join(' '));
          });
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

  // A picture pasted anywhere in the dialog (Ctrl+V) becomes the word's picture.
  const onPaste = (event: ClipboardEvent) => {
    const picture = pastedPicture(event);
    if (!picture) return;
    event.preventDefault();
    media.choose('image', picture);
  };

  return {
    sides,
    details,
    media,
    onPaste,
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
