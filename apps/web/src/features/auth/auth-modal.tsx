/**
 * The sign-in / create-account modal (spec §2 "Auth modal", §5 "Registration"). One dialog, two
 * modes switched by a link; open while either modal flag in the auth store is set.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES } from '@slovo/shared';
import { useAuthStore, type AuthMode } from './store';
import './auth-modal.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function AuthModal() {
  const isOpen = useAuthStore((s) => s.isLoginModalOpen || s.isRegisterModalOpen);
  if (!isOpen || typeof document === 'undefined') return null;
  return createPortal(<AuthDialog />, document.body);
}

interface Success {
  mode: AuthMode;
  name: string;
}

function AuthDialog() {
  const mode = useAuthStore((s) => s.authMode);
  const error = useAuthStore((s) => s.error);
  const isLoading = useAuthStore((s) => s.isLoading);
  const hideModals = useAuthStore((s) => s.hideModals);
  const toggleMode = useAuthStore((s) => s.toggleMode);
  const login = useAuthStore((s) => s.login);
  const register = useAuthStore((s) => s.register);

  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropPressed = useRef(false);
  const [success, setSuccess] = useState<Success | null>(null);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  // Focus moves into the dialog on open (first field, or Continue on the success panel) and
  // back to whatever opened it on close.
  // The page behind stays put while the dialog is open.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode, success]);

  // Escape closes from anywhere, not only while focus is inside the dialog.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hideModals();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hideModals]);

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // Only a click that both starts and ends on the backdrop closes: selecting text in a field and
  // releasing outside must not throw the form away.
  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    backdropPressed.current = event.target === event.currentTarget;
  }
  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (backdropPressed.current && event.target === event.currentTarget) hideModals();
    backdropPressed.current = false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    if (mode === 'register') {
      // Spec §5: a mismatch is neither submitted nor reported.
      if (password !== confirmPassword) return;
      if (await register({ username, email, password })) setSuccess({ mode, name: username });
    } else if (await login({ username, password })) {
      setSuccess({ mode, name: username });
    }
  }

  const signedInName = useAuthStore((s) => s.user?.username);
  const title = mode === 'login' ? 'Sign In' : 'Create Account';

  return (
    <div className="auth-modal__backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div ref={dialogRef} className="auth-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={trapTab}>
        <button type="button" className="auth-modal__close" aria-label="Close" onClick={hideModals}>
          ×
        </button>

        {success ? (
          <div className="auth-modal__success">
            <div className="auth-modal__success-icon" aria-hidden="true">
              ✓
            </div>
            <h2 id={titleId} className="auth-modal__title">
              {success.mode === 'login' ? MESSAGES.loginSuccessful : MESSAGES.registrationSuccessful}
            </h2>
            <p className="auth-modal__subtitle">{MESSAGES.welcomeBack(signedInName ?? success.name)}</p>
            <button type="button" className="auth-modal__submit" data-autofocus onClick={hideModals}>
              Continue
            </button>
          </div>
        ) : (
          <>
            <h2 id={titleId} className="auth-modal__title">
              {title}
            </h2>
            <p className="auth-modal__subtitle">
              {mode === 'login' ? 'Welcome back! Sign in to save your progress.' : 'Join Slovo to save your progress.'}
            </p>

            {error && (
              <div className="auth-modal__error" role="alert">
                {error}
              </div>
            )}

            <form className="auth-modal__form" onSubmit={onSubmit} aria-busy={isLoading}>
              <label className="auth-modal__field">
                <span>Username</span>
                <input
                  data-autofocus
                  name="username"
                  type="text"
                  autoComplete="username"
                  required
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </label>
              {mode === 'register' && (
                <label className="auth-modal__field">
                  <span>Email</span>
                  <input
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </label>
              )}
              <label className="auth-modal__field">
                <span>Password</span>
                <input
                  name="password"
                  type="password"
                  autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </label>
              {mode === 'register' && (
                <label className="auth-modal__field">
                  <span>Confirm Password</span>
                  <input
                    name="confirmPassword"
                    type="password"
                    autoComplete="new-password"
                    required
                    value={confirmPassword}
                    onChange={(e) => setConfirmPassword(e.target.value)}
                  />
                </label>
              )}
              <button type="submit" className="auth-modal__submit" disabled={isLoading} aria-busy={isLoading}>
                {isLoading && <span className="auth-modal__spinner" aria-hidden="true" />}
                {isLoading ? (mode === 'login' ? 'Signing In…' : 'Creating Account…') : title}
              </button>
            </form>

            <p className="auth-modal__switch">
              {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
              <button type="button" className="auth-modal__link" onClick={toggleMode}>
                {mode === 'login' ? 'Create one' : 'Sign in'}
              </button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
