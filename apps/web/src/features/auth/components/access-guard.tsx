import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccessDeniedIcon, SignInRequiredIcon } from '@/components/icons';
import { Button, buttonClass } from '@/components/ui/button';
import { RouteLoading } from '@/components/ui/spinner';
import { localizeServerText, useLocale, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { AUTH_TEXT } from '../auth.i18n';
import { isAdmin } from '../auth-user';
import { useAuthStore } from '../store';
import './access-guard.css';

/** Why a guard refused: nobody is signed in, or the user is not an administrator. */
export type AccessDenial = 'login-required' | 'admin-required';

/** Either a fixed element or one chosen by why access was refused. */
type GuardFallback = ReactNode | ((reason: AccessDenial) => ReactNode);

interface GuardProps {
  children: ReactNode;
  fallback?: GuardFallback;
}

interface AdminGuardProps extends GuardProps {
  /** Shown on the Access Denied card under its title (see AccessDenied). */
  deniedMessage?: string;
}

function renderFallback(fallback: GuardFallback, reason: AccessDenial): ReactNode {
  return typeof fallback === 'function' ? fallback(reason) : fallback;
}

export function AccessRequired() {
  const showLogin = useAuthStore((s) => s.showLogin);
  const t = useMessages(AUTH_TEXT);
  const MESSAGES = useMessages(SHARED_TEXT.MESSAGES);
  return (
    <section className="access card" aria-labelledby="access-title">
      <div className="access__icon" aria-hidden="true">
        <SignInRequiredIcon />
      </div>
      <h2 id="access-title" className="access__title">
        {MESSAGES.accessRequired}
      </h2>
      <p className="access__text">{t.accessRequiredText}</p>
      <div className="access__actions">
        <Button variant="primary" onClick={showLogin}>
          {t.signIn}
        </Button>
        <Link to="/" className={buttonClass()}>
          {t.backToHome}
        </Link>
      </div>
    </section>
  );
}

/**
 * `message`: a page's own wording of the refusal (/admin/users has one in its spec). It takes the
 * title's place rather than standing under the guard's: both begin "Access Denied", and a learner
 * read it twice (issue 30 §3.5).
 */
export function AccessDenied({ role, message }: { role: string; message?: string }) {
  const t = useMessages(AUTH_TEXT);
  const MESSAGES = useMessages(SHARED_TEXT.MESSAGES);
  const locale = useLocale();
  return (
    <section className="access access--denied card" aria-labelledby="access-title">
      <div className="access__icon" aria-hidden="true">
        <AccessDeniedIcon />
      </div>
      <h2 id="access-title" className="access__title">
        {message ? localizeServerText(message, locale) : MESSAGES.accessDenied}
      </h2>
      <p className="access__text">{t.currentRole(role)}</p>
      <div className="access__actions">
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          {t.backToHome}
        </Link>
      </div>
    </section>
  );
}

/** Until the stored token has been checked we cannot tell a visitor from a member: wait, don't deny. */
function useGuardState() {
  const user = useAuthStore((s) => s.user);
  const isInitialized = useAuthStore((s) => s.isInitialized);
  return { user, checking: !isInitialized };
}

/** Renders children only for a signed-in user (spec §2 "Access guard"). */
export function RequireAuth({ children, fallback }: GuardProps) {
  const { user, checking } = useGuardState();
  const t = useMessages(AUTH_TEXT);
  if (checking) return <RouteLoading message={t.checkingSession} />;
  if (!user) return fallback === undefined ? <AccessRequired /> : renderFallback(fallback, 'login-required');
  return children;
}

/** Renders children only for an administrator. */
export function RequireAdmin({ children, fallback, deniedMessage }: AdminGuardProps) {
  const { user, checking } = useGuardState();
  const t = useMessages(AUTH_TEXT);
  if (checking) return <RouteLoading message={t.checkingSession} />;
  if (!user) return fallback === undefined ? <AccessRequired /> : renderFallback(fallback, 'login-required');
  if (!isAdmin(user)) {
    return fallback === undefined ? (
      <AccessDenied role={t.userRole} message={deniedMessage} />
    ) : (
      renderFallback(fallback, 'admin-required')
    );
  }
  return children;
}
