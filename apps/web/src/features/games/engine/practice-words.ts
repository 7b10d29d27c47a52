import { isMiss, type GameWord } from '@slovo/shared';
import type { GameAnswer } from './game-result';

/** A word's identity in a round: its id, which the round's words share with the server. */
const wordKey = (word: GameWord) => String(word.id);

/** The round's missed words (wrong or skipped), each once, in the order they were asked. */
export function missedWords(answers: readonly GameAnswer[]): GameWord[] {
  const seen = new Set<string>();
  const missed: GameWord[] = [];
  for (const { word, outcome } of answers) {
    if (!isMiss(outcome) || seen.has(wordKey(word))) continue;
    seen.add(wordKey(word));
    missed.push(word);
  }
  return missed;
}

/**
 * The words "Practise these now" plays: the missed ones, then — only when the game cannot start on
 * so few (Memory Match needs 10) — other words of the same round, in the round's order, up to
 * `minWords`. A round without misses has nothing to practise.
 */
export function practiceWords(missed: readonly GameWord[], roundWords: readonly GameWord[], minWords = 1): GameWord[] {
  if (missed.length === 0) return [];
  const chosen = [...missed];
  const taken = new Set(missed.map(wordKey));
  for (const word of roundWords) {
    if (chosen.length >= minWords) break;
    if (taken.has(wordKey(word))) continue;
    taken.add(wordKey(word));
    chosen.push(word);
  }
  return chosen;
}
