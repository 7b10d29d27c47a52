import type { QueryClient } from '@tanstack/react-query';
import { tagKeys } from '@/features/tags';
import { invalidateVocabularyQueries } from '@/features/vocabulary';

/**
 * After any write of the editor: every vocabulary answer (the editor's own list, the games'
 * picker, Home's counts, a category's words) and the tags' usage counts may be stale; but not the
 * words of `goneCategory`, the key a rename or a delete has just retired.
 */
export async function invalidateAfterAdminWrite(client: QueryClient, goneCategory?: string): Promise<void> {
  await Promise.all([invalidateVocabularyQueries(client, goneCategory), client.invalidateQueries({ queryKey: tagKeys.all })]);
}
