import type { Role } from '@slovo/shared';
import { ADMIN_USER_SUBSTRING_MIN_LENGTH, ROLES } from '@slovo/shared';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
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
  /** The accounts the search matches (`total` without a search). */
  filtered: number;
}

type UsersEb = ExpressionBuilder<Database, 'users'>;

/**
 * The accounts a search (trimmed, non-empty) matches, case-insensitively through the lower-cased
 * keys: from ADMIN_USER_SUBSTRING_MIN_LENGTH characters anywhere in the username or email, below that
 * at their start; and every account of a role whose name starts with it ("adm": the admins).
 *
 * Through the indexes of migration 0006: on PostgreSQL the keys' GIN trigram indexes serve both LIKE
 * forms; on SQLite the users_trigrams FTS5 table finds the ids containing the text (a phrase query:
 * the text itself, within one column), checked again with instr() so the meaning is exactly
 * "contains", and the unique key indexes serve the prefix ranges.
 */
function searchCondition(db: DbExecutor, eb: UsersEb, search: string): Expression<SqlBool> {
  // The keys are lower-cased by the app (user-keys.ts), so the search is lower-cased the same way.
  const key = emailKey(search);
  const conditions: Array<Expression<SqlBool>> = [];
  const substring = [...key].length >= ADMIN_USER_SUBSTRING_MIN_LENGTH;
  if (isPostgres(db)) {
    const pattern = substring ? `%${escapeLike(key)}%` : `${escapeLike(key)}%`;
    conditions.push(sql<SqlBool>`username_key like ${pattern} escape '\\'`, sql<SqlBool>`email_key like ${pattern} escape '\\'`);
  } else if (substring) {
    const phrase = `"${key.replaceAll('"', '""')}"`;
    conditions.push(
      sql<SqlBool>`(users.id in (select rowid from users_trigrams where users_trigrams match ${phrase})
        and (instr(username_key, ${key}) > 0 or instr(email_key, ${key}) > 0))`,
    );
  } else {
    const upper = prefixUpperBound(key);
    for (const column of ['username_key', 'email_key'] as const) {
      conditions.push(upper === null ? eb(column, '>=', key) : eb.and([eb(column, '>=', key), eb(column, '<', upper)]));
    }
  }
  const roles = ROLES.filter((role) => role.startsWith(key));
  if (roles.length > 0) conditions.push(eb('role', 'in', roles));
  return eb.or(conditions);
}

/**
 * One page of the accounts, newest first, with the count of all accounts and of those the search
 * matches. Three statements: a count of everything, a count of the matches (skipped without a
 * search) and the page.
 */
export async function findUserPage(
  db: DbExecutor,
  { search, offset, limit }: { search: string; offset: number; limit: number },
): Promise<UserDirectoryPage> {
  const matching = () => {
    const query = db.selectFrom('users');
    return search === '' ? query : query.where((eb) => searchCondition(db, eb, search));
  };
  const count = async (query: ReturnType<typeof matching>) =>
    Number((await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
  const total = await count(db.selectFrom('users'));
  const filtered = search === '' ? total : await count(matching());
  const users = await matching()
    .select(['id', 'username', 'email', 'role', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { users, total, filtered };
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
