/**
 * The sign-in / create-account dialog itself (spec §2 "Auth modal", §5 "Registration"): two modes
 * switched by a link. Built on the shared Modal, so focus handling, Escape and the backdrop behave
 * as in every other dialog. Loaded when first opened (auth-modal.tsx), not with every page.
 */
import { useEffect, useId, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { firstUnmetMessage, passwordChecks, usernameChecks, type CredentialCheck } from '@slovo/shared';
import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerText, useLocale, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { AUTH_DIALOG_TEXT } from '../auth-dialog.i18n';
import { AUTH_TEXT } from '../auth.i18n';
import { useAuthStore, type AuthMode } from '../store';
import { CredentialChecklist } from './credential-checklist';
import '@/components/ui/form-field.css';
import './auth-modal.css';

/**
 * The dialog has closed and handed focus back to whatever opened it, but signing in usually removes
 * that control (the banner's Sign In, the header's Login), which would leave focus on <body>, at
 * the start of the page. The page's main region (focusable, the skip link's target) is then the
 * sensible place: the next Tab continues in the content the player came for.
 */
function focusMainIfLost() {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.querySelector<HTMLElement>('main')?.focus();
}

interface Success {
  mode: AuthMode;
  name: string;
}

export default function AuthDialog() {
  const mode = useAuthStore((s) => s.authMode);
  const hideModals = useAuthStore((s) => s.hideModals);
  const signedInName = useAuthStore((s) => s.user?.username);
  const [success, setSuccess] = useState<Success | null>(null);
  const t = useMessages(AUTH_DIALOG_TEXT);
  const MESSAGES = useMessages(SHARED_TEXT.MESSAGES);
  useEffect(() => () => queueMicrotask(focusMainIfLost), []);

  return (
    <Modal
      open
      onClose={hideModals}
      closeLabel={t.close}
      className={success ? 'auth-modal auth-modal--success' : 'auth-modal'}
      // The form and the success panel each put focus on their first control when they appear.
      focusKey={success ? 'success' : mode}
      title={
        success ? (
          <>
            <span className="auth-modal__success-icon" aria-hidden="true">
              <CheckIcon />
            </span>
            {success.mode === 'login' ? MESSAGES.loginSuccessful : MESSAGES.registrationSuccessful}
          </>
        ) : mode === 'login' ? (
          t.signInTitle
        ) : (
          t.createAccountTitle
        )
      }
      description={
        success
          ? MESSAGES.welcomeBack(signedInName ?? success.name)
          : mode === 'login'
            ? t.signInDescription
            : t.registerDescription
      }
    >
      {success ? (
        <Button variant="primary" size="lg" block data-autofocus onClick={hideModals}>
          {t.continue}
        </Button>
      ) : (
        <AuthForm mode={mode} onSuccess={(name) => setSuccess({ mode, name })} />
      )}
    </Modal>
  );
}

/** Which fields a server error is about, so editing one of them clears it; none named: any edit does. */
function fieldsOfError(message: string): readonly Field[] {
  const named = FIELDS.filter((field) => message.toLowerCase().includes(field));
  return named.length > 0 ? named : FIELDS;
}

const FIELDS = ['username', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

function AuthForm({ mode, onSuccess }: { mode: AuthMode; onSuccess: (name: string) => void }) {
  const error = useAuthStore((s) => s.error);
  const isLoading = useAuthStore((s) => s.isLoading);
  const toggleMode = useAuthStore((s) => s.toggleMode);
  const clearError = useAuthStore((s) => s.clearError);
  const login = useAuthStore((s) => s.login);
  const register = useAuthStore((s) => s.register);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  // A registration refused for the rules below: unmet rules then show as field errors until fixed.
  const [refused, setRefused] = useState(false);
  const ids = { username: useId(), password: useId(), usernameRules: useId(), passwordRules: useId() };
  const t = useMessages(AUTH_DIALOG_TEXT);
  const { signIn } = useMessages(AUTH_TEXT);
  const locale = useLocale();
  const title = mode === 'login' ? signIn : t.createAccount;
  const registering = mode === 'register';
  const usernameRules = usernameChecks(username);
  const passwordRules = passwordChecks(password);
  const usernameProblem = registering && refused ? firstUnmetMessage(usernameRules) : null;
  const usernameError = usernameProblem && localizeServerText(usernameProblem, locale);
  const passwordError = registering && refused && firstUnmetMessage(passwordRules) ? t.passwordLength : null;
  // The shared rules word the checklist in English: each line in the interface language, by its id.
  const translated = (checks: CredentialCheck[], labels: Readonly<Record<string, string>>) =>
    checks.map((check) => ({ ...check, label: labels[check.id] ?? check.label }));

  /** A field changed: the server's error about it (or about nothing in particular) goes. */
  const edit = (field: Field | 'confirmPassword', set: (value: string) => void) => (value: string) => {
    set(value);
    const about = field === 'confirmPassword' ? 'password' : field;
    if (error && fieldsOfError(error).includes(about)) clearError();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    if (registering) {
      // Spec §5: a mismatch is neither submitted nor reported.
      if (password !== confirmPassword) return;
      const firstBroken = firstUnmetMessage(usernameRules)
        ? ids.username
        : firstUnmetMessage(passwordRules)
          ? ids.password
          : null;
      if (firstBroken) {
        // The server would refuse it with the same text; say it at the field instead, and go there.
        setRefused(true);
        document.getElementById(firstBroken)?.focus();
        return;
      }
      if (await register({ username, email, password })) onSuccess(username);
    } else if (await login({ username, password })) {
      onSuccess(username);
    }
  }

  return (
    <>
      {error && (
        <div className="auth-modal__error" role="alert">
          {localizeServerText(error, locale)}
        </div>
      )}

      <form className="auth-modal__form" onSubmit={onSubmit} aria-busy={isLoading}>
        <AuthField
          id={ids.username}
          label={t.username}
          data-autofocus
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={edit('username', setUsername)}
          error={usernameError}
          describedBy={registering ? ids.usernameRules : undefined}
        >
          {registering && (
            <CredentialChecklist
              id={ids.usernameRules}
              title={t.usernameRules}
              checks={translated(usernameRules, t.usernameChecks)}
              flagUnmet={usernameError !== null}
            />
          )}
        </AuthField>
        {registering && (
          <AuthField
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={edit('email', setEmail)}
          />
        )}
        <AuthField
          id={ids.password}
          label={t.password}
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={password}
          onChange={edit('password', setPassword)}
          error={passwordError}
          describedBy={registering ? ids.passwordRules : undefined}
        >
          {registering && (
            <CredentialChecklist
              id={ids.passwordRules}
              title={t.passwordRules}
              checks={translated(passwordRules, t.passwordChecks)}
              flagUnmet={passwordError !== null}
            />
          )}
        </AuthField>
        {registering && (
          <AuthField
            label={t.confirmPassword}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={edit('confirmPassword', setConfirmPassword)}
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
          {isLoading ? (mode === 'login' ? t.signingIn : t.creatingAccount) : title}
        </Button>
      </form>

      <p className="auth-modal__switch">
        {mode === 'login' ? t.noAccount : t.haveAccount}
        <button type="button" className="auth-modal__link" onClick={toggleMode}>
          {mode === 'login' ? t.createOne : t.signInLink}
        </button>
      </p>
    </>
  );
}

type AuthFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'value' | 'children'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule this value breaks, shown under the field; null or absent when none. */
  error?: string | null;
  /** The id of the field's rules (its checklist), read as its description. */
  describedBy?: string;
  /** Shown under the field: its checklist. */
  children?: ReactNode;
};

/** A required, labelled text field in the shared form style, with its rules and its error. */
function AuthField({ id: givenId, label, value, onChange, error, describedBy, children, ...input }: AuthFieldProps) {
  const ownId = useId();
  const errorId = useId();
  const id = givenId ?? ownId;
  const describers = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
