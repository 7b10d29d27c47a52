import { strToU8, zipSync } from 'fflate';

/**
 * Builds .apkg archives and zstd frames for the tests: zips with fflate, zstd frames by hand from
 * RAW and RLE blocks (RFC 8878 §3.1), enough for every case fzstd must decode or refuse.
 */

export type PackageFiles = Record<string, Uint8Array | string>;

const bytesOf = (data: Uint8Array | string) => (typeof data === 'string' ? strToU8(data) : data);

/**
 * A zip of the files. Collections are deflated, as in legacy exports, unless `stored` (new exports
 * store collection.anki21b, already zstd-compressed, and the numbered media files).
 */
export function zipPackage(files: PackageFiles, options: { stored?: readonly string[] } = {}): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [name, [bytesOf(data), { level: options.stored?.includes(name) ? 0 : 6 }]]),
    ),
  );
}

const u32 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
const blockHeader = (size: number, type: number, last: boolean) => {
  const header = size * 8 + type * 2 + (last ? 1 : 0);
  return [header & 0xff, (header >>> 8) & 0xff, (header >>> 16) & 0xff];
};
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const RAW = 0;
const RLE = 1;
const MAX_BLOCK = 128 * 1024;

/** A frame header: with `contentSize` a single-segment frame declaring it, else a 128 KiB window. */
function frameHeader(contentSize: number | null): number[] {
  // Frame_Header_Descriptor: FCS field 4 bytes (flag 2) + Single_Segment, or no FCS + window byte.
  return contentSize === null ? [...ZSTD_MAGIC, 0x00, 7 << 3] : [...ZSTD_MAGIC, 0xa0, ...u32(contentSize)];
}

/** One zstd frame holding `data` in RAW blocks; declares its size unless `declare` is false. */
export function zstdFrame(data: Uint8Array, options: { declare?: boolean; declaredSize?: number } = {}): Uint8Array {
  const parts: Uint8Array[] = [
    Uint8Array.from(frameHeader(options.declare === false ? null : (options.declaredSize ?? data.length))),
  ];
  const blocks = Math.max(1, Math.ceil(data.length / MAX_BLOCK));
  for (let index = 0; index < blocks; index += 1) {
    const block = data.subarray(index * MAX_BLOCK, (index + 1) * MAX_BLOCK);
    parts.push(Uint8Array.from(blockHeader(block.length, RAW, index === blocks - 1)), block);
  }
  return concat(parts);
}

/**
 * A frame of `blocks` RLE blocks of 128 KiB zeros each, no declared size: 4 bytes per 128 KiB.
 * With `start`, the frame first holds those bytes (an SQLite header, say) in one RAW block.
 */
export function zstdRleBomb(blocks: number, start?: Uint8Array): Uint8Array {
  const out: number[] = frameHeader(null);
  if (start) out.push(...blockHeader(start.length, RAW, false), ...start);
  for (let index = 0; index < blocks; index += 1) out.push(...blockHeader(MAX_BLOCK, RLE, index === blocks - 1), 0);
  return Uint8Array.from(out);
}

/** A frame header declaring `declaredSize` followed by one (lying) empty last block. */
export function zstdDeclaring(declaredSize: number): Uint8Array {
  const header = [...ZSTD_MAGIC, 0xe0, ...u32(declaredSize % 2 ** 32), ...u32(Math.floor(declaredSize / 2 ** 32))];
  return Uint8Array.from([...header, ...blockHeader(0, RAW, true)]);
}

/** A frame with a window of 2^windowLog bytes and one empty block. */
export function zstdWithWindow(windowLog: number): Uint8Array {
  return Uint8Array.from([...ZSTD_MAGIC, 0x00, (windowLog - 10) << 3, ...blockHeader(0, RAW, true)]);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    result.set(part, at);
    at += part.length;
  }
  return result;
}

// ---- Tampering with a zip's headers ------------------------------------------------------------

const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const readU32 = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const writeU16 = (bytes: Uint8Array, at: number, value: number) => {
  bytes[at] = value & 0xff;
  bytes[at + 1] = (value >>> 8) & 0xff;
};
const writeU32 = (bytes: Uint8Array, at: number, value: number) => bytes.set(u32(value), at);

/** The offsets of the central directory entry and local header of the entry named `name`. */
function headersOf(zip: Uint8Array, name: string): { central: number; local: number } {
  const wanted = strToU8(name);
  for (let at = 0; at + 46 <= zip.length; at += 1) {
    if (readU32(zip, at) !== CENTRAL_DIRECTORY_ENTRY) continue;
    const nameLength = zip[at + 28]! | (zip[at + 29]! << 8);
    const entryName = zip.subarray(at + 46, at + 46 + nameLength);
    if (entryName.length === wanted.length && entryName.every((byte, index) => byte === wanted[index])) {
      const local = readU32(zip, at + 42);
      if (readU32(zip, local) !== LOCAL_FILE_HEADER) throw new Error('not a local header');
      return { central: at, local };
    }
  }
  throw new Error(`no entry ${name}`);
}

export interface EntryTampering {
  uncompressedSize?: number;
  method?: number;
  flags?: number;
  crc32?: number;
}

/** A copy of the zip whose entry `name` declares other values (central directory and local header). */
export function tamperZipEntry(zip: Uint8Array, name: string, change: EntryTampering): Uint8Array {
  const copy = zip.slice();
  const { central, local } = headersOf(copy, name);
  if (change.uncompressedSize !== undefined) {
    writeU32(copy, central + 24, change.uncompressedSize);
    writeU32(copy, local + 22, change.uncompressedSize);
  }
  if (change.method !== undefined) {
    writeU16(copy, central + 10, change.method);
    writeU16(copy, local + 8, change.method);
  }
  if (change.flags !== undefined) {
    writeU16(copy, central + 8, change.flags);
    writeU16(copy, local + 6, change.flags);
  }
  if (change.crc32 !== undefined) {
    writeU32(copy, central + 16, change.crc32);
    writeU32(copy, local + 14, change.crc32);
  }
  return copy;
}
