import { ApiError } from '@/lib/api-client';

/** The server's refusals that mean "sign in as an admin" (spec §6): they show the Authentication Required notice. */
const ADMIN_AUTH_ERRORS: readonly string[] = ['Access token required', 'Admin access required'];

export function isAdminAuthFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.status === 403) &&
    ADMIN_AUTH_ERRORS.includes(error.serverMessage ?? '')
  );
}

/** No session to send (signed out in another tab): spec §5's 'Please log in to …' texts, not a failure. */
export function isMissingSession(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'auth';
}
