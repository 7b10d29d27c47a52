import { Decompress } from 'fzstd';
import { ApkgError } from './apkg-error';
import type { StartCheck } from './zip-entries';

/**
 * zstd decompression for untrusted data (RFC 8878). fzstd decodes, but it trusts the frame header:
 * it allocates the window or content size the header declares (up to 2 GiB) and reads 8-byte sizes
 * with 32-bit shifts. So the frames are walked first — headers parsed exactly, sizes checked
 * against the limit, every block's length checked against the data — and only then decoded, block
 * by block, counting the output and stopping as soon as it passes the limit.
 */

const ZSTD_MAGIC = 0xfd2fb528;
/** Skippable frames have magics 0x184D2A50 to 0x184D2A5F (RFC 8878 §3.1.2). */
const SKIPPABLE_MAGIC_MASK = 0xfffffff0;
const SKIPPABLE_MAGIC = 0x184d2a50;
/** RFC 8878 §3.1.1.2.4: no block regenerates more than 128 KiB. */
const MAX_BLOCK_BYTES = 128 * 1024;
const BLOCK_RLE = 1;
const BLOCK_RESERVED = 3;

const damaged = () => new ApkgError('damaged-zstd');

/** A little-endian unsigned number of `length` (≤ 8) bytes, exact up to 2^53. */
function readLE(bytes: Uint8Array, at: number, length: number): number {
  if (at + length > bytes.length) throw damaged();
  let value = 0;
  for (let index = length - 1; index >= 0; index -= 1) value = value * 256 + bytes[at + index]!;
  return value;
}

/** What the frames declare: the total content size, or null when some frame leaves it out. */
interface FrameSummary {
  declaredSize: number | null;
}

/** Checks one zstd frame's header and block lengths; returns where the next frame starts. */
function walkFrame(bytes: Uint8Array, start: number, maxBytes: number): { next: number; contentSize: number | null } {
  const descriptor = readLE(bytes, start + 4, 1);
  const contentSizeFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  const reservedBit = (descriptor >> 3) & 1;
  const hasChecksum = (descriptor >> 2) & 1;
  const dictionaryFlag = descriptor & 3;
  if (reservedBit === 1) throw damaged();
  let at = start + 5;

  let windowSize = 0;
  if (singleSegment === 0) {
    const windowDescriptor = readLE(bytes, at, 1);
    at += 1;
    const base = 2 ** (10 + (windowDescriptor >> 3));
    windowSize = base + (base / 8) * (windowDescriptor & 7);
  }
  const dictionaryBytes = [0, 1, 2, 4][dictionaryFlag]!;
  // Anki never uses a dictionary, and without it the frame cannot be decoded.
  if (readLE(bytes, at, dictionaryBytes) !== 0) throw damaged();
  at += dictionaryBytes;
  const contentSizeBytes = contentSizeFlag === 0 ? singleSegment : [0, 2, 4, 8][contentSizeFlag]!;
  let contentSize: number | null = null;
  if (contentSizeBytes > 0) {
    contentSize = readLE(bytes, at, contentSizeBytes) + (contentSizeBytes === 2 ? 256 : 0);
    at += contentSizeBytes;
  }
  if (singleSegment === 1) windowSize = contentSize ?? 0;
  // fzstd allocates the window (or the whole content of a single-segment frame) up front.
  if ((contentSize ?? 0) > maxBytes || windowSize > maxBytes) throw new ApkgError('collection-too-large');

  for (let last = 0; last === 0;) {
    const header = readLE(bytes, at, 3);
    last = header & 1;
    const type = (header >> 1) & 3;
    const size = header >>> 3;
    if (type === BLOCK_RESERVED || size > MAX_BLOCK_BYTES) throw damaged();
    at += 3 + (type === BLOCK_RLE ? 1 : size);
    if (at > bytes.length) throw damaged();
  }
  if (hasChecksum === 1) at += 4;
  if (at > bytes.length) throw damaged();
  return { next: at, contentSize };
}

/** Walks all frames (zstd and skippable) of the data; at least one zstd frame must be there. */
function walkFrames(bytes: Uint8Array, maxBytes: number): FrameSummary {
  let at = 0;
  let frames = 0;
  let declaredSize: number | null = 0;
  while (at < bytes.length) {
    const magic = readLE(bytes, at, 4);
    if ((magic & SKIPPABLE_MAGIC_MASK) >>> 0 === SKIPPABLE_MAGIC) {
      at += 8 + readLE(bytes, at + 4, 4);
      if (at > bytes.length) throw damaged();
      continue;
    }
    if (magic !== ZSTD_MAGIC) throw damaged();
    const frame = walkFrame(bytes, at, maxBytes);
    frames += 1;
    declaredSize = declaredSize === null || frame.contentSize === null ? null : declaredSize + frame.contentSize;
    if ((declaredSize ?? 0) > maxBytes) throw new ApkgError('collection-too-large');
    at = frame.next;
  }
  if (frames === 0) throw damaged();
  return { declaredSize };
}

/**
 * Decompresses zstd data of at most `maxBytes`. Throws ApkgError 'collection-too-large' when a
 * header declares more or the output grows past it, and 'damaged-zstd' for anything malformed;
 * `start.check` sees the first `start.bytes` as soon as they are out, and may throw to stop there.
 */
export function decompressZstd(bytes: Uint8Array, maxBytes: number, start?: { check: StartCheck; bytes: number }): Uint8Array {
  const { declaredSize } = walkFrames(bytes, maxBytes);
  const pieces: Uint8Array[] = [];
  let total = 0;
  let started = start === undefined;
  const checkStart = () => {
    started = true;
    start?.check(concatenate(pieces, Math.min(total, start.bytes)), declaredSize);
  };
  const decompressor = new Decompress((piece) => {
    total += piece.length;
    // Throwing here leaves fzstd's push at once: one block (≤ 128 KiB) past the limit at most.
    if (total > maxBytes) throw new ApkgError('collection-too-large');
    pieces.push(piece);
    if (!started && total >= (start?.bytes ?? 0)) checkStart();
  });
  try {
    decompressor.push(bytes, true);
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('damaged-zstd', { cause: error });
  }
  if (declaredSize !== null && total !== declaredSize) throw damaged();
  if (!started) checkStart();
  return concatenate(pieces, total);
}

/** The first `length` bytes of the pieces, in one array. */
function concatenate(pieces: readonly Uint8Array[], length: number): Uint8Array {
  const output = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    if (at >= length) break;
    const part = piece.subarray(0, length - at);
    output.set(part, at);
    at += part.length;
  }
  return output;
}
