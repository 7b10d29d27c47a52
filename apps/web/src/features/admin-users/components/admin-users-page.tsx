import { useRef } from 'react';
import { ADMIN_USER_COUNT_CAP, MESSAGES } from '@slovo/shared';
import { Pagination } from '@/components/category-browser/pagination';
import '@/components/category-browser/category-browser.css';
import '@/components/ui/form-field.css';
import { AccessDenied, isAdmin, useAuthStore } from '@/features/auth';
import { useFormat, useMessages, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';
import { isAdminRefusal } from '../api/failure-message';
import { AuditLogPanel } from './audit-log-panel';
import { useAdminUsersList } from './use-admin-users-list';
import { useUserActions } from './use-user-actions';
import { UserDialogs } from './user-dialogs';
import { UsersListBody } from './users-list-body';
import { UsersToolbar } from './users-toolbar';
import './admin-users.css';

/**
 * /admin/users, admin user management (vocabulary-management.md §2): search, the Total and
 * Filtered counters, the user table with its three actions and their dialogs, and the audit log's
 * recent changes. The router's guard keeps non-admins out; the page checks the admin flag itself
 * too (spec §6), and a server that refuses the admin (a role taken away meanwhile) gets the same
 * Access Denied.
 */
export function AdminUsersPage() {
  const user = useAuthStore((s) => s.user);
  if (!user || !isAdmin(user)) return <UsersAccessDenied />;
  return <AdminUsersScreen selfId={Number(user.id)} identity={`user:${user.id}`} />;
}

function UsersAccessDenied() {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  return (
    <div className="page">
      {/* AccessDenied shows the message in the interface language (localizeServerText). */}
      <AccessDenied role={TEXT.roles.user} message={MESSAGES.adminUsersDenied} />
    </div>
  );
}

function AdminUsersScreen({ selfId, identity }: { selfId: number; identity: string }) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  // The shared texts of its toasts, read when a change is saved (messagesNow).
  useMessagesReady(SHARED_TEXT.ADMIN_USERS_MESSAGES);
  const format = useFormat();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const users = useAdminUsersList(identity);
  const actions = useUserActions(listHeading);
  const { list, filters, busy, dispatch } = users;
  const page = list.data;

  if (isAdminRefusal(list.error)) return <UsersAccessDenied />;
  const cap = format.number(ADMIN_USER_COUNT_CAP);

  return (
    <div className="page admin-users">
      <div className="admin-users__layout">
        <section className="admin-users__main card" aria-labelledby="admin-users-list-title">
          <div className="admin-users__head">
            <h2 id="admin-users-list-title" ref={listHeading} tabIndex={-1} className="admin-users__panel-title">
              {TEXT.usersLabel}
            </h2>
            <dl className="admin-users__counters" aria-live="polite">
              <div>
                <dt>{TEXT.total}</dt>
                <dd>{page ? format.number(page.total) : '–'}</dd>
              </div>
              <div>
                <dt>{TEXT.filtered}</dt>
                <dd>{page ? (page.filteredCapped ? TEXT.filteredCapped(cap) : format.number(page.filtered)) : '–'}</dd>
              </div>
            </dl>
          </div>

          <UsersToolbar users={users} />
          <UsersListBody users={users} actions={actions} selfId={selfId} />

          {page && list.isRefetchError && (
            <p className="admin-users__notice" role="alert">
              {TEXT.refreshFailed}
            </p>
          )}

          {page && page.totalPages > 1 && (
            <div className="admin-users__pages">
              <Pagination
                page={filters.page}
                totalPages={page.totalPages}
                busy={busy}
                onPageChange={(target) => dispatch({ type: 'page', page: target })}
              />
              <p className="admin-users__muted">{TEXT.pageOf(Math.min(filters.page, page.totalPages), page.totalPages)}</p>
              {page.filteredCapped && <p className="admin-users__muted">{TEXT.cappedHint(cap)}</p>}
            </div>
          )}
        </section>

        <AuditLogPanel identity={identity} />
      </div>

      <UserDialogs actions={actions} selfId={selfId} />
    </div>
  );
}
