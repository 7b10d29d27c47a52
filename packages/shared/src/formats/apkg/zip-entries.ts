import { Inflate, strFromU8 } from 'fflate';
import { ApkgError } from './apkg-error';

/**
 * A minimal zip reader for untrusted archives: the central directory is the table of contents
 * (local headers are only used to find where an entry's data starts), every offset and length is
 * bounds-checked, and an entry is inflated in small pieces that are counted, so it can never grow
 * beyond the size it declares. fflate's unzipSync is not used because it trusts the declared sizes
 * (it inflates into a buffer of that size and silently drops what does not fit) and skips the CRC.
 */

/** One file of the archive, as its central directory entry describes it. */
export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate; others are refused when the entry is read. */
  method: number;
  encrypted: boolean;
  crc32: number;
  compressedSize: number;
  /** As declared: extraction stops (with an error) as soon as the output would exceed it. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
/** The end record is followed by a comment of at most 65 535 bytes. */
const MAX_COMMENT_LENGTH = 0xffff;
const ZIP64_EXTRA_FIELD = 0x0001;
const ZIP64_MARKER = 0xffffffff;
/** Deflate input is pushed in pieces this size: one piece inflates to at most ~1 000× its size. */
const INFLATE_PIECE_BYTES = 16 * 1024;

const damaged = () => new ApkgError('damaged-zip');

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
/** A little-endian 64-bit size; only values that fit a JavaScript number exactly are meaningful. */
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - END_OF_CENTRAL_DIRECTORY_SIZE - MAX_COMMENT_LENGTH);
  for (let at = bytes.length - END_OF_CENTRAL_DIRECTORY_SIZE; at >= lowest; at -= 1) {
    if (u32(bytes, at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ApkgError('not-zip');
}

/** Reads the sizes a ZIP64 extra field overrides (those set to 0xFFFFFFFF in the entry). */
function applyZip64(entry: ZipEntry, bytes: Uint8Array, extraStart: number, extraEnd: number): void {
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = u16(bytes, at);
    const size = u16(bytes, at + 2);
    const data = at + 4;
    if (data + size > extraEnd) throw damaged();
    if (id === ZIP64_EXTRA_FIELD) {
      let next = data;
      const take = () => {
        if (next + 8 > data + size) throw damaged();
        const value = u64(bytes, next);
        next += 8;
        return value;
      };
      if (entry.uncompressedSize === ZIP64_MARKER) entry.uncompressedSize = take();
      if (entry.compressedSize === ZIP64_MARKER) entry.compressedSize = take();
      if (entry.localHeaderOffset === ZIP64_MARKER) entry.localHeaderOffset = take();
      return;
    }
    at = data + size;
  }
}

/**
 * The entries of a zip archive, from its central directory. Throws ApkgError 'not-zip' when there
 * is no end record and 'damaged-zip' when the directory points outside the file.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < END_OF_CENTRAL_DIRECTORY_SIZE) throw new ApkgError('not-zip');
  const end = findEndOfCentralDirectory(bytes);
  const entryCount = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryOffset = u32(bytes, end + 16);
  // A ZIP64 end record is only needed past 65 535 entries or 4 GiB, impossible within the input
  // limit; a directory that claims it anyway does not fit in the file and is refused below.
  if (directoryOffset + directorySize > end) throw damaged();

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL_DIRECTORY_ENTRY) throw damaged();
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const nameStart = at + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > end) throw damaged();
    const entry: ZipEntry = {
      // Names are UTF-8 or ASCII in every writer Anki has used; only exact ASCII names matter here.
      name: strFromU8(bytes.subarray(nameStart, extraStart)),
      method: u16(bytes, at + 10),
      encrypted: (u16(bytes, at + 8) & 1) === 1,
      crc32: u32(bytes, at + 16),
      compressedSize: u32(bytes, at + 20),
      uncompressedSize: u32(bytes, at + 24),
      localHeaderOffset: u32(bytes, at + 42),
    };
    applyZip64(entry, bytes, extraStart, extraStart + extraLength);
    entries.push(entry);
    at = next;
  }
  return entries;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The zip CRC-32 (IEEE 802.3) of some bytes. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index += 1) crc = CRC_TABLE[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Where an entry's compressed data lies, checked against the file. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || u32(bytes, header) !== LOCAL_FILE_HEADER) throw damaged();
  const start = header + 30 + u16(bytes, header + 26) + u16(bytes, header + 28);
  const stop = start + entry.compressedSize;
  if (stop > bytes.length) throw damaged();
  return bytes.subarray(start, stop);
}

/** Checks the first bytes of an entry as soon as they are there (see readZipEntry). */
export type StartCheck = (start: Uint8Array, totalSize: number | null) => void;

/**
 * Inflates deflate data, refusing (damaged) as soon as the output would pass `expectedSize`;
 * `checkStart` sees the first `startBytes` as soon as they are unpacked.
 */
function inflateExactly(data: Uint8Array, expectedSize: number, checkStart?: StartCheck, startBytes = 0): Uint8Array {
  const output = new Uint8Array(expectedSize);
  let written = 0;
  let started = checkStart === undefined;
  const inflater = new Inflate((piece) => {
    // Throwing here leaves fflate's push at once: nothing beyond one piece's output is kept.
    if (written + piece.length > expectedSize) throw damaged();
    output.set(piece, written);
    written += piece.length;
    if (!started && written >= Math.min(startBytes, expectedSize)) {
      started = true;
      checkStart?.(output.subarray(0, Math.min(startBytes, written)), expectedSize);
    }
  });
  try {
    if (data.length === 0) inflater.push(data, true);
    for (let at = 0; at < data.length; at += INFLATE_PIECE_BYTES) {
      inflater.push(data.subarray(at, at + INFLATE_PIECE_BYTES), at + INFLATE_PIECE_BYTES >= data.length);
    }
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('damaged-zip', { cause: error });
  }
  if (written !== expectedSize) throw damaged();
  return output;
}

/**
 * An entry's contents, at most `maxBytes` long. The declared size is checked first (ApkgError
 * 'collection-too-large'), then the data is unpacked to exactly that size (more or less is
 * 'damaged-zip'; `start.check` sees its first `start.bytes` as soon as they are unpacked, and may
 * throw to stop there), then its CRC is checked. Password-protected entries ('encrypted') and methods
 * other than stored and deflate ('unsupported-compression') are refused.
 */
export function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
  start?: { check: StartCheck; bytes: number },
): Uint8Array {
  if (entry.encrypted) throw new ApkgError('encrypted');
  if (entry.method !== 0 && entry.method !== 8) throw new ApkgError('unsupported-compression');
  if (entry.uncompressedSize > maxBytes) throw new ApkgError('collection-too-large');
  const data = entryData(bytes, entry);
  let contents: Uint8Array;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw damaged();
    start?.check(data.subarray(0, start.bytes), data.length);
    contents = data;
  } else {
    contents = inflateExactly(data, entry.uncompressedSize, start?.check, start?.bytes);
  }
  if (crc32(contents) !== entry.crc32) throw damaged();
  return contents;
}
