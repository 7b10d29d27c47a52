/**
 * `DELETE /vocabulary/user/words/{id}/image|sound` (or the admin's `/vocabulary/words/{id}/…`):
 * the word no longer has its picture or sound (issue 34). The answer is the word's media after it.
 */
import type { MediaKind } from '@slovo/shared/limits/media';
import { api } from '@/lib/api-client';
import { expectShape } from '@/lib/response-shape';
import { WORD_MEDIA_SHAPE, type WordMedia } from './put-word-media';
import { wordMediaPath, type WordWriteScope } from './word-routes';

export interface DeleteWordMediaVariables {
  id: number;
  kind: MediaKind;
  scope: WordWriteScope;
}

export async function deleteWordMedia({ id, kind, scope }: DeleteWordMediaVariables): Promise<WordMedia> {
  const answer = await api.delete<unknown>(wordMediaPath(scope, id, kind), { requiresAuth: true });
  return expectShape<WordMedia>(answer, WORD_MEDIA_SHAPE);
}
