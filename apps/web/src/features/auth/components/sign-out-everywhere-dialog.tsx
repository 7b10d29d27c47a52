import { useEffect, useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import '@/components/ui/form-field.css';
import { useMessages } from '@/i18n';
import { friendlyErrorMessage } from '@/lib/friendly-errors';
import { SESSIONS_TEXT } from '../sessions.i18n';
import { useAuthStore } from '../store';

export interface SignOutEverywhereDialogProps {
  onClose: () => void;
}

/**
 * "Sign out everywhere?" (issue 30 §2): a destructive step, so Cancel has the focus. Confirming
 * ends every session on the server and then this browser's; the dialog closes once the player is
 * signed out (however that came about), and stays open with the reason when the server did not
 * confirm it.
 */
export default function SignOutEverywhereDialog({ onClose }: SignOutEverywhereDialogProps) {
  const t = useMessages(SESSIONS_TEXT);
  const signedIn = useAuthStore((s) => s.user !== null);
  const logoutEverywhere = useAuthStore((s) => s.logoutEverywhere);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) onClose();
  }, [signedIn, onClose]);

  const confirm = () => {
    if (pending) return;
    setPending(true);
    setError(null);
    logoutEverywhere().catch((failure: unknown) => {
      setPending(false);
      setError(friendlyErrorMessage(failure));
    });
  };
  const cancel = () => {
    if (!pending) onClose();
  };

  return (
    <Modal open title={t.confirmTitle} description={t.confirmText} onClose={cancel}>
      {error && (
        <p className="field__error" role="alert">
          {t.failed} {error}
        </p>
      )}
      <DialogActions
        confirmLabel={t.confirm}
        pendingLabel={t.signingOut}
        pending={pending}
        variant="danger"
        autoFocusCancel
        onConfirm={confirm}
        onCancel={cancel}
      />
    </Modal>
  );
}
