import { IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';

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

export const FILE_MESSAGES = {
  tooLarge: `The file is too large: the limit is ${IMPORT_MAX_BYTES / 1024 / 1024} MiB, split it`,
  unreadable: 'The file could not be read',
  empty: 'The file is empty',
} as const;

export type FileReadResult = { ok: true; text: string } | { ok: false; error: string };

/** A file's bytes through FileReader, which every browser (and jsdom, which lacks Blob.arrayBuffer) has. */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(FILE_MESSAGES.unreadable));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen file within the import limit; never throws. */
export async function readTextFile(file: Blob): Promise<FileReadResult> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, error: FILE_MESSAGES.tooLarge };
  if (file.size === 0) return { ok: false, error: FILE_MESSAGES.empty };
  try {
    return { ok: true, text: decodeTextFile(await readBytes(file)) };
  } catch {
    return { ok: false, error: FILE_MESSAGES.unreadable };
  }
}

/** "12.3 KB", "1.5 MB": a file's size as the picker shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  // 1,048,575 bytes reads "1.0 MB", not "1024.0 KB".
  if (bytes < 1024 * 1023.95) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
