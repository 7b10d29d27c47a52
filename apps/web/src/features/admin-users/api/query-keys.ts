/** One page of the account list: the key's part that differs between list pages. */
export interface AdminUsersListParams {
  /** Trimmed; '' lists everyone. */
  search: string;
  page: number;
  limit: number;
}

/**
 * Every query of the screen lives under ['admin-users', …], so one invalidation after a write
 * reaches the list pages and the audit log. `identity` ('user:<id>') is the signed-in admin: one
 * admin's cached answers are never shown to the next account signed in on this browser.
 */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: ['admin-users', 'list'] as const,
  list: (identity: string, params: AdminUsersListParams) => ['admin-users', 'list', identity, params] as const,
  auditLogs: ['admin-users', 'audit-log'] as const,
  auditLog: (identity: string) => ['admin-users', 'audit-log', identity] as const,
};
