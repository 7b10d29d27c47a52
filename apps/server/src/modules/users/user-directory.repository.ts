import type { Role } from '@slovo/shared';
import { ADMIN_USER_COUNT_CAP, ADMIN_USER_SUBSTRING_MIN_LENGTH, ROLES } from '@slovo/shared';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, RawBuilder, SqlBool } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { escapeLike, prefixUpperBound } from '../../db/text-match';
import { emailKey } from './user-keys';

/** A row of the admins' user list: never the password hash. */
export interface UserListRecord {
  id: number;
  username: string;
  email: string;
  role: Role;
  created_at: string;
}

export interface UserDirectoryPage {
  users: UserListRecord[];
  /** Every account. */
  total: number;
  /** The accounts the search matches (`total` without a search), counted up to ADMIN_USER_COUNT_CAP. */
  filtered: number;
  /** More than ADMIN_USER_COUNT_CAP match: `filtered` is the cap. */
  filteredCapped: boolean;
}

type UsersEb = ExpressionBuilder<Database, 'users'>;

/** The matching accounts' ids newest first, or 'many' when more than ADMIN_USER_COUNT_CAP match. */
type Matches = number[] | 'many';

const CAP_PLUS_ONE = ADMIN_USER_COUNT_CAP + 1;

/** SQLite: whether more than ADMIN_USER_COUNT_CAP keys of one kind start with `key` (index-only counts). */
async function startsManyKeys(db: DbExecutor, key: string): Promise<boolean> {
  for (const column of ['username_key', 'email_key'] as const) {
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from (select 1 from users where ${keyRange(column, key)} limit ${CAP_PLUS_ONE})`.execute(db);
    if (Number(rows[0]?.count) > ADMIN_USER_COUNT_CAP) return true;
  }
  return false;
}

/** SQLite: `column` starts with `key`, as a range of its unique index. */
function keyRange(column: 'username_key' | 'email_key', key: string, { indexed = true } = {}): RawBuilder<SqlBool> {
  // A unary + keeps the planner off the index when the rows are walked in id order instead.
  const ref = indexed ? sql.ref(column) : sql`+${sql.ref(column)}`;
  const upper = prefixUpperBound(key);
  return upper === null ? sql<SqlBool>`${ref} >= ${key}` : sql<SqlBool>`(${ref} >= ${key} and ${ref} < ${upper})`;
}

/**
 * SQLite: the ids of the accounts whose username or email key matches `key` (contains it from
 * ADMIN_USER_SUBSTRING_MIN_LENGTH characters, else starts with it), newest first, at most
 * ADMIN_USER_COUNT_CAP + 1. Substrings come from the users_trigrams FTS5 table: a phrase query is the
 * text itself within one column, and the keys are lower-cased like the search, so its rows are the
 * accounts containing it, and FTS5 gives them in descending rowid (= id) order without sorting.
 */
async function sqliteTextMatches(db: DbExecutor, key: string): Promise<Matches> {
  if ([...key].length >= ADMIN_USER_SUBSTRING_MIN_LENGTH) {
    const phrase = `"${key.replaceAll('"', '""')}"`;
    const { rows } = await sql<{ id: number }>`
      select rowid as id from users_trigrams where users_trigrams match ${phrase}
      order by rowid desc limit ${CAP_PLUS_ONE}`.execute(db);
    return rows.length > ADMIN_USER_COUNT_CAP ? 'many' : rows.map((row) => row.id);
  }
  if (await startsManyKeys(db, key)) return 'many';
  const { rows } = await sql<{ id: number }>`
    select id from users where ${keyRange('username_key', key)}
    union select id from users where ${keyRange('email_key', key)}
    order by id desc`.execute(db);
  return rows.length > ADMIN_USER_COUNT_CAP ? 'many' : rows.map((row) => row.id);
}

