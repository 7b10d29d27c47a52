import { describe, expect, it } from 'vitest';
import type { GameWord } from '@slovo/shared';
import {
  canHear,
  heardText,
  isPlayAgainKey,
  judgeListening,
  listeningOffer,
  parseListeningLanguage,
  playableLanguage,
  roundLanguage,
  type ListeningQuestion,
} from './logic';
import { soundSource } from './sound-source';

const word = (english: string, russian: string, extra: Partial<GameWord> = {}): GameWord => ({
  id: 1,
  english,
  russian,
  category: 'animals',
  part_of_speech: 'noun',
  ...extra,
});
const ask = (w: GameWord, language: 'ru' | 'en'): ListeningQuestion => ({ word: w, language });

describe('the word heard', () => {
  it('is the first translation of the chosen side, without stress marks', () => {
    const cat = word('cat', 'ко\u0301шка, кот');
    expect(heardText(cat, 'ru')).toBe('кошка');
    expect(heardText(word('to run, to jog', 'бежать'), 'en')).toBe('to run');
  });

  it('is said by the device’s voice of its language (the only source today)', () => {
    expect(soundSource(ask(word('milk', 'молоко'), 'ru'))).toEqual({ kind: 'voice', text: 'молоко', lang: 'ru-RU' });
    expect(soundSource(ask(word('milk', 'молоко'), 'en'))).toEqual({ kind: 'voice', text: 'milk', lang: 'en-US' });
  });

  it('leaves out words with nothing to say in the language', () => {
    expect(canHear({ english: 'milk', russian: 'молоко' }, 'ru')).toBe(true);
    expect(canHear({ english: 'milk', russian: ' ' }, 'ru')).toBe(false);
    expect(canHear({ russian: 'молоко' }, 'en')).toBe(false);
  });

  it('without a voice for the language, asks only the Russian words with a recording', () => {
    const recorded = { english: 'milk', russian: 'молоко', sound: '/api/media/abc' };
    expect(canHear(recorded, 'ru', false)).toBe(true);
    expect(canHear({ english: 'milk', russian: 'молоко', sound: null }, 'ru', false)).toBe(false);
    expect(canHear(recorded, 'en', false)).toBe(false);
    expect(canHear({ english: 'milk', russian: 'молоко' }, 'ru', true)).toBe(true);
  });
});

describe('judging what was typed', () => {
  const milk = ask(word('milk', 'молоко', { stressed: 'моло\u0301ко' }), 'ru');

  it('takes the word as heard: ё/е and stress marks do not matter', () => {
    expect(judgeListening('молоко', milk)).toEqual({ outcome: 'right', readAs: null });
    expect(judgeListening('Моло\u0301ко', milk).outcome).toBe('right');
    expect(judgeListening('еж', ask(word('hedgehog', 'ёж'), 'ru')).outcome).toBe('right');
    expect(judgeListening('Milk', ask(word('milk', 'молоко'), 'en')).outcome).toBe('right');
  });

  it('one letter off is right with help ("Almost!"); more is wrong', () => {
    expect(judgeListening('малоко', milk).outcome).toBe('right-with-help');
    expect(judgeListening('мелаки', milk).outcome).toBe('wrong');
    expect(judgeListening('mlik', ask(word('milk', 'молоко'), 'en')).outcome).toBe('wrong');
  });

  it('only the word heard counts, not another translation', () => {
    expect(judgeListening('кот', ask(word('cat', 'кошка, кот'), 'ru')).outcome).toBe('wrong');
  });

  it('reads keys typed on the other layout, and says so', () => {
    const judged = judgeListening('vjkjrj', milk);
    expect(judged.outcome).toBe('right');
    expect(judged.readAs).toEqual({ text: 'молоко', typedOn: 'english' });
  });
});

describe('the language choice', () => {
  it('is Russian unless English was stored', () => {
    expect(parseListeningLanguage(null)).toBe('ru');
    expect(parseListeningLanguage('en')).toBe('en');
    expect(parseListeningLanguage('english')).toBe('ru');
  });

  it('falls back to a language with a voice when the stored one has none', () => {
    expect(playableLanguage('ru', ['ru', 'en'])).toBe('ru');
    expect(playableLanguage('en', ['ru', 'en'])).toBe('en');
    expect(playableLanguage('ru', ['en'])).toBe('en');
    expect(playableLanguage('en', ['ru'])).toBe('ru');
  });

  it('a resumed round keeps the language it was started in', () => {
    const restored = { questions: [ask(word('milk', 'молоко'), 'en')], index: 0, answers: [] };
    expect(roundLanguage(restored, 'ru')).toBe('en');
    expect(roundLanguage(undefined, 'ru')).toBe('ru');
    expect(roundLanguage({ questions: [] }, 'en')).toBe('en');
  });
});

describe('where the drill is offered', () => {
  it('waits while the device lists its voices', () => {
    expect(listeningOffer({ settled: false, en: false, ru: false })).toEqual({ kind: 'waiting' });
  });

  it('with no voice at all, offers Russian for its recorded words only', () => {
    expect(listeningOffer({ settled: true, en: false, ru: false })).toEqual({ kind: 'offered', languages: ['ru'], voiced: [] });
  });

  it('offers the languages that have a voice and always Russian (recordings), Russian first', () => {
    expect(listeningOffer({ settled: true, en: true, ru: true })).toEqual({
      kind: 'offered',
      languages: ['ru', 'en'],
      voiced: ['ru', 'en'],
    });
    expect(listeningOffer({ settled: true, en: true, ru: false })).toEqual({
      kind: 'offered',
      languages: ['ru', 'en'],
      voiced: ['en'],
    });
    expect(listeningOffer({ settled: true, en: false, ru: true })).toEqual({
      kind: 'offered',
      languages: ['ru'],
      voiced: ['ru'],
    });
  });
});

describe('Play again’s key', () => {
  it('is Ctrl+Space, and no other chord', () => {
    const key = { ctrlKey: true, altKey: false, metaKey: false, code: 'Space' };
    expect(isPlayAgainKey(key)).toBe(true);
    expect(isPlayAgainKey({ ...key, ctrlKey: false })).toBe(false);
    expect(isPlayAgainKey({ ...key, altKey: true })).toBe(false);
    expect(isPlayAgainKey({ ...key, code: 'KeyP' })).toBe(false);
  });
});
