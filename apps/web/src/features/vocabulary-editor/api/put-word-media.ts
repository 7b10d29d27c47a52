/**
 * `PUT /vocabulary/user/words/{id}/image|sound` (or the admin's `/vocabulary/words/{id}/…`): a
 * word's picture or recorded sound, the file's bytes as the body (issue 34). The answer is the
 * word's media after the change.
 */
import type { MediaKind } from '@slovo/shared/limits/media';
import { api } from '@/lib/api-client';
import { expectShape, nullable, isString } from '@/lib/response-shape';
import { wordMediaPath, type WordWriteScope } from './word-routes';

/** A word's picture and sound: their URLs (`/api/media/<sha256>`), null when it has none. */
export interface WordMedia {
  image: string | null;
  sound: string | null;
}

export const WORD_MEDIA_SHAPE = { image: nullable(isString), sound: nullable(isString) };

export interface PutWordMediaVariables {
  id: number;
  kind: MediaKind;
  file: Blob;
  scope: WordWriteScope;
}

export async function putWordMedia({ id, kind, file, scope }: PutWordMediaVariables): Promise<WordMedia> {
  const answer = await api.putFile<unknown>(wordMediaPath(scope, id, kind), file, { requiresAuth: true });
  return expectShape<WordMedia>(answer, WORD_MEDIA_SHAPE);
}
