import { z } from 'zod';
import { ROLES } from '../constants';
import {
  ADMIN_USER_PAGE_SIZES,
  ADMIN_USER_SEARCH_MAX_LENGTH,
  ADMIN_USERS_MESSAGES,
  AUDIT_ACTIONS,
  AUDIT_LOG_DEFAULT_LIMIT,
  AUDIT_LOG_MAX_LIMIT,
  DEFAULT_ADMIN_USER_PAGE_SIZE,
} from '../limits/admin-users';
import { passwordSchema, roleSchema } from './auth';

/**
 * API of admin user management (vocabulary-management.md §7 "Admin users"); every route is admin
 * only. Never any password material in an answer.
 */

/** §3 "Admin-view user". */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * A row of the user list: the account, and on how many devices it is signed in — its live
 * sessions (sign-ins whose refresh token is neither revoked nor expired). Not in the spec.
 */
export const adminUserListItemSchema = adminUserSchema.extend({ sessions: z.number().int().nonnegative() });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/**
 * GET /admin/users: newest first. `search` (trimmed, case-insensitive) matches usernames and emails —
 * anywhere from ADMIN_USER_SUBSTRING_MIN_LENGTH characters on, at their start below that — and the
 * role whose name starts with it ("adm" lists the admins).
 */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_USER_SEARCH_MAX_LENGTH, ADMIN_USERS_MESSAGES.searchTooLong).default(''),
  page: z.coerce
    .number({ error: ADMIN_USERS_MESSAGES.pageInvalid })
    .int(ADMIN_USERS_MESSAGES.pageInvalid)
    .min(1, ADMIN_USERS_MESSAGES.pageInvalid)
    .max(1_000_000, ADMIN_USERS_MESSAGES.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: ADMIN_USERS_MESSAGES.limitInvalid })
    .refine((value) => (ADMIN_USER_PAGE_SIZES as readonly number[]).includes(value), ADMIN_USERS_MESSAGES.limitInvalid)
    .default(DEFAULT_ADMIN_USER_PAGE_SIZE),
  /** The client's cache-busting timestamp, ignored. */
  _t: z.string().optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/**
 * GET /admin/users: one page, with every account counted (`total`) and those the search matches
 * (`filtered`, exact up to ADMIN_USER_COUNT_CAP; when more match, `filtered` is the cap,
 * `filteredCapped` is true and `totalPages` covers the first ADMIN_USER_COUNT_CAP matches).
 */
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserListItemSchema),
  total: z.number().int(),
  filtered: z.number().int(),
  filteredCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.object({
  id: z.coerce
    .number({ error: ADMIN_USERS_MESSAGES.userIdInvalid })
    .int(ADMIN_USERS_MESSAGES.userIdInvalid)
    .positive(ADMIN_USERS_MESSAGES.userIdInvalid)
    .max(2_147_483_647, ADMIN_USERS_MESSAGES.userIdInvalid),
});

/** PUT /admin/users/{id}/role: the role, trimmed (the spec's client trims it), user or admin. */
export const setUserRoleRequestSchema = z.object({
  role: z
    .string({ error: ADMIN_USERS_MESSAGES.roleInvalid })
    .trim()
    .pipe(z.enum(ROLES, { error: ADMIN_USERS_MESSAGES.roleInvalid })),
});
export type SetUserRoleRequest = z.output<typeof setUserRoleRequestSchema>;

export const setUserRoleResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export type SetUserRoleResponse = z.infer<typeof setUserRoleResponseSchema>;

/** POST /admin/users/{id}/reset-password: the registration's password rules. */
export const resetUserPasswordRequestSchema = z.object({ newPassword: passwordSchema });
export type ResetUserPasswordRequest = z.infer<typeof resetUserPasswordRequestSchema>;

/** One entry of the audit log: who did what to whom, with the names as they were at the time. */
export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor_id: z.number().int().nullable(),
  actor_username: z.string(),
  target_id: z.number().int(),
  target_username: z.string(),
  /** role_changed: the roles before and after. */
  from_role: roleSchema.nullable(),
  to_role: roleSchema.nullable(),
  /** class_deleted: the class's name (absent or null otherwise). */
  detail: z.string().nullish(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET /admin/audit-log: the newest entries first. */
export const auditLogQuerySchema = z.object({
  limit: z.coerce
    .number({ error: ADMIN_USERS_MESSAGES.auditLimitInvalid })
    .int(ADMIN_USERS_MESSAGES.auditLimitInvalid)
    .min(1, ADMIN_USERS_MESSAGES.auditLimitInvalid)
    .max(AUDIT_LOG_MAX_LIMIT, ADMIN_USERS_MESSAGES.auditLimitInvalid)
    .default(AUDIT_LOG_DEFAULT_LIMIT),
});

export const auditLogResponseSchema = z.object({ entries: z.array(auditLogEntrySchema) });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
