import { strFromU8 } from 'fflate';
import { ApkgError } from './apkg-error';
import { listZipEntries, readZipEntry } from './zip-entries';
import type { ZipEntry } from './zip-entries';
import { decompressZstd } from './zstd-frames';

/**
 * An .apkg's media map: which zip entry holds the file a note names. Legacy packages write the
 * `media` entry as JSON, {"0": "cat.jpg", …}. Anki 2.1.50+ writes it zstd-compressed as protobuf
 * (MediaEntries: repeated MediaEntry { string name = 1; uint32 size = 2; bytes sha1 = 3;
 * optional uint32 legacy_zip_filename = 255 }), entry i in the zip entry named i unless
 * legacy_zip_filename says otherwise, and compresses each file with zstd too.
 */

export interface MediaMap {
  /** File name → its zip entry. */
  entries: Map<string, ZipEntry>;
  /** The files are zstd-compressed inside the zip (the protobuf form). */
  zstd: boolean;
}

/** The map itself is small; a larger one is not a media map. */
const MAX_MAP_BYTES = 8 * 1024 * 1024;
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

const isZstd = (bytes: Uint8Array) => ZSTD_MAGIC.every((byte, index) => bytes[index] === byte);

function readVarint(bytes: Uint8Array, at: { offset: number }): number {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at.offset++];
    if (byte === undefined || shift > 28) throw new Error('truncated varint');
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return value;
    shift += 7;
  }
}

/** The fields of one protobuf message: field number → its values (numbers for varints, bytes otherwise). */
function protobufFields(bytes: Uint8Array): Map<number, Array<number | Uint8Array>> {
  const fields = new Map<number, Array<number | Uint8Array>>();
  const at = { offset: 0 };
  while (at.offset < bytes.length) {
    const key = readVarint(bytes, at);
    const [field, wire] = [Math.floor(key / 8), key % 8];
    let value: number | Uint8Array;
    if (wire === 0) value = readVarint(bytes, at);
    else if (wire === 2) {
      const length = readVarint(bytes, at);
      if (at.offset + length > bytes.length) throw new Error('truncated field');
      value = bytes.subarray(at.offset, at.offset + length);
      at.offset += length;
    } else throw new Error(`unexpected wire type ${wire}`);
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

function protobufNames(bytes: Uint8Array): Array<[string, string]> {
  return (protobufFields(bytes).get(1) ?? []).map((entry, index) => {
    if (!(entry instanceof Uint8Array)) throw new Error('entry is not a message');
    const fields = protobufFields(entry);
    const name = fields.get(1)?.[0];
    const legacy = fields.get(255)?.[0];
    if (!(name instanceof Uint8Array)) throw new Error('entry without a name');
    return [strFromU8(name), String(typeof legacy === 'number' ? legacy : index)];
  });
}

function jsonNames(bytes: Uint8Array): Array<[string, string]> {
  const parsed: unknown = JSON.parse(strFromU8(bytes));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
  return Object.entries(parsed).flatMap(([entry, name]) => (typeof name === 'string' ? [[name, entry] as [string, string]] : []));
}

/** The package's media map (empty when it has none); null when it cannot be read (the notes are still imported). */
export function readMediaMap(bytes: Uint8Array): MediaMap | null {
  const entries = listZipEntries(bytes);
  const mapEntry = entries.find((entry) => entry.name === 'media');
  if (!mapEntry) return { entries: new Map(), zstd: false };
  try {
    const raw = readZipEntry(bytes, mapEntry, MAX_MAP_BYTES);
    const zstd = isZstd(raw);
    const names = zstd ? protobufNames(decompressZstd(raw, MAX_MAP_BYTES)) : jsonNames(raw);
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    const map = new Map<string, ZipEntry>();
    for (const [name, entryName] of names) {
      const entry = byName.get(entryName);
      if (entry && !map.has(name)) map.set(name, entry);
    }
    return { entries: map, zstd };
  } catch (error) {
    if (error instanceof ApkgError && error.code === 'encrypted') throw error;
    return null;
  }
}

/** zstd's frame and block headers: what a compressed file may take beyond its content. */
const ZSTD_OVERHEAD_BYTES = 64 * 1024;
/**
 * A streamed zstd frame declares no size, only a window, which the decoder allocates up front:
 * the zstd tool's is 8 MiB even for a tiny file. Allowed up to this, the result then checked.
 */
const ZSTD_MAX_WINDOW_BYTES = 32 * 1024 * 1024;

/** One media file's bytes, at most `maxBytes` unpacked; null when it is larger or damaged. */
export function readMediaFile(bytes: Uint8Array, map: MediaMap, entry: ZipEntry, maxBytes: number): Uint8Array | null {
  const storedLimit = map.zstd ? maxBytes + ZSTD_OVERHEAD_BYTES : maxBytes;
  if (entry.uncompressedSize > storedLimit) return null;
  try {
    const stored = readZipEntry(bytes, entry, storedLimit);
    const file = map.zstd && isZstd(stored) ? decompressZstd(stored, ZSTD_MAX_WINDOW_BYTES) : stored;
    return file.length > maxBytes ? null : file;
  } catch {
    return null;
  }
}
