import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '@slovo/shared';
import { PAGES } from '../pages';

export function AppFooter() {
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <p>
          <strong>{APP_NAME}</strong> · English ↔ Russian vocabulary trainer
        </p>
        <nav aria-label="Footer" className="app-footer__links">
          <Link to={PAGES.home.path}>Games</Link>
          <Link to={PAGES.components.path}>{PAGES.components.name}</Link>
          <span className="app-footer__version">v{APP_VERSION}</span>
        </nav>
      </div>
    </footer>
  );
}
