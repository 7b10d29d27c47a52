import { toDbBoolean } from '../../db/transaction';
import type { VocabularyWriteTransaction } from '../vocabulary';

/**
 * The admin editor's own writes (the others are the personal manager's, which act on any
 * category for an admin). Writes take the VocabularyWriteTransaction of runVocabularyWrite.
 */

/** Marks the category as an approved list or not; false when no such category exists. */
export async function setCategoryApproval(
  trx: VocabularyWriteTransaction,
  id: number,
  approved: boolean,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('categories')
    .set({ is_approved_list: toDbBoolean(approved), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
