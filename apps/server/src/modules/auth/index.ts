/** Public surface of the auth feature (app.ts mounts its routes from auth.routes.ts). */
export type { AccessTokens } from './access-token';
export { createAccessTokens } from './access-token';
export { countSessions, endAllSessions, isSessionLive, purgeExpiredRefreshTokens, reissueAccessTokens } from './auth.service';
export type { LoginLimiter } from './login-limits';
export { MAX_FAILED_LOGINS, createLoginLimiter } from './login-limits';
export type { RegistrationLimiter } from './registration-limit';
export { REGISTRATIONS_PER_IP_PER_HOUR, createRegistrationLimiter, unlimitedRegistrations } from './registration-limit';
export { ensureAdminAccount } from './ensure-admin.service';
export { hashPassword, verifyPassword } from './passwords';
export { REFRESH_COOKIE } from './refresh-cookie';
export type { SessionRevocations } from './session-revocations';
export { createSessionRevocations } from './session-revocations';
