/**
 * Who edits a word decides which of the spec's routes it goes through (§7): the personal manager
 * the user routes (/vocabulary/user/words/{id}, the owner's words), the admin editor the admin
 * ones (/vocabulary/words/{id}, any word). The server checks the caller either way.
 */
export type WordWriteScope = 'user' | 'admin';

export function wordPath(scope: WordWriteScope, id: number): string {
  return `${scope === 'admin' ? '/vocabulary/words' : '/vocabulary/user/words'}/${id}`;
}

/** A word's picture or recorded sound (issue 34): `{word}/image` or `{word}/sound` on the same routes. */
export function wordMediaPath(scope: WordWriteScope, id: number, kind: 'image' | 'sound'): string {
  return `${wordPath(scope, id)}/${kind}`;
}
