import type { AdminUser, AdminUserListItem, AuditLogEntry } from '@slovo/shared';
import type { AuditLogRow } from '../../db/schema';
import type { UserListRecord } from '../users';

/** §3 "Admin-view user": what the admins' screen shows of an account, never password material. */
export const presentAdminUser = (user: UserListRecord): AdminUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  created_at: user.created_at,
});

/** A row of the user list: the account, and on how many devices it is signed in. */
export const presentAdminUserRow = (user: UserListRecord, sessions: number): AdminUserListItem => ({
  ...presentAdminUser(user),
  sessions,
});

export const presentAuditEntry = (row: AuditLogRow): AuditLogEntry => ({
  id: row.id,
  action: row.action,
  actor_id: row.actor_id,
  actor_username: row.actor_username,
  target_id: row.target_id,
  target_username: row.target_username,
  from_role: row.from_role,
  to_role: row.to_role,
  detail: row.detail,
  created_at: row.created_at,
});
