import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';
import { adminUserFailureMessage } from '../api/failure-message';
import type { AdminUsersList } from './use-admin-users-list';
import type { UserActions } from './use-user-actions';
import { UsersTable } from './users-table';

export interface UsersListBodyProps {
  users: AdminUsersList;
  actions: UserActions;
  selfId: number;
}

/** The list's place on the screen: loading, the load failed, nobody (found), or the table. */
export function UsersListBody({ users, actions, selfId }: UsersListBodyProps) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const { list, applied, busy, dispatch } = users;
  const page = list.data;

  if (list.isPending) {
    return (
      <div className="admin-users__state" role="status" aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <span>{TEXT.loading}</span>
      </div>
    );
  }
  if (!page) {
    return (
      <div className="admin-users__state admin-users__state--failure" role="alert">
        <h3 className="admin-users__state-title">{TEXT.loadFailed}</h3>
        <p>{adminUserFailureMessage(list.error)}</p>
        <Button variant="primary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching && <Spinner size="sm" />}
          {TEXT.retry}
        </Button>
      </div>
    );
  }
  if (page.users.length === 0) {
    const searching = applied.search.trim() !== '';
    return (
      <div className="admin-users__state" aria-busy={busy || undefined}>
        <h3 className="admin-users__state-title">{searching ? TEXT.emptyFiltered : TEXT.emptyTitle}</h3>
        <p className="admin-users__muted">{searching ? TEXT.emptyFilteredText : TEXT.emptyText}</p>
        {searching && <Button onClick={() => dispatch({ type: 'search', value: '' })}>{TEXT.clearSearch}</Button>}
      </div>
    );
  }
  return (
    <UsersTable
      users={page.users}
      selfId={selfId}
      busy={busy}
      onView={(user) => actions.open('details', user)}
      onResetPassword={(user) => actions.open('reset', user)}
      onSignOut={(user) => actions.open('sign-out', user)}
      onDelete={(user) => actions.open('delete', user)}
    />
  );
}
