import type { WordSearchResponse } from '@slovo/shared';
import { WORD_SEARCH_RESULT_LIMIT } from '@slovo/shared';
import type { ServiceContext } from '../../context';
import { presentWordMatch } from './vocabulary.presenter';
import type { WordMatchRecord } from './word-search.repository';
import { findContainingMatches, findPrefixMatches } from './word-search.repository';

const byKeyThenId = (a: { key: string; row: WordMatchRecord }, b: { key: string; row: WordMatchRecord }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.id - b.row.id;

/**
 * Words of visible categories whose English or Russian contains `query` (already trimmed),
 * ignoring case (Cyrillic too). Words that start with it come first, then the other matches; each
 * group alphabetically by the side that matched (English when both do), at most 50 in all.
 *
 * The prefix group comes from two index range reads of at most 50 rows each, in one statement (the
 * best 50 of the union are among them). Only when fewer than 50 words start with the query does the
 * search look for words that merely contain it: through the trigram indexes, or for one or two
 * characters an ordered index walk per side (see findContainingMatches).
 */
export async function searchWords(context: ServiceContext, query: string): Promise<WordSearchResponse> {
  const { db, actor: viewer } = context;
  const lowered = query.toLowerCase();
  const { english, russian } = await findPrefixMatches(db, viewer, lowered, WORD_SEARCH_RESULT_LIMIT);

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
    const { english: englishOthers, russian: russianOthers } = await findContainingMatches(db, viewer, query, wanted);
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
