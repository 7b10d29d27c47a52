/**
 * A word's picture and sound as the dialog's Save leaves them (issue 34): each change sent in turn
 * through `putWordMedia` or `deleteWordMedia`, every one tried even when another fails, so the
 * word keeps what could be saved and the dialog names what could not.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaKind } from '@slovo/shared/limits/media';
import type { MediaChange } from '../media/media-draft';
import { deleteWordMedia } from './delete-word-media';
import { invalidateAfterWordWrite } from './invalidate-after-word-write';
import { putWordMedia, type WordMedia } from './put-word-media';
import type { WordWriteScope } from './word-routes';

export interface SaveWordMediaVariables {
  id: number;
  changes: MediaChange[];
  scope: WordWriteScope;
}

export interface SaveWordMediaResult {
  /** The word's media after the last write that went through; null when none did. */
  media: WordMedia | null;
  /** What could not be saved, each with the failure (the server's reason). */
  failed: { kind: MediaKind; error: unknown }[];
}

export async function saveWordMedia({ id, changes, scope }: SaveWordMediaVariables): Promise<SaveWordMediaResult> {
  const result: SaveWordMediaResult = { media: null, failed: [] };
  for (const { kind, file } of changes) {
    try {
      result.media = file ? await putWordMedia({ id, kind, file, scope }) : await deleteWordMedia({ id, kind, scope });
    } catch (error) {
      result.failed.push({ kind, error });
    }
  }
  return result;
}

/**
 * The word's picture and sound show in its category's list, in the games and in Review: the same
 * queries as a word's save. Used with mutateAsync: Add Word's uploads finish after its dialog closed.
 */
export function useSaveWordMediaMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWordMedia,
    onSettled: () => {
      void invalidateAfterWordWrite(client);
    },
  });
}
