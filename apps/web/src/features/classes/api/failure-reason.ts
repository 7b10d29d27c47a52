import { ApiError } from '@/lib/api-client';
import { localizeServerText } from '@/i18n';

/**
 * The server's own words for a failure when it gave some (a refused join names its reason: a
 * wrong code, a full class, the hourly limit), in the interface language; else the client's.
 */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return localizeServerText(error.serverMessage ?? error.message);
  return error instanceof Error ? error.message : String(error);
}

/** The server refused with this very text (one of CLASS_MESSAGES, in English as it is sent). */
export const refusedWith = (error: unknown, message: string): boolean =>
  error instanceof ApiError && error.serverMessage === message;
