import type { PartOfSpeech } from '@slovo/shared';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { DbExecutor } from '../../db/transaction';
import { escapeLike, visibleCategoryCondition } from './vocabulary.repository';
import type { VocabularyViewer } from './visibility';

export interface WordMatchRecord {
  id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  category: string;
  category_display_name: string;
}

export type SearchSide = 'english' | 'russian';

/**
 * lower(column) compared in code-point order. SQLite compares text bytewise already and has the
 * lower(english)/lower(russian) indexes of 0001; PostgreSQL would use the database's locale, so it
 * compares under "C" and has matching indexes (migration 0002). Same order, same rows on both.
 */
function loweredInCodePointOrder(db: DbExecutor, side: SearchSide): RawBuilder<string> {
  const lowered = sql<string>`lower(${sql.ref(`words.${side}`)})`;
  return isPostgres(db) ? sql<string>`(${lowered} collate "C")` : lowered;
}

/** The first string after every string that starts with `prefix`, in code-point order. */
export function prefixUpperBound(prefix: string): string | null {
  const codePoints = [...prefix];
  while (codePoints.length > 0) {
    const last = codePoints.pop() as string;
    const next = (last.codePointAt(0) as number) + 1;
    // Skip the surrogate range, which no well-formed string contains.
    const successor = next >= 0xd800 && next <= 0xdfff ? 0xe000 : next;
    if (successor <= 0x10ffff) return codePoints.join('') + String.fromCodePoint(successor);
  }
  return null;
}

const matchColumns = [
  'words.id',
  'words.english',
  'words.russian',
  'words.part_of_speech',
  'categories.name as category',
  'categories.display_name as category_display_name',
] as const;

/**
 * `words CROSS JOIN categories WHERE …` means the same as the inner join, but SQLite takes a CROSS
 * JOIN's left table as the outer loop: the search then walks the lowered-word index and looks each
 * category up by id. Left to choose (no ANALYZE statistics), SQLite started from the visibility
 * condition on categories and sorted every visible word: 150–550 ms per prefix search at 500,000
 * words (npm run bench) instead of about 1 ms. PostgreSQL plans both forms alike.
 */
const visibleWords = (db: DbExecutor, viewer: VocabularyViewer) =>
  db
    .selectFrom('words')
    .crossJoin('categories')
    .whereRef('categories.id', '=', 'words.category_id')
    .select(matchColumns)
    .where((eb) => visibleCategoryCondition(eb, viewer) ?? eb.and([]));

/**
 * Words whose lowered `side` starts with `lowered`, alphabetically, at most `limit`. A range on the
 * lowered-column index (not LIKE, which neither engine can serve from an expression index in every
 * locale), read in index order, so the query stops after `limit` visible rows.
 */
export async function findPrefixMatches(
  db: DbExecutor,
  viewer: VocabularyViewer,
  side: SearchSide,
  lowered: string,
  limit: number,
): Promise<WordMatchRecord[]> {
  const key = loweredInCodePointOrder(db, side);
  const upper = prefixUpperBound(lowered);
  let query = visibleWords(db, viewer).where(key, '>=', lowered);
  if (upper !== null) query = query.where(key, '<', upper);
  return query.orderBy(key).orderBy('words.id').limit(limit).execute();
}

/**
 * Words whose lowered `side` contains `text` (case-insensitively), alphabetically by that side, at
 * most `limit`. The Russian side leaves out words whose English contains it too: those sort by
 * their English (see the service). No B-tree index can find substrings, so this scans: SQLite
 * walks the lowered-column index in order (reading the lowered values from it rather than calling
 * lower() per row) and stops after `limit` visible matches, about 30 ms per side for 500 000 words
 * when nothing matches; PostgreSQL runs a parallel sequential scan, 100–300 ms at that size (a
 * pg_trgm GIN index would make it fast, at the price of an extension). The service only asks when
 * the prefix matches did not fill the answer, and the answer is cached.
 */
export async function findContainingMatches(
  db: DbExecutor,
  viewer: VocabularyViewer,
  side: SearchSide,
  text: string,
  limit: number,
): Promise<WordMatchRecord[]> {
  const pattern = `%${escapeLike(text)}%`;
  const key = loweredInCodePointOrder(db, side);
  let query = visibleWords(db, viewer).where(sql<boolean>`${key} like lower(${pattern}) escape '\\'`);
  if (side === 'russian') {
    query = query.where(sql<boolean>`${loweredInCodePointOrder(db, 'english')} not like lower(${pattern}) escape '\\'`);
  }
  return query.orderBy(key).orderBy('words.id').limit(limit).execute();
}
