import {
  checkTypedAnswer,
  firstTranslation,
  stripStressMarks,
  type GameWord,
  type LayoutReading,
  type ReviewOutcome,
} from '@slovo/shared';

import type { ListeningLanguage } from './availability';

/**
 * The Listening drill's rules (issue 33 §4): a word is heard in one language and typed in that
 * language. The language is the learner's choice, remembered in this browser, among the languages
 * this device has a voice for, and Russian, whose recorded words need no voice (issue 34).
 */
export { listeningOffer, type ListeningLanguage } from './availability';

export interface ListeningQuestion {
  word: GameWord;
  /** Fixed when the round starts, so a reload resumes in the same language. */
  language: ListeningLanguage;
}

/** The word as it is said and to be typed: the first translation of the chosen side, without stress marks. */
export function heardText(word: Pick<GameWord, 'english' | 'russian'>, language: ListeningLanguage): string {
  return stripStressMarks(firstTranslation(language === 'ru' ? word.russian : word.english)).trim();
}

/** Whether a word has a recorded sound (issue 34): recordings are of the Russian word. */
export const hasRecording = (word: Partial<Pick<GameWord, 'sound'>>): boolean =>
  typeof word.sound === 'string' && word.sound !== '';

/**
 * Only words with something to say in the language are asked; where no voice speaks the language
 * (`voiced` false), only the Russian words with a recording.
 */
export const canHear = (word: Partial<GameWord>, language: ListeningLanguage, voiced = true): boolean =>
  heardText({ english: word.english ?? '', russian: word.russian ?? '' }, language) !== '' &&
  (voiced || (language === 'ru' && hasRecording(word)));

export interface ListeningVerdict {
  outcome: ReviewOutcome;
  /** Set when the answer counted as typed on the other keyboard layout. */
  readAs: LayoutReading | null;
}

/** A typed answer judged against the word heard: right, almost (one letter off: right with help), or wrong. */
export function judgeListening(given: string, question: ListeningQuestion): ListeningVerdict {
  const { verdict, readAs } = checkTypedAnswer(given, heardText(question.word, question.language));
  const outcome = verdict === 'correct' ? 'right' : verdict === 'almost' ? 'right-with-help' : 'wrong';
  return { outcome, readAs };
}

/** The language a round is played in: the stored choice when it has a voice here, else the first that has one. */
export function playableLanguage(stored: ListeningLanguage, available: readonly ListeningLanguage[]): ListeningLanguage {
  return available.includes(stored) || available.length === 0 ? stored : available[0]!;
}

/** Where the choice is kept in this browser. */
export const LISTENING_LANGUAGE_KEY = 'slovo.listening.language';

/** The stored choice as read back; Russian (the language being learnt) when none or unreadable. */
export function parseListeningLanguage(stored: string | null): ListeningLanguage {
  return stored === 'en' ? 'en' : 'ru';
}

/**
 * The language of the round being played: a round resumed after a reload keeps its own (its
 * questions hold it), whatever is chosen now; a new round takes `chosen`.
 */
export function roundLanguage(restored: unknown, chosen: ListeningLanguage): ListeningLanguage {
  const first = (restored as { questions?: { language?: unknown }[] } | undefined)?.questions?.[0]?.language;
  return first === 'ru' || first === 'en' ? first : chosen;
}

/** Ctrl+Space: free while typing (no letter, no browser shortcut on a text field). */
export const isPlayAgainKey = (event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey' | 'code'>) =>
  event.ctrlKey && !event.altKey && !event.metaKey && event.code === 'Space';
