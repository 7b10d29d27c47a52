import { describe, expect, it } from 'vitest';
import { secureShuffle, viewSession } from './session-batches';

const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
const all = () => true;

describe('viewSession', () => {
  it('serves batches of exactly wordsPerGame, then the shorter rest, then nothing', () => {
    const ids = range(47);
    expect(viewSession(ids, 0, all, 20)).toMatchObject({
      totalWords: 47,
      batchStart: 0,
      batch: range(20),
      wordsStudied: 20,
      wordsRemaining: 27,
    });
    expect(viewSession(ids, 20, all, 20)).toMatchObject({
      batchStart: 20,
      batch: range(20, 21),
      wordsStudied: 40,
      wordsRemaining: 7,
    });
    expect(viewSession(ids, 40, all, 20)).toMatchObject({
      batchStart: 40,
      batch: range(7, 41),
      wordsStudied: 47,
      wordsRemaining: 0,
    });
    expect(viewSession(ids, 47, all, 20)).toMatchObject({ batchStart: 47, batch: [], wordsStudied: 47, wordsRemaining: 0 });
  });

  it('counts the current batch as studied and reaches every word once, for every size and position', () => {
    for (const perGame of [10, 15, 20, 25, 30]) {
      for (let total = 1; total <= 95; total += 1) {
        let start = 0;
        const seen: number[] = [];
        for (;;) {
          const view = viewSession(range(total), start, all, perGame);
          expect(view.wordsStudied + view.wordsRemaining).toBe(total);
          expect(view.wordsStudied).toBe(view.batchStart + view.batch.length);
          if (view.batch.length === 0) break;
          expect(view.batch.length === perGame || view.wordsRemaining === 0).toBe(true);
          seen.push(...view.batch);
          start += view.batch.length;
        }
        expect(seen).toEqual(range(total));
      }
    }
  });

  it('treats -1 as one batch of every word', () => {
    expect(viewSession(range(47), 0, all, -1)).toMatchObject({
      batch: range(47),
      wordsStudied: 47,
      wordsRemaining: 0,
      totalWords: 47,
    });
  });

  it('skips deleted words and counts only the ones that exist', () => {
    const exists = (id: number) => id !== 3 && id !== 25;
    const view = viewSession(range(50), 20, exists, 10);
    expect(view.totalWords).toBe(48);
    expect(view.batchStart).toBe(19);
    // The deleted word's place in the batch goes to the next word, so the batch stays full.
    expect(view.batch).toEqual([21, 22, 23, 24, 26, 27, 28, 29, 30, 31]);
    expect(view.wordsStudied).toBe(29);
    expect(view.wordsRemaining).toBe(19);
    expect(view.liveWordIds).not.toContain(3);
  });

  it('clamps a stored position outside the list', () => {
    expect(viewSession(range(5), 99, all, 10)).toMatchObject({ batchStart: 5, batch: [], wordsStudied: 5, wordsRemaining: 0 });
    expect(viewSession(range(5), -3, all, 10)).toMatchObject({ batchStart: 0, batch: range(5), wordsStudied: 5 });
  });
});

describe('secureShuffle', () => {
  it('returns a permutation without touching its input', () => {
    const input = range(100);
    const shuffled = secureShuffle(input);
    expect(input).toEqual(range(100));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(shuffled).not.toEqual(input); // 1 in 100! chance of a false failure
  });
});
