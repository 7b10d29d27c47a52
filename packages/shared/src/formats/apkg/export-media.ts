/**
 * The media of an exported package (write-apkg.ts): each distinct content stored once, under a
 * name no other content has. The same bytes on several notes (even under different names) become
 * one file, named as first seen; different bytes under one name get a suffix ("cat-2.webp").
 */
import { sha1Hex } from './sha1';

export interface MediaFile {
  name: string;
  bytes: Uint8Array;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** "cat.webp" → "cat-2.webp", "cat-3.webp", …; "README" → "README-2". */
function suffixed(name: string, counter: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${counter}${name.slice(dot)}` : `${name}-${counter}`;
}

export class ExportMedia {
  /** The files in the order first added: their index is their entry name in the zip ("0", "1", …). */
  readonly files: MediaFile[] = [];
  private readonly byDigest = new Map<string, MediaFile[]>();
  private readonly names = new Set<string>();

  /** Adds a file (or finds the same content already added) and returns the name notes should use. */
  add(name: string, bytes: Uint8Array): string {
    const digest = sha1Hex(bytes);
    const same = this.byDigest.get(digest)?.find((file) => sameBytes(file.bytes, bytes));
    if (same !== undefined) return same.name;
    let unique = name;
    for (let counter = 2; this.names.has(unique); counter += 1) unique = suffixed(name, counter);
    const file = { name: unique, bytes };
    this.files.push(file);
    this.names.add(unique);
    this.byDigest.set(digest, [...(this.byDigest.get(digest) ?? []), file]);
    return unique;
  }

  /** The package's `media` entry: { "0": name, "1": name, … }. */
  mapJson(): string {
    return JSON.stringify(Object.fromEntries(this.files.map((file, index) => [String(index), file.name])));
  }
}
