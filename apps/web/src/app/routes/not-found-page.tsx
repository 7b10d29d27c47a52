import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { NOT_FOUND_TEXT } from './not-found.i18n';
import './not-found-page.css';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useMessages(NOT_FOUND_TEXT);
  const MESSAGES = useMessages(SHARED_TEXT.MESSAGES);
  return (
    <div className="page">
      <section className="not-found card" aria-labelledby="not-found-title">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h2 id="not-found-title" className="not-found__title">
          {MESSAGES.pageNotFound}
        </h2>
        <p className="not-found__text">
          {t.before}
          <code>{pathname}</code>
          {t.after}
        </p>
        <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg' })}>
          {t.backToHome}
        </Link>
      </section>
    </div>
  );
}
