/**
 * The auth calls (spec §7). Sign-in, registration, refresh and logout go out without a bearer
 * token: a stale token must not turn a wrong password into a refresh attempt.
 */
import {
  authResponseSchema,
  meResponseSchema,
  refreshResponseSchema,
  type AuthResponse,
  type LoginRequest,
  type MeResponse,
  type RefreshResponse,
  type RegisterRequest,
} from '@slovo/shared';
import { api, ApiError } from '@/lib/api-client';

function expectShape<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError('Unexpected response from the server', { kind: 'validation', body: value });
  return parsed.data;
}

/** A mutable object so tests can replace single calls with vi.spyOn. */
export const authApi = {
  async login(credentials: LoginRequest): Promise<AuthResponse> {
    return expectShape(authResponseSchema, await api.post('/auth/login', credentials, { skipAuth: true }));
  },
  async register(details: RegisterRequest): Promise<AuthResponse> {
    return expectShape(authResponseSchema, await api.post('/auth/register', details, { skipAuth: true }));
  },
  /** Validates the stored token; a failure here means "no user or an invalid token". */
  async me(): Promise<MeResponse> {
    return expectShape(meResponseSchema, await api.get('/auth/me', { requiresAuth: true, retry: false }));
  },
  /** The refresh token travels in the HttpOnly cookie; the body carries what the client knows. */
  async refresh(body: { refreshToken?: string; userId?: string | number }): Promise<RefreshResponse> {
    return expectShape(refreshResponseSchema, await api.post('/auth/refresh', body, { skipAuth: true }));
  },
  async logout(): Promise<void> {
    await api.post('/auth/logout', undefined, { skipAuth: true });
  },
};
