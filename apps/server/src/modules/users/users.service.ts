import type { DbExecutor } from '../../db/transaction';
import { runVocabularyWrite } from '../vocabulary';
import { deleteUserById } from './users.repository';

/** Deletes a user and everything they own; the vocabulary cache drops their categories after the commit. */
export async function deleteUser(db: DbExecutor, id: number): Promise<boolean> {
  return runVocabularyWrite(db, (trx) => deleteUserById(trx, id));
}
