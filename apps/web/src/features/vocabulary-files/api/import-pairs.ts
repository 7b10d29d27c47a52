/**
 * `POST /vocabulary/user/categories/{id}/import`: the pairs the Import dialog read from pasted text
 * or a file, up to 50,000, written in one transaction; pairs already in the category come back as
 * skipped duplicates. The answer has the batch route's shape.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchAddWordsResponse } from '@slovo/shared';
import type { PartOfSpeech } from '@slovo/shared/constants';
import type { AnnotationValues } from '@slovo/shared/rules/annotation-values';
import { api, encodePathSegment } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { BATCH_RESULT, invalidateAfterWordWrite } from '@/features/vocabulary-editor';

export interface ImportPairsVariables {
  categoryId: number;
  pairs: ({ english: string; russian: string; part_of_speech?: PartOfSpeech } & AnnotationValues)[];
}

export async function importPairs({ categoryId, pairs }: ImportPairsVariables): Promise<BatchAddWordsResponse> {
  const answer = await api.post<unknown>(
    `/vocabulary/user/categories/${encodePathSegment(String(categoryId))}/import`,
    { pairs },
    { requiresAuth: true },
  );
  return expectShape<BatchAddWordsResponse>(answer, BATCH_RESULT);
}

export function useImportPairsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importPairs,
    onSuccess: () => {
      void invalidateAfterWordWrite(client);
    },
  });
}
