import { describe, expect, it } from 'vitest';
import { stableAnkiGuid } from './text-guid';

describe('stableAnkiGuid', () => {
  it('gives the same GUID for the same source in every export (pinned: a change would make Anki duplicate notes)', () => {
    expect(stableAnkiGuid('slovo:1')).toBe('1MKAxu3KaInW');
    expect(stableAnkiGuid('slovo:2')).toBe('3KSA2g1Ie78S');
    expect(stableAnkiGuid('slovo:слово')).toBe('3etcV32f8lX1');
    expect(stableAnkiGuid('')).toBe('0UZsah1KMvxQ');
  });

  it('gives 100,000 word ids 100,000 different short GUIDs made of letters and digits only', () => {
    const guids = new Set<string>();
    const malformed: string[] = [];
    for (let id = 1; id <= 100_000; id += 1) {
      const guid = stableAnkiGuid(`slovo:${id}`);
      if (!/^[0-9A-Za-z]{12}$/.test(guid)) malformed.push(guid);
      guids.add(guid);
    }
    expect(malformed).toEqual([]);
    expect(guids.size).toBe(100_000);
  });
});
