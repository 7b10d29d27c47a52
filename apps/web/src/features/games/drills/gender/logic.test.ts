import { describe, expect, it } from 'vitest';
import type { GameWord } from '@slovo/shared';
import { canAskGender, endingNote, genderQuestions } from './logic';

const noun = (russian: string, gender: GameWord['gender'], extra: Partial<GameWord> = {}): GameWord =>
  ({ id: 1, english: 'x', russian, gender, part_of_speech: 'noun', ...extra }) as GameWord;

describe('the Gender drill', () => {
  it('asks nouns with a known gender only', () => {
    expect(canAskGender(noun('книга', 'f'))).toBe(true);
    expect(canAskGender(noun('книга', 'f', { sources: { gender: 'suggested' } }))).toBe(false);
    expect(canAskGender(noun('книга', undefined))).toBe(false);
    expect(canAskGender(noun('большой', 'm', { part_of_speech: 'adjective' }))).toBe(false);
    expect(genderQuestions([noun('книга', 'f'), noun('дом', undefined)]).map((q) => q.gender)).toEqual(['f']);
  });

  it('explains the endings that mislead, and says nothing of ordinary ones', () => {
    expect(endingNote(noun('мужчина', 'm'))).toBe('masculineInA');
    expect(endingNote(noun('па́па', 'm'))).toBe('masculineInA');
    expect(endingNote(noun('дядя', 'm'))).toBe('masculineInA');
    expect(endingNote(noun('ночь', 'f'))).toBe('softSign');
    expect(endingNote(noun('день', 'm'))).toBe('softSign');
    expect(endingNote(noun('кофе', 'm'))).toBe('indeclinableMasculine');
    expect(endingNote(noun('метро', 'n'))).toBe(null);
    expect(endingNote(noun('такси', 'n'))).toBe('indeclinableNeuter');
    expect(endingNote(noun('меню', 'n'))).toBe('indeclinableNeuter');
    expect(endingNote(noun('время', 'n'))).toBe('neuterInMya');
    expect(endingNote(noun('ножницы', 'pl'))).toBe('pluralOnly');
    expect(endingNote(noun('стол', 'm'))).toBe(null);
    expect(endingNote(noun('книга', 'f'))).toBe(null);
    expect(endingNote(noun('окно', 'n'))).toBe(null);
  });
});
