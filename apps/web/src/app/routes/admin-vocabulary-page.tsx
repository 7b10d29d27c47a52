import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';

/** /admin/vocabulary (admins only; the router's guard wraps it). */
export function AdminVocabularyPage() {
  return (
    <div className="page">
      <ComingSoonPanel
        icon="📝"
        title="Vocabulary Editor"
        description="Create, edit, tag and approve vocabulary categories and their words."
        note="This tool is coming soon"
        actions={
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            Back to Home
          </Link>
        }
      />
    </div>
  );
}
