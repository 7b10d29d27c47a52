import { useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { gameByPath } from '@/lib/game-catalog';
import { CloseIcon, PreviewIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { VOCABULARY_TEXT } from './vocabulary.i18n';
import { useVocabularyMode } from './vocabulary-mode';
import { useVocabularyStore } from './vocabulary-store';
import './preview-banner.css';

/** The prompt appears where the sample vocabulary is used: Home and the game pages. */
function isPlayPage(pathname: string): boolean {
  return pathname === '/' || gameByPath(pathname) !== undefined;
}

/** Spec §6 "Anonymous: … preview mode, sample data": a dismissible prompt to sign in. */
export function PreviewBanner() {
  const t = useMessages(VOCABULARY_TEXT);
  const mode = useVocabularyMode();
  const dismissed = useVocabularyStore((s) => s.bannerDismissed);
  const showLogin = useAuthStore((s) => s.showLogin);
  const { pathname } = useLocation();

  if (mode !== 'preview' || dismissed || !isPlayPage(pathname)) return null;

  return (
    <aside className="preview-banner" aria-label={t.previewLabel}>
      <div className="preview-banner__inner">
        <span className="preview-banner__icon" aria-hidden="true">
          <PreviewIcon />
        </span>
        <p className="preview-banner__text">{t.previewBanner}</p>
        <div className="preview-banner__actions">
          <Button size="sm" variant="primary" onClick={showLogin}>
            {t.signIn}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            iconOnly
            aria-label={t.dismissPreview}
            onClick={() => useVocabularyStore.setState({ bannerDismissed: true })}
          >
            <CloseIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </aside>
  );
}
