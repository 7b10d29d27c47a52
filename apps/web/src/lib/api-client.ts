/**
 * The secure request client (vocabulary-management.md §7–§8): every call to the API goes
 * through here so headers, credentials, the bearer token, the timeout, one refresh-and-retry on
 * 401, endpoint checks, body sanitising, retries for reads and error texts are the same everywhere.
 */
import { isSafeEndpoint, sanitizeRequestBody } from '@slovo/shared/rules/request-sanitize';
import { REQUEST_TIMEOUT_MS, RETRY } from '@slovo/shared';
import { currentLocale, loadServerTexts, messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError, isOfflineFailure, serverMessageOf, statusMessage } from './api-error';
import { getSessionHandler, type SessionHandler } from './auth-session';
import { REQUEST_TEXT } from './lib.i18n';

/** The client's own failure texts, in the interface language at the moment of the failure. */
const clientText = () => messagesNow(SHARED_TEXT.MESSAGES);

export { ApiError, isOfflineFailure, statusMessage, statusText } from './api-error';
export { friendlyErrorMessage, isAuthFailure } from './friendly-errors';
export { encodePathSegment, encodeQueryString } from '@slovo/shared/rules/request-sanitize';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON after sanitising. */
  body?: unknown;
  /** Sent as it is instead of a JSON body, as application/octet-stream (upload()) unless `fileType` says otherwise. */
  file?: Blob;
  /** The Content-Type of `file` (putFile(): the file's own type); application/octet-stream when absent. */
  fileType?: string;
  /** Refuse to send without a token. When false, a stored token is still sent if there is one. */
  requiresAuth?: boolean;
  /** Never send a token and never try a refresh (sign-in, registration, refresh, logout). */
  skipAuth?: boolean;
  /** The caller's cancellation (TanStack Query passes one); aborting rejects with the AbortError. */
  signal?: AbortSignal;
  /** Reads only: false turns retries off, a number sets the maximum (default RETRY.maxRetries). */
  retry?: boolean | number;
}

export type ReadOptions = Omit<RequestOptions, 'method' | 'body' | 'file' | 'fileType'>;

/** A file the server sent (a download): its bytes and the name its content-disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  /** A plain file name (no folders, no control or reserved characters); null when none was given. */
  fileName: string | null;
}

/** How a successful answer is read: parsed as JSON (or text), or kept whole as a file. */
type ResponseKind = 'json' | 'file';
export type WriteOptions = Omit<RequestOptions, 'method' | 'body' | 'file' | 'fileType' | 'retry'>;

type Timer = ReturnType<typeof setTimeout>;

export interface ApiClientDeps {
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Waits between retries. */
  sleep?: (ms: number) => Promise<void>;
  setTimeout?: (callback: () => void, ms: number) => Timer;
  clearTimeout?: (timer: Timer) => void;
  /** Where tokens come from and how a refresh is made; defaults to the installed session handler. */
  session?: () => SessionHandler;
  baseUrl?: string;
  timeoutMs?: number;
}

export interface ApiClient {
  request<T>(endpoint: string, options?: RequestOptions): Promise<T>;
  get<T>(endpoint: string, options?: ReadOptions): Promise<T>;
  post<T>(endpoint: string, body?: unknown, options?: WriteOptions): Promise<T>;
  put<T>(endpoint: string, body?: unknown, options?: WriteOptions): Promise<T>;
  patch<T>(endpoint: string, body?: unknown, options?: WriteOptions): Promise<T>;
  delete<T>(endpoint: string, options?: WriteOptions & { body?: unknown }): Promise<T>;
  /**
   * GET a file: the same headers, token, refresh, timeout, retries and error texts as any read,
   * but a successful answer is returned as a Blob with its file name instead of being parsed.
   */
  download(endpoint: string, options?: ReadOptions): Promise<DownloadedFile>;
  /**
   * POST a file's bytes as the body (application/octet-stream), e.g. an Anki package: the same
   * token, refresh, timeout and error texts as any write; the answer is parsed as JSON.
   */
  upload<T>(endpoint: string, file: Blob, options?: WriteOptions): Promise<T>;
  /**
   * PUT a file's bytes as the body with the file's own Content-Type (a word's picture or sound):
   * the same token, refresh, timeout and error texts as any write; the answer is parsed as JSON.
   */
  putFile<T>(endpoint: string, file: Blob, options?: WriteOptions): Promise<T>;
}

/** Delay before retry number `attempt` (0-based): 1000 ms, then ×2 each time. */
export function retryDelayMs(attempt: number): number {
  return RETRY.delayMs * RETRY.multiplier ** attempt;
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  // Without a connection a retry fails the same way; the read is tried again when it returns.
  if (error.kind === 'network') return !isOfflineFailure(error);
  return error.kind === 'http' && (error.status >= 500 || error.status === 429);
}

function maxRetriesFor(method: HttpMethod, retry: RequestOptions['retry']): number {
  // Writes are never repeated automatically: a POST that timed out may already have happened.
  if (method !== 'GET' || retry === false) return 0;
  if (typeof retry === 'number') return Math.max(0, Math.floor(retry));
  return RETRY.maxRetries;
}

