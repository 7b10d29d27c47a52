import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError } from './api-error';

export type ErrorContext = 'categories' | 'words' | 'game';

const AUTH_FAILURE_PHRASES = ['unauthorized', 'access token required', 'invalid token', 'authentication failed'];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** HTTP status of an ApiError, or one named in a message like "HTTP 404: Not Found". */
function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status || undefined;
  const match = /\bHTTP (\d{3})\b/.exec(messageOf(error));
  return match ? Number(match[1]) : undefined;
}

function isNetworkFailure(error: unknown): boolean {
  // A timed-out request never reached a usable server either, so it gets the same advice.
  if (error instanceof ApiError) return error.kind === 'network' || error.kind === 'timeout';
  // What fetch itself throws when no connection could be made, across browsers.
  return error instanceof TypeError && /failed to fetch|networkerror|network request failed|load failed/i.test(error.message);
}

/**
 * True for failures caused by a missing or rejected session (spec §7): these are never shown to
 * the user, who gets sample data instead.
 */
export function isAuthFailure(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401 || status === 403) return true;
  const message = messageOf(error).toLowerCase();
  return AUTH_FAILURE_PHRASES.some((phrase) => message.includes(phrase));
}

/**
 * The friendly text for a failure (product-games-auth.md §8 "Friendly messages by cause"), in the
 * interface language.
 */
export function friendlyErrorMessage(error: unknown, context?: ErrorContext): string {
  const MESSAGES = messagesNow(SHARED_TEXT.MESSAGES);
  if (isNetworkFailure(error)) return MESSAGES.network;
  const status = statusOf(error);
  if (status === 404) return MESSAGES.notFound;
  if (status !== undefined && status >= 500) return MESSAGES.server;
  if (status !== undefined && status >= 400) return MESSAGES.badRequest;
  if (context === 'categories') return MESSAGES.categoriesFailed;
  if (context === 'words') return MESSAGES.wordsFailed;
  if (context === 'game') return MESSAGES.gameError;
  return MESSAGES.unknown;
}
