import { ApkgError } from './apkg-error';
import type { ApkgErrorCode } from './apkg-error';

/**
 * The first bytes of a collection, checked while it is still being unpacked: an SQLite file starts
 * with "SQLite format 3\0", and its header says how large it is (page size × page count, when the
 * header's size is valid: SQLite ≥ 3.7.0 keeps it). A package whose collection is 199 MiB of zeros
 * is refused after its first piece instead of after all of it.
 */

const SQLITE_HEADER = 'SQLite format 3\u0000';
/** The header fields read here end at byte 96 (the version-valid-for number). */
export const SQLITE_START_BYTES = 100;

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

export function isSqliteStart(bytes: Uint8Array): boolean {
  if (bytes.length < SQLITE_HEADER.length) return false;
  for (let index = 0; index < SQLITE_HEADER.length; index += 1) {
    if (bytes[index] !== SQLITE_HEADER.charCodeAt(index)) return false;
  }
  return true;
}

/** A page size is a power of two from 512 to 65,536 (stored as 1). */
const isPageSize = (size: number) => size >= 512 && size <= 65_536 && (size & (size - 1)) === 0;

/** The file size the header declares, or null when the header does not vouch for it. */
function declaredFileSize(start: Uint8Array): number | null {
  if (start.length < SQLITE_START_BYTES) return null;
  const rawPageSize = u16be(start, 16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  if (!isPageSize(pageSize)) throw new ApkgError('not-database');
  const pages = u32be(start, 28);
  const valid = pages > 0 && u32be(start, 24) === u32be(start, 92);
  return valid ? pageSize * pages : null;
}

/**
 * A check of the first SQLITE_START_BYTES of a collection (all of it when shorter): ApkgError
 * 'not-database' unless they begin an SQLite file, `sizeMismatch` when its header gives another
 * size than the archive declares for it (`totalSize`; null: none declared).
 */
export function sqliteStartCheck(sizeMismatch: ApkgErrorCode) {
  return (start: Uint8Array, totalSize: number | null): void => {
    if (!isSqliteStart(start)) throw new ApkgError('not-database');
    const declared = declaredFileSize(start);
    if (declared !== null && totalSize !== null && declared !== totalSize) throw new ApkgError(sizeMismatch);
  };
}
