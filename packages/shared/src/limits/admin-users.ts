/**
 * Limits and texts of admin user management (/admin/users and /api/admin/…;
 * vocabulary-management.md §2 "Admin user management", §3 admin-view user, §5, §7 "Admin users", §8),
 * apart from the zod schemas (schemas/admin-users.ts) so the web app can use them without bundling
 * zod. Texts quoted by the spec are kept word for word; the others are marked "not in the spec".
 */

/** Page sizes of the user list (not in the spec: it lists every user; 100,000 accounts need pages). */
export const ADMIN_USER_PAGE_SIZES = [10, 20, 50, 100] as const;
export type AdminUserPageSize = (typeof ADMIN_USER_PAGE_SIZES)[number];
export const DEFAULT_ADMIN_USER_PAGE_SIZE: AdminUserPageSize = 20;

/** The longest search the list accepts (longer than any username or email; not in the spec). */
export const ADMIN_USER_SEARCH_MAX_LENGTH = 254;

/**
 * A search this long or longer matches anywhere in a username or email (through the trigram
 * indexes); a shorter one matches their beginnings, which an index answers at any size.
 */
export const ADMIN_USER_SUBSTRING_MIN_LENGTH = 3;

/**
 * A search's matches are counted exactly up to this many; above it the list says "1,000+" and its
 * pages end there (an admin looking for someone refines the search). Counting every match of a
 * search as common as "gmail" cost 5–15 ms per request at 100,000 accounts.
 */
export const ADMIN_USER_COUNT_CAP = 1_000;

/** Entries of the recent-changes panel (the audit log's newest first). */
export const AUDIT_LOG_DEFAULT_LIMIT = 20;
export const AUDIT_LOG_MAX_LIMIT = 100;

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'role_changed',
  'password_reset',
  'user_deleted',
  'signed_out_everywhere',
  'class_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ADMIN_USERS_MESSAGES = {
  // Successes (spec §8)
  roleUpdated: 'User role updated successfully',
  passwordReset: 'Password reset successfully',
  userDeleted: 'User deleted successfully',

  // Success of signing a user out on every device (not in the spec; issue 30 §2)
  signedOutEverywhere: 'User signed out on every device',

  // Server-side texts (not in the spec)
  userNotFound: 'User not found',
  roleInvalid: 'Role must be user or admin',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdminDemote: 'The last admin cannot be demoted',
  lastAdminDelete: 'The last admin cannot be deleted',
  searchTooLong: `Search must be at most ${ADMIN_USER_SEARCH_MAX_LENGTH} characters`,
  pageInvalid: 'page must be a whole number from 1',
  limitInvalid: `limit must be one of ${ADMIN_USER_PAGE_SIZES.join(', ')}`,
  auditLimitInvalid: `limit must be a whole number from 1 to ${AUDIT_LOG_MAX_LIMIT}`,
  userIdInvalid: 'User id must be a positive whole number',
} as const;
