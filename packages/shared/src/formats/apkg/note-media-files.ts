import { APKG_MAX_MEDIA_FILE_BYTES, APKG_MAX_MEDIA_TOTAL_BYTES } from './apkg-limits';
import { APKG_NOTICES } from './apkg-messages';
import { readMediaFile, readMediaMap } from './media-map';
import { noteMediaNames } from './note-media';

/**
 * The pictures and sounds a package's notes name, read out of it (issue 34): each file once,
 * within APKG_MAX_MEDIA_FILE_BYTES each and APKG_MAX_MEDIA_TOTAL_BYTES in all, with a notice for
 * every kind of file left out. Whether a file really is a picture or a sound is the server's
 * check (it reads the bytes), not the reader's.
 */

export interface NoteMedia {
  /** The names of the note's first picture and sound, when the package holds them (keys of `files`). */
  image: string | null;
  sound: string | null;
}

export interface PackageMedia {
  /** For each note, in the order given. */
  notes: NoteMedia[];
  /** File name → its bytes: only the files the notes use. */
  files: Map<string, Uint8Array>;
  notices: string[];
}

export function readNotesMedia(bytes: Uint8Array, noteFields: ReadonlyArray<readonly string[]>): PackageMedia {
  const named = noteFields.map(noteMediaNames);
  const wanted = named.filter((names) => names.image !== null || names.sound !== null);
  const none: PackageMedia = { notes: named.map(() => ({ image: null, sound: null })), files: new Map(), notices: [] };
  if (wanted.length === 0) return none;
  const map = readMediaMap(bytes);
  if (map === null) return { ...none, notices: [APKG_NOTICES.mediaMapUnreadable] };

  const files = new Map<string, Uint8Array>();
  const leftOut = new Set<string>();
  const counts = { missing: new Set<string>(), unreadable: 0, overTotal: 0 };
  let total = 0;
  const keep = (name: string | null): string | null => {
    if (name === null || leftOut.has(name)) return null;
    if (files.has(name)) return name;
    const entry = map.entries.get(name);
    if (!entry) counts.missing.add(name);
    else if (total + entry.uncompressedSize > APKG_MAX_MEDIA_TOTAL_BYTES) counts.overTotal += 1;
    else {
      const file = readMediaFile(bytes, map, entry, APKG_MAX_MEDIA_FILE_BYTES);
      if (file === null) counts.unreadable += 1;
      else {
        files.set(name, file);
        total += file.length;
        return name;
      }
    }
    leftOut.add(name);
    return null;
  };
  const notes = named.map((names) => ({ image: keep(names.image), sound: keep(names.sound) }));

  const notices: string[] = [];
  if (counts.missing.size > 0) notices.push(APKG_NOTICES.mediaMissing(counts.missing.size));
  if (counts.unreadable > 0) notices.push(APKG_NOTICES.mediaUnreadable(counts.unreadable));
  if (counts.overTotal > 0) notices.push(APKG_NOTICES.mediaOverTotal(counts.overTotal));
  const more = named.filter((names) => names.more).length;
  if (more > 0) notices.push(APKG_NOTICES.moreMediaPerNote(more));
  return { notes, files, notices };
}
