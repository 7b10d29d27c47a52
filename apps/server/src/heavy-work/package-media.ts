import type { MediaKind } from '@slovo/shared';
import { LEARNER_IMPORT_MESSAGES } from '@slovo/shared';
import type { AnkiNoteMedia } from '@slovo/shared/formats/anki-decks';
import type { ApkgContents } from '@slovo/shared/formats/apkg/index';
import { AppError } from '../app-error';
import { checkMedia, mediaHash } from '../media-checks';

/**
 * An .apkg's pictures and sounds checked as uploads are (issue 34), on the worker thread that read
 * the package: each file the notes use, by the kind the note uses it as; what passes is what the
 * server stores (a picture re-encoded), named by its hash. Files that fail are left out, one
 * notice per reason.
 */

export interface CheckedPackageFile {
  hash: string;
  kind: MediaKind;
  contentType: string;
  bytes: Uint8Array;
}

export interface CheckedPackageMedia {
  /** Each stored file once. */
  files: CheckedPackageFile[];
  /** Per note, in the order of contents.notes: the hashes of its picture and sound. */
  notes: AnkiNoteMedia[];
  notices: string[];
}

/** sharp works on libuv's threads; a few files at a time keep them busy without queuing a thousand. */
const AT_ONCE = 4;

export async function checkPackageMedia(contents: Pick<ApkgContents, 'notes' | 'media'>): Promise<CheckedPackageMedia> {
  const wanted = new Map<string, { kind: MediaKind; name: string }>();
  const keyOf = (kind: MediaKind, name: string) => `${kind}\u0000${name}`;
  for (const note of contents.notes) {
    if (note.image !== null) wanted.set(keyOf('image', note.image), { kind: 'image', name: note.image });
    if (note.sound !== null) wanted.set(keyOf('sound', note.sound), { kind: 'sound', name: note.sound });
  }

  const hashes = new Map<string, string>();
  const files = new Map<string, CheckedPackageFile>();
  const refusals = new Map<string, number>();
  const queue = [...wanted];
  const work = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [key, { kind, name }] = next;
      const bytes = contents.media.get(name);
      if (bytes === undefined) continue;
      try {
        const checked = await checkMedia(kind, bytes);
        const hash = mediaHash(checked.bytes);
        hashes.set(key, hash);
        if (!files.has(hash)) files.set(hash, { hash, kind, contentType: checked.contentType, bytes: checked.bytes });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusals.set(error.message, (refusals.get(error.message) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, work));

  const notes = contents.notes.map((note) => {
    const image = note.image === null ? undefined : hashes.get(keyOf('image', note.image));
    const sound = note.sound === null ? undefined : hashes.get(keyOf('sound', note.sound));
    return { ...(image === undefined ? {} : { image }), ...(sound === undefined ? {} : { sound }) };
  });
  const notices = [...refusals].map(([reason, count]) => LEARNER_IMPORT_MESSAGES.mediaRefused(count, reason));
  return { files: [...files.values()], notes, notices };
}
