import { describe, expect, it } from 'vitest';
import { answerCharacters, phraseWordLengths, scrambleWord, tileCount } from './scramble';

/** A small seeded generator so the "never the word itself" check runs over many shuffles. */
function seeded(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value * 1103515245 + 12345) % 2147483648;
    return value / 2147483648;
  };
}

const sorted = (characters: string[]) =>
  characters
    .filter((c) => c !== ' ')
    .sort()
    .join('');

describe('scrambleWord', () => {
  it('uses exactly the letters of the word', () => {
    const scrambled = scrambleWord('hamster', seeded(1));
    expect(sorted(scrambled)).toBe(sorted(Array.from('hamster')));
    expect(scrambled).toHaveLength(7);
  });

  it('never shows the word itself when it has two or more distinct letters', () => {
    const random = seeded(42);
    for (const word of ['cat', 'ox', 'puppy', 'sheep', 'aab', 'Anna', 'rooster', 'polar bear']) {
      for (let round = 0; round < 200; round++) {
        expect(scrambleWord(word, random).join('')).not.toBe(word.toLowerCase());
      }
    }
  });

  it('falls back to another order when the random source keeps giving the original one', () => {
    // Math.floor(0.9999 × (i + 1)) = i: every swap is with itself, so each shuffle is the identity.
    expect(scrambleWord('dog', () => 0.9999).join('')).toBe('ogd');
    expect(scrambleWord('ab', () => 0.9999).join('')).toBe('ba');
  });

  it('ignores case when deciding whether the order changed', () => {
    // "Aa" has one distinct letter: no other order exists, so it stays.
    expect(scrambleWord('Aa', () => 0.9999)).toEqual(['a', 'a']);
  });

  it('leaves words with a single distinct letter as they are', () => {
    expect(scrambleWord('a')).toEqual(['a']);
    expect(scrambleWord('zz')).toEqual(['z', 'z']);
  });

  it('keeps spaces, hyphens and apostrophes in place and moves only letters and digits', () => {
    const random = seeded(7);
    for (let round = 0; round < 50; round++) {
      const phrase = scrambleWord('polar bear', random);
      expect(phrase[5]).toBe(' ');
      expect(sorted(phrase)).toBe(sorted(Array.from('polarbear')));
      const hyphenated = scrambleWord("t-shirt's", random);
      expect(hyphenated[1]).toBe('-');
      expect(hyphenated[7]).toBe("'");
    }
  });

  it('shows lower-case letters, trims and collapses inner spaces', () => {
    const scrambled = scrambleWord('  Ice   Cream ', seeded(3));
    expect(scrambled).toHaveLength(9);
    expect(scrambled[3]).toBe(' ');
    expect(scrambled.join('')).toBe(scrambled.join('').toLowerCase());
  });

  it('copes with a random source that returns 1', () => {
    expect(sorted(scrambleWord('kitten', () => 1))).toBe(sorted(Array.from('kitten')));
  });
});

describe('answerCharacters and tileCount', () => {
  it('normalises the word the way it is typed', () => {
    expect(answerCharacters('  Polar   Bear ').join('')).toBe('polar bear');
  });

  it('counts tiles without the spaces between words', () => {
    expect(tileCount(answerCharacters('polar bear'))).toBe(9);
    expect(tileCount([])).toBe(0);
  });
});

describe('phraseWordLengths', () => {
  it('gives the tiles of each word of a phrase, so the puzzle can say it has two words', () => {
    expect(phraseWordLengths('polar bear')).toEqual([5, 4]);
    expect(phraseWordLengths('  pedestrian   crossing ')).toEqual([10, 8]);
  });

  it('is one entry for a single word (a hyphen is a tile of it)', () => {
    expect(phraseWordLengths('cat')).toEqual([3]);
    expect(phraseWordLengths('ice-cream')).toEqual([9]);
  });
});
