import type { FastifyRequest } from 'fastify';
import { unauthorized } from './app-error';
import type { Clock } from './clock';
import type { DbExecutor } from './db/transaction';
import type { AuthUser } from './auth-user';
import { AUTH_ERRORS } from './auth-user';

// Who the caller is and what they may call belong to the context (auth-user.ts beside it), so that
// services, plugins and modules all read them from here and the context imports no plugin nor module.
export type { Access, AuthUser } from './auth-user';
export { ACCESS_LEVELS, AUTH_ERRORS } from './auth-user';

/**
 * Everything a service needs to know about the call it serves, passed first to every service. One
 * shape for every caller (a route, a start-up job, a test), so services never see Fastify and
 * permission and ownership rules always have the caller at hand.
 */
export interface ServiceContext {
  /** The database, or the open transaction the service must join. */
  db: DbExecutor;
  clock: Clock;
  /** The signed-in caller; null for anonymous callers and for work nobody asked for (start-up jobs). */
  actor: AuthUser | null;
  /** The caller's address (failed-login limits, audit entries); null outside a request. */
  ip: string | null;
}

/** The context of an HTTP request: the app's database and clock, the user the auth plugin loaded. */
export const contextOf = (request: FastifyRequest): ServiceContext => ({
  db: request.server.db,
  clock: request.server.clock,
  actor: request.user,
  ip: request.ip,
});

/** The context of work without a caller: start-up jobs, housekeeping, the auth plugin's user loader. */
export const systemContext = (db: DbExecutor, clock: Clock): ServiceContext => ({ db, clock, actor: null, ip: null });

/** The same caller inside a transaction: services given this context join that transaction. */
export const inTransaction = (context: ServiceContext, trx: DbExecutor): ServiceContext => ({ ...context, db: trx });

/** The signed-in caller, for services behind 'user' and 'admin' routes; 401 when there is none. */
export function requireActor(context: ServiceContext): AuthUser {
  if (!context.actor) throw unauthorized(AUTH_ERRORS.tokenRequired);
  return context.actor;
}
