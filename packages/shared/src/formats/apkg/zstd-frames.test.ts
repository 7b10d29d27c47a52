import { describe, expect, it } from 'vitest';
import { ApkgError } from './apkg-error';
import { concat, zstdFrame } from './testing/package-builder';
import { decompressZstd } from './zstd-frames';

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, index) => (index * 31 + seed) & 0xff);
/** Byte-wise equality (toEqual walks a large typed array far too slowly). */
const same = (actual: Uint8Array, expected: Uint8Array) =>
  actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
const refusal = (data: Uint8Array, maxBytes = 1 << 20) => {
  try {
    decompressZstd(data, maxBytes);
    return null;
  } catch (error) {
    return error instanceof ApkgError ? error.code : error;
  }
};

describe('decompressZstd', () => {
  it('decodes frames of several blocks, with and without a declared size', () => {
    const data = bytes(300_000, 1);
    expect(same(decompressZstd(zstdFrame(data), 1 << 20), data)).toBe(true);
    expect(same(decompressZstd(zstdFrame(data, { declare: false }), 1 << 20), data)).toBe(true);
    expect(decompressZstd(zstdFrame(new Uint8Array(0)), 1 << 20)).toEqual(new Uint8Array(0));
  });

  it('decodes several frames and skips skippable frames', () => {
    const first = bytes(1000, 2);
    const second = bytes(2000, 3);
    const skippable = Uint8Array.from([0x5a, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 9, 9, 9]);
    expect(decompressZstd(concat([zstdFrame(first), skippable, zstdFrame(second, { declare: false })]), 1 << 20)).toEqual(
      concat([first, second]),
    );
  });

  it('refuses output beyond the limit, declared or not', () => {
    const data = bytes(5000, 4);
    expect(refusal(zstdFrame(data), 4999)).toBe('collection-too-large');
    expect(refusal(zstdFrame(data, { declare: false }), 4999)).toBe('collection-too-large');
    expect(refusal(zstdFrame(data), 5000)).toBeNull();
  });

  it('refuses data without a zstd frame, trailing garbage, a frame that needs a dictionary', () => {
    const skippable = Uint8Array.from([0x50, 0x2a, 0x4d, 0x18, 0, 0, 0, 0]);
    expect(refusal(skippable)).toBe('damaged-zstd');
    expect(refusal(concat([zstdFrame(bytes(10, 5)), Uint8Array.from([1, 2, 3])]))).toBe('damaged-zstd');
    // Frame_Header_Descriptor with Dictionary_ID_flag 1 and dictionary 7.
    expect(refusal(Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x01, 0x38, 7, 1, 0, 0]))).toBe('damaged-zstd');
  });
});
