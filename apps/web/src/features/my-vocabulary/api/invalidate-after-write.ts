import type { QueryClient } from '@tanstack/react-query';
import { invalidateVocabularyQueries } from '@/features/vocabulary';
import { myVocabularyKeys } from './query-keys';

/**
 * After any write of the manager: its own lists, and every public vocabulary answer (the game
 * picker's categories, Home's counts, a category's words), which may show the changed category;
 * but not the words of `goneCategory`, the key a rename or a delete has just retired.
 */
export async function invalidateAfterWrite(client: QueryClient, goneCategory?: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: myVocabularyKeys.all }),
    invalidateVocabularyQueries(client, goneCategory),
  ]);
}
