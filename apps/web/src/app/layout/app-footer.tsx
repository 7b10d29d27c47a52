import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { PAGES, usePageText } from '../pages';
import { LAYOUT_TEXT } from './layout.i18n';

export function AppFooter() {
  const t = useMessages(LAYOUT_TEXT);
  const textOf = usePageText();
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <p>
          <strong>{APP_NAME}</strong> · {t.footerTagline}
        </p>
        <nav aria-label={t.footerLabel} className="app-footer__links">
          <Link to={PAGES.home.path}>{t.footerGames}</Link>
          <Link to={PAGES.components.path}>{textOf(PAGES.components).name}</Link>
          <span className="app-footer__version">v{APP_VERSION}</span>
        </nav>
      </div>
    </footer>
  );
}
