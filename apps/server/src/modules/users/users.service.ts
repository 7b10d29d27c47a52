import type { Role } from '@slovo/shared';
import type { ServiceContext } from '../../context';
import { runVocabularyWrite } from '../vocabulary';
import type { UserDirectoryPage } from './user-directory.repository';
import { findUserPage, lockAdminIds } from './user-directory.repository';
import type { AccountRecord, NewUser, UserRecord } from './users.repository';
import {
  deleteUserById,
  emailExists,
  findCredentialsByLogin,
  findUserById,
  findUserByUsername,
  incrementTokenVersion,
  insertUser,
  updateUserPassword,
  updateUserRole,
  usernameExists,
} from './users.repository';

/**
 * Reading and changing accounts, for the features that own the rules about who may do it (auth:
 * registration and sign-in; start-up: the ADMIN_* account; later admin user management). These
 * check no permissions themselves.
 */

export type NewAccount = Omit<NewUser, 'now'>;

/** With the token version: the auth plugin compares it with the access token's. */
export const findUser = (context: ServiceContext, id: number): Promise<AccountRecord | undefined> => findUserById(context.db, id);

/** By username, ignoring letter case. */
export const findUserByName = (context: ServiceContext, username: string): Promise<UserRecord | undefined> =>
  findUserByUsername(context.db, username);

/** For sign-in only: the user with the password hash, by username or (when it has an @) email. */
export const findLoginCredentials = (
  context: ServiceContext,
  login: string,
): Promise<(AccountRecord & { password_hash: string }) | undefined> => findCredentialsByLogin(context.db, login);

export const isUsernameTaken = (context: ServiceContext, username: string): Promise<boolean> =>
  usernameExists(context.db, username);

export const isEmailTaken = (context: ServiceContext, email: string): Promise<boolean> => emailExists(context.db, email);

/** Inserts the account; a taken username or email surfaces as the unique violation (see db/errors.ts). */
export const createUser = (context: ServiceContext, account: NewAccount): Promise<AccountRecord> =>
  insertUser(context.db, { ...account, now: context.clock.now().toISOString() });

/**
 * False when the user does not exist (any more). Takes effect on their next request (see
 * plugins/auth.ts). A vocabulary write too: the lists' creator filter (admin or user) reads roles.
 */
export const setUserRole = (context: ServiceContext, id: number, role: Role): Promise<boolean> =>
  runVocabularyWrite(context.db, (trx) => updateUserRole(trx, id, role, context.clock.now().toISOString()));

export const setUserPassword = (context: ServiceContext, id: number, passwordHash: string): Promise<boolean> =>
  updateUserPassword(context.db, id, passwordHash, context.clock.now().toISOString());

/**
 * Every access token issued to the user so far stops working on its next request (401), whichever
 * instance it reaches: the version lives in the row the auth plugin reads. False when the user is gone.
 */
export const invalidateAccessTokens = (context: ServiceContext, id: number): Promise<boolean> =>
  incrementTokenVersion(context.db, id);

/** One page of the admins' user list (see findUserPage), newest first. */
export const listUserPage = (
  context: ServiceContext,
  page: { search: string; offset: number; limit: number },
): Promise<UserDirectoryPage> => findUserPage(context.db, page);

/**
 * The admins' ids, locked until the caller's transaction ends: a role change or a deletion that
 * checks "not the last admin" under this lock cannot race another one into leaving none.
 */
export const lockAdmins = (context: ServiceContext): Promise<number[]> => lockAdminIds(context.db);

/**
 * Deletes a user and everything they own (see the cascades in deleteUserById). Their categories
 * leave the vocabulary lists, so it is a vocabulary write: the cache drops them after the commit.
 */
export async function deleteUser(context: ServiceContext, id: number): Promise<boolean> {
  return runVocabularyWrite(context.db, (trx) => deleteUserById(trx, id));
}
