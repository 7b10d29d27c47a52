/**
 * The sign-in / create-account modal (spec §2 "Auth modal", §5 "Registration"). One dialog, two
 * modes switched by a link; open while either modal flag in the auth store is set. Built on the
 * shared Modal, so focus handling, Escape and the backdrop behave as in every other dialog.
 */
import { useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { MESSAGES } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore, type AuthMode } from '../store';
import '@/components/ui/form-field.css';
import './auth-modal.css';

export function AuthModal() {
  const isOpen = useAuthStore((s) => s.isLoginModalOpen || s.isRegisterModalOpen);
  // Mounted per opening, so every opening starts with empty fields and no success panel.
  return isOpen ? <AuthDialog /> : null;
}

interface Success {
  mode: AuthMode;
  name: string;
}

function AuthDialog() {
  const mode = useAuthStore((s) => s.authMode);
  const hideModals = useAuthStore((s) => s.hideModals);
  const signedInName = useAuthStore((s) => s.user?.username);
  const [success, setSuccess] = useState<Success | null>(null);

  return (
    <Modal
      open
      onClose={hideModals}
      closeLabel="Close"
      className={success ? 'auth-modal auth-modal--success' : 'auth-modal'}
      // The form and the success panel each put focus on their first control when they appear.
      focusKey={success ? 'success' : mode}
      title={
        success ? (
          <>
            <span className="auth-modal__success-icon" aria-hidden="true">
              ✓
            </span>
            {success.mode === 'login' ? MESSAGES.loginSuccessful : MESSAGES.registrationSuccessful}
          </>
        ) : mode === 'login' ? (
          'Sign In'
        ) : (
          'Create Account'
        )
      }
      description={
        success
          ? MESSAGES.welcomeBack(signedInName ?? success.name)
          : mode === 'login'
            ? 'Welcome back! Sign in to save your progress.'
            : 'Join Slovo to save your progress.'
      }
    >
      {success ? (
        <Button variant="primary" size="lg" block data-autofocus onClick={hideModals}>
          Continue
        </Button>
      ) : (
        <AuthForm mode={mode} onSuccess={(name) => setSuccess({ mode, name })} />
      )}
    </Modal>
  );
}

function AuthForm({ mode, onSuccess }: { mode: AuthMode; onSuccess: (name: string) => void }) {
  const error = useAuthStore((s) => s.error);
  const isLoading = useAuthStore((s) => s.isLoading);
  const toggleMode = useAuthStore((s) => s.toggleMode);
  const login = useAuthStore((s) => s.login);
  const register = useAuthStore((s) => s.register);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const title = mode === 'login' ? 'Sign In' : 'Create Account';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    if (mode === 'register') {
      // Spec §5: a mismatch is neither submitted nor reported.
      if (password !== confirmPassword) return;
      if (await register({ username, email, password })) onSuccess(username);
    } else if (await login({ username, password })) {
      onSuccess(username);
    }
  }

  return (
    <>
      {error && (
        <div className="auth-modal__error" role="alert">
          {error}
        </div>
      )}

      <form className="auth-modal__form" onSubmit={onSubmit} aria-busy={isLoading}>
        <AuthField
          label="Username"
          data-autofocus
          name="username"
          type="text"
          autoComplete="username"
          value={username}
          onChange={setUsername}
        />
        {mode === 'register' && (
          <AuthField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        )}
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={password}
          onChange={setPassword}
        />
        {mode === 'register' && (
          <AuthField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
          />
        )}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          className="auth-modal__submit"
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading && <Spinner size="sm" />}
          {isLoading ? (mode === 'login' ? 'Signing In…' : 'Creating Account…') : title}
        </Button>
      </form>

      <p className="auth-modal__switch">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button type="button" className="auth-modal__link" onClick={toggleMode}>
          {mode === 'login' ? 'Create one' : 'Sign in'}
        </button>
      </p>
    </>
  );
}

type AuthFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A required, labelled text field in the shared form style. */
function AuthField({ label, value, onChange, ...input }: AuthFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" required value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}
