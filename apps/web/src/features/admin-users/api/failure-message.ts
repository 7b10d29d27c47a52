import { ApiError } from '@/lib/api-client';

/**
 * Reason phrases of the statuses these routes answer: HTTP/2 answers carry no status text, so the
 * phrase comes from here rather than from the response.
 */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * What a failed admin user call tells the admin. The spec (§8) has them fail with 'HTTP {status}:
 * {statusText}'; the server's own `{error}` text ('The last admin cannot be demoted') says more,
 * so it wins when there is one. No answer at all (a timeout, no connection, no session) keeps the
 * request client's message.
 */
export function adminUserFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'http') return `HTTP ${error.status}: ${STATUS_TEXT[error.status] ?? 'Error'}`;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Something went wrong';
}

/** The server refused the caller as an admin (a role taken away in the meantime). */
export function isAdminRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 403;
}
