import { dictionariesInUse, withDictionaryAnnotations } from '../../dictionaries/annotate';
import type { WordToAnnotate } from '../../dictionaries/annotate';
import type { WordAnnotations } from '@slovo/shared';
import { findEarlierStress } from './earlier-stress.repository';
import type { VocabularyWriteTransaction } from './vocabulary-write';

/**
 * New words, before they are inserted, with what they do not bring filled in: the open
 * dictionaries' facts and a suggested stress (the owner's earlier words, else the seeded words).
 * One call per batch, inside the write's transaction; the dictionaries are loaded once per process.
 */
export async function withSuggestedAnnotations<W extends WordToAnnotate & { annotations?: WordAnnotations }>(
  trx: VocabularyWriteTransaction,
  ownerId: number | null,
  words: readonly W[],
): Promise<W[]> {
  if (words.length === 0 || !dictionariesInUse()) return [...words];
  const unstressed = words.filter((word) => word.annotations?.stressed === undefined).map((word) => word.russian);
  const earlierStress = unstressed.length === 0 ? new Map<string, string>() : await findEarlierStress(trx, ownerId, unstressed);
  return withDictionaryAnnotations(words, earlierStress);
}
