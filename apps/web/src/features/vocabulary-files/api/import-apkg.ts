/**
 * `POST /vocabulary/user/import/apkg`: an Anki package's bytes as the body. Each deck becomes one of
 * the learner's private categories (or fills the one of that name), in one transaction; the answer
 * names them with what was added and skipped, and the notices (media not imported, tags not added…).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApkgImportResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isBoolean, isCount, isInteger, isString, objectOf } from '@/lib/response-shape';
import { invalidateAfterWordWrite } from '@/features/vocabulary-editor';

/** The answer of both Anki imports (.apkg and Anki text deck by deck). */
export const APKG_RESULT = {
  message: isString,
  categories: arrayOf(objectOf({ categoryId: isInteger, name: isString, created: isBoolean, added: isCount, skipped: isCount })),
  notices: arrayOf(isString),
  totals: objectOf({ notes: isCount, added: isCount, skipped: isCount }),
};

export async function importApkg(file: Blob): Promise<ApkgImportResponse> {
  const answer = await api.upload<unknown>('/vocabulary/user/import/apkg', file, { requiresAuth: true });
  return expectShape<ApkgImportResponse>(answer, APKG_RESULT);
}

export function useImportApkgMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importApkg,
    onSuccess: () => {
      void invalidateAfterWordWrite(client);
    },
  });
}
