import type { AnswerLanguage } from './stored-answer-language';
import type { GameDirection } from '@/features/reviews';
import { firstTranslation, stripStressMarks, type GameId, type GameWord } from '@slovo/shared';

/** The other side: what the player is shown when answering in `language`. */
export function otherLanguage(language: AnswerLanguage): AnswerLanguage {
  return language === 'english' ? 'russian' : 'english';
}

/** The direction the reviews record for a round answered in `language`: the side seen → the side given. */
export function reviewDirection(language: AnswerLanguage): GameDirection {
  return language === 'russian' ? 'en-ru' : 'ru-en';
}

/** The text to type for `word`, every translation of the field included. */
export function answerField(word: GameWord | undefined, language: AnswerLanguage = 'english'): string {
  return (language === 'russian' ? word?.russian : word?.english) ?? '';
}

/** The text shown as the question: the other side. */
export function promptField(word: GameWord | undefined, language: AnswerLanguage = 'english'): string {
  return (language === 'russian' ? word?.english : word?.russian) ?? '';
}

/** The spelling a game lays out in boxes or tiles: the first translation, without stress marks. */
export function shownAnswer(word: GameWord | undefined, language: AnswerLanguage = 'english'): string {
  return stripStressMarks(firstTranslation(answerField(word, language)));
}

/**
 * The answer's first translation with its stress marks (issue 32), when the answer is the Russian
 * side and its stress is known; for showing the right answer, never for checking one.
 */
export function stressedAnswer(word: GameWord | undefined, language: AnswerLanguage = 'english'): string | undefined {
  if (language !== 'russian' || word?.stressed === undefined) return undefined;
  const marked = firstTranslation(word.stressed);
  return stripStressMarks(marked) === stripStressMarks(firstTranslation(word.russian)) ? marked : undefined;
}

/** BCP 47 code of a side, for `lang` attributes and voices. */
export const LANGUAGE_TAG: Record<AnswerLanguage, 'en' | 'ru'> = { english: 'en', russian: 'ru' };

/** BCP 47 code of the prompt when `language` is typed: the other side. */
export const PROMPT_TAG: Record<AnswerLanguage, 'en' | 'ru'> = { english: 'ru', russian: 'en' };

export { readAnswerLanguage, storeAnswerLanguage, type AnswerLanguage } from './stored-answer-language';

/**
 * The cards a game's review lists hold: its meaning cards in the direction it records for
 * `language`; Memory Match pairs both sides and records the default, en-ru.
 */
export function listedDirection(gameId: GameId, language: AnswerLanguage): GameDirection {
  return gameId === 'game5' ? 'en-ru' : reviewDirection(language);
}
