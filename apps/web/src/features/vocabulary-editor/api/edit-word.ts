/** `PUT /vocabulary/user/words/{id}` (or the admin's `/vocabulary/words/{id}`): the Edit Word dialog's new English and Russian, and details. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserWordResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isInteger, isString, objectOf } from '@/lib/response-shape';
import type { DetailsRequest } from '../details/details-request';
import { invalidateAfterWordWrite } from './invalidate-after-word-write';
import { wordPath, type WordWriteScope } from './word-routes';

const SAVED_WORD = {
  message: isString,
  word: objectOf({ id: isInteger, english: isString, russian: isString }),
};

export interface EditWordVariables {
  id: number;
  english: string;
  russian: string;
  /** The word's details to set (null clears one), flat beside the sides (issue 32); absent ones stay. */
  details?: DetailsRequest;
  scope: WordWriteScope;
}

export async function editWord({ id, english, russian, details, scope }: EditWordVariables): Promise<UserWordResponse> {
  const answer = await api.put<unknown>(wordPath(scope, id), { english, russian, ...details }, { requiresAuth: true });
  return expectShape<UserWordResponse>(answer, SAVED_WORD);
}

/** The word shows in its category's list in the manager and in the games' public word lists. */
export function useEditWordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editWord,
    // Settled, not only on success: a 404 means the list on screen still shows a word that is gone.
    onSettled: () => {
      void invalidateAfterWordWrite(client);
    },
  });
}
