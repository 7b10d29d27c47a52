import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { toDbBoolean } from '../../db/transaction';
import type { VocabularyWriteTransaction } from './vocabulary-write';

/**
 * Categories as their writes see them (every owner's: who may change which is the services' rule).
 * Reads take any executor; every write takes the VocabularyWriteTransaction of runVocabularyWrite
 * (the cached answers are dropped after it commits).
 */

/** A category as the write rules need it: who owns it, how it is named, whether it is shared. */
export interface WritableCategory {
  id: number;
  name: string;
  display_name: string;
  display_key: string;
  user_id: number | null;
  privacy: Privacy;
}

const CATEGORY_COLUMNS = ['id', 'name', 'display_name', 'display_key', 'user_id', 'privacy'] as const;

export async function findWritableCategory(db: DbExecutor, id: number): Promise<WritableCategory | undefined> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** By its exact key (names are unique across all owners). */
export async function findWritableCategoryByName(db: DbExecutor, name: string): Promise<WritableCategory | undefined> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('name', '=', name).executeTakeFirst();
}

/**
 * The owner's category with this display key (null owner = the system categories), other than
 * `exceptId`: the category a new or renamed one would clash with.
 */
export async function findCategoryByDisplayKey(
  db: DbExecutor,
  ownerId: number | null,
  displayKey: string,
  exceptId?: number,
): Promise<WritableCategory | undefined> {
  let query = db
    .selectFrom('categories')
    .select(CATEGORY_COLUMNS)
    .where('display_key', '=', displayKey)
    .where('user_id', ownerId === null ? 'is' : '=', ownerId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** Which of these names are taken (one query on the unique name index). */
export async function findTakenNames(db: DbExecutor, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('categories')
    .select('name')
    .where('name', 'in', [...names])
    .execute();
  return new Set(rows.map((row) => row.name));
}

/**
 * Serialises writes that must see each other on PostgreSQL (sharing against the owner's limit,
 * duplicate checks in one category): the row stays locked until the transaction ends. SQLite runs
 * one write transaction at a time, so there it is not needed.
 */
async function lockRow(trx: VocabularyWriteTransaction, table: 'users' | 'categories', id: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}

/** Locks the owner's users row: concurrent changes of their shared count wait for each other. */
export const lockOwner = (trx: VocabularyWriteTransaction, ownerId: number): Promise<void> => lockRow(trx, 'users', ownerId);

/** Locks a category row: concurrent word writes into it wait for each other. */
export const lockCategory = (trx: VocabularyWriteTransaction, id: number): Promise<void> => lockRow(trx, 'categories', id);

/** Any fixed number: the PostgreSQL advisory lock below, taken by no other code. */
const SYSTEM_CATEGORY_NAMES_LOCK = 7_236_939_000_001;

/**
 * Serialises creations and renames of system categories (and the JSON import's) on PostgreSQL, so
 * the second of two simultaneous ones sees the first and refuses its display name: the unique index
 * on (user_id, display_key) cannot, since NULL owners are distinct there. Held until the transaction
 * ends; SQLite runs one write transaction at a time anyway.
 */
export async function lockSystemCategoryNames(trx: VocabularyWriteTransaction): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${sql.lit(SYSTEM_CATEGORY_NAMES_LOCK)})`.execute(trx);
}

export interface NewCategory {
  name: string;
  display_name: string;
  display_key: string;
  /** null = a system (pre-built) category. */
  user_id: number | null;
  privacy: Privacy;
  is_approved_list: boolean;
  now: string;
}

export async function insertCategory(trx: VocabularyWriteTransaction, category: NewCategory): Promise<number> {
  const row = await trx
    .insertInto('categories')
    .values({
      name: category.name,
      display_name: category.display_name,
      display_key: category.display_key,
      description: null,
      user_id: category.user_id,
      privacy: category.privacy,
      is_approved_list: toDbBoolean(category.is_approved_list),
      created_at: category.now,
      updated_at: category.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategoryNames(
  trx: VocabularyWriteTransaction,
  id: number,
  names: { name: string; display_name: string; display_key: string; now: string },
): Promise<void> {
  await trx
    .updateTable('categories')
    .set({ name: names.name, display_name: names.display_name, display_key: names.display_key, updated_at: names.now })
    .where('id', '=', id)
    .execute();
}

/** Deletes the category; its words, tag links and learning sessions go with it (ON DELETE CASCADE). */
export async function deleteCategoryRow(trx: VocabularyWriteTransaction, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function updateCategoryPrivacy(
  trx: VocabularyWriteTransaction,
  id: number,
  privacy: Privacy,
  now: string,
): Promise<void> {
  await trx.updateTable('categories').set({ privacy, updated_at: now }).where('id', '=', id).execute();
}

/** Marks the category as an approved list or not; false when no such category exists. */
export async function updateCategoryApproval(
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

/** How many of the owner's categories are shared (served by the (user_id, privacy) index). */
export async function countSharedCategories(db: DbExecutor, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', ownerId)
    .where('privacy', '=', 'shared')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The owner's categories by display name (ignoring case), then id: the order of GET /vocabulary/user. */
export async function listOwnCategoryNames(db: DbExecutor, ownerId: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('user_id', '=', ownerId)
    .orderBy(sql`lower(display_name)`)
    .orderBy('id')
    .execute();
}
