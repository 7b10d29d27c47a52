import { createHash } from 'node:crypto';
import type { MediaKind } from '@slovo/shared';
import { checkPicture, type CheckedMedia } from './picture-check';
import { checkSound } from './sound-check';

/**
 * What a picture or sound must be, by its bytes (issue 34): used by the media routes and, on the
 * worker threads, by the .apkg import. No database, no module: a file in, a file to store out.
 */

export type { CheckedMedia } from './picture-check';

export const checkMedia = (kind: MediaKind, bytes: Uint8Array): Promise<CheckedMedia> =>
  kind === 'image' ? checkPicture(bytes) : checkSound(bytes);

/** The name a stored file goes by: the SHA-256 of its bytes, in hex. */
export const mediaHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
