import { ApkgError } from './apkg-error';
import { APKG_MAX_BYTES, APKG_MAX_COLLECTION_BYTES } from './apkg-limits';
import { listZipEntries, readZipEntry } from './zip-entries';
import type { ZipEntry } from './zip-entries';
import { decompressZstd } from './zstd-frames';
import { SQLITE_START_BYTES, sqliteStartCheck } from './sqlite-start';
import type { ApkgErrorCode } from './apkg-error';

/**
 * The collection files an .apkg may hold, newest first, which is also the order of preference:
 * collection.anki21b (Anki 2.1.50+: SQLite schema 18, zstd-compressed), collection.anki21 (schema
 * 11 with newer fields) and collection.anki2 (legacy schema 11). New exports also put a
 * collection.anki2 that holds only a placeholder note, for Anki versions too old to read the rest.
 */
export const ANKI_COLLECTION_FILES = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
export type AnkiCollectionFile = (typeof ANKI_COLLECTION_FILES)[number];

export interface ApkgArchive {
  /** Which collection was unpacked. */
  collectionFile: AnkiCollectionFile;
  /** The collection as an SQLite file (zstd already undone for collection.anki21b). */
  collection: Uint8Array;
}

function findCollection(entries: readonly ZipEntry[]): { file: AnkiCollectionFile; entry: ZipEntry } {
  for (const file of ANKI_COLLECTION_FILES) {
    const entry = entries.find((candidate) => candidate.name === file);
    if (entry) return { file, entry };
  }
  throw new ApkgError('no-collection');
}

/**
 * Opens an .apkg: checks its size, finds the newest collection and unpacks it within
 * APKG_MAX_COLLECTION_BYTES (declared sizes checked first, real output counted as it grows, the
 * first bytes checked to start an SQLite file of the declared size as soon as they are out).
 * Throws ApkgError for every malformed or hostile file.
 */
export function openApkgArchive(bytes: Uint8Array): ApkgArchive {
  if (bytes.length > APKG_MAX_BYTES) throw new ApkgError('too-large');
  const entries = listZipEntries(bytes);
  const { file, entry } = findCollection(entries);
  // The collection must start as an SQLite file: junk is refused after its first bytes, not all of them.
  const sqliteStart = (sizeMismatch: ApkgErrorCode) => ({ check: sqliteStartCheck(sizeMismatch), bytes: SQLITE_START_BYTES });
  const collection =
    file === 'collection.anki21b'
      ? decompressZstd(
          readZipEntry(bytes, entry, APKG_MAX_COLLECTION_BYTES),
          APKG_MAX_COLLECTION_BYTES,
          sqliteStart('damaged-zstd'),
        )
      : readZipEntry(bytes, entry, APKG_MAX_COLLECTION_BYTES, sqliteStart('damaged-zip'));
  return {
    collectionFile: file,
    collection,
  };
}
