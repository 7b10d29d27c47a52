/**
 * What a restart must show, read from the database itself (not through the API, which could hide a
 * broken row): the engine's own integrity check, trigger-kept counts that agree with the rows, no
 * import half-written, and every acknowledged write.
 */
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { GameId } from '@slovo/shared';
import type { DatabaseTarget } from '../../apps/server/src/config';
import { IMPORT_WORDS, LEARNER_CATEGORY } from './crash-workload';
import type { Ledger } from './crash-workload';

export interface CheckResult {
  integrityProblems: string[];
  partialImports: string[];
  lost: string[];
}

interface Rows {
  integrityProblems: string[];
  /** Categories whose stored word_count differs from their rows (the triggers keep it in the same transaction). */
  countMismatches: number;
  learnerWords: string[];
  importedWordCounts: Array<{ name: string; words: number }>;
  scores: Array<{ game_id: GameId; score: number }>;
}

const COUNT_MISMATCHES = `select count(*) as n from categories c
  where c.word_count <> (select count(*) from words w where w.category_id = c.id)`;
// By the name the learner gave it: a learner's category key carries a random suffix (issue 30 §2).
const LEARNER_WORDS = `select w.english from words w join categories c on c.id = w.category_id
  where c.user_id = $1 and c.display_name = $2`;
const IMPORTED = `select c.name, (select count(*) from words w where w.category_id = c.id) as words
  from categories c where c.name like 'crash-import-%'`;
const SCORES = 'select game_id, score from game_progress where user_id = $1';

/**
 * SQLite's integrity_check recomputes the indexes on lower(russian); it needs the server's
 * Unicode-aware lower() (apps/server/src/db/database.ts) or it reports every Cyrillic capital.
 */
function readSqlite(path: string, userId: number): Rows {
  const database = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    const options = { deterministic: true };
    database.function('lower', options, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value) as never);
    database.function('upper', options, (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value) as never);
    const positional = (text: string) => text.replace(/\$\d/g, '?');
    return {
      integrityProblems: (database.pragma('integrity_check') as Array<{ integrity_check: string }>)
        .map((row) => row.integrity_check)
        .filter((result) => result !== 'ok'),
      countMismatches: (database.prepare(COUNT_MISMATCHES).get() as { n: number }).n,
      learnerWords: (database.prepare(positional(LEARNER_WORDS)).all(userId, LEARNER_CATEGORY) as Array<{ english: string }>).map(
        (row) => row.english,
      ),
      importedWordCounts: database.prepare(IMPORTED).all() as Rows['importedWordCounts'],
      scores: database.prepare(positional(SCORES)).all(userId) as Rows['scores'],
    };
  } finally {
    database.close();
  }
}

/**
 * PostgreSQL has no integrity_check; amcheck's bt_index_check verifies every B-tree index of the
 * schema against its ordering invariants (the heap itself is protected by the WAL and checksummed
 * pages where enabled). The extension ships with PostgreSQL; creating it needs a superuser.
 */
async function readPostgres(url: string, userId: number): Promise<Rows> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const integrityProblems: string[] = [];
    try {
      await client.query('create extension if not exists amcheck');
      const indexes = await client.query<{ name: string }>(`select c.relname as name from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace
        where am.amname = 'btree' and n.nspname = current_schema()`);
      for (const { name } of indexes.rows) {
        await client.query('select bt_index_check($1::regclass, true)', [name]).catch((error: Error) => {
          integrityProblems.push(`${name}: ${error.message}`);
        });
      }
    } catch (error) {
      integrityProblems.push(`amcheck unavailable: ${(error as Error).message}`);
    }
    const count = await client.query<{ n: string }>(COUNT_MISMATCHES);
    const words = await client.query<{ english: string }>(LEARNER_WORDS, [userId, LEARNER_CATEGORY]);
    const imported = await client.query<{ name: string; words: string }>(IMPORTED);
    const scores = await client.query<{ game_id: GameId; score: number }>(SCORES, [userId]);
    return {
      integrityProblems,
      countMismatches: Number(count.rows[0]?.n ?? 0),
      learnerWords: words.rows.map((row) => row.english),
      importedWordCounts: imported.rows.map((row) => ({ name: row.name, words: Number(row.words) })),
      scores: scores.rows,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkDatabase(target: DatabaseTarget, userId: number, ledger: Ledger): Promise<CheckResult> {
  const rows = target.kind === 'sqlite' ? readSqlite(target.path, userId) : await readPostgres(target.url, userId);
  const integrityProblems = [...rows.integrityProblems];
  if (rows.countMismatches > 0)
    integrityProblems.push(`${rows.countMismatches} categories whose word_count differs from their words`);

  const imported = new Map(rows.importedWordCounts.map((row) => [row.name, row.words]));
  const partialImports = [...imported]
    .filter(([, words]) => words !== IMPORT_WORDS)
    .map(([name, words]) => `${name}: ${words} words`);

  const lost: string[] = [];
  const words = new Set(rows.learnerWords);
  for (const english of ledger.ackedWords) if (!words.has(english)) lost.push(`word "${english}"`);
  for (const name of ledger.ackedImports) if (imported.get(name) !== IMPORT_WORDS) lost.push(`import ${name}`);
  for (const name of imported.keys()) if (!ledger.attemptedImports.has(name)) lost.push(`import ${name} was never sent`);
  const scores = new Map(rows.scores.map((row) => [row.game_id, row.score]));
  for (const [game, possible] of ledger.possibleScores) {
    const stored = scores.get(game);
    const missing = stored === undefined ? ledger.ackedGames.has(game) : !possible.has(stored);
    if (missing) lost.push(`progress ${game}: stored ${stored ?? 'nothing'}, expected one of ${[...possible].join(', ')}`);
  }
  return { integrityProblems, partialImports, lost };
}
