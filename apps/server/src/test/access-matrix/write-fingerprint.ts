import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Per table, the row count and the latest of its time columns. Every service stamps what it inserts
 * or changes with the app's clock, and the matrix moves that clock on before each call, so any
 * insert, delete or update a call makes changes this fingerprint. One query, so a check costs
 * one round trip on PostgreSQL. (user_counts is left out: triggers keep it from users.)
 */
const FINGERPRINTED: Partial<Record<keyof Database, readonly string[]>> = {
  users: ['updated_at'],
  refresh_tokens: ['created_at', 'revoked_at', 'rotated_at'],
  categories: ['updated_at'],
  words: ['updated_at'],
  tags: ['updated_at'],
  category_tags: [],
  learning_sessions: ['updated_at'],
  game_progress: ['updated_at'],
  audit_log: ['created_at'],
  // Reviews stamp the game's playedAt; review_plays' recorded_at is the clock's (every POST writes one).
  review_cards: ['last_review'],
  review_log: ['reviewed_at'],
  review_plays: ['recorded_at'],
  review_days: [],
  review_settings: ['updated_at'],
  review_versions: [],
};

const fingerprintQuery = sql<Record<string, unknown>>`select ${sql.join(
  Object.entries(FINGERPRINTED).flatMap(([table, columns = []]) => [
    sql`(select count(*) from ${sql.table(table)}) as ${sql.id(`${table}.rows`)}`,
    ...columns.map((column) => sql`(select max(${sql.ref(column)}) from ${sql.table(table)}) as ${sql.id(`${table}.${column}`)}`),
  ]),
)}`;

export type WriteFingerprint = Record<string, string>;

export async function writeFingerprint(db: Kysely<Database>): Promise<WriteFingerprint> {
  const { rows } = await fingerprintQuery.execute(db);
  // PostgreSQL answers count(*) as a string, SQLite as a number: compare them as text.
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, String(value)]));
}

/** The fingerprint entries that differ ("words.rows", "categories.updated_at"…). */
export const changedEntries = (before: WriteFingerprint, after: WriteFingerprint): string[] =>
  Object.keys(after).filter((key) => before[key] !== after[key]);
