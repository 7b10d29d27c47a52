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

/** What a search means, decided once per request. */
interface SearchPlan {
  key: string;
  roles: Role[];
  /** The ids of the accounts the text matches, when few (SQLite: text of 3+ characters only). */
  candidateIds?: number[];
  /**
   * More than ADMIN_USER_COUNT_CAP accounts match, known without counting them all. The list then
   * tests each account as it walks the date order, which finds a page of common matches sooner
   * than any index.
   */
  dense?: boolean;
}

/** SQLite: whether more than ADMIN_USER_COUNT_CAP keys of one kind start with `key` (index-only counts). */
async function startsManyKeys(db: DbExecutor, key: string): Promise<boolean> {
  const upper = prefixUpperBound(key);
  for (const column of ['username_key', 'email_key'] as const) {
    const range =
      upper === null ? sql`${sql.ref(column)} >= ${key}` : sql`${sql.ref(column)} >= ${key} and ${sql.ref(column)} < ${upper}`;
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from (select 1 from users where ${range} limit ${ADMIN_USER_COUNT_CAP + 1})`.execute(db);
    if (Number(rows[0]?.count) > ADMIN_USER_COUNT_CAP) return true;
  }
  return false;
}

/**
 * SQLite: the ids of the accounts whose username or email key contains `key`, at most
 * ADMIN_USER_COUNT_CAP + 1, from the users_trigrams FTS5 table. A phrase query is the text itself
 * within one column, and the keys are lower-cased like the search, so its rows are the accounts
 * containing it (an instr() check on the accounts keeps the meaning exact all the same).
 */
async function accountsContaining(db: DbExecutor, key: string): Promise<number[]> {
  const phrase = `"${key.replaceAll('"', '""')}"`;
  const { rows } = await sql<{ id: number }>`
    select rowid as id from users_trigrams where users_trigrams match ${phrase} limit ${ADMIN_USER_COUNT_CAP + 1}`.execute(db);
  return rows.map((row) => row.id);
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
 * PostgreSQL: the ids of the accounts matching the text, at most ADMIN_USER_COUNT_CAP + 1. The GIN
 * trigram indexes are asked for at most three of its trigrams (its start, middle and end) rather
 * than all of them: a full email has 20-odd, and reading every one's list cost 4 ms per index
 * (measured at 100,000 accounts); the exact test then runs on the few rows they find.
 */
async function pgAccountsMatching(db: DbExecutor, key: string): Promise<number[]> {
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
    select id from users where ${probe} and ${pgTextMatches(key)} limit ${ADMIN_USER_COUNT_CAP + 1}`.execute(db);
  return rows.map((row) => row.id);
}

async function planSearch(db: DbExecutor, search: string, roleCounts: ReadonlyMap<Role, number>): Promise<SearchPlan> {
  // The keys are lower-cased by the app (user-keys.ts), so the search is lower-cased the same way.
  const key = emailKey(search);
  const roles = ROLES.filter((role) => role.startsWith(key));
  const roleMatches = roles.reduce((sum, role) => sum + (roleCounts.get(role) ?? 0), 0);
  if (roleMatches > ADMIN_USER_COUNT_CAP) return { key, roles, dense: true };
  if (isPostgres(db)) {
    const candidateIds = await pgAccountsMatching(db, key);
    return candidateIds.length > ADMIN_USER_COUNT_CAP ? { key, roles, dense: true } : { key, roles, candidateIds };
  }
  if ([...key].length < ADMIN_USER_SUBSTRING_MIN_LENGTH) return { key, roles, dense: await startsManyKeys(db, key) };
  const candidateIds = await accountsContaining(db, key);
  return candidateIds.length > ADMIN_USER_COUNT_CAP ? { key, roles, dense: true } : { key, roles, candidateIds };
}

/**
 * The accounts a search (trimmed, non-empty) matches, case-insensitively through the lower-cased
 * keys: from ADMIN_USER_SUBSTRING_MIN_LENGTH characters anywhere in the username or email, below that
 * at their start; and every account of a role whose name starts with it ("adm": the admins).
 * A rare text comes from the ids found beforehand (PostgreSQL: GIN trigram indexes of migration
 * 0006; SQLite: its FTS5 table), a rare prefix on SQLite from the keys' unique indexes; a common one
 * (`dense`) by testing each account as the date order is walked (on SQLite a unary + keeps it off
 * the indexes, which would make it collect every match before sorting them).
 */
function searchCondition(db: DbExecutor, eb: UsersEb, { key, roles, candidateIds, dense }: SearchPlan): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [];
  const substring = [...key].length >= ADMIN_USER_SUBSTRING_MIN_LENGTH;
  const column = (name: 'username_key' | 'email_key' | 'role') =>
    dense ? sql<string>`+${sql.ref(name)}` : sql<string>`${sql.ref(name)}`;
  if (isPostgres(db)) {
    // The matching ids when they are few; else the exact test as the date order is walked.
    conditions.push(candidateIds === undefined ? pgTextMatches(key) : sql<SqlBool>`users.id = any(${candidateIds})`);
  } else if (substring) {
    const contains = sql<SqlBool>`(instr(username_key, ${key}) > 0 or instr(email_key, ${key}) > 0)`;
    conditions.push(
      candidateIds === undefined
        ? contains
        : sql<SqlBool>`(users.id in (select value from json_each(${JSON.stringify(candidateIds)})) and ${contains})`,
    );
  } else {
    const upper = prefixUpperBound(key);
    for (const name of ['username_key', 'email_key'] as const) {
      const value = column(name);
      conditions.push(upper === null ? eb(value, '>=', key) : eb.and([eb(value, '>=', key), eb(value, '<', upper)]));
    }
  }
  if (roles.length > 0) conditions.push(eb(isPostgres(db) ? sql<string>`role` : column('role'), 'in', roles));
  return eb.or(conditions);
}

/** The accounts per role, from the counts of migration 0006. */
async function countByRole(db: DbExecutor): Promise<Map<Role, number>> {
  const rows = await db.selectFrom('user_counts').select(['role', 'count']).execute();
  return new Map(rows.map((row) => [row.role, Number(row.count)]));
}

/**
 * One page of the accounts, newest first, with the count of all accounts and of those the search
 * matches (up to ADMIN_USER_COUNT_CAP: one more is looked for, to know there are more). A page that
 * lies in the older half is read from the oldest end and turned round, so no page reads more than
 * half of the accounts' date index.
 */
export async function findUserPage(
  db: DbExecutor,
  { search, offset, limit }: { search: string; offset: number; limit: number },
): Promise<UserDirectoryPage> {
  const roleCounts = await countByRole(db);
  const total = [...roleCounts.values()].reduce((sum, count) => sum + count, 0);
  const plan = search === '' ? undefined : await planSearch(db, search, roleCounts);
  const matching = () => {
    const query = db.selectFrom('users');
    return plan === undefined ? query : query.where((eb) => searchCondition(db, eb, plan));
  };
  let filtered = total;
  let filteredCapped = false;
  if (plan?.dense) {
    filtered = ADMIN_USER_COUNT_CAP;
    filteredCapped = true;
  } else if (plan !== undefined) {
    const counted = await db
      .selectFrom(
        matching()
          .select('id')
          .limit(ADMIN_USER_COUNT_CAP + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    filteredCapped = Number(counted.count) > ADMIN_USER_COUNT_CAP;
    filtered = Math.min(Number(counted.count), ADMIN_USER_COUNT_CAP);
  }
  const end = Math.min(offset + limit, filtered);
  if (offset >= end) return { users: [], total, filtered, filteredCapped };

  const columns = ['id', 'username', 'email', 'role', 'created_at'] as const;
  const fromOldest = !filteredCapped && offset > filtered / 2;
  const order = fromOldest ? 'asc' : 'desc';
  const users = await matching()
    .select(columns)
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(end - offset)
    .offset(fromOldest ? filtered - end : offset)
    .execute();
  return { users: fromOldest ? users.reverse() : users, total, filtered, filteredCapped };
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
