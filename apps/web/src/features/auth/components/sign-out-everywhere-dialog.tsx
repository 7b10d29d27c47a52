import { useEffect, useState } from 'react';
import { DangerConfirmDialog } from '@/components/ui/danger-confirm-dialog';
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
    setPending(true);
    setError(null);
    logoutEverywhere().catch((failure: unknown) => {
      setPending(false);
      setError(friendlyErrorMessage(failure));
    });
  };

  return (
    <DangerConfirmDialog
      title={t.confirmTitle}
      description={t.confirmText}
      confirmLabel={t.confirm}
      pendingLabel={t.signingOut}
      pending={pending}
      error={error && `${t.failed} ${error}`}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
