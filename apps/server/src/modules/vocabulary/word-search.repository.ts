import type { PartOfSpeech } from '@slovo/shared';
import type { Privacy } from '../../db/schema';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { DbExecutor } from '../../db/transaction';
import { escapeLike, prefixUpperBound } from '../../db/text-match';
import { visibleCategoryCondition } from './vocabulary.repository';
import type { VocabularyViewer } from './category.policies';

export interface WordMatchRecord {
  id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  /** The Russian side with its stress marks, null when unknown (issue 32). */
  stressed: string | null;
  image_hash: string | null;
  sound_hash: string | null;
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

const matchColumns = [
  'words.id',
  'words.english',
  'words.russian',
  'words.part_of_speech',
  'words.stressed',
  'words.image_hash',
  'words.sound_hash',
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

/** Each side's matches: the search asks for both at once (one statement, not two). */
export type MatchesBySide = Record<SearchSide, WordMatchRecord[]>;

const SIDES: readonly SearchSide[] = ['english', 'russian'];

type SideQuery = ReturnType<typeof visibleWords>;

/**
 * One statement for both sides: each side's query (ordered and limited on its own) in a UNION ALL,
 * its rows tagged with the side. One compile, one prepare, one round trip instead of two: at the
 * 1–2 ms a search costs, each statement saved is measurable.
 */
async function bySide(db: DbExecutor, queries: Partial<Record<SearchSide, SideQuery>>): Promise<MatchesBySide> {
  const result: MatchesBySide = { english: [], russian: [] };
  const arms = SIDES.flatMap((side) => {
    const query = queries[side];
    return query
      ? [
          db
            .selectFrom(query.as(`${side}_matches`))
            .selectAll()
            .select(sql<SearchSide>`${sql.lit(side)}`.as('side')),
        ]
      : [];
  });
  const [first, ...others] = arms;
  if (!first) return result;
  const union = others.reduce((all, arm) => all.unionAll(arm), first);
  for (const { side, ...row } of await union.execute()) result[side].push(row);
  return result;
}

/**
 * Words whose lowered English, and those whose lowered Russian, starts with `lowered`,
 * alphabetically, at most `limit` each. A range on the lowered-column index (not LIKE, which
 * neither engine can serve from an expression index in every locale), read in index order, so each
 * side stops after `limit` visible rows.
 */
export async function findPrefixMatches(
  db: DbExecutor,
  viewer: VocabularyViewer,
  lowered: string,
  limit: number,
): Promise<MatchesBySide> {
  const upper = prefixUpperBound(lowered);
  const sideQuery = (side: SearchSide) => {
    const key = loweredInCodePointOrder(db, side);
    let query = visibleWords(db, viewer).where(key, '>=', lowered);
    if (upper !== null) query = query.where(key, '<', upper);
    return query.orderBy(key).orderBy('words.id').limit(limit);
  };
  return bySide(db, { english: sideQuery('english'), russian: sideQuery('russian') });
}

/** The trigram indexes of migration 0004 find strings of at least this many characters. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * From this many words containing the query on, walking the lowered-column index in order finds
 * the first matches sooner than sorting every match the trigram index finds. Measured on SQLite at
 * 500,000 words: each trigram match costs about 2 µs to look up and sort, the walk about 0.2 µs per
 * word it passes, and it passes about 50 × 500,000 / n words before it has 50 matches; the two
 * meet near 1,500 matches, at a few milliseconds.
 */
export const DENSE_MATCHES = 1_500;

/** SQLite's trigram tables of migration 0004: lower(english) and lower(russian) under the word's id. */
const sqliteTrigramTables = { english: 'words_english_trigrams', russian: 'words_russian_trigrams' } as const;

/**
 * An FTS5 query for rows that contain every trigram of `lowered` needed to cover it: the ones at
 * characters 0, 3, 6, … and the last one ("vaner": "van" AND "ner"), each quoted so no character
 * is syntax. A word containing `lowered` contains them all; the few others the LIKE drops. Reading
 * two trigram lists instead of the phrase's three takes 150 µs instead of 270 (5 letters, measured).
 */
function trigramCover(lowered: string): string {
  const characters = [...lowered];
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const starts = new Set<number>();
  for (let start = 0; start + TRIGRAM_MIN_LENGTH <= characters.length; start += TRIGRAM_MIN_LENGTH) starts.add(start);
  starts.add(characters.length - TRIGRAM_MIN_LENGTH);
  const trigrams = [...starts].map((start) => characters.slice(start, start + TRIGRAM_MIN_LENGTH).join(''));
  // A repeating query ("roror": "ror" AND "ror") would be covered by one trigram that thousands of
  // words contain, and the search would then walk every word (50 ms, measured); the phrase (every
  // trigram in its place) finds just the words containing it.
  if (new Set(trigrams).size < trigrams.length) return quoted(lowered);
  return trigrams.map(quoted).join(' AND ');
}

/**
 * Words whose lowered English, and those whose lowered Russian, contains `text`
 * (case-insensitively), alphabetically by that side, at most `limit` each. The Russian side leaves
 * out words whose English contains it too: those sort by their English (see the service).
 *
 * A query of three characters or more first asks the trigram indexes of migration 0004 for the ids
 * of the words containing it, at most DENSE_MATCHES per side: on PostgreSQL through the GIN index
 * on lower(side) (pg_trgm), on SQLite through the side's FTS5 trigram table (which folds case its
 * own way, so its ids are candidates the LIKE then decides on: the meaning stays exactly the
 * scan's). Those few words are then read by id, checked and sorted. Two statements rather than one
 * on purpose: in one, PostgreSQL's planner picks between the trigram index and the ordered walk by
 * its estimate of the matches, which for Cyrillic text can be a hundred times too high, and then
 * walks all 500,000 words for a query that matches twenty (600 ms, measured).
 *
 * Shorter queries, which no trigram can find, and a side that DENSE_MATCHES words or more contain,
 * walk the lowered-column index in order and stop after `limit` visible matches (SQLite reads the
 * lowered values from the index without calling lower() per row; PostgreSQL walks its "C" index or
 * scans, as it prefers): quick when matches are many, a full pass of the index (about 40 ms on
 * SQLite at 500,000 words) when one or two characters match almost nothing.
 */
export async function findContainingMatches(
  db: DbExecutor,
  viewer: VocabularyViewer,
  text: string,
  limit: number,
  known?: TrigramCandidates,
): Promise<MatchesBySide> {
  const candidates =
    known ??
    ([...text.toLowerCase()].length >= TRIGRAM_MIN_LENGTH
      ? await findTrigramCandidates(db, text, DENSE_MATCHES)
      : { english: null, russian: null });
  const queries: Partial<Record<SearchSide, SideQuery>> = {};
  for (const side of SIDES) {
    const ids = candidates[side];
    if (ids !== null && ids.length === 0) continue;
    const query = containingQuery(db, viewer, side, text);
    queries[side] = (ids === null ? query : query.where('words.id', 'in', ids)).limit(limit);
  }
  return bySide(db, queries);
}

/** Per side, the ids of the words that may contain the text; null for a side with too many. */
export type TrigramCandidates = Record<SearchSide, number[] | null>;

/**
 * Per side, the ids of the words that may contain `text`, from the trigram indexes (one statement
 * for both sides); null for a side with `cap` or more (then the ordered walk is quicker). Every
 * word containing the text is among a side's ids (SQLite's ids are a superset).
 */
export async function findTrigramCandidates(db: DbExecutor, text: string, cap: number): Promise<TrigramCandidates> {
  const candidates = (side: SearchSide) =>
    isPostgres(db)
      ? // lower(side) exactly as the GIN index has it (no collation), so the planner can use the index.
        sql`select id from words where lower(${sql.ref(side)}) like lower(${`%${escapeLike(text)}%`}) escape '\\' limit ${cap}`
      : sql`select rowid as id from ${sql.table(sqliteTrigramTables[side])}
            where ${sql.table(sqliteTrigramTables[side])} match ${trigramCover(text.toLowerCase())} limit ${cap}`;
  const { rows } = await sql<{ side: SearchSide; id: number }>`
    select 'english' as side, id from (${candidates('english')}) as english_candidates
    union all
    select 'russian' as side, id from (${candidates('russian')}) as russian_candidates`.execute(db);
  const ids: Record<SearchSide, number[]> = { english: [], russian: [] };
  for (const row of rows) ids[row.side].push(row.id);
  return {
    english: ids.english.length < cap ? ids.english : null,
    russian: ids.russian.length < cap ? ids.russian : null,
  };
}

/** Visible words whose lowered `side` is LIKE '%text%', ordered as the search wants them. */
function containingQuery(db: DbExecutor, viewer: VocabularyViewer, side: SearchSide, text: string) {
  const pattern = `%${escapeLike(text)}%`;
  const key = loweredInCodePointOrder(db, side);
  let query = visibleWords(db, viewer).where(sql<boolean>`${key} like lower(${pattern}) escape '\\'`);
  if (side === 'russian') {
    query = query.where(sql<boolean>`${loweredInCodePointOrder(db, 'english')} not like lower(${pattern}) escape '\\'`);
  }
  return query.orderBy(key).orderBy('words.id');
}

/** A word that may contain the query, with its category's access fields and both sides lowered by the database. */
export interface CandidateWordRecord extends WordMatchRecord {
  english_key: string;
  russian_key: string;
  user_id: number | null;
  privacy: Privacy;
}

/**
 * Per side, the words that may contain `text` (whatever their category's visibility, so the count
 * tells a dense side: null when `cap` or more), with everything the search answers and decides
 * with, in ONE statement: the trigram indexes' ids (as findTrigramCandidates) joined to the words
 * and their categories. On PostgreSQL these are exactly the words containing it (the GIN index
 * rechecks); SQLite's are a superset. Sides are lowered by the database's lower() (on SQLite that
 * is the app's toLowerCase, so it is applied here instead of through SQLite once per row).
 */
export async function findWordsContaining(
  db: DbExecutor,
  text: string,
  cap: number,
): Promise<Record<SearchSide, CandidateWordRecord[] | null>> {
  const candidates = (side: SearchSide) =>
    isPostgres(db)
      ? sql`select ${sql.lit(side)} as side, id from words
            where lower(${sql.ref(side)}) like lower(${`%${escapeLike(text)}%`}) escape '\\' limit ${cap}`
      : sql`select ${sql.lit(side)} as side, id from (select rowid as id from ${sql.table(sqliteTrigramTables[side])}
            where ${sql.table(sqliteTrigramTables[side])} match ${trigramCover(text.toLowerCase())} limit ${cap})`;
  const keys = isPostgres(db) ? sql`, lower(words.english) as english_key, lower(words.russian) as russian_key` : sql``;
  // CROSS JOINs: SQLite takes the found ids as the outer loop (see visibleWords).
  const { rows } = await sql<CandidateWordRecord & { side: SearchSide }>`
    select found.side, words.id, words.english, words.russian, words.part_of_speech, words.stressed,
           words.image_hash, words.sound_hash, categories.name as category, categories.display_name as category_display_name,
           categories.user_id, categories.privacy ${keys}
    from (select * from (${candidates('english')}) as english_found
          union all select * from (${candidates('russian')}) as russian_found) as found
    cross join words cross join categories
    where words.id = found.id and categories.id = words.category_id`.execute(db);
  const found: Record<SearchSide, CandidateWordRecord[]> = { english: [], russian: [] };
  const lowersHere = !isPostgres(db);
  for (const row of rows) {
    // Built field by field, not as { ...row, english_key, … }: spreading a driver's row object into
    // a literal with more fields gave every copy a hidden class of its own (V8), which outlived the
    // request; young-generation collections then took 6–10 ms instead of under 1 (measured with
    // --trace-gc on the bench's substring searches), a stall every request waiting behind it shares.
    found[row.side].push({
      id: row.id,
      english: row.english,
      russian: row.russian,
      part_of_speech: row.part_of_speech,
      stressed: row.stressed,
      image_hash: row.image_hash,
      sound_hash: row.sound_hash,
      category: row.category,
      category_display_name: row.category_display_name,
      user_id: row.user_id,
      privacy: row.privacy,
      english_key: lowersHere ? row.english.toLowerCase() : row.english_key,
      russian_key: lowersHere ? row.russian.toLowerCase() : row.russian_key,
    });
  }
  return {
    english: found.english.length < cap ? found.english : null,
    russian: found.russian.length < cap ? found.russian : null,
  };
}
