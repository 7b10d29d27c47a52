import { useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { gameByPath } from '@/lib/game-catalog';
import { CloseIcon, PreviewIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { VOCABULARY_TEXT } from './vocabulary.i18n';
import { useShowsPreview } from './vocabulary-mode';
import { useVocabularyStore } from './vocabulary-store';
import './preview-banner.css';

/** The prompt appears where the sample vocabulary is used: Home and the game pages. */
function isPlayPage(pathname: string): boolean {
  return pathname === '/' || gameByPath(pathname) !== undefined;
}

/**
 * Spec §4 "Data loader": in preview mode the info "Preview Mode: Login to get full access", said
 * once, here (no toast repeats it), with what it means and a way to sign in; dismissible. In the
 * first render, so it never pushes the page down after it has been drawn.
 */
export function PreviewBanner() {
  const t = useMessages(VOCABULARY_TEXT);
  const previewInfo = useMessages(SHARED_TEXT.MESSAGES).previewMode;
  const preview = useShowsPreview();
  const dismissed = useVocabularyStore((s) => s.bannerDismissed);
  const showLogin = useAuthStore((s) => s.showLogin);
  const { pathname } = useLocation();

  if (!preview || dismissed || !isPlayPage(pathname)) return null;

  return (
    <aside className="preview-banner" aria-label={t.previewLabel}>
      <div className="preview-banner__inner">
        <span className="preview-banner__icon" aria-hidden="true">
          <PreviewIcon />
        </span>
        <p className="preview-banner__text">
          <strong className="preview-banner__title">{previewInfo}</strong> {t.previewDetail}
        </p>
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
