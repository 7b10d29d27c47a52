import type { MistakeWord, VocabularyWord } from '@slovo/shared';
import { readAnnotationColumns } from '../vocabulary';
import { gamesOfBits } from './game-bits';
import type { ListedWordRecord } from './reviews.repository';

/** A due word as the API answers it: the same shape as a category's word, so games play it unchanged. */
export const presentReviewWord = (row: ListedWordRecord): VocabularyWord => ({
  id: row.id,
  english: row.english,
  russian: row.russian,
  category: row.category,
  part_of_speech: row.part_of_speech,
  ...readAnnotationColumns(row),
});

export const presentMistakeWord = (row: ListedWordRecord): MistakeWord => ({
  ...presentReviewWord(row),
  misses: row.miss_count,
  games: gamesOfBits(row.missed_games),
  lastMissedAt: row.last_missed_at ?? '',
});
