import type { PartOfSpeech } from '@slovo/shared';
import { SEED_CATEGORIES } from '../apps/server/src/db/seed/data';

/**
 * Real words for the imports that measure the open dictionaries (issue 32): the seeded pairs (979),
 * which the dictionaries mostly know, where the benchmark's generated words ("tolamu 3-5") are
 * known to none and would cost only a miss each.
 */
export const REAL_PAIRS: ReadonlyArray<{ english: string; russian: string; part_of_speech: PartOfSpeech }> =
  SEED_CATEGORIES.flatMap((category) =>
    category.words.map(([english, russian, part_of_speech]) => ({ english, russian, part_of_speech })),
  );

/**
 * An admin JSON import file of `words` real pairs in `categories` new categories (names made
 * unique by `stamp` and `request`): category i takes the next words/categories seeded pairs, so
 * no category holds a pair twice and every word is inserted.
 */
export function realWordsImportFile(stamp: string, request: number, words: number, categories: number): string {
  const perCategory = Math.floor(words / categories);
  return JSON.stringify({
    tags: [],
    categories: Array.from({ length: categories }, (_, index) => ({
      name: `real-${stamp}-${request}-${index}`,
      display_name: `Real words ${stamp} ${request} ${index}`,
      description: 'Imported by the benchmark',
      words: Array.from({ length: perCategory }, (_, offset) => REAL_PAIRS[(index * perCategory + offset) % REAL_PAIRS.length]),
    })),
  });
}
