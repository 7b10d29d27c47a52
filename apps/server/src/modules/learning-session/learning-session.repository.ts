import type { DbExecutor } from '../../db/transaction';

export interface StoredSession {
  categoryId: number;
  wordsPerGame: number;
  /** Word ids in the session's fixed order, as stored (may include words deleted since). */
  wordIds: number[];
  /** How many entries of wordIds lie before the current batch. */
  wordsStudied: number;
  /** The stored JSON text, used to detect a concurrent change before writing. */
  wordIdsText: string;
}

/** Anything other than a JSON array of integers (never written by us) reads as an empty session. */
function parseWordIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The user's session, if they have one. Its category is the vocabulary feature's to look up. */
export async function findSession(db: DbExecutor, userId: number): Promise<StoredSession | undefined> {
  const row = await db
    .selectFrom('learning_sessions')
    .select(['category_id', 'words_per_game', 'word_ids', 'words_studied'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    categoryId: row.category_id,
    wordsPerGame: row.words_per_game,
    wordIds: parseWordIds(row.word_ids),
    wordsStudied: row.words_studied,
    wordIdsText: row.word_ids,
  };
}

export interface NewSession {
  userId: number;
  categoryId: number;
  wordsPerGame: number;
  wordIds: readonly number[];
  now: string;
}

/**
 * Creates the user's session or replaces the one they have. One statement on the unique user_id
 * index, so concurrent starts for one user always leave exactly one session (the last one wins).
 */
export async function upsertSession(db: DbExecutor, session: NewSession): Promise<void> {
  const wordIds = JSON.stringify(session.wordIds);
  await db
    .insertInto('learning_sessions')
    .values({
      user_id: session.userId,
      category_id: session.categoryId,
      words_per_game: session.wordsPerGame,
      word_ids: wordIds,
      words_studied: 0,
      created_at: session.now,
      updated_at: session.now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        category_id: session.categoryId,
        words_per_game: session.wordsPerGame,
        word_ids: wordIds,
        words_studied: 0,
        created_at: session.now,
        updated_at: session.now,
      }),
    )
    .execute();
}

export interface SessionAdvance {
  userId: number;
  /** The state the change was computed from; the write happens only if it is still current. */
  expected: StoredSession;
  wordIds: readonly number[];
  wordsStudied: number;
  now: string;
}

/**
 * Moves the session on, but only if nobody changed it since it was read (a concurrent next-batch
 * or a new start). Returns false when it was changed, so the caller can re-read and retry.
 */
export async function advanceSession(db: DbExecutor, advance: SessionAdvance): Promise<boolean> {
  const result = await db
    .updateTable('learning_sessions')
    .set({ word_ids: JSON.stringify(advance.wordIds), words_studied: advance.wordsStudied, updated_at: advance.now })
    .where('user_id', '=', advance.userId)
    .where('category_id', '=', advance.expected.categoryId)
    .where('words_per_game', '=', advance.expected.wordsPerGame)
    .where('words_studied', '=', advance.expected.wordsStudied)
    .where('word_ids', '=', advance.expected.wordIdsText)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSession(db: DbExecutor, userId: number): Promise<void> {
  await db.deleteFrom('learning_sessions').where('user_id', '=', userId).execute();
}
