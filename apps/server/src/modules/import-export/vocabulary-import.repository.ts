import type { PartOfSpeech, WordAnnotations } from '@slovo/shared';
import { sql } from 'kysely';
import { KEYS_PER_QUERY, chunks } from '../../db/chunks';
import { isPostgres } from '../../db/dialect';
import type { DbExecutor } from '../../db/transaction';
import type { VocabularyWriteTransaction } from '../vocabulary';
import { annotationColumns } from '../vocabulary';

/**
 * Bulk reads and writes of the JSON import. Writes take runVocabularyWrite's
 * transaction; every statement is chunked so its bound parameters stay far below SQLite's
 * (32,766) and PostgreSQL's (65,535) limits however big the file is.
 */

/** Word rows per INSERT: 8 values each. Measured: larger chunks no longer help on either engine. */
const WORD_ROWS_PER_INSERT = 1000;
/** Category rows per INSERT: 9 values each. */
const CATEGORY_ROWS_PER_INSERT = 500;

export interface NamedRow {
  id: number;
  name: string;
}

export async function findTagsByNames(db: DbExecutor, names: readonly string[]): Promise<NamedRow[]> {
  const rows: NamedRow[] = [];
  for (const chunk of chunks([...new Set(names)], KEYS_PER_QUERY)) {
    rows.push(...(await db.selectFrom('tags').select(['id', 'name']).where('name', 'in', chunk).execute()));
  }
  return rows;
}

export interface NewTagRow {
  name: string;
  display_name: string;
  description: string | null;
  color: string | null;
  icon: string | null;
}

