/**
 * `POST /vocabulary/user/import/anki-text`: an Anki text file imported deck by deck, as an .apkg is —
 * each deck one of the learner's private categories, existing tags attached, one transaction. The
 * answer is the .apkg import's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApkgImportResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { APKG_RESULT } from './import-apkg';
import { invalidateAfterWordWrite } from '@/features/vocabulary-editor';

export async function importAnkiText(text: string): Promise<ApkgImportResponse> {
  const answer = await api.post<unknown>('/vocabulary/user/import/anki-text', { text }, { requiresAuth: true });
  return expectShape<ApkgImportResponse>(answer, APKG_RESULT);
}

export function useImportAnkiTextMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importAnkiText,
    onSuccess: () => {
      void invalidateAfterWordWrite(client);
    },
  });
}
