import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@slovo/shared';
import { buttonClass } from '@/components/ui/button';
import './not-found-page.css';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
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
          There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg' })}>
          Back to Home
        </Link>
      </section>
    </div>
  );
}
