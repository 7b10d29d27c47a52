/** Public surface of the admin-users feature; app.ts mounts its routes from admin-users.routes.ts. */
// The audit log, for other admin actions written in their own transactions (a class's deletion).
export { insertAuditEntry } from './audit-log.repository';
