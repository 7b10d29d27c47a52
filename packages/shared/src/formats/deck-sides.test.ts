import { describe, expect, it } from 'vitest';
import { decksWithRussianFirst, isCyrillicText } from './deck-sides';

describe('isCyrillicText', () => {
  it('is true for a field written in Cyrillic, stress marks and Latin look-alikes included', () => {
    expect(isCyrillicText('молоко')).toBe(true);
    expect(isCyrillicText('молоко\u0301')).toBe(true);
    expect(isCyrillicText('молок\u00F3')).toBe(true);
    expect(isCyrillicText('ёж, 2 шт.')).toBe(true);
  });

  it('is false for English, for a mostly Latin field with a Cyrillic word, and for no letters', () => {
    expect(isCyrillicText('milk')).toBe(false);
    expect(isCyrillicText('the Kremlin (Кремль)')).toBe(false);
    expect(isCyrillicText('123 !?')).toBe(false);
    expect(isCyrillicText('')).toBe(false);
  });
});

describe('decksWithRussianFirst', () => {
  type Note = { deck: string | null; fields: readonly [string, string] };
  const turned = (notes: Note[]) =>
    decksWithRussianFirst(
      notes,
      (note) => note.deck,
      (note) => note.fields,
    );

  it('names the decks whose first field is Cyrillic in more notes than the second', () => {
    const notes: Note[] = [
      { deck: 'Russian front', fields: ['молоко\u0301', 'milk'] },
      { deck: 'Russian front', fields: ['вода', 'water'] },
      { deck: 'English front', fields: ['bread', 'хлеб'] },
      { deck: null, fields: ['сыр', 'cheese'] },
    ];
    expect(turned(notes)).toEqual(new Set(['Russian front', null]));
  });

  it('decides by the majority of a deck, so a stray note does not turn it', () => {
    const notes: Note[] = [
      { deck: 'Mostly English front', fields: ['cat', 'кошка'] },
      { deck: 'Mostly English front', fields: ['dog', 'собака'] },
      { deck: 'Mostly English front', fields: ['Кремль', 'the Kremlin'] },
    ];
    expect(turned(notes)).toEqual(new Set());
  });

  it('keeps the usual order for a tie, for Russian on both sides and for notes without Cyrillic', () => {
    expect(
      turned([
        { deck: 'Tie', fields: ['кот', 'cat'] },
        { deck: 'Tie', fields: ['dog', 'собака'] },
        { deck: 'Both Russian', fields: ['кот', 'кошка'] },
        { deck: 'Latin only', fields: ['cat', 'Katze'] },
      ]),
    ).toEqual(new Set());
  });
});
