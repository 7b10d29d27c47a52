import { describe, expect, it } from 'vitest';
import {
  CATEGORY_WORDS_MESSAGES,
  initialWordCount,
  normalizeWord,
  prepareCategoryWords,
  shuffleWords,
  wordCountOptionState,
  wordCountOptionStates,
} from './category-words';
import { WORD_COUNT_OPTIONS } from '../constants';

const word = (n: number) => ({ id: n, english: `word${n}`, russian: `слово${n}`, category: 'animals', part_of_speech: 'noun' });
const words = (count: number) => Array.from({ length: count }, (_, i) => word(i + 1));

describe('normalizeWord', () => {
  it('keeps the canonical fields', () => {
    expect(normalizeWord({ id: 7, english: 'cat', russian: 'кошка', category: 'animals', part_of_speech: 'noun' })).toEqual({
      id: 7,
      english: 'cat',
      russian: 'кошка',
      category: 'animals',
      part_of_speech: 'noun',
    });
  });

  it('accepts en/word for English and ru/translation for Russian', () => {
    expect(normalizeWord({ en: 'dog', ru: 'собака' })).toMatchObject({ english: 'dog', russian: 'собака' });
    expect(normalizeWord({ word: 'house', translation: 'дом' })).toMatchObject({ english: 'house', russian: 'дом' });
  });

  it('prefers english/russian over the alternate names and trims', () => {
    expect(normalizeWord({ english: ' sun ', word: 'moon', russian: 'солнце ', ru: 'луна' })).toMatchObject({
      english: 'sun',
      russian: 'солнце',
    });
  });

  it('defaults part of speech to noun, category to empty and id to the position', () => {
    expect(normalizeWord({ english: 'run', russian: 'бежать' }, 4)).toEqual({
      id: 'word-4',
      english: 'run',
      russian: 'бежать',
      category: '',
      part_of_speech: 'noun',
    });
  });

  it('turns missing or blank sides into empty text', () => {
    expect(normalizeWord({ english: '   ', russian: 5 })).toMatchObject({ english: '', russian: '5' });
    expect(normalizeWord(null)).toMatchObject({ english: '', russian: '' });
  });
});

describe('prepareCategoryWords (spec §5 "Words on category choice")', () => {
  it('accepts an array, an object with words, or an object with a category array', () => {
    for (const payload of [words(3), { words: words(3) }, { category: words(3) }]) {
      const result = prepareCategoryWords(payload);
      expect(result).toEqual({ ok: true, words: words(3) });
    }
  });

  it.each([
    ['null', null],
    ['a string', 'words'],
    ['an object without a word array', { words: 'nope', category: { name: 'animals' } }],
    ['a number', 42],
  ])('rejects %s with "Invalid response from vocabulary service"', (_label, payload) => {
    expect(prepareCategoryWords(payload)).toEqual({ ok: false, error: 'Invalid response from vocabulary service' });
  });

  it('rejects an empty list with "No words available for this category"', () => {
    expect(prepareCategoryWords([])).toEqual({ ok: false, error: 'No words available for this category' });
    expect(prepareCategoryWords({ words: [] })).toEqual({ ok: false, error: 'No words available for this category' });
  });

  it('drops words lacking english or russian when validating', () => {
    const result = prepareCategoryWords([word(1), { english: 'lonely' }, { russian: 'одинокий' }, word(2)]);
    expect(result).toEqual({ ok: true, words: [word(1), word(2)] });
  });

  it('says "All words in this category have invalid format" when none remain', () => {
    expect(prepareCategoryWords([{ english: 'a' }, { russian: 'б' }, {}])).toEqual({
      ok: false,
      error: 'All words in this category have invalid format',
    });
  });

  it('keeps incomplete words when validation is off', () => {
    const result = prepareCategoryWords([{ english: 'a' }], { validate: false });
    expect(result.ok && result.words).toEqual([expect.objectContaining({ english: 'a', russian: '' })]);
  });

  it('needs at least 1 word by default and at least N when asked, counted after validation', () => {
    expect(prepareCategoryWords([word(1)]).ok).toBe(true);
    expect(prepareCategoryWords([...words(4), { english: 'x' }], { minWords: 5 })).toEqual({
      ok: false,
      error: 'This category needs at least 5 words to play',
    });
    expect(prepareCategoryWords(words(5), { minWords: 5 }).ok).toBe(true);
  });

  it("uses a custom minimum message (Memory Match's 10-word rule)", () => {
    expect(prepareCategoryWords(words(9), { minWords: 10, minWordsMessage: CATEGORY_WORDS_MESSAGES.memoryMinWords })).toEqual({
      ok: false,
      error: 'Min 10 words needed to start the game',
    });
  });

  it('truncates to the maximum, and -1 keeps all', () => {
    const cut = prepareCategoryWords(words(30), { maxWords: 10 });
    expect(cut.ok && cut.words).toEqual(words(10));
    const all = prepareCategoryWords(words(30), { maxWords: -1 });
    expect(all.ok && all.words).toHaveLength(30);
    const fewer = prepareCategoryWords(words(5), { maxWords: 20 });
    expect(fewer.ok && fewer.words).toHaveLength(5);
  });

  it('keeps the order unless shuffling is asked for, then shuffles before cutting', () => {
    // random() = 0 moves each last item to the front in turn: [1..5] becomes [2,3,4,5,1].
    const shuffled = prepareCategoryWords(words(5), { shuffle: true, random: () => 0, maxWords: 3 });
    expect(shuffled.ok && shuffled.words.map((w) => w.id)).toEqual([2, 3, 4]);
    const kept = prepareCategoryWords(words(5), { random: () => 0, maxWords: 3 });
    expect(kept.ok && kept.words.map((w) => w.id)).toEqual([1, 2, 3]);
  });
});

describe('shuffleWords', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const output = shuffleWords(input, () => 0.5);
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
    expect(output).not.toEqual(input);
  });
});

describe('word-count options', () => {
  it('offers XS=10, S=15, M=20, L=25, XL=30 and ALL, with M as the default', () => {
    const states = wordCountOptionStates(100);
    expect(states.map((s) => [s.key, s.value])).toEqual([
      ['XS', 10],
      ['S', 15],
      ['M', 20],
      ['L', 25],
      ['XL', 30],
      ['ALL', -1],
    ]);
    expect(states.filter((s) => s.isDefault).map((s) => s.key)).toEqual(['M']);
    expect(states.map((s) => s.label)).toEqual(['XS (10)', 'S (15)', 'M (20)', 'L (25)', 'XL (30)', 'ALL']);
  });

  it('disables an option when fewer words are available, never ALL', () => {
    const disabled = (available: number) =>
      wordCountOptionStates(available)
        .filter((s) => s.disabled)
        .map((s) => s.key);
    expect(disabled(30)).toEqual([]);
    expect(disabled(20)).toEqual(['L', 'XL']);
    expect(disabled(19)).toEqual(['M', 'L', 'XL']);
    expect(disabled(3)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(wordCountOptionState(0, WORD_COUNT_OPTIONS[5]).disabled).toBe(false);
  });

  it('highlights M first when the category has 20 words, else ALL', () => {
    expect(initialWordCount(20)).toBe(20);
    expect(initialWordCount(19)).toBe(-1);
  });
});
