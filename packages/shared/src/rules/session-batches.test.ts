import { describe, expect, it } from 'vitest';
import { batchSize, isSessionCompleted, nextBatchOffer } from './session-batches';

const session = (wordsPerGame: number, wordsStudied: number, totalWords: number) => ({
  wordsPerGame,
  wordsStudied,
  wordsRemaining: totalWords - wordsStudied,
  totalWords,
});

/** Walks a session from its start to its end the way the card offers it; answers each batch's size. */
function walk(totalWords: number, wordsPerGame: number): number[] {
  const sizes = [batchSize(totalWords, wordsPerGame)];
  let studied = sizes[0]!;
  for (let offer = nextBatchOffer(session(wordsPerGame, studied, totalWords)); offer;) {
    sizes.push(offer.size);
    studied += offer.size;
    offer = nextBatchOffer(session(wordsPerGame, studied, totalWords));
  }
  return sizes;
}

describe('learning-session batches', () => {
  it('hold the number their button promises; the last one holds the rest', () => {
    expect(walk(37, 15)).toEqual([15, 15, 7]);
    expect(walk(72, 30)).toEqual([30, 30, 12]);
    expect(walk(47, 20)).toEqual([20, 20, 7]);
    expect(walk(40, 20)).toEqual([20, 20]);
    expect(walk(7, 10)).toEqual([7]);
  });

  it('make ALL (-1) one batch of every word', () => {
    expect(walk(47, -1)).toEqual([47]);
    expect(nextBatchOffer(session(-1, 47, 47))).toBeNull();
  });

  it('offer "Next N" while a whole batch remains, then "Last N" with the size of the rest, then nothing', () => {
    expect(nextBatchOffer(session(15, 15, 37))).toEqual({ kind: 'next', size: 15 });
    expect(nextBatchOffer(session(15, 22, 37))).toEqual({ kind: 'next', size: 15 });
    expect(nextBatchOffer(session(15, 30, 37))).toEqual({ kind: 'last', size: 7 });
    expect(nextBatchOffer(session(15, 37, 37))).toBeNull();
  });

  it('cover every word exactly once for every size and word count', () => {
    for (const perGame of [10, 15, 20, 25, 30, -1]) {
      for (let total = 1; total <= 95; total += 1) {
        const sizes = walk(total, perGame);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(total);
        expect(sizes.slice(0, -1).every((size) => size === perGame)).toBe(true);
        expect(sizes.at(-1)! <= (perGame === -1 ? total : perGame)).toBe(true);
      }
    }
  });

  it('call a session completed once every word has been in a batch', () => {
    expect(isSessionCompleted(session(15, 30, 37))).toBe(false);
    expect(isSessionCompleted(session(15, 37, 37))).toBe(true);
    expect(isSessionCompleted(session(-1, 47, 47))).toBe(true);
    // Every word deleted: nothing to complete.
    expect(isSessionCompleted(session(15, 0, 0))).toBe(false);
  });

  it('never answer a negative batch', () => {
    expect(batchSize(-3, 10)).toBe(0);
    expect(batchSize(0, -1)).toBe(0);
  });
});
