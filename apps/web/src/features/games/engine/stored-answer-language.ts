import type { GameId } from '@slovo/shared';
import { readString, writeString } from '@/lib/storage';

/*
 * The side each game was last played in, as stored in this browser: apart from answer-language.ts,
 * so Home's cards (which only read it) do not carry the answer rules.
 */

/**
 * Which side of a word the player gives (issue 33): the side typed in Typer and Mission, picked
 * among the Quiz's options, recalled on the back of a flashcard. In Russian, ё/е, stress marks and
 * several stored translations matter.
 */
export type AnswerLanguage = 'english' | 'russian';

const storageKey = (gameId: GameId) => `slovo.answerLanguage.${gameId}`;

/**
 * The side each game asks for until the player chooses: the spec's games. Typer and Mission ask for
 * the English; the Quiz's options and the back of a flashcard are Russian.
 */
export function defaultAnswerLanguage(gameId: GameId): AnswerLanguage {
  return gameId === 'game2' || gameId === 'game3' ? 'russian' : 'english';
}

/** The player's last choice for `gameId`; the game's default when none or storage is unavailable. */
export function readAnswerLanguage(gameId: GameId): AnswerLanguage {
  const stored = readString(storageKey(gameId));
  return stored === 'english' || stored === 'russian' ? stored : defaultAnswerLanguage(gameId);
}

/** Told in this tab when a choice is stored (the storage event reaches only the other tabs). */
export const ANSWER_LANGUAGE_EVENT = 'slovo:answer-language';

/** Remembers the choice; in a browser without storage it lasts for this visit only. */
export function storeAnswerLanguage(gameId: GameId, language: AnswerLanguage): void {
  writeString(storageKey(gameId), language);
  dispatchEvent(new Event(ANSWER_LANGUAGE_EVENT));
}
