import { ApiError, statusText } from '@/lib/api-client';

/**
 * What a failed admin user call tells the admin: spec §8's 'HTTP {status}: {statusText}', followed
 * by the server's own reason when it sent one ('HTTP 409: Conflict - The last admin cannot be
 * demoted'), as the personal manager's calls read. No answer at all (a timeout, no connection, no
 * session) keeps the request client's message.
 */
export function adminUserFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const reason = error.serverMessage ? ` - ${error.serverMessage}` : '';
    return `HTTP ${error.status}: ${statusText(error.status) || 'Error'}${reason}`;
  }
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Something went wrong';
}

/** The server refused the caller as an admin (a role taken away in the meantime). */
export function isAdminRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 403;
}
