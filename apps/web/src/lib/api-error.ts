import { localizeServerText, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';

/** Why a request failed: an HTTP answer, no answer at all, too slow, no usable session, or input/output of the wrong shape. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'auth' | 'validation';

export interface ApiErrorInit {
  status?: number;
  kind: ApiErrorKind;
  serverMessage?: string;
  body?: unknown;
  cause?: unknown;
}

/** The one error type the request client throws (apart from the caller's own AbortError). */
export class ApiError extends Error {
  /** HTTP status; 401 for a missing or expired session; 0 when no response arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's `error` (or `message`) text, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The parsed response body, for callers that need more than the message. */
  readonly body: unknown;
  /** How many times the request was sent before giving up (more than 1 after retries). */
  attempts = 1;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status ?? 0;
    this.kind = init.kind;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
  }
}

type StatusMessageKey = 'client401' | 'client403' | 'client404' | 'client429' | 'client500';

/** The secure client's status → message table (vocabulary-management.md §8), as keys of MESSAGES. */
const STATUS_MESSAGES: Readonly<Record<number, StatusMessageKey>> = {
  401: 'client401',
  403: 'client403',
  404: 'client404',
  429: 'client429',
  500: 'client500',
};

/**
 * An ApiError's message for a refused request: the table's text for its status, else the server's
 * own text, else 'HTTP {status}'. In the interface language: the table's texts are shared messages,
 * and so are most of the server's (localizeServerText finds them); English gives them unchanged.
 */
/**
 * A request that found no connection while the browser says it is offline: trying again cannot
 * help until the connection returns. (Online, a network failure may be the server's and pass.)
 */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network' && !navigator.onLine;
}

export function statusMessage(status: number, serverMessage?: string): string {
  const key = STATUS_MESSAGES[status];
  if (key !== undefined) return messagesNow(SHARED_TEXT.MESSAGES)[key];
  if (serverMessage !== undefined) return localizeServerText(serverMessage);
  return `HTTP ${status}`;
}

/**
 * Reason phrases of the statuses this API answers, for the spec's 'HTTP {status}: {statusText}'
 * messages. HTTP/2 answers carry no status text, so the phrase comes from here rather than from
 * the response; '' for a status not listed. They are the protocol's own names (RFC 9110), kept in
 * English in both interface languages, as browsers' developer tools show them.
 */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const statusText = (status: number): string => STATUS_TEXT[status] ?? '';

/** The `error` or `message` text of an error body such as `{ "error": "…" }`. */
export function serverMessageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return undefined;
}
