/** `GET /admin/audit-log?limit=` → {entries} (admin): the newest role changes, password resets and deletions first. */
import { queryOptions } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_LOG_DEFAULT_LIMIT, ROLES, type AuditLogEntry, type AuditLogResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isInteger, isString, nullable, objectOf, oneOf } from '@/lib/response-shape';
import { adminUserKeys } from './query-keys';

const ENTRY = objectOf({
  id: isInteger,
  action: oneOf(AUDIT_ACTIONS),
  actor_id: nullable(isInteger),
  actor_username: isString,
  target_id: isInteger,
  target_username: isString,
  from_role: nullable(oneOf(ROLES)),
  to_role: nullable(oneOf(ROLES)),
  created_at: isString,
});

export async function getAuditLog(signal?: AbortSignal): Promise<AuditLogEntry[]> {
  const answer = await api.get<unknown>(`/admin/audit-log?limit=${AUDIT_LOG_DEFAULT_LIMIT}`, { requiresAuth: true, signal });
  return expectShape<AuditLogResponse>(answer, { entries: arrayOf(ENTRY) }).entries;
}

export function auditLogQuery(identity: string) {
  return queryOptions({
    queryKey: adminUserKeys.auditLog(identity),
    queryFn: ({ signal }) => getAuditLog(signal),
  });
}
