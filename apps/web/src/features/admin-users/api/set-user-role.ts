/** `PUT /admin/users/{id}/role` {role} → {message, user} (admin; never the caller's own role). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUsersResponse, Role, SetUserRoleResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isString, objectOf } from '@/lib/response-shape';
import { ADMIN_USER_SHAPE, withUpdatedUser } from './get-admin-users';
import { adminUserKeys } from './query-keys';

export interface SetUserRoleInput {
  id: number;
  role: Role;
}

export async function setUserRole({ id, role }: SetUserRoleInput): Promise<SetUserRoleResponse> {
  // Spec §7: the role is sent trimmed.
  const answer = await api.put<unknown>(`/admin/users/${id}/role`, { role: role.trim() }, { requiresAuth: true });
  return expectShape<SetUserRoleResponse>(answer, { message: isString, user: objectOf(ADMIN_USER_SHAPE) });
}

/**
 * Spec §4: the local list updates on success — the user's row shows the new role at once, on
 * every cached page — then the list (a role search may now match differently) and the audit log
 * are read again. Spec §8: role changes are not retried.
 */
export function useSetUserRoleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    retry: false,
    onSuccess: async ({ user }) => {
      client.setQueriesData<AdminUsersResponse>({ queryKey: adminUserKeys.lists }, (page) => withUpdatedUser(page, user));
      await client.invalidateQueries({ queryKey: adminUserKeys.all });
    },
  });
}
