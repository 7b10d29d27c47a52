/**
 * The bench's pictures and sounds (issue 34): a picture on every 4th word and a sound on every
 * 8th, drawn from a few dozen files as shared decks reuse theirs, so the words route answers carry
 * media URLs the way a real vocabulary would. The files are stored as the server stores checked
 * ones (a row per content, named by its SHA-256); their bytes are seeded noise of a real file's
 * size — the serving route never decodes what it serves.
 */
import { createHash } from 'node:crypto';
import type { MediaKind } from '@slovo/shared';
import { seededRandom } from './dataset';

export interface BenchMediaFile {
  hash: string;
  kind: MediaKind;
  contentType: string;
  bytes: Buffer;
}

/** A 512 px WebP photo is 20–40 kB; a one-second MP3 of a word 8–16 kB. */
const PICTURE_BYTES = 28_000;
const SOUND_BYTES = 12_000;
const PICTURES = 48;
const SOUNDS = 16;

function noise(seed: number, length: number): Buffer {
  const random = seededRandom(seed);
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 1) bytes[index] = Math.floor(random() * 256);
  return bytes;
}

function file(kind: MediaKind, seed: number): BenchMediaFile {
  const bytes = noise(seed, kind === 'image' ? PICTURE_BYTES : SOUND_BYTES);
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    kind,
    contentType: kind === 'image' ? 'image/webp' : 'audio/mpeg',
    bytes,
  };
}

let files: { pictures: BenchMediaFile[]; sounds: BenchMediaFile[] } | null = null;

export function benchMediaFiles(): { pictures: BenchMediaFile[]; sounds: BenchMediaFile[] } {
  files ??= {
    pictures: Array.from({ length: PICTURES }, (_, index) => file('image', 9_100_000 + index)),
    sounds: Array.from({ length: SOUNDS }, (_, index) => file('sound', 9_200_000 + index)),
  };
  return files;
}

/** The hashes the `index`-th word of category `categoryId` points at (null: none). */
export function benchWordMedia(categoryId: number, index: number): { image_hash: string | null; sound_hash: string | null } {
  const { pictures, sounds } = benchMediaFiles();
  const spread = categoryId * 31 + index;
  return {
    image_hash: index % 4 === 0 ? (pictures[spread % PICTURES] as BenchMediaFile).hash : null,
    sound_hash: index % 8 === 0 ? (sounds[spread % SOUNDS] as BenchMediaFile).hash : null,
  };
}
