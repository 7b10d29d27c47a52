import { localizeServerText, messagesNow } from '@/i18n';
import { ApiError, statusText } from '@/lib/api-client';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';

/**
 * What a failed admin user call tells the admin: spec §8's 'HTTP {status}: {statusText}', followed
 * by the server's own reason when it sent one ('HTTP 409: Conflict - The last admin cannot be
 * demoted'), as the personal manager's calls read. No answer at all (a timeout, no connection, no
 * session) keeps the request client's message. The server's and the client's texts show in the
 * interface language where the shared messages know them; 'HTTP 409: Conflict' stays as HTTP says it.
 */
export function adminUserFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const reason = error.serverMessage ? ` - ${localizeServerText(error.serverMessage)}` : '';
    return `HTTP ${error.status}: ${statusText(error.status) || 'Error'}${reason}`;
  }
  if (error instanceof ApiError) return localizeServerText(error.serverMessage ?? error.message);
  if (error instanceof Error && error.message) return localizeServerText(error.message);
  return typeof error === 'string' && error ? localizeServerText(error) : messagesNow(ADMIN_USERS_TEXT).somethingWentWrong;
}

/** The server refused the caller as an admin (a role taken away in the meantime). */
export function isAdminRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 403;
}