/**
 * The search's text as the PostgreSQL planner cannot use an index for: what decides, row by row,
 * whether an account matches (starts with it below ADMIN_USER_SUBSTRING_MIN_LENGTH characters,
 * contains it from there).
 */
function pgTextMatches(key: string): RawBuilder<SqlBool> {
  return [...key].length >= ADMIN_USER_SUBSTRING_MIN_LENGTH
    ? sql<SqlBool>`(strpos(username_key, ${key}) > 0 or strpos(email_key, ${key}) > 0)`
    : sql<SqlBool>`(starts_with(username_key, ${key}) or starts_with(email_key, ${key}))`;
}

/**
 * PostgreSQL: the ids of the accounts matching the text, newest first, at most ADMIN_USER_COUNT_CAP
 * + 1. The GIN trigram indexes are asked for at most three of its trigrams (its start, middle and
 * end) rather than all of them: a full email has 20-odd, and reading every one's list cost 4 ms per
 * index (measured at 100,000 accounts); the exact test then runs on the few rows they find.
 */
async function pgTextMatchIds(db: DbExecutor, key: string): Promise<Matches> {
  const characters = [...key];
  let probe: RawBuilder<SqlBool>;
  if (characters.length >= ADMIN_USER_SUBSTRING_MIN_LENGTH) {
    const starts = [...new Set([0, Math.floor((characters.length - 3) / 2), characters.length - 3])];
    const patterns = starts.map((start) => `%${escapeLike(characters.slice(start, start + 3).join(''))}%`);
    const all = (column: 'username_key' | 'email_key') =>
      sql.join(
        patterns.map((pattern) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
        sql` and `,
      );
    probe = sql<SqlBool>`((${all('username_key')}) or (${all('email_key')}))`;
  } else {
    const pattern = `${escapeLike(key)}%`;
    probe = sql<SqlBool>`(username_key like ${pattern} escape '\\' or email_key like ${pattern} escape '\\')`;
  }
  const { rows } = await sql<{ id: number }>`
    select id from users where ${probe} and ${pgTextMatches(key)} limit ${CAP_PLUS_ONE}`.execute(db);
  return rows.length > ADMIN_USER_COUNT_CAP ? 'many' : rows.map((row) => row.id).sort(newestFirst);
}

const newestFirst = (a: number, b: number): number => b - a;

/** What a search means, decided once per request. */
interface Search {
  key: string;
  /** The roles whose name starts with the search ("adm": the admins). */
  roles: Role[];
}

/** The ids of every account the search matches (text or role), newest first, or 'many'. */
async function matchingIds(db: DbExecutor, { key, roles }: Search, roleCounts: ReadonlyMap<Role, number>): Promise<Matches> {
  const roleMatches = roles.reduce((sum, role) => sum + (roleCounts.get(role) ?? 0), 0);
  if (roleMatches > ADMIN_USER_COUNT_CAP) return 'many';
  const byText = await (isPostgres(db) ? pgTextMatchIds(db, key) : sqliteTextMatches(db, key));
  if (byText === 'many' || roleMatches === 0) return byText;
  const byRole = await db.selectFrom('users').select('id').where('role', 'in', roles).execute();
  const ids = [...new Set([...byText, ...byRole.map((row) => row.id)])];
  return ids.length > ADMIN_USER_COUNT_CAP ? 'many' : ids.sort(newestFirst);
}

/**
 * The exact test of a search, for walking the accounts newest first when many match: on SQLite
 * written so no index is used (it would collect every match before the id order could be walked).
 */
function walkCondition(db: DbExecutor, eb: UsersEb, { key, roles }: Search): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (isPostgres(db)) conditions.push(pgTextMatches(key));
  else if ([...key].length >= ADMIN_USER_SUBSTRING_MIN_LENGTH)
    conditions.push(sql<SqlBool>`(instr(username_key, ${key}) > 0 or instr(email_key, ${key}) > 0)`);
  else conditions.push(keyRange('username_key', key, { indexed: false }), keyRange('email_key', key, { indexed: false }));
  if (roles.length > 0) conditions.push(eb(isPostgres(db) ? sql<string>`role` : sql<string>`+role`, 'in', roles));
  return eb.or(conditions);
}