/** Inserts the tags whose name is free; returns those it inserted (a name taken meanwhile is skipped). */
export async function insertTags(
  trx: VocabularyWriteTransaction,
  tags: readonly NewTagRow[],
  createdBy: number,
  now: string,
): Promise<NamedRow[]> {
  const inserted: NamedRow[] = [];
  for (const chunk of chunks(tags, KEYS_PER_QUERY)) {
    inserted.push(
      ...(await trx
        .insertInto('tags')
        .values(
          chunk.map((tag) => ({
            ...tag,
            is_system: 0 as const,
            is_public: 1 as const,
            created_by: createdBy,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.column('name').doNothing())
        .returning(['id', 'name'])
        .execute()),
    );
  }
  return inserted;
}

export async function findCategoriesByNames(db: DbExecutor, names: readonly string[]): Promise<NamedRow[]> {
  const rows: NamedRow[] = [];
  for (const chunk of chunks([...new Set(names)], KEYS_PER_QUERY)) {
    rows.push(...(await db.selectFrom('categories').select(['id', 'name']).where('name', 'in', chunk).execute()));
  }
  return rows;
}

export interface NewSystemCategoryRow {
  name: string;
  display_name: string;
  display_key: string;
  description: string | null;
  is_approved_list: boolean;
}

/**
 * Inserts system categories (no owner, shared with everyone) whose name is free; returns those it
 * inserted. On PostgreSQL a name another transaction is inserting waits for it and is then skipped.
 */
export async function insertSystemCategories(
  trx: VocabularyWriteTransaction,
  categories: readonly NewSystemCategoryRow[],
  now: string,
): Promise<NamedRow[]> {
  const inserted: NamedRow[] = [];
  for (const chunk of chunks(categories, CATEGORY_ROWS_PER_INSERT)) {
    inserted.push(
      ...(await trx
        .insertInto('categories')
        .values(
          chunk.map((category) => ({
            name: category.name,
            display_name: category.display_name,
            display_key: category.display_key,
            description: category.description,
            user_id: null,
            privacy: 'shared' as const,
            is_approved_list: category.is_approved_list ? (1 as const) : (0 as const),
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.column('name').doNothing())
        .returning(['id', 'name'])
        .execute()),
    );
  }
  return inserted;
}

/** The system categories' display keys among `keys`, with their display names. */
export async function findSystemDisplayKeys(
  db: DbExecutor,
  keys: readonly string[],
): Promise<Array<{ display_key: string; display_name: string }>> {
  const rows: Array<{ display_key: string; display_name: string }> = [];
  for (const chunk of chunks([...new Set(keys)], KEYS_PER_QUERY)) {
    rows.push(
      ...(await db
        .selectFrom('categories')
        .select(['display_key', 'display_name'])
        .where('user_id', 'is', null)
        .where('display_key', 'in', chunk)
        .execute()),
    );
  }
  return rows;
}

/**
 * Locks the categories' rows until the transaction ends (PostgreSQL), in id order so two imports
 * never wait for each other crosswise: word writes into them from other requests wait, and the
 * duplicate check below stays true until the commit. SQLite has one writer at a time anyway.
 */
export async function lockCategories(trx: VocabularyWriteTransaction, ids: readonly number[]): Promise<void> {
  if (!isPostgres(trx)) return;
  for (const chunk of chunks(
    [...ids].sort((a, b) => a - b),
    KEYS_PER_QUERY,
  )) {
    await sql`select id from categories where id in (${sql.join(chunk)}) order by id for update`.execute(trx);
  }
}

/**
 * Every word of these categories (both sides only). The whole category rather than candidates
 * found with lower(english): lower() folds only ASCII on SQLite (and in PostgreSQL's C locale),
 * while pairs are compared ignoring case in every script.
 */
export async function listWordSides(
  db: DbExecutor,
  categoryIds: readonly number[],
): Promise<Array<{ category_id: number; english: string; russian: string }>> {
  const rows: Array<{ category_id: number; english: string; russian: string }> = [];
  for (const chunk of chunks(categoryIds, KEYS_PER_QUERY)) {
    rows.push(
      ...(await db.selectFrom('words').select(['category_id', 'english', 'russian']).where('category_id', 'in', chunk).execute()),
    );
  }
  return rows;
}

export interface NewWordRow {
  category_id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  /** The word's facts with their sources (stored as db/word-annotations-column.ts says). */
  annotations?: WordAnnotations;
  /** Stored files' hashes (issue 34): a JSON file's references to files this server has. */
  image_hash?: string;
  sound_hash?: string;
}

/**
 * PostgreSQL: word rows per INSERT … SELECT FROM unnest(arrays): eight bound arrays instead of
 * eight values per row. Measured on the bench's 10,000-word import: 10 multi-row INSERTs of 6,000
 * parameters took 1.04 s in all, the same rows as arrays about a third of that.
 */
const PG_WORD_ROWS_PER_INSERT = 10_000;

export async function insertWordRows(trx: VocabularyWriteTransaction, words: readonly NewWordRow[], now: string): Promise<void> {
  if (isPostgres(trx)) {
    for (const chunk of chunks(words, PG_WORD_ROWS_PER_INSERT)) {
      const column = <K extends 'category_id' | 'english' | 'russian' | 'part_of_speech'>(key: K) =>
        chunk.map((word) => word[key]);
      const stored = chunk.map((word) => annotationColumns(word.annotations ?? {}));
      const times = chunk.map(() => now);
      // The annotations (JSON texts full of quotes) as one JSON array: as a text[] literal every
      // quote is escaped and parsed back, which cost the 10,000-word import 200–400 ms more
      // (measured); json_array_elements_text gives them back in order, nulls as nulls.
      await sql`
        insert into words (category_id, english, russian, part_of_speech, stressed, annotations, image_hash, sound_hash,
                           created_at, updated_at)
        select * from unnest(${column('category_id')}::int4[], ${column('english')}::text[], ${column('russian')}::text[],
                             ${column('part_of_speech')}::text[], ${stored.map((row) => row.stressed)}::text[],
                             (select coalesce(array_agg(value order by position), '{}')
                                from json_array_elements_text(${JSON.stringify(stored.map((row) => row.annotations))}::json)
                                     with ordinality as element(value, position)),
                             ${chunk.map((word) => word.image_hash ?? null)}::text[],
                             ${chunk.map((word) => word.sound_hash ?? null)}::text[],
                             ${times}::text[], ${times}::text[])`.execute(trx);
    }
    return;
  }
  for (const chunk of chunks(words, WORD_ROWS_PER_INSERT)) {
    await trx
      .insertInto('words')
      .values(
        chunk.map(({ annotations, image_hash, sound_hash, ...word }) => ({
          ...word,
          ...annotationColumns(annotations ?? {}),
          image_hash: image_hash ?? null,
          sound_hash: sound_hash ?? null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Links tags to categories; a link that exists already is left as it is. */
export async function linkCategoryTags(
  trx: VocabularyWriteTransaction,
  links: ReadonlyArray<{ category_id: number; tag_id: number }>,
): Promise<void> {
  for (const chunk of chunks(links, KEYS_PER_QUERY)) {
    await trx
      .insertInto('category_tags')
      .values(chunk)
      .onConflict((oc) => oc.columns(['category_id', 'tag_id']).doNothing())
      .execute();
  }
}
