import { describe, expect, it } from 'vitest';
import { withSoftHyphens } from './soft-hyphens';

const shown = (text: string) => withSoftHyphens(text).replace(/\u00ad/g, '-');

describe('soft hyphens in long Russian words', () => {
  it('puts the breaks between syllables', () => {
    expect(shown('пешеходный')).toBe('пе-ше-ход-ный');
    expect(shown('троллейбус')).toBe('трол-лей-бус');
    expect(shown('перекрёсток')).toBe('пе-ре-крё-сток');
    expect(shown('подъезд')).toBe('подъ-езд');
  });

  it('keeps й, ь and ъ with the letter before them and a vowel on each side', () => {
    for (const word of ['полицейский', 'остановка', 'подъезд', 'достопримечательность']) {
      for (const part of shown(word).split('-')) {
        expect(part, word).toMatch(/[аеёиоуыэюя]/);
        expect(part[0], word).not.toMatch(/[йьъ]/);
      }
    }
  });

  it('leaves short words, English words and the spaces of a phrase as they are', () => {
    expect(withSoftHyphens('кошка')).toBe('кошка');
    expect(withSoftHyphens('pedestrian crossing')).toBe('pedestrian crossing');
    expect(shown('полицейский участок')).toBe('по-ли-цей-ский уча-сток');
  });

  it('changes nothing but where a word may break', () => {
    const phrase = 'стиральная машина';
    expect(withSoftHyphens(phrase).replace(/\u00ad/g, '')).toBe(phrase);
  });
});
