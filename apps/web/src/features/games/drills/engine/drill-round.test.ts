import { describe, expect, it } from 'vitest';
import type { GameWord } from '@slovo/shared';
import { createDrillRound, currentAnswer, drillReducer, isRoundOver, roundScore } from './drill-round';

const word = (id: number): GameWord => ({ id, english: `word ${id}`, russian: `слово ${id}` }) as GameWord;

describe('a drill round', () => {
  it('asks each question once, moves on only after an answer, ends after the last, and scores the right ones', () => {
    let state = createDrillRound([{ word: word(1) }, { word: word(2) }], 1000);
    expect(drillReducer(state, { type: 'next', now: 1100 })).toBe(state);
    state = drillReducer(state, { type: 'answer', outcome: 'wrong', given: 'а' });
    expect(currentAnswer(state)).toEqual({ outcome: 'wrong', given: 'а' });
    // A second answer to the same question changes nothing.
    expect(drillReducer(state, { type: 'answer', outcome: 'right', given: 'о' })).toBe(state);
    state = drillReducer(state, { type: 'next', now: 1200 });
    expect(state.index).toBe(1);
    expect(currentAnswer(state)).toBeNull();
    state = drillReducer(state, { type: 'answer', outcome: 'right-with-help', given: 'о' });
    state = drillReducer(state, { type: 'next', now: 1300 });
    expect(isRoundOver(state)).toBe(true);
    expect(state.endTime).toBe(1300);
    expect(drillReducer(state, { type: 'answer', outcome: 'right', given: 'x' })).toBe(state);
    expect(roundScore(state)).toEqual({ right: 1, total: 2, score: 50 });
  });
});
