/**
 * The auth calls (spec §7). Sign-in, registration, refresh and logout go out without a bearer
 * token: a stale token must not turn a wrong password into a refresh attempt.
 */
import {
  ROLES,
  type AuthResponse,
  type LoginRequest,
  type MeResponse,
  type RefreshResponse,
  type RegisterRequest,
  type SessionCountResponse,
} from '@slovo/shared';
import { api } from '@/lib/api-client';
import { expectShape, isCount, isInteger, isString, nullable, objectOf, oneOf, type Shape } from '@/lib/response-shape';

// The answers' shapes, as the shared schemas (schemas/auth.ts) define them.
const PUBLIC_USER: Shape = { id: isInteger, username: isString, email: isString, role: oneOf(ROLES) };
const CURRENT_USER: Shape = { ...PUBLIC_USER, avatar: nullable(isString), created_at: isString, updated_at: isString };
const AUTH_RESPONSE: Shape = { token: isString, user: objectOf(PUBLIC_USER), expiresAt: isString };
const ME_RESPONSE: Shape = { user: objectOf(CURRENT_USER) };
const REFRESH_RESPONSE: Shape = { accessToken: isString, expiresAt: isString, userId: isInteger };
const SESSION_COUNT: Shape = { sessions: isCount };

/** A mutable object so tests can replace single calls with vi.spyOn. */
export const authApi = {
  async login(credentials: LoginRequest): Promise<AuthResponse> {
    return expectShape<AuthResponse>(await api.post('/auth/login', credentials, { skipAuth: true }), AUTH_RESPONSE);
  },
  async register(details: RegisterRequest): Promise<AuthResponse> {
    return expectShape<AuthResponse>(await api.post('/auth/register', details, { skipAuth: true }), AUTH_RESPONSE);
  },
  /** Validates the stored token; a failure here means "no user or an invalid token". */
  async me(): Promise<MeResponse> {
    return expectShape<MeResponse>(await api.get('/auth/me', { requiresAuth: true, retry: false }), ME_RESPONSE);
  },
  /** The refresh token travels in the HttpOnly cookie; the body carries what the client knows. */
  async refresh(body: { refreshToken?: string; userId?: string | number }): Promise<RefreshResponse> {
    return expectShape<RefreshResponse>(await api.post('/auth/refresh', body, { skipAuth: true }), REFRESH_RESPONSE);
  },
  async logout(): Promise<void> {
    await api.post('/auth/logout', undefined, { skipAuth: true });
  },
  /** Ends every session of the signed-in user, this one included (issue 30 §2). */
  async logoutEverywhere(): Promise<void> {
    await api.post('/auth/logout-everywhere', undefined, { requiresAuth: true });
  },
  /** On how many devices the signed-in user is signed in. */
  async sessions(signal?: AbortSignal): Promise<SessionCountResponse> {
    return expectShape<SessionCountResponse>(await api.get('/auth/sessions', { requiresAuth: true, signal }), SESSION_COUNT);
  },
};
