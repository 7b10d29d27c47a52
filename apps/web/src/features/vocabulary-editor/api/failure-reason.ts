import { localizeServerText, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError, statusText } from '@/lib/api-client';

/**
 * The {reason} of 'Failed to … category: {reason}' (spec §8). A non-OK reply on the personal
 * create, rename and delete calls reads 'HTTP {status}: {statusText} - {body}', the body being
 * the server's own message; anything else (no connection, a timeout, an expired session, an
 * answer of the wrong shape) is the request client's message. An answer of an unexpected shape
 * gives no reason: the message is then the bare form ('Failed to create category').
 * In Russian the server's text is translated when it is one of the shared messages; the English
 * form stays exactly the spec's.
 */
export function writeFailureReason(error: unknown): string {
  if (isUnexpectedAnswer(error)) return '';
  if (error instanceof ApiError && error.kind === 'http') {
    const body = error.serverMessage ?? (typeof error.body === 'string' ? error.body : '');
    const MY_VOCABULARY_MESSAGES = messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
    return MY_VOCABULARY_MESSAGES.httpFailure(error.status, statusText(error.status), localizeServerText(body)).trim();
  }
  return errorMessage(error);
}

/**
 * The plain message of a failure: the server's text when it sent one, else the error's own ('' for a
 * malformed answer), in the interface language when it is one of the shared messages.
 */
export function errorMessage(error: unknown): string {
  if (isUnexpectedAnswer(error)) return '';
  if (error instanceof ApiError) return localizeServerText(error.serverMessage ?? error.message);
  if (error instanceof Error) return localizeServerText(error.message);
  return typeof error === 'string' ? localizeServerText(error) : '';
}

/** The request client refused the answer's shape (expectShape). */
function isUnexpectedAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'validation';
}
