/** The auth feature's public interface; other features import only from here. */
export { useAuthStore, initializeAuth } from './store';
export { hadSessionAtStart, assumeSessionAtStart, useDrawsSignedIn } from './session-at-start';
export { AuthModal, prefetchAuthDialog } from './components/auth-modal';
export { RequireAuth, RequireAdmin, AccessDenied } from './components/access-guard';
export { isAdmin, roleLabel, isUnauthorized, type AuthUser } from './auth-user';
export { tokenManager } from './token-manager';
export { onSessionChange } from './session-events';
export { AUTH_TEXT } from './auth.i18n';
export { SESSIONS_TEXT } from './sessions.i18n';
export { sessionCountQuery } from './api/session-count';
export { SignOutEverywhere, prefetchSignOutEverywhere } from './components/sign-out-everywhere';
