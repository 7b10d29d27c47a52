import { describe, expect, it } from 'vitest';
import { CARD_KINDS, cardKindOf, inKindOrder, isDirectionOfSkill } from './review-skills';

describe('review skills and directions', () => {
  it('reads an answer without skill or direction as meaning en-ru, and a skill alone in its first direction', () => {
    expect(cardKindOf({})).toEqual({ skill: 'meaning', direction: 'en-ru' });
    expect(cardKindOf({ direction: 'ru-en' })).toEqual({ skill: 'meaning', direction: 'ru-en' });
    expect(cardKindOf({ skill: 'stress' })).toEqual({ skill: 'stress', direction: 'ru' });
    expect(cardKindOf({ skill: 'listening', direction: 'en' })).toEqual({ skill: 'listening', direction: 'en' });
  });

  it('knows which directions each skill has', () => {
    expect(isDirectionOfSkill('meaning', 'ru-en')).toBe(true);
    expect(isDirectionOfSkill('meaning', 'ru')).toBe(false);
    expect(isDirectionOfSkill('gender', 'ru')).toBe(true);
    expect(isDirectionOfSkill('gender', 'en')).toBe(false);
    expect(isDirectionOfSkill('listening', 'en')).toBe(true);
  });

  it('lists every kind once and puts kinds in that order', () => {
    expect(CARD_KINDS.map((kind) => `${kind.skill} ${kind.direction}`)).toEqual([
      'meaning en-ru',
      'meaning ru-en',
      'stress ru',
      'gender ru',
      'forms ru',
      'listening ru',
      'listening en',
    ]);
    const shuffled = [
      { skill: 'listening', direction: 'en', n: 1 },
      { skill: 'meaning', direction: 'ru-en', n: 2 },
      { skill: 'stress', direction: 'ru', n: 3 },
      { skill: 'meaning', direction: 'en-ru', n: 4 },
    ] as const;
    expect(inKindOrder(shuffled).map((kind) => kind.n)).toEqual([4, 2, 3, 1]);
  });
});
