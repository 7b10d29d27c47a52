import { ApiError } from '@/lib/api-client';

/** The server's own words for a failure when it gave some (`{ error }`), else the client's message. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
