import type { MistakeWord, ReviewCardWord } from '@slovo/shared';
import { readAnnotationColumns } from '../vocabulary';
import { gamesOfBits } from './game-bits';
import type { ListedWordRecord } from './reviews.repository';

/** A listed card as the API answers it: its word in the shape of a category's word (games play it unchanged), and its kind. */
export const presentReviewWord = (row: ListedWordRecord): ReviewCardWord => ({
  id: row.id,
  english: row.english,
  russian: row.russian,
  category: row.category,
  part_of_speech: row.part_of_speech,
  ...readAnnotationColumns(row),
  skill: row.skill,
  direction: row.direction,
});

export const presentMistakeWord = (row: ListedWordRecord): MistakeWord => ({
  ...presentReviewWord(row),
  misses: row.miss_count,
  games: gamesOfBits(row.missed_games),
  lastMissedAt: row.last_missed_at ?? '',
});
