import type { PartOfSpeech } from '@slovo/shared';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import { isPostgres } from '../../db/dialect';
import type { Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean, toDbBoolean } from '../../db/transaction';
import type { VocabularyWriteTransaction } from '../vocabulary';

/**
 * A learner's own categories and words. Reads take any executor; every write takes the
 * VocabularyWriteTransaction of runVocabularyWrite (the vocabulary cache is dropped after it commits).
 */

/** A category as the write rules need it: who owns it, how it is named, whether it is shared. */
export interface CategoryRecord {
  id: number;
  name: string;
  display_name: string;
  display_key: string;
  user_id: number | null;
  privacy: Privacy;
}

const CATEGORY_COLUMNS = ['id', 'name', 'display_name', 'display_key', 'user_id', 'privacy'] as const;

export async function findCategoryById(db: DbExecutor, id: number): Promise<CategoryRecord | undefined> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** By its exact key (names are unique across all owners). */
export async function findCategoryByName(db: DbExecutor, name: string): Promise<CategoryRecord | undefined> {
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
): Promise<CategoryRecord | undefined> {
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
 * Serialises creations and renames of system categories on PostgreSQL, so the second of two
 * simultaneous ones sees the first and refuses its display name: the unique index on
 * (user_id, display_key) cannot, since NULL owners are distinct there. Held until the transaction
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

export async function renameCategory(
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
export async function deleteCategory(trx: VocabularyWriteTransaction, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function setCategoryPrivacy(
  trx: VocabularyWriteTransaction,
  id: number,
  privacy: Privacy,
  now: string,
): Promise<void> {
  await trx.updateTable('categories').set({ privacy, updated_at: now }).where('id', '=', id).execute();
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

// ---- Words ------------------------------------------------------------------------------------

export interface WordRecord {
  id: number;
  category_id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

const WORD_COLUMNS = ['id', 'category_id', 'english', 'russian', 'part_of_speech'] as const;

/** A word with the category fields that decide who may change it. */
export interface WordWithCategory extends WordRecord {
  category: Pick<CategoryRecord, 'id' | 'name' | 'user_id' | 'privacy'>;
}

export async function findWordWithCategory(db: DbExecutor, id: number): Promise<WordWithCategory | undefined> {
  const row = await db
    .selectFrom('words')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select([
      'words.id',
      'words.category_id',
      'words.english',
      'words.russian',
      'words.part_of_speech',
      'categories.name',
      'categories.user_id',
      'categories.privacy',
    ])
    .where('words.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { name, user_id, privacy, ...word } = row;
  return { ...word, category: { id: word.category_id, name, user_id, privacy } };
}

/**
 * The category's words whose English side, lower-cased, is one of `englishLower`: the only words a
 * new pair can duplicate (the caller compares whole pairs). Reads the lower(english) index, so the
 * cost does not grow with the category.
 */
export async function findWordsByEnglish(
  db: DbExecutor,
  categoryId: number,
  englishLower: readonly string[],
): Promise<WordRecord[]> {
  const unique = [...new Set(englishLower)];
  const words: WordRecord[] = [];
  for (const chunk of chunks(unique)) {
    words.push(
      ...(await db
        .selectFrom('words')
        .select(WORD_COLUMNS)
        .where('category_id', '=', categoryId)
        .where(sql<string>`lower(english)`, 'in', chunk)
        .execute()),
    );
  }
  return words;
}

/** 6 values per word row. */
const WORD_ROWS_PER_INSERT = 500;

export interface NewWord {
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

/** Inserts the words in the order given; returns them with their ids, in that order. */
export async function insertWords(
  trx: VocabularyWriteTransaction,
  categoryId: number,
  words: readonly NewWord[],
  now: string,
): Promise<WordRecord[]> {
  const inserted: WordRecord[] = [];
  for (const chunk of chunks(words, WORD_ROWS_PER_INSERT)) {
    const rows = await trx
      .insertInto('words')
      .values(
        chunk.map((word) => ({
          category_id: categoryId,
          english: word.english,
          russian: word.russian,
          part_of_speech: word.part_of_speech,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(WORD_COLUMNS)
      .execute();
    // Ids grow in insertion order; sorted, they are the order given whatever order RETURNING used.
    inserted.push(...rows.sort((a, b) => a.id - b.id));
  }
  return inserted;
}

export async function updateWord(
  trx: VocabularyWriteTransaction,
  id: number,
  sides: { english: string; russian: string; now: string },
): Promise<WordRecord | undefined> {
  return trx
    .updateTable('words')
    .set({ english: sides.english, russian: sides.russian, updated_at: sides.now })
    .where('id', '=', id)
    .returning(WORD_COLUMNS)
    .executeTakeFirst();
}

export async function deleteWord(trx: VocabularyWriteTransaction, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('words').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ---- The owner's whole vocabulary ------------------------------------------------------------

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

/** Every word of the owner's categories, in id order (the order they were added). */
export async function listOwnWords(db: DbExecutor, ownerId: number): Promise<WordRecord[]> {
  return db
    .selectFrom('words')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select(['words.id', 'words.category_id', 'words.english', 'words.russian', 'words.part_of_speech'])
    .where('categories.user_id', '=', ownerId)
    .orderBy('words.id')
    .execute();
}

// ---- Tags an import may attach ---------------------------------------------------------------

export interface ImportTagRecord {
  id: number;
  name: string;
  is_public: boolean;
}

/**
 * The tags with these names ignoring case (callers pass lower-case names): names are lower-case
 * slugs, but older rows may not be (as findTagByName in the tags module says).
 */
export async function findTagsByNames(db: DbExecutor, names: readonly string[]): Promise<ImportTagRecord[]> {
  const rows: ImportTagRecord[] = [];
  for (const chunk of chunks([...new Set(names)])) {
    const found = await db
      .selectFrom('tags')
      .select(['id', 'name', 'is_public'])
      .where(sql<string>`lower(name)`, 'in', chunk)
      .execute();
    rows.push(...found.map((tag) => ({ id: tag.id, name: tag.name, is_public: fromDbBoolean(tag.is_public) })));
  }
  return rows;
}

/** Links the tags to the category; a link that exists already is left as it is. */
export async function linkCategoryTags(
  trx: VocabularyWriteTransaction,
  categoryId: number,
  tagIds: readonly number[],
): Promise<void> {
  for (const chunk of chunks([...new Set(tagIds)])) {
    await trx
      .insertInto('category_tags')
      .values(chunk.map((tag_id) => ({ category_id: categoryId, tag_id })))
      .onConflict((oc) => oc.columns(['category_id', 'tag_id']).doNothing())
      .execute();
  }
}
