/**
 * `GET /admin/users?search=&page=&limit=` → {users, total, filtered, filteredCapped, page, limit,
 * totalPages} (admin): one page of accounts, newest first, each with its live sessions. `total` counts every account, `filtered`
 * those the search matches, up to ADMIN_USER_COUNT_CAP (`filteredCapped` when more do; the pages
 * then end at the cap).
 */
import { queryOptions } from '@tanstack/react-query';
import { ROLES, type AdminUser, type AdminUserListItem, type AdminUsersResponse } from '@slovo/shared';
import { api, encodeQueryString } from '@/lib/api-client';
import { queryRetryDelay, shouldRetryQuery } from '@/lib/query-client';
import { arrayOf, expectShape, isBoolean, isCount, isInteger, isString, objectOf, oneOf } from '@/lib/response-shape';
import { adminUserKeys, type AdminUsersListParams } from './query-keys';

export const ADMIN_USER_SHAPE = {
  id: isInteger,
  username: isString,
  email: isString,
  role: oneOf(ROLES),
  created_at: isString,
};

const LIST_SHAPE = {
  users: arrayOf(objectOf({ ...ADMIN_USER_SHAPE, sessions: isCount })),
  total: isCount,
  filtered: isCount,
  filteredCapped: isBoolean,
  page: isInteger,
  limit: isInteger,
  totalPages: isCount,
};

/** The list's address: every parameter, the search only when there is one. */
export function adminUsersEndpoint({ search, page, limit }: AdminUsersListParams): string {
  const query = encodeQueryString([
    ['search', search.trim()],
    ['page', String(page)],
    ['limit', String(limit)],
  ]);
  return `/admin/users?${query}`;
}

export async function getAdminUsers(params: AdminUsersListParams, signal?: AbortSignal): Promise<AdminUsersResponse> {
  const answer = await api.get<unknown>(adminUsersEndpoint(params), { requiresAuth: true, signal });
  return expectShape<AdminUsersResponse>(answer, LIST_SHAPE);
}

/**
 * Spec §8: the user-list load retries up to 3 times, 1000 ms then ×2. Said here rather than left
 * to the app's defaults, because the spec names this call: the request client retries a 5xx or a
 * lost connection itself, and the query tries once more after anything else it may retry.
 */
export function adminUsersQuery(identity: string, params: AdminUsersListParams) {
  return queryOptions({
    queryKey: adminUserKeys.list(identity, params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    retry: shouldRetryQuery,
    retryDelay: queryRetryDelay,
  });
}

/** The list pages in the cache with `user` as the server now has it (its new role); its sessions as they were. */
export function withUpdatedUser(page: AdminUsersResponse | undefined, user: AdminUser): AdminUsersResponse | undefined {
  if (!page || !page.users.some((row) => row.id === user.id)) return page;
  const update = (row: AdminUserListItem): AdminUserListItem => (row.id === user.id ? { ...row, ...user } : row);
  return { ...page, users: page.users.map(update) };
}
