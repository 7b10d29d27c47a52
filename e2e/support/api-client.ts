/**
 * A bare HTTP client for tests that talk to the API of real server processes (no browser): JSON
 * in and out, an optional bearer token, and the refresh cookie carried by hand as a browser would.
 */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The refresh cookie the answer set ("refreshToken=…"), if any. */
  refreshCookie: string | null;
  headers: Headers;
}

export interface ApiRequest {
  token?: string;
  cookie?: string | null;
  body?: unknown;
}

export async function call(baseUrl: string, method: string, path: string, request: ApiRequest = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.cookie) headers.cookie = request.cookie;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('refreshToken='));
  const cookie = setCookie?.split(';')[0] ?? null;
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {},
    // A cleared cookie ("refreshToken=;") is no cookie to send on.
    refreshCookie: cookie === 'refreshToken=' ? null : cookie,
    headers: response.headers,
  };
}
