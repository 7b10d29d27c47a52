import { describe, expect, it } from 'vitest';
import type { GameWord } from '@slovo/shared';
import { missedWords, practiceWords } from './practice-words';

const word = (id: number | string, english: string): GameWord => ({
  id,
  english,
  russian: `${english}-ru`,
  category: 'c',
  part_of_speech: 'noun',
});
const [CAT, DOG, FOX, OWL, COW] = [word(1, 'cat'), word(2, 'dog'), word(3, 'fox'), word(4, 'owl'), word(5, 'cow')];

describe('missedWords', () => {
  it('keeps the words answered wrong or skipped, in the order asked, each once', () => {
    expect(
      missedWords([
        { word: CAT, outcome: 'right' },
        { word: DOG, outcome: 'skipped' },
        { word: FOX, outcome: 'right-with-help' },
        { word: OWL, outcome: 'wrong' },
        { word: { ...DOG }, outcome: 'wrong' },
      ]),
    ).toEqual([DOG, OWL]);
  });
});

describe('practiceWords', () => {
  const round = [CAT, DOG, FOX, OWL, COW];

  it('is just the missed words when the game can start on them', () => {
    expect(practiceWords([OWL, DOG], round)).toEqual([OWL, DOG]);
    expect(practiceWords([OWL, DOG], round, 2)).toEqual([OWL, DOG]);
  });

  it("adds the round's other words, in round order, up to the minimum", () => {
    expect(practiceWords([OWL], round, 3)).toEqual([OWL, CAT, DOG]);
  });

  it('gives what the round has when even that is short of the minimum', () => {
    expect(practiceWords([OWL], round, 10)).toEqual([OWL, CAT, DOG, FOX, COW]);
  });

  it('nothing missed: nothing to practise', () => {
    expect(practiceWords([], round, 10)).toEqual([]);
  });
});
