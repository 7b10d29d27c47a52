/** Public surface of the auth feature (app.ts mounts its routes from auth.routes.ts). */
export type { AccessTokens, AccessTokenSubject, IssuedAccessToken, VerifiedAccessToken } from './access-token';
export { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER, createAccessTokens } from './access-token';
export {
  AUTH_MESSAGES,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  countSessions,
  endAllSessions,
  isSessionLive,
  purgeExpiredRefreshTokens,
  reissueAccessTokens,
} from './auth.service';
export { DEVICE_COOKIE } from './device-cookie';
export type { LoginAttempt, LoginLimiter } from './login-limits';
export {
  ACCOUNT_MAX_FAILED_LOGINS,
  FAILED_LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS,
  TOO_MANY_FAILED_LOGINS,
  createLoginLimiter,
} from './login-limits';
export type { RegistrationLimiter } from './registration-limit';
export {
  REGISTRATIONS_PER_IP_PER_HOUR,
  TOO_MANY_REGISTRATIONS,
  createRegistrationLimiter,
  unlimitedRegistrations,
} from './registration-limit';
export { ensureAdminAccount } from './ensure-admin.service';
export type { AdminBootstrapOutcome } from './ensure-admin.service';
export { hashPassword, verifyPassword } from './passwords';
export { REFRESH_COOKIE } from './refresh-cookie';
export type { SessionRevocations } from './session-revocations';
export { REVOCATION_MEMORY_MS, createSessionRevocations } from './session-revocations';
export { RELOAD_REVOCATIONS, SESSION_REVOCATIONS_CHANNEL } from './session-revocation-bus';
