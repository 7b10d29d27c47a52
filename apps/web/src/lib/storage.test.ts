import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readString, removeItem, writeJson, writeString } from './storage';

const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage helpers', () => {
  it('round-trips strings and JSON', () => {
    expect(writeString('k', 'v')).toBe(true);
    expect(readString('k')).toBe('v');
    expect(writeJson('j', { a: [1, 2] })).toBe(true);
    expect(readJson('j', null)).toEqual({ a: [1, 2] });
    removeItem('j');
    expect(readJson('j', 'fallback')).toBe('fallback');
  });

  it('returns the fallback for corrupt JSON or a value of the wrong shape', () => {
    localStorage.setItem('bad', '{not json');
    expect(readJson('bad', [])).toEqual([]);
    localStorage.setItem('shape', '{"a":1}');
    expect(readJson('shape', [7], isNumberList)).toEqual([7]);
    localStorage.setItem('shape', '[1,2]');
    expect(readJson('shape', [7], isNumberList)).toEqual([1, 2]);
  });

  it('never throws when storage refuses access or is full', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readString('k')).toBeNull();
    expect(readJson('k', 5)).toBe(5);
    expect(writeString('k', 'v')).toBe(false);
    expect(writeJson('k', { a: 1 })).toBe(false);
    expect(() => removeItem('k')).not.toThrow();
  });

  it('refuses values that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('c', cyclic)).toBe(false);
    expect(writeJson('u', undefined)).toBe(false);
    expect(localStorage.getItem('c')).toBeNull();
  });
});
