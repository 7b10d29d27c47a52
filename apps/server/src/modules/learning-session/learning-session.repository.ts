import type { PartOfSpeech } from '@slovo/shared';
import type { Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

/** What the session needs to know about a category: its keys and who may see it. */
export interface SessionCategory {
  id: number;
  name: string;
  display_name: string;
  user_id: number | null;
  privacy: Privacy;
}

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

export interface SessionWithCategory {
  session: StoredSession;
  category: SessionCategory;
}

export interface SessionWordRow {
  id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

const CATEGORY_COLUMNS = ['id', 'name', 'display_name', 'user_id', 'privacy'] as const;

/** Anything other than a JSON array of integers (never written by us) reads as an empty session. */
function parseWordIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export async function findCategoryByName(db: DbExecutor, name: string): Promise<SessionCategory | undefined> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('name', '=', name).executeTakeFirst();
}

/** Ids of the category's words, in id order. */
export async function listCategoryWordIds(db: DbExecutor, categoryId: number): Promise<number[]> {
  const rows = await db.selectFrom('words').select('id').where('category_id', '=', categoryId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The given words that still belong to the category (any order; missing ones are simply absent). */
export async function findCategoryWordsByIds(
  db: DbExecutor,
  categoryId: number,
  ids: readonly number[],
): Promise<SessionWordRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('words')
    .select(['id', 'english', 'russian', 'part_of_speech'])
    .where('category_id', '=', categoryId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function findSessionWithCategory(db: DbExecutor, userId: number): Promise<SessionWithCategory | undefined> {
  const row = await db
    .selectFrom('learning_sessions as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select([
      's.category_id',
      's.words_per_game',
      's.word_ids',
      's.words_studied',
      'c.name',
      'c.display_name',
      'c.user_id',
      'c.privacy',
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    session: {
      categoryId: row.category_id,
      wordsPerGame: row.words_per_game,
      wordIds: parseWordIds(row.word_ids),
      wordsStudied: row.words_studied,
      wordIdsText: row.word_ids,
    },
    category: { id: row.category_id, name: row.name, display_name: row.display_name, user_id: row.user_id, privacy: row.privacy },
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