/** Characters no file system takes in a name (and control characters), replaced by "_". */
const UNSAFE_FILE_NAME_CHARACTERS = /[\p{Cc}<>:"/\\|?*]/gu;

/**
 * The file name of a content-disposition header (RFC 6266: `filename*=UTF-8''…` wins over
 * `filename="…"`), reduced to a plain name: a server must not choose the folder a file lands in,
 * so anything up to the last slash or backslash is dropped. Null when there is no usable name.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  }
  if (name === undefined) return null;
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const clean = base.replace(UNSAFE_FILE_NAME_CHARACTERS, '_').trim().replace(/^\.+/, '');
  return clean === '' ? null : clean;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const baseUrl = deps.baseUrl ?? '/api';
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const fetchImpl = (...args: Parameters<typeof fetch>) => (deps.fetch ?? globalThis.fetch)(...args);
  const startTimer = deps.setTimeout ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const stopTimer = deps.clearTimeout ?? ((t: Timer) => clearTimeout(t));
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const session = deps.session ?? getSessionHandler;

  /** One HTTP exchange, bounded by the timeout from sending until the body has been read. */
  async function sendOnce(
    endpoint: string,
    method: HttpMethod,
    payload: string | Blob | undefined,
    token: string | null,
    options: Pick<RequestOptions, 'signal' | 'fileType'>,
    kind: ResponseKind,
  ): Promise<{ status: number; data: unknown }> {
    const { signal } = options;
    if (signal?.aborted) throw signal.reason;
    const headers: Record<string, string> = {
      'Content-Type': payload instanceof Blob ? options.fileType || 'application/octet-stream' : 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    const timer = startTimer(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    try {
      const response = await fetchImpl(`${baseUrl}${endpoint}`, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: controller.signal,
      });
      const ok = response.status >= 200 && response.status < 300;
      if (kind === 'file' && ok) {
        const file: DownloadedFile = {
          blob: await response.blob(),
          fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
        };
        return { status: response.status, data: file };
      }
      // A refused download is read like any other answer, so its error text is the server's.
      const data = parseBody(await response.text());
      return { status: response.status, data };
    } catch (error) {
      if (timedOut) throw new ApiError(clientText().clientTimeout, { kind: 'timeout', cause: error });
      if (signal?.aborted) throw signal.reason;
      throw new ApiError(clientText().network, { kind: 'network', cause: error });
    } finally {
      stopTimer(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /** One logical attempt: send, and on a 401 to a request that carried a token refresh once and resend. */
  async function attempt<T>(
    endpoint: string,
    method: HttpMethod,
    payload: string | Blob | undefined,
    options: RequestOptions,
    kind: ResponseKind,
  ) {
    const handler = session();
    const token = options.skipAuth ? null : handler.getToken();
    if (options.requiresAuth && !token) {
      throw new ApiError(clientText().clientNoToken, { status: 401, kind: 'auth' });
    }

    let result = await sendOnce(endpoint, method, payload, token, options, kind);
    if (result.status === 401 && token) {
      const fresh = await handler.refresh();
      if (!fresh) {
        handler.clearTokens();
        throw new ApiError(clientText().clientSessionExpired, { status: 401, kind: 'auth' });
      }
      result = await sendOnce(endpoint, method, payload, fresh, options, kind);
    }

    if (result.status < 200 || result.status >= 300) {
      const serverMessage = serverMessageOf(result.data);
      // A Russian screen shows the server's English text translated, whichever group it is from.
      if (serverMessage && currentLocale() === 'ru') await loadServerTexts().catch(() => undefined);
      throw new ApiError(statusMessage(result.status, serverMessage), {
        status: result.status,
        kind: 'http',
        serverMessage,
        body: result.data,
      });
    }
    return result.data as T;
  }

  async function send<T>(endpoint: string, options: RequestOptions, kind: ResponseKind): Promise<T> {
    const method = options.method ?? 'GET';
    if (!isSafeEndpoint(endpoint)) throw new ApiError(messagesNow(REQUEST_TEXT).invalidEndpoint, { kind: 'validation' });

    // Bodiless writes still send "{}": Fastify refuses an empty body labelled application/json.
    const payload =
      options.file ??
      (options.body !== undefined ? JSON.stringify(sanitizeRequestBody(options.body)) : method === 'GET' ? undefined : '{}');

    const maxRetries = maxRetriesFor(method, options.retry);
    for (let retriesDone = 0; ; retriesDone += 1) {
      try {
        return await attempt<T>(endpoint, method, payload, options, kind);
      } catch (error) {
        if (retriesDone < maxRetries && isRetryable(error) && !options.signal?.aborted) {
          await sleep(retryDelayMs(retriesDone));
          continue;
        }
        if (error instanceof ApiError) error.attempts = retriesDone + 1;
        throw error;
      }
    }
  }

  const request = <T>(endpoint: string, options: RequestOptions = {}) => send<T>(endpoint, options, 'json');

  return {
    request,
    get: (endpoint, options) => request(endpoint, { ...options, method: 'GET' }),
    post: (endpoint, body, options) => request(endpoint, { ...options, method: 'POST', body }),
    put: (endpoint, body, options) => request(endpoint, { ...options, method: 'PUT', body }),
    patch: (endpoint, body, options) => request(endpoint, { ...options, method: 'PATCH', body }),
    delete: (endpoint, options) => request(endpoint, { ...options, method: 'DELETE' }),
    download: (endpoint, options) => send<DownloadedFile>(endpoint, { ...options, method: 'GET' }, 'file'),
    upload: (endpoint, file, options) => request(endpoint, { ...options, method: 'POST', file }),
    putFile: (endpoint, file, options) =>
      request(endpoint, { ...options, method: 'PUT', file, fileType: file.type || 'application/octet-stream' }),
  };
}

/** The app's client: global fetch, real timers, the auth feature's token manager. */
export const api: ApiClient = createApiClient();

export function apiRequest<T>(endpoint: string, options?: RequestOptions): Promise<T> {
  return api.request<T>(endpoint, options);
}
