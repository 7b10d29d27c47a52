import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';

/** /admin/users (admins only; the router's guard wraps it). */
export function AdminUsersPage() {
  return (
    <div className="page">
      <ComingSoonPanel
        icon="👥"
        title="User Management"
        description="Review accounts, change roles and remove users."
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
