import type { QueryClient } from '@tanstack/react-query';
import { tagKeys } from '@/features/tags';
import { invalidateVocabularyQueries } from '@/features/vocabulary';

/**
 * After any write of the editor: every vocabulary answer (the editor's own list, the games'
 * picker, Home's counts, a category's words) and the tags' usage counts may be stale.
 */
export async function invalidateAfterAdminWrite(client: QueryClient): Promise<void> {
  await Promise.all([invalidateVocabularyQueries(client), client.invalidateQueries({ queryKey: tagKeys.all })]);
}
