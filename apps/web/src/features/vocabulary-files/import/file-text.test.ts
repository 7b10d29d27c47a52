import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { FILE_MESSAGES, decodeTextFile, formatFileSize, readTextFile } from './file-text';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (ArrayLike<number> | Uint8Array)[]) => {
  const all: number[] = [];
  for (const part of parts) all.push(...Array.from(part));
  return Uint8Array.from(all);
};
/** UTF-16 code units of `text`, little- or big-endian. */
const utf16 = (text: string, endian: 'le' | 'be') =>
  [...text].flatMap((char) => {
    const units: number[] = [];
    for (let i = 0; i < char.length; i += 1) {
      const unit = char.charCodeAt(i);
      units.push(...(endian === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
    }
    return units;
  });

/** "кошка" in Windows-1251, as an old Russian Windows editor or Excel "CSV (Comma delimited)" writes it. */
const KOSHKA_1251 = [0xea, 0xee, 0xf8, 0xea, 0xe0];

describe('decodeTextFile', () => {
  it('reads UTF-8 without a byte order mark', () => {
    expect(decodeTextFile(utf8('cat\tкошка\nhedgehog\tёжик\n'))).toBe('cat\tкошка\nhedgehog\tёжик\n');
  });

  it("drops the UTF-8 byte order mark Excel's CSV UTF-8 writes, so the first word stays clean", () => {
    const text = decodeTextFile(bytes([0xef, 0xbb, 0xbf], utf8('english,russian\r\nhouse,дом\r\n')));
    expect(text).toBe('english,russian\r\nhouse,дом\r\n');
    expect(text.startsWith('english')).toBe(true);
  });

  it('reads UTF-16LE with its byte order mark (Excel "Unicode Text")', () => {
    const file = bytes([0xff, 0xfe], utf16('English\tRussian\r\ncat\tкошка\r\nhedgehog\tёжик\r\n', 'le'));
    expect(decodeTextFile(file)).toBe('English\tRussian\r\ncat\tкошка\r\nhedgehog\tёжик\r\n');
  });

  it('reads UTF-16BE with its byte order mark', () => {
    expect(decodeTextFile(bytes([0xfe, 0xff], utf16('dog\tсобака', 'be')))).toBe('dog\tсобака');
  });

  it('falls back to Windows-1251 when the bytes are not UTF-8, instead of showing �', () => {
    expect(decodeTextFile(Uint8Array.from(KOSHKA_1251))).toBe('кошка');
    const line = bytes(utf8('cat;'), KOSHKA_1251, utf8('\r\n'));
    const text = decodeTextFile(line);
    expect(text).toBe('cat;кошка\r\n');
    expect(text).not.toContain('\uFFFD');
  });

  it('reads plain ASCII and an empty array', () => {
    expect(decodeTextFile(utf8('house - dom'))).toBe('house - dom');
    expect(decodeTextFile(new Uint8Array())).toBe('');
  });
});

describe('readTextFile', () => {
  it("gives a chosen file's text", async () => {
    const file = new File([utf8('apple;яблоко\npear;груша\n')], 'words.txt', { type: 'text/plain' });
    await expect(readTextFile(file)).resolves.toEqual({ ok: true, text: 'apple;яблоко\npear;груша\n' });
  });

  it('decodes the file like decodeTextFile (Windows-1251 here)', async () => {
    const file = new File([bytes(utf8('cat,'), KOSHKA_1251)], 'words.csv');
    await expect(readTextFile(file)).resolves.toEqual({ ok: true, text: 'cat,кошка' });
  });

  it('refuses a file over the 10 MiB limit', async () => {
    const result = await readTextFile(new Blob([new Uint8Array(IMPORT_MAX_BYTES + 1)]));
    expect(result).toEqual({ ok: false, error: FILE_MESSAGES.en.tooLarge });
    expect(FILE_MESSAGES.en.tooLarge).toBe('The file is too large: the limit is 10 MiB, split it');
  });

  it('reads a file of exactly 10 MiB', async () => {
    const result = await readTextFile(new Blob([new Uint8Array(IMPORT_MAX_BYTES).fill(0x61)]));
    expect(result.ok).toBe(true);
    expect(result.ok && result.text.length).toBe(IMPORT_MAX_BYTES);
  });

  it('refuses an empty file', async () => {
    await expect(readTextFile(new File([], 'empty.txt'))).resolves.toEqual({ ok: false, error: 'The file is empty' });
    expect(FILE_MESSAGES.en.empty).toBe('The file is empty');
  });

  it('answers "could not be read" instead of throwing when reading fails', async () => {
    // A file that went away after it was chosen: no way of reading it works.
    const gone = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    const broken = { size: 12, type: '', arrayBuffer: gone, text: gone } as unknown as Blob;
    await expect(readTextFile(broken)).resolves.toEqual({ ok: false, error: FILE_MESSAGES.en.unreadable });
    expect(FILE_MESSAGES.en.unreadable).toBe('The file could not be read');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [12_595, '12.3 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [IMPORT_MAX_BYTES, '10.0 MB'],
  ])('%i bytes → %s', (size, text) => {
    expect(formatFileSize(size)).toBe(text);
  });
});
