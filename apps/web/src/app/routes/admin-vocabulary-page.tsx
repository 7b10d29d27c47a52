import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';
import { PAGES } from '../pages';

/** /admin/vocabulary (admins only; the router's guard wraps it). */
export function AdminVocabularyPage() {
  return (
    <div className="page">
      <ComingSoonPanel
        icon={PAGES.adminVocabulary.icon}
        title={PAGES.adminVocabulary.title}
        description="Create, edit, tag and approve vocabulary categories and their words."
        note="This tool is coming soon"
        actions={
          <Link to={PAGES.home.path} className={buttonClass({ variant: 'primary' })}>
            Back to Home
          </Link>
        }
      />
    </div>
  );
}
