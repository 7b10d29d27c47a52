import { describe, expect, it } from 'vitest';
import type { ReviewDirection, ReviewSkill } from '@slovo/shared';
import { cardFace, cardKey, type QueueCard } from './card-face';

const INTERVALS = { again: 86_400, hard: 172_800, good: 259_200, easy: 864_000 };

function card(skill: ReviewSkill, direction: ReviewDirection, facts: Partial<QueueCard> = {}): QueueCard {
  return {
    id: 7,
    english: 'castle',
    russian: 'замок',
    stressed: 'за́мок',
    category: 'places',
    part_of_speech: 'noun',
    image: null,
    sound: null,
    skill,
    direction,
    intervals: INTERVALS,
    ...facts,
  };
}

const russian = { kind: 'russian', word: { russian: 'замок', stressed: 'за́мок' } };

describe('cardFace: what each kind of card asks and answers', () => {
  it('meaning en-ru asks the English and answers the Russian with its stress', () => {
    expect(cardFace(card('meaning', 'en-ru'))).toEqual({ prompt: { kind: 'english', text: 'castle' }, answer: russian });
  });

  it('meaning ru-en asks the Russian and answers the English', () => {
    expect(cardFace(card('meaning', 'ru-en'))).toEqual({ prompt: russian, answer: { kind: 'english', text: 'castle' } });
  });

  it('stress asks the word without marks (with its meaning, for homographs) and answers it marked', () => {
    expect(cardFace(card('stress', 'ru'))).toEqual({
      prompt: { kind: 'unmarked', text: 'замок' },
      hint: { kind: 'english', text: 'castle' },
      answer: { kind: 'stressed', text: 'за́мок' },
    });
    // A Russian side typed with marks still asks without them; no known stress answers the bare word.
    const typed = cardFace(card('stress', 'ru', { russian: 'за́мок', stressed: undefined }));
    expect(typed.prompt).toEqual({ kind: 'unmarked', text: 'замок' });
    expect(typed.answer).toEqual({ kind: 'stressed', text: 'за́мок' });
  });

  it('gender asks the noun and answers он / она / оно / plural only', () => {
    expect(cardFace(card('gender', 'ru', { gender: 'm' }))).toEqual({
      prompt: russian,
      hint: { kind: 'english', text: 'castle' },
      answer: { kind: 'gender', gender: 'm' },
    });
    expect(cardFace(card('gender', 'ru', { gender: 'pl' })).answer).toEqual({ kind: 'gender', gender: 'pl' });
    expect(cardFace(card('gender', 'ru')).answer).toEqual({ kind: 'gender', gender: undefined });
  });

  it('forms answers the known forms in the word card’s order, and the aspect partner', () => {
    const verb = card('forms', 'ru', {
      english: 'to do',
      russian: 'делать',
      stressed: 'де́лать',
      part_of_speech: 'verb',
      forms: { past_m: 'де́лал', sg1: 'де́лаю', pl3: 'де́лают' },
      aspect_partner: 'сде́лать',
    });
    expect(cardFace(verb)).toEqual({
      prompt: { kind: 'russian', word: { russian: 'делать', stressed: 'де́лать' } },
      hint: { kind: 'english', text: 'to do' },
      answer: {
        kind: 'forms',
        forms: [
          { key: 'sg1', value: 'де́лаю' },
          { key: 'pl3', value: 'де́лают' },
          { key: 'past_m', value: 'де́лал' },
        ],
        partner: 'сде́лать',
      },
    });
    expect(cardFace(card('forms', 'ru')).answer).toEqual({ kind: 'forms', forms: [], partner: undefined });
  });

  it('listening says the word in its language, answers it written, and stands in the other side without a voice', () => {
    expect(cardFace(card('listening', 'ru'))).toEqual({
      listen: { text: 'замок', lang: 'ru' },
      prompt: { kind: 'english', text: 'castle' },
      answer: russian,
      answerNote: { kind: 'english', text: 'castle' },
    });
    expect(cardFace(card('listening', 'en'))).toEqual({
      listen: { text: 'castle', lang: 'en' },
      prompt: russian,
      answer: { kind: 'english', text: 'castle' },
      answerNote: russian,
    });
  });

  it('a Russian side with no known stress is shown as it is', () => {
    expect(cardFace(card('meaning', 'en-ru', { stressed: undefined })).answer).toEqual({
      kind: 'russian',
      word: { russian: 'замок' },
    });
  });
});

describe('cardKey', () => {
  it('tells apart a word’s cards of each skill and direction', () => {
    expect(cardKey(card('meaning', 'en-ru'))).toBe('7|meaning|en-ru');
    expect(cardKey(card('meaning', 'ru-en'))).not.toBe(cardKey(card('meaning', 'en-ru')));
  });
});
