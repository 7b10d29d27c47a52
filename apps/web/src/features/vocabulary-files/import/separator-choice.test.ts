import { describe, expect, it } from 'vitest';
import { previewTextImport } from './import-preview';
import { INITIAL_SEPARATORS, separatorsOf, shownSeparators, type SeparatorState } from './separator-choice';

const shown = (text: string, state: SeparatorState = INITIAL_SEPARATORS) => {
  const { term, card } = shownSeparators(state, text);
  return { term, card };
};

describe('shownSeparators', () => {
  it('starts on tab and new line', () => {
    expect(INITIAL_SEPARATORS).toMatchObject({ term: 'tab', card: 'newline', chosen: false });
  });

  it('follows the guess from the text until the learner chooses', () => {
    expect(shown('hello\tпривет\ngood morning\tдоброе утро')).toEqual({ term: 'tab', card: 'newline' });
    expect(shown('house,дом\ncat,кошка\n')).toEqual({ term: 'comma', card: 'newline' });
    expect(shown('apple;яблоко\r\npear ; груша\r\n')).toEqual({ term: 'semicolon', card: 'newline' });
    expect(shown('house - дом\nwater – вода')).toEqual({ term: 'dash', card: 'newline' });
    expect(shown('apple,яблоко;pear,груша;cherry,вишня')).toEqual({ term: 'comma', card: 'semicolon' });
  });

  it('moves back to the guess when the text changes, as long as nothing was chosen', () => {
    const afterComma = shownSeparators(INITIAL_SEPARATORS, 'house,дом');
    expect(afterComma.term).toBe('comma');
    expect(shown('house\tдом', afterComma)).toEqual({ term: 'tab', card: 'newline' });
  });

  it("keeps the learner's choice whatever the text looks like", () => {
    const chosen: SeparatorState = { ...INITIAL_SEPARATORS, term: 'semicolon', card: 'newline', chosen: true };
    expect(shownSeparators(chosen, 'house,дом\ncat,кошка')).toEqual(chosen);
    const custom: SeparatorState = { term: 'custom', card: 'custom', termCustom: '=', cardCustom: '|', chosen: true };
    expect(shownSeparators(custom, 'hello\tпривет')).toEqual(custom);
  });

  it('keeps the custom texts typed while following the guess', () => {
    const state: SeparatorState = { ...INITIAL_SEPARATORS, termCustom: '::', cardCustom: '||' };
    expect(shownSeparators(state, 'house,дом')).toEqual({ ...state, term: 'comma', card: 'newline' });
  });

  it('shows the state as it is for an empty or blank text', () => {
    const state: SeparatorState = { ...INITIAL_SEPARATORS, term: 'semicolon', card: 'semicolon' };
    expect(shownSeparators(state, '')).toEqual(state);
    expect(shownSeparators(state, '  \n\t\r\n')).toEqual(state);
  });
});

describe('separatorsOf', () => {
  it('passes the named separators on', () => {
    expect(separatorsOf({ ...INITIAL_SEPARATORS, term: 'dash', card: 'semicolon' })).toEqual({
      termSeparator: 'dash',
      cardSeparator: 'semicolon',
    });
    expect(separatorsOf(INITIAL_SEPARATORS)).toEqual({ termSeparator: 'tab', cardSeparator: 'newline' });
  });

  it('turns the custom choices into their typed text', () => {
    const state: SeparatorState = { term: 'custom', card: 'custom', termCustom: ' = ', cardCustom: '|', chosen: true };
    expect(separatorsOf(state)).toEqual({ termSeparator: { custom: ' = ' }, cardSeparator: { custom: '|' } });
    expect(separatorsOf({ ...state, card: 'newline' })).toEqual({ termSeparator: { custom: ' = ' }, cardSeparator: 'newline' });
  });

  it('gives the preview what the radios show, so a pasted comma list previews without a click', () => {
    const text = 'apple,яблоко;pear,груша';
    const preview = previewTextImport(text, separatorsOf(shownSeparators(INITIAL_SEPARATORS, text)));
    expect(preview.error).toBeNull();
    expect(preview.pairs.map(({ english, russian }) => [english, russian])).toEqual([
      ['apple', 'яблоко'],
      ['pear', 'груша'],
    ]);
  });
});