/** The accounts per role, from the counts of migration 0006. */
async function countByRole(db: DbExecutor): Promise<Map<Role, number>> {
  const rows = await db.selectFrom('user_counts').select(['role', 'count']).execute();
  return new Map(rows.map((row) => [row.role, Number(row.count)]));
}

const LIST_COLUMNS = ['id', 'username', 'email', 'role', 'created_at'] as const;

/**
 * One page of the accounts, newest first (registration order: the id, which also orders the FTS5
 * table's rowids and the primary key, so no page needs a sort), with the count of all accounts and
 * of those the search matches (up to ADMIN_USER_COUNT_CAP: "1,000+").
 *
 * A search (trimmed, non-empty) matches case-insensitively through the lower-cased keys: from
 * ADMIN_USER_SUBSTRING_MIN_LENGTH characters anywhere in the username or email, below that at their
 * start; and every account of a role whose name starts with it. When at most ADMIN_USER_COUNT_CAP
 * match, their ids are found first (PostgreSQL: GIN trigram indexes of migration 0006; SQLite: its
 * FTS5 table or the keys' unique indexes) and serve both the count and the page; when more match,
 * the accounts are walked newest first and tested one by one, which fills a page of a common match
 * sooner than any index. Without a search, a page in the older half is read from the oldest end.
 */
export async function findUserPage(
  db: DbExecutor,
  { search, offset, limit }: { search: string; offset: number; limit: number },
): Promise<UserDirectoryPage> {
  const roleCounts = await countByRole(db);
  const total = [...roleCounts.values()].reduce((sum, count) => sum + count, 0);
  if (search === '') {
    const end = Math.min(offset + limit, total);
    if (offset >= end) return { users: [], total, filtered: total, filteredCapped: false };
    const fromOldest = offset > total / 2;
    const order = fromOldest ? 'asc' : 'desc';
    const users = await db
      .selectFrom('users')
      .select(LIST_COLUMNS)
      .orderBy('id', order)
      .limit(end - offset)
      .offset(fromOldest ? total - end : offset)
      .execute();
    return { users: fromOldest ? users.reverse() : users, total, filtered: total, filteredCapped: false };
  }

  // The keys are lower-cased by the app (user-keys.ts), so the search is lower-cased the same way.
  const key = emailKey(search);
  const wanted: Search = { key, roles: ROLES.filter((role) => role.startsWith(key)) };
  const ids = await matchingIds(db, wanted, roleCounts);
  if (ids === 'many') {
    const end = Math.min(offset + limit, ADMIN_USER_COUNT_CAP);
    const users =
      offset >= end
        ? []
        : await db
            .selectFrom('users')
            .select(LIST_COLUMNS)
            .where((eb) => walkCondition(db, eb, wanted))
            .orderBy('id', 'desc')
            .limit(end - offset)
            .offset(offset)
            .execute();
    return { users, total, filtered: ADMIN_USER_COUNT_CAP, filteredCapped: true };
  }
  const pageIds = ids.slice(offset, offset + limit);
  const users =
    pageIds.length === 0
      ? []
      : await db.selectFrom('users').select(LIST_COLUMNS).where('id', 'in', pageIds).orderBy('id', 'desc').execute();
  return { users, total, filtered: ids.length, filteredCapped: false };
}

/**
 * The ids of every admin, locked until the transaction ends (PostgreSQL: FOR UPDATE, in id order so
 * two admins' transactions queue instead of deadlocking; a transaction that waited sees the roles
 * as committed by the one before it). SQLite runs one write transaction at a time anyway.
 */
export async function lockAdminIds(db: DbExecutor): Promise<number[]> {
  let query = db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id');
  if (isPostgres(db)) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}
