import type { Role } from '@slovo/shared';
import type { UserRow } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import type { VocabularyWriteTransaction } from '../vocabulary';
import { emailKey, usernameKey } from './user-keys';

/** A user as the application sees it: never the password hash, nor the token version (an auth detail). */
export type UserRecord = Omit<UserRow, 'password_hash' | 'username_key' | 'email_key' | 'token_version'>;

/** A user with the version their access tokens must carry (migration 0007): what sign-in and the auth plugin read. */
export type AccountRecord = UserRecord & Pick<UserRow, 'token_version'>;

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'role', 'avatar', 'created_at', 'updated_at'] as const;
const ACCOUNT_COLUMNS = [...PUBLIC_COLUMNS, 'token_version'] as const;

export async function findUserById(db: DbExecutor, id: number): Promise<AccountRecord | undefined> {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findUserByUsername(db: DbExecutor, username: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

/** For login only: the one read that includes the password hash. */
export async function findCredentialsByLogin(
  db: DbExecutor,
  login: string,
): Promise<(AccountRecord & { password_hash: string }) | undefined> {
  const column = login.includes('@') ? 'email_key' : 'username_key';
  const key = column === 'email_key' ? emailKey(login) : usernameKey(login);
  return db
    .selectFrom('users')
    .select([...ACCOUNT_COLUMNS, 'password_hash'])
    .where(column, '=', key)
    .executeTakeFirst();
}

export async function usernameExists(db: DbExecutor, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username_key', '=', usernameKey(username)).executeTakeFirst();
  return row !== undefined;
}

export async function emailExists(db: DbExecutor, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email_key', '=', emailKey(email)).executeTakeFirst();
  return row !== undefined;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  now: string;
}

export async function insertUser(db: DbExecutor, user: NewUser): Promise<AccountRecord> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      username_key: usernameKey(user.username),
      email: user.email,
      email_key: emailKey(user.email),
      password_hash: user.passwordHash,
      role: user.role,
      avatar: null,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateUserRole(db: DbExecutor, id: number, role: Role, now: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateUserPassword(db: DbExecutor, id: number, passwordHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One more than before: every access token carrying an older version is refused from now on. */
export async function incrementTokenVersion(db: DbExecutor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes the user; their refresh tokens, categories, words, sessions and progress cascade. Their
 * categories leave the vocabulary lists, hence the vocabulary write transaction.
 */
export async function deleteUserById(trx: VocabularyWriteTransaction, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
