import { useId, useState, type FormEvent } from 'react';
import type { AdminUser } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import '@/components/ui/form-field.css';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';

interface ResetPasswordDialogProps {
  user: AdminUser;
  pending: boolean;
  /** The server's refusal (a 400 with its rule, a 404 for a user deleted meanwhile), shown under the field. */
  error: string | null;
  onSubmit: (newPassword: string) => void;
  onCancel: () => void;
}

/**
 * Reset Password (spec §2, §5): one new-password field, which can be shown while typing. The
 * button is disabled while it is blank (spec §5); a password outside the registration's 8–128
 * characters is refused here before anything is sent. Mount it with a key per user.
 */
export function ResetPasswordDialog({ user, pending, error: serverError, onSubmit, onCancel }: ResetPasswordDialogProps) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = password.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || blank) return;
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      setError(TEXT.passwordRule);
      return;
    }
    onSubmit(password);
  };
  const cancel = () => {
    if (!pending) onCancel();
  };
  const shownError = error ?? serverError;

  return (
    <Modal open title={TEXT.resetTitle} description={TEXT.resetDescription(user.username)} onClose={cancel}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {TEXT.newPassword}
          </label>
          <div className="admin-users__password">
            <input
              id={inputId}
              className="field__input"
              type={visible ? 'text' : 'password'}
              value={password}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              spellCheck={false}
              data-autofocus
              aria-invalid={shownError ? true : undefined}
              aria-describedby={[hintId, shownError && errorId].filter(Boolean).join(' ')}
              onChange={(event) => {
                setPassword(event.target.value);
                if (error) setError(null);
              }}
            />
            <Button
              variant="ghost"
              size="sm"
              className="admin-users__password-toggle"
              aria-pressed={visible}
              aria-controls={inputId}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? TEXT.hidePassword : TEXT.showPassword}
            </Button>
          </div>
          <p id={hintId} className="field__hint">
            {TEXT.passwordHint}
          </p>
          {shownError && (
            <p id={errorId} className="field__error" role="alert">
              {shownError}
            </p>
          )}
        </div>
        <DialogActions
          confirmLabel={TEXT.resetSubmit}
          pendingLabel={TEXT.resetting}
          pending={pending}
          canConfirm={!blank}
          onCancel={cancel}
        />
      </form>
    </Modal>
  );
}
