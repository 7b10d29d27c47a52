import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';
import { PAGES } from '../pages';

/** /admin/users (admins only; the router's guard wraps it). */
export function AdminUsersPage() {
  return (
    <div className="page">
      <ComingSoonPanel
        icon={PAGES.adminUsers.icon}
        title={PAGES.adminUsers.title}
        description="Review accounts, change roles and remove users."
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
