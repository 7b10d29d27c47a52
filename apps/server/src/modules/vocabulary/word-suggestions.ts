import { dictionariesInUse } from '../../dictionaries/annotate';
import type { WordToAnnotate } from '../../dictionaries/annotate';
import { withDictionaryAnnotations } from '../../dictionaries/lookup-thread';
import type { WordAnnotations } from '@slovo/shared';
import { findEarlierStress } from './earlier-stress.repository';
import type { VocabularyWriteTransaction } from './vocabulary-write';

/**
 * New words, before they are inserted, with what they do not bring filled in: the open
 * dictionaries' facts and a suggested stress (the owner's earlier words, else the seeded words).
 * Called inside the write's transaction; the lookups run in the dictionaries' own thread.
 */

type Annotatable = WordToAnnotate & { annotations?: WordAnnotations };

/**
 * The words in batches of `batchSize`, each a promise of the batch completed: all are looked up
 * meanwhile, so a large import writes one batch while the next is looked up. Never rejects.
 */
export async function suggestedAnnotationBatches<W extends Annotatable>(
  trx: VocabularyWriteTransaction,
  ownerId: number | null,
  words: readonly W[],
  batchSize: number,
): Promise<Array<Promise<W[]>>> {
  if (words.length === 0 || !dictionariesInUse()) return [Promise.resolve([...words])];
  const unstressed = words.filter((word) => word.annotations?.stressed === undefined).map((word) => word.russian);
  const earlierStress = unstressed.length === 0 ? new Map<string, string>() : await findEarlierStress(trx, ownerId, unstressed);
  return withDictionaryAnnotations(words, earlierStress, batchSize);
}

/** All the words completed at once (a word or a batch from an editor). */
export async function withSuggestedAnnotations<W extends Annotatable>(
  trx: VocabularyWriteTransaction,
  ownerId: number | null,
  words: readonly W[],
): Promise<W[]> {
  return (await Promise.all(await suggestedAnnotationBatches(trx, ownerId, words, words.length))).flat();
}
