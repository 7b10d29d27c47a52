import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/features/auth';
import { useMessages } from '@/i18n';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';

/**
 * Spec §6: when the server answers 'Access token required' or 'Admin access required' (a session
 * that ended, a role taken away), the editor asks for an admin sign-in instead of showing errors.
 */
export function AdminAuthNotice() {
  const showLogin = useAuthStore((s) => s.showLogin);
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  return (
    <section className="vocab-ws__failure card" role="alert" aria-labelledby="admin-vocab-auth">
      <h2 id="admin-vocab-auth" className="vocab-ws__failure-title">
        {TEXT.authTitle}
      </h2>
      <p>{TEXT.authText}</p>
      <Button variant="primary" onClick={showLogin}>
        {TEXT.signIn}
      </Button>
    </section>
  );
}
