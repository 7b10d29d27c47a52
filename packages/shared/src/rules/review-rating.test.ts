import { describe, expect, it } from 'vitest';
import { DRILL_IDS, GAME_IDS, PLAY_IDS } from '../constants';
import { REVIEW_SKILLS } from './review-skills';
import {
  FSRS_RATING,
  GAME_REVIEW_RULES,
  GRADE_RATING,
  REVIEW_GRADES,
  REVIEW_OUTCOMES,
  gradeOutcome,
  isMiss,
  isOutcomeOfGame,
  playRecordsSkill,
  ratingFor,
} from './review-rating';

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
    ['stress', 'right', Hard, 'Stress: the vowel tapped among the word’s vowels is recognition'],
    ['stress', 'wrong', Again, 'Stress: another vowel'],
    ['gender', 'right', Hard, 'Gender: chosen among four is recognition'],
    ['gender', 'wrong', Again, 'Gender: wrong gender'],
    ['forms', 'right', Good, 'Forms: typed is recall'],
    ['forms', 'right-with-help', Hard, 'Forms: one letter off, or chosen among four'],
    ['forms', 'skipped', Again, 'Forms: skipped'],
    ['listening', 'right', Good, 'Listening: typed from the sound is recall'],
    ['listening', 'wrong', Again, 'Listening: wrong'],
  ] as const)('%s %s → %s (%s)', (gameId, outcome, rating, _why) => {
    expect(isOutcomeOfGame(gameId, outcome)).toBe(true);
    expect(ratingFor(gameId, outcome)).toBe(rating);
  });

  it('never rates a miss Hard or better, in any game: FSRS counts Hard as a pass', () => {
    for (const gameId of [...GAME_IDS, ...DRILL_IDS]) {
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

describe('Review grades and what each play records', () => {
  it('rates Review’s grades as FSRS does, Again a miss', () => {
    expect(REVIEW_GRADES.map((grade) => GRADE_RATING[grade])).toEqual([1, 2, 3, 4]);
    expect(REVIEW_GRADES.map(gradeOutcome)).toEqual(['wrong', 'right', 'right', 'right']);
  });

  it('lets a game record meaning, a drill its own skill, and Review any card', () => {
    const recorded = Object.fromEntries(PLAY_IDS.map((id) => [id, REVIEW_SKILLS.filter((skill) => playRecordsSkill(id, skill))]));
    expect(recorded).toEqual({
      game1: ['meaning'],
      game2: ['meaning'],
      game3: ['meaning'],
      game4: ['meaning'],
      game5: ['meaning'],
      stress: ['stress'],
      gender: ['gender'],
      forms: ['forms'],
      listening: ['listening'],
      review: [...REVIEW_SKILLS],
    });
  });
});
