/**
 * `POST /vocabulary-admin/import` (admin): the body is the file's JSON, the answer
 * {success, imported: {categories, words, tags}, errors, error}. The dialog has read the file first
 * (import/json-file-check.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportVocabularyResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isBoolean, isCount, isString, objectOf, type Check } from '@/lib/response-shape';
import { tagKeys } from '@/features/tags';
import { invalidateVocabularyQueries } from '@/features/vocabulary';

export type ImportResult = ImportVocabularyResponse;

const optionalText: Check = (value) => value === undefined || value === null || isString(value);

const IMPORT_ANSWER = {
  success: isBoolean,
  imported: objectOf({ categories: isCount, words: isCount, tags: isCount }),
  errors: arrayOf(isString),
  error: optionalText,
};

export async function importVocabulary(data: unknown): Promise<ImportResult> {
  const answer = await api.post<unknown>('/vocabulary-admin/import', data, { requiresAuth: true });
  const result = expectShape<ImportResult>(answer, IMPORT_ANSWER);
  return { ...result, error: result.error ?? null };
}

/**
 * The import runs in one transaction on the server: either everything valid was added or nothing
 * was. After a run every vocabulary answer and the tags' usage counts may be stale (the file brings
 * categories, words and tags), as after any write of the admin editor.
 */
export function useImportVocabularyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importVocabulary,
    onSuccess: async (result) => {
      if (result.success) {
        await Promise.all([invalidateVocabularyQueries(client), client.invalidateQueries({ queryKey: tagKeys.all })]);
      }
    },
  });
}
