import type {
  AdminUsersQuery,
  AdminUsersResponse,
  AuditLogResponse,
  MessageResponse,
  Role,
  SetUserRoleResponse,
} from '@slovo/shared';
import { ADMIN_USERS_MESSAGES } from '@slovo/shared';
import { conflict, forbidden, notFound } from '../../app-error';
import type { AuthUser, ServiceContext } from '../../context';
import { AUTH_ERRORS, inTransaction, requireActor } from '../../context';
import { withTransaction } from '../../db/transaction';
import { countSessions, endAllSessions, hashPassword, reissueAccessTokens } from '../auth';
import type { UserRecord } from '../users';
import { deleteUser, findUser, listUserPage, lockAdmins, setUserPassword, setUserRole } from '../users';
import { presentAdminUser, presentAdminUserRow, presentAuditEntry } from './admin-users.presenter';
import type { NewAuditEntry } from './audit-log.repository';
import { findRecentAuditEntries, insertAuditEntry } from './audit-log.repository';

/**
 * Admin user management (vocabulary-management.md §2, §7 "Admin users"). The routes let only admins
 * in; the rules a self-hosted product needs are kept here, under a lock on the admins' rows, so two
 * admins acting at the same moment cannot get around them:
 * - the last admin can never be demoted or deleted (409);
 * - nobody changes their own role or deletes their own account (409) — with the rule above, and an
 *   actor who must still be an admin, no admin can be left without another;
 * - an admin demoted a moment ago can no longer act (403), even with a request already under way;
 * - every role change, password reset, sign-out everywhere and deletion is written to the audit log
 *   in the same transaction, with both usernames copied in.
 * Changes take effect on the user's next request: the auth plugin reads the account every time, and
 * a role change or password reset also makes every access token issued before it answer 401 (the
 * client refreshes into a token with the new role; after a reset it must sign in again).
 */

const M = ADMIN_USERS_MESSAGES;

export async function listUsers(context: ServiceContext, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const { search, page, limit } = query;
  const { users, total, filtered, filteredCapped } = await listUserPage(context, { search, offset: (page - 1) * limit, limit });
  // One grouped read for the page's users (at most 100) beside the list's own reads.
  const sessions = await countSessions(
    context,
    users.map((user) => user.id),
  );
  return {
    users: users.map((user) => presentAdminUserRow(user, sessions.get(user.id) ?? 0)),
    total,
    filtered,
    filteredCapped,
    page,
    limit,
    totalPages: Math.ceil(filtered / limit),
  };
}

/** What an admin's change works with, inside the transaction that holds the admins' rows. */
interface LockedTarget {
  tx: ServiceContext;
  actor: AuthUser;
  /** The target as it is now. */
  target: UserRecord;
  /** The target is the only admin left. */
  isLastAdmin: boolean;
  /** Writes the change to the audit log, in the same transaction. */
  record(entry: Pick<NewAuditEntry, 'action' | 'fromRole' | 'toRole'>): Promise<void>;
}

/**
 * Runs `work` in one transaction holding the admins' rows, once the caller is known to be an admin
 * still (403 otherwise) and the target to exist (404 otherwise).
 */
async function withAdminLock<T>(
  context: ServiceContext,
  targetId: number,
  work: (locked: LockedTarget) => Promise<T>,
): Promise<T> {
  const actor = requireActor(context);
  return withTransaction(context.db, async (trx) => {
    const tx = inTransaction(context, trx);
    const adminIds = await lockAdmins(tx);
    if (!adminIds.includes(actor.id)) throw forbidden(AUTH_ERRORS.adminRequired);
    const target = await findUser(tx, targetId);
    if (!target) throw notFound(M.userNotFound);
    const record: LockedTarget['record'] = (entry) =>
      insertAuditEntry(trx, {
        ...entry,
        actor: { id: actor.id, username: actor.username },
        target: { id: target.id, username: target.username },
        now: context.clock.now().toISOString(),
      });
    return work({ tx, actor, target, isLastAdmin: target.role === 'admin' && adminIds.length <= 1, record });
  });
}

export async function changeUserRole(context: ServiceContext, id: number, role: Role): Promise<SetUserRoleResponse> {
  return withAdminLock(context, id, async ({ tx, actor, target, isLastAdmin, record }) => {
    const answer = { message: M.roleUpdated, user: presentAdminUser({ ...target, role }) };
    if (target.role === role) return answer;
    // The sole admin demoting themselves learns the reason that matters most.
    if (isLastAdmin) throw conflict(M.lastAdminDemote);
    if (target.id === actor.id) throw conflict(M.cannotChangeOwnRole);
    if (!(await setUserRole(tx, id, role))) throw notFound(M.userNotFound);
    await reissueAccessTokens(tx, id);
    await record({ action: 'role_changed', fromRole: target.role, toRole: role });
    return answer;
  });
}

/** The registration's password rules (the route's schema); argon2id; every refresh token revoked. */
export async function resetUserPassword(context: ServiceContext, id: number, newPassword: string): Promise<MessageResponse> {
  // Hashed before the transaction: argon2 takes tens of milliseconds the lock need not wait for.
  const passwordHash = await hashPassword(newPassword);
  return withAdminLock(context, id, async ({ tx, record }) => {
    if (!(await setUserPassword(tx, id, passwordHash))) throw notFound(M.userNotFound);
    await endAllSessions(tx, id);
    await record({ action: 'password_reset' });
    return { message: M.passwordReset };
  });
}

/**
 * Every session of the account ends at once: its refresh tokens are revoked and its access tokens
 * refused from their next request, on every instance (endAllSessions). Any account, the admin's own
 * and the last admin's included: nothing is lost, and signing in again is always possible.
 */
export async function signOutUserEverywhere(context: ServiceContext, id: number): Promise<MessageResponse> {
  return withAdminLock(context, id, async ({ tx, record }) => {
    await endAllSessions(tx, id);
    await record({ action: 'signed_out_everywhere' });
    return { message: M.signedOutEverywhere };
  });
}

/** The account and everything it owns (categories, words, sessions, progress, tokens), in one transaction. */
export async function deleteUserAccount(context: ServiceContext, id: number): Promise<MessageResponse> {
  return withAdminLock(context, id, async ({ tx, actor, target, isLastAdmin, record }) => {
    if (isLastAdmin) throw conflict(M.lastAdminDelete);
    if (target.id === actor.id) throw conflict(M.cannotDeleteSelf);
    await record({ action: 'user_deleted' });
    if (!(await deleteUser(tx, id))) throw notFound(M.userNotFound);
    return { message: M.userDeleted };
  });
}

export async function listAuditLog(context: ServiceContext, limit: number): Promise<AuditLogResponse> {
  return { entries: (await findRecentAuditEntries(context.db, limit)).map(presentAuditEntry) };
}
