import { ApiError, statusText } from '@/lib/api-client';

/**
 * What a failed admin user call tells the admin. The spec (§8) has them fail with 'HTTP {status}:
 * {statusText}'; the server's own `{error}` text ('The last admin cannot be demoted') says more,
 * so it wins when there is one. No answer at all (a timeout, no connection, no session) keeps the
 * request client's message.
 */
export function adminUserFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'http') return `HTTP ${error.status}: ${statusText(error.status) || 'Error'}`;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Something went wrong';
}

/** The server refused the caller as an admin (a role taken away in the meantime). */
export function isAdminRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 403;
}
