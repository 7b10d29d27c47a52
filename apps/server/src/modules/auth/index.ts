/** Public surface of the auth feature. */
export { authRoutes } from './auth.routes';
export type { AccessTokens, AccessTokenSubject, IssuedAccessToken } from './access-token';
export { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER, createAccessTokens } from './access-token';
export {
  AUTH_MESSAGES,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  endAllSessions,
  purgeExpiredRefreshTokens,
} from './auth.service';
export { ensureAdminAccount } from './ensure-admin.service';
export type { AdminBootstrapOutcome } from './ensure-admin.service';
export { hashPassword, verifyPassword } from './passwords';
export { REFRESH_COOKIE } from './refresh-cookie';
