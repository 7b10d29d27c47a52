import type { WordSearchResponse } from '@slovo/shared';
import { WORD_SEARCH_RESULT_LIMIT } from '@slovo/shared';
import type { ServiceContext } from '../../context';
import { isPostgres } from '../../db/dialect';
import type { DbExecutor } from '../../db/transaction';
import { filterVisible } from './category-lookup.service';
import { presentWordMatch } from './vocabulary.presenter';
import type {
  CandidateWordRecord,
  MatchesBySide,
  SearchSide,
  TrigramCandidates,
  WordMatchRecord,
} from './word-search.repository';
import { DENSE_MATCHES, findContainingMatches, findPrefixMatches, findWordsContaining } from './word-search.repository';

const byKeyThenId = (a: { key: string; row: WordMatchRecord }, b: { key: string; row: WordMatchRecord }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.id - b.row.id;

/**
 * From this many characters on, the search asks the trigram indexes first: most such queries are
 * contained in few words (the bench's new 5-letter queries: a few dozen), and then those words,
 * read in the same statement, answer the whole search — one statement instead of three.
 */
const CANDIDATES_FIRST_MIN_LENGTH = 4;

/**
 * Whether the database's lower() lowers `query` exactly as toLowerCase() does, so a word's
 * database-lowered side starts with or contains the database-lowered query exactly when it does
 * so with query.toLowerCase(). On SQLite lower() is toLowerCase (database.ts). On PostgreSQL the
 * locale decides: ASCII without capitals and Cyrillic lower alike in every locale (a Turkish
 * locale lowers the capital I otherwise), anything else goes the way of the statements.
 */
const lowersAlike = (db: DbExecutor, query: string): boolean =>
  !isPostgres(db) || /^[\u0020-\u0040\u005b-\u007e\u0400-\u04ff]*$/.test(query);

/** UTF-16 code units mapped so that they compare in code-point order (the databases' binary and "C" order). */
const codePointRank = (unit: number): number => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/** Code-point order, as SQLite compares text and PostgreSQL under the "C" collation. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const left = a.charCodeAt(index);
    const right = b.charCodeAt(index);
    if (left !== right) return codePointRank(left) - codePointRank(right);
  }
  return a.length - b.length;
}

/**
 * Each side's matches among the candidate words, as the statements would answer them: filtered,
 * ordered by the side's lowered text in code-point order then id, at most `limit`. (Only the fields
 * of a WordMatchRecord reach the answer: presentWordMatch picks them.)
 */
function matchesAmong(
  words: readonly CandidateWordRecord[],
  limit: number,
  matches: (word: CandidateWordRecord, side: SearchSide) => boolean,
): MatchesBySide {
  const side = (name: SearchSide) => {
    const key = (word: CandidateWordRecord) => (name === 'english' ? word.english_key : word.russian_key);
    return words
      .filter((word) => matches(word, name))
      .sort((a, b) => compareCodePoints(key(a), key(b)) || a.id - b.id)
      .slice(0, limit);
  };
  return { english: side('english'), russian: side('russian') };
}

/**
 * Words of visible categories whose English or Russian contains `query` (already trimmed),
 * ignoring case (Cyrillic too). Words that start with it come first, then the other matches; each
 * group alphabetically by the side that matched (English when both do), at most 50 in all.
 *
 * The prefix group comes from two index range reads of at most 50 rows each, in one statement (the
 * best 50 of the union are among them). Only when fewer than 50 words start with the query does the
 * search look for words that merely contain it: through the trigram indexes, or for one or two
 * characters an ordered index walk per side (see findContainingMatches).
 *
 * A query of CANDIDATES_FIRST_MIN_LENGTH characters or more asks the trigram indexes first, for the
 * words themselves. When neither side is dense (DENSE_MATCHES), every word that starts with or
 * contains the query is among them, so both groups are picked from them here (visibility too),
 * exactly as the statements would pick them; a dense side goes the way of the statements.
 */
export async function searchWords(
  context: ServiceContext,
  query: string,
  // Off only in the test that compares both ways of answering.
  { candidatesFirst = true }: { candidatesFirst?: boolean } = {},
): Promise<WordSearchResponse> {
  const { db, actor: viewer } = context;
  const lowered = query.toLowerCase();
  let candidates: TrigramCandidates | undefined;
  if (candidatesFirst && [...lowered].length >= CANDIDATES_FIRST_MIN_LENGTH && lowersAlike(db, query)) {
    const found = await findWordsContaining(db, query, DENSE_MATCHES);
    candidates = {
      english: found.english && found.english.map((word) => word.id),
      russian: found.russian && found.russian.map((word) => word.id),
    };
    if (found.english !== null && found.russian !== null) {
      // Each word once (it may contain the query on both sides), if the caller may see its category.
      const byId = new Map([...found.english, ...found.russian].map((word) => [word.id, word]));
      const words = await filterVisible(db, viewer, [...byId.values()]);
      const containsQuery = (word: CandidateWordRecord, side: SearchSide) =>
        (side === 'english' ? word.english_key : word.russian_key).includes(lowered);
      return answer(
        matchesAmong(words, WORD_SEARCH_RESULT_LIMIT, (word, side) =>
          (side === 'english' ? word.english_key : word.russian_key).startsWith(lowered),
        ),
        (wanted) =>
          // As findContainingMatches: the Russian side leaves out words whose English contains it too.
          matchesAmong(
            words,
            wanted,
            (word, side) => containsQuery(word, side) && (side === 'english' || !containsQuery(word, 'english')),
          ),
      );
    }
  }
  return answer(await findPrefixMatches(db, viewer, lowered, WORD_SEARCH_RESULT_LIMIT), (wanted) =>
    findContainingMatches(db, viewer, query, wanted, candidates),
  );
}

/** The answer from each side's prefix matches and, when they are fewer than 50, each side's substring matches. */
async function answer(
  prefixMatchesBySide: MatchesBySide,
  containingMatches: (wanted: number) => MatchesBySide | Promise<MatchesBySide>,
): Promise<WordSearchResponse> {
  const { english, russian } = prefixMatchesBySide;
  const prefixMatches = new Map<number, { key: string; row: WordMatchRecord }>();
  for (const row of english) prefixMatches.set(row.id, { key: row.english.toLowerCase(), row });
  for (const row of russian) {
    if (!prefixMatches.has(row.id)) prefixMatches.set(row.id, { key: row.russian.toLowerCase(), row });
  }
  const results = [...prefixMatches.values()]
    .sort(byKeyThenId)
    .slice(0, WORD_SEARCH_RESULT_LIMIT)
    .map((match) => presentWordMatch(match.row));

  const missing = WORD_SEARCH_RESULT_LIMIT - results.length;
  if (missing > 0) {
    // Every prefix match is known here (each side returned fewer than the limit), so asking each
    // side for `missing + known` matches leaves at least `missing` after removing the known ones.
    const wanted = missing + prefixMatches.size;
    const { english: englishOthers, russian: russianOthers } = await containingMatches(wanted);
    const others = [
      ...englishOthers.map((row) => ({ key: row.english.toLowerCase(), row })),
      ...russianOthers.map((row) => ({ key: row.russian.toLowerCase(), row })),
    ].filter((match) => !prefixMatches.has(match.row.id));
    results.push(
      ...others
        .sort(byKeyThenId)
        .slice(0, missing)
        .map((match) => presentWordMatch(match.row)),
    );
  }
  return { results };
}
