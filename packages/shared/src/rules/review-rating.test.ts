import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../constants';
import { FSRS_RATING, GAME_REVIEW_RULES, REVIEW_OUTCOMES, isMiss, isOutcomeOfGame, ratingFor } from './review-rating';

const { Again, Hard, Good } = FSRS_RATING;

describe('ratingFor: a game answer as an FSRS rating', () => {
  it.each([
    ['game1', 'right', Good, 'Typer: typed right at once is recall'],
    ['game1', 'right-with-help', Hard, 'Typer: typed right only in the second-chance pass'],
    ['game1', 'wrong', Again, 'Typer: typed wrong'],
    ['game1', 'skipped', Again, 'Typer: never answered'],
    ['game2', 'right', Good, 'Flashcards: "I knew it" is said before the card turns'],
    ['game2', 'wrong', Again, 'Flashcards: "Still learning"'],
    ['game3', 'right', Hard, 'Quiz: picking among four options is recognition'],
    ['game3', 'right-with-help', Hard, 'Quiz: right with the 50:50'],
    ['game3', 'wrong', Again, 'Quiz: wrong option'],
    ['game3', 'skipped', Again, 'Quiz: skipped'],
    ['game4', 'right', Good, 'Mission: rebuilt without help is recall'],
    ['game4', 'right-with-help', Hard, 'Mission: rebuilt after the hint'],
    ['game4', 'wrong', Again, 'Mission: wrong'],
    ['game4', 'skipped', Again, 'Mission: skipped'],
    ['game5', 'right', Hard, 'Memory Match: matching a pair is recognition'],
    ['game5', 'right-with-help', Hard, 'Memory Match: found after mismatches'],
  ] as const)('%s %s → %s (%s)', (gameId, outcome, rating, _why) => {
    expect(isOutcomeOfGame(gameId, outcome)).toBe(true);
    expect(ratingFor(gameId, outcome)).toBe(rating);
  });

  it('never rates a miss Hard or better, in any game: FSRS counts Hard as a pass', () => {
    for (const gameId of GAME_IDS) {
      for (const outcome of REVIEW_OUTCOMES.filter(isMiss)) expect(ratingFor(gameId, outcome)).toBe(Again);
    }
  });

  it('rates every success a pass, and a recognised word never further than a recalled one', () => {
    for (const gameId of GAME_IDS) {
      for (const outcome of GAME_REVIEW_RULES[gameId].outcomes.filter((o) => !isMiss(o))) {
        const rating = ratingFor(gameId, outcome);
        expect(rating).toBeGreaterThanOrEqual(Hard);
        if (GAME_REVIEW_RULES[gameId].evidence === 'recognition') expect(rating).toBe(Hard);
      }
    }
  });

  it('gives no game Easy', () => {
    for (const gameId of GAME_IDS)
      for (const outcome of REVIEW_OUTCOMES) expect(ratingFor(gameId, outcome)).not.toBe(FSRS_RATING.Easy);
  });

  it('knows which outcomes each game can report', () => {
    expect(isOutcomeOfGame('game2', 'skipped')).toBe(false);
    expect(isOutcomeOfGame('game2', 'right-with-help')).toBe(false);
    expect(isOutcomeOfGame('game5', 'wrong')).toBe(false);
    expect(isOutcomeOfGame('game5', 'skipped')).toBe(false);
    expect(isOutcomeOfGame('game3', 'skipped')).toBe(true);
  });

  it('calls only wrong and skipped a miss', () => {
    expect(REVIEW_OUTCOMES.filter(isMiss)).toEqual(['wrong', 'skipped']);
  });
});
