import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';
import { PAGES } from '../pages';

/** /my-vocabulary (signed-in users; the router's guard wraps it). */
export function MyVocabularyPage() {
  return (
    <div className="page">
      <ComingSoonPanel
        icon={PAGES.myVocabulary.icon}
        title={PAGES.myVocabulary.title}
        description="Build your own word lists, import them and share them."
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
