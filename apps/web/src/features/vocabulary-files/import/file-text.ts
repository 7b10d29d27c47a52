import { IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import type { ChangeEvent } from 'react';
import { FILE_MESSAGES } from './file-text.i18n';

/**
 * A text file's characters, whatever encoding the learner's tools wrote it in: UTF-8 (with or
 * without a byte order mark), UTF-16 with a byte order mark (Excel's "Unicode Text" TSV), and,
 * when the bytes are not valid UTF-8, Windows-1251 (older Russian Windows and Excel CSV exports),
 * which would otherwise turn every Cyrillic letter into �.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

export { FILE_MESSAGES };

type FileTexts = typeof FILE_MESSAGES.en;

export type FileReadResult = { ok: true; text: string } | { ok: false; error: string };

/**
 * The file a file input was given, and the input cleared: choosing the same file again (after
 * fixing it) must fire a change too.
 */
export function takeChosenFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const chosen = event.target.files?.[0];
  event.target.value = '';
  return chosen;
}

/** A file's bytes through FileReader, which every browser (and jsdom, which lacks Blob.arrayBuffer) has. */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A JSON file's characters: JSON is UTF-8 (RFC 8259). Blob.text() where there is one (measured
 * faster on a 9 MB file), else the bytes decoded (older Safari, jsdom). Rejects when the file
 * cannot be read.
 */
export async function readUtf8File(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new TextDecoder('utf-8').decode(await readBytes(file));
}

/** Reads a chosen file within the import limit; never throws. Its error is in the texts given (English by default). */
export async function readTextFile(file: Blob, t: FileTexts = FILE_MESSAGES.en): Promise<FileReadResult> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, error: t.tooLarge };
  if (file.size === 0) return { ok: false, error: t.empty };
  try {
    return { ok: true, text: decodeTextFile(await readBytes(file)) };
  } catch {
    return { ok: false, error: t.unreadable };
  }
}

/** "12.3 KB", "1.5 MB" ("12,3 КБ" in Russian): a file's size as the import dialogs show it. */
export function formatFileSize(bytes: number, t: FileTexts = FILE_MESSAGES.en): string {
  if (bytes < 1024) return t.bytes(bytes);
  // 1,048,575 bytes reads "1.0 MB", not "1024.0 KB".
  if (bytes < 1024 * 1023.95) return t.kilobytes(bytes / 1024);
  return t.megabytes(bytes / 1024 / 1024);
}
