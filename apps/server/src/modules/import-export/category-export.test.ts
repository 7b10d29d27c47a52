import { describe, expect, it } from 'vitest';
import { asciiFileStem } from './category-export.service';

describe('asciiFileStem: the download name of a category export', () => {
  it('keeps a Latin key, transliterates Cyrillic, drops accents and everything else', () => {
    expect(asciiFileStem('travel-2')).toBe('travel-2');
    expect(asciiFileStem('мои-слова')).toBe('moi-slova');
    expect(asciiFileStem('ёжик-в-тумане-2')).toBe('ezhik-v-tumane-2');
    expect(asciiFileStem('щука-и-объём')).toBe('shchuka-i-obem');
    expect(asciiFileStem('café-crème')).toBe('cafe-creme');
    expect(asciiFileStem('a"b\\c;d/e')).toBe('a-b-c-d-e');
  });

  it('falls back to "category" when nothing ASCII is left, and stays short', () => {
    expect(asciiFileStem('日本語')).toBe('category');
    expect(asciiFileStem('---')).toBe('category');
    expect(asciiFileStem('x'.repeat(200))).toHaveLength(60);
  });
});
