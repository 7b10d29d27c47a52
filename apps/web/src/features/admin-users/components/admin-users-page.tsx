import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_USER_COUNT_CAP,
  ADMIN_USER_PAGE_SIZES,
  ADMIN_USER_SEARCH_MAX_LENGTH,
  MESSAGES,
  type AdminUserListItem,
  type AdminUserPageSize,
} from '@slovo/shared';
import { Pagination } from '@/components/category-browser/pagination';
import '@/components/category-browser/category-browser.css';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import '@/components/ui/form-field.css';
import { SelectField } from '@/components/vocabulary-workspace';
import { AccessDenied, isAdmin, useAuthStore } from '@/features/auth';
import { focusIfLost } from '@/lib/focus-if-lost';
import { useAddressState } from '@/lib/use-address-state';
import { messagesNow, useFormat, useMessages, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';
import { adminUserFailureMessage, isAdminRefusal } from '../api/failure-message';
import { useDeleteUserMutation } from '../api/delete-user';
import { adminUsersQuery } from '../api/get-admin-users';
import { useResetUserPasswordMutation } from '../api/reset-user-password';
import { useSetUserRoleMutation } from '../api/set-user-role';
import { useSignOutUserEverywhereMutation } from '../api/sign-out-user-everywhere';
import { ADDRESS_CODEC, toListParams } from '../filters';
import { AuditLogPanel } from './audit-log-panel';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserConfirmDialog } from './user-confirm-dialog';
import { UserDetailsDialog } from './user-details-dialog';
import { UsersTable } from './users-table';
import './admin-users.css';

type Dialog = { kind: 'details' | 'reset' | 'sign-out' | 'delete'; user: AdminUserListItem };

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
  const { state: filters, applied, settling, dispatch } = useAddressState(ADDRESS_CODEC);
  const list = useQuery({
    ...adminUsersQuery(identity, toListParams(applied)),
    // The previous view stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const searchHintId = useId();

  const roleMutation = useSetUserRoleMutation();
  const resetMutation = useResetUserPasswordMutation();
  const signOutMutation = useSignOutUserEverywhereMutation();
  const deleteMutation = useDeleteUserMutation();

  const page = list.data;
  const busy = (list.isFetching && list.isPlaceholderData) || settling;

  // A page that no longer exists (its last user deleted, a smaller page size): show the last one there is.
  const lastPage = list.isPlaceholderData ? undefined : page?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && applied.page > Math.max(1, lastPage)) dispatch({ type: 'page', page: Math.max(1, lastPage) });
  }, [lastPage, applied.page, dispatch]);

  if (isAdminRefusal(list.error)) return <UsersAccessDenied />;

  const closeDialog = () => {
    setDialog(null);
    focusIfLost(listHeading.current);
  };

  const open = (kind: Dialog['kind'], user: AdminUserListItem) => {
    roleMutation.reset();
    resetMutation.reset();
    signOutMutation.reset();
    deleteMutation.reset();
    setDialog({ kind, user });
  };

  const saveRole = (user: AdminUserListItem, role: AdminUserListItem['role']) => {
    if (roleMutation.isPending) return;
    roleMutation.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          toast.success(messagesNow(SHARED_TEXT.ADMIN_USERS_MESSAGES).roleUpdated);
          closeDialog();
        },
      },
    );
  };

  const resetPassword = (user: AdminUserListItem, newPassword: string) => {
    if (resetMutation.isPending) return;
    resetMutation.mutate(
      { id: user.id, newPassword },
      {
        onSuccess: () => {
          toast.success(messagesNow(SHARED_TEXT.ADMIN_USERS_MESSAGES).passwordReset);
          closeDialog();
        },
      },
    );
  };

  const signOutEverywhere = (user: AdminUserListItem) => {
    if (signOutMutation.isPending) return;
    signOutMutation.mutate(user.id, {
      onSuccess: () => {
        toast.success(messagesNow(SHARED_TEXT.ADMIN_USERS_MESSAGES).signedOutEverywhere);
        closeDialog();
      },
    });
  };

  const deleteUser = (user: AdminUserListItem) => {
    if (deleteMutation.isPending) return;
    deleteMutation.mutate(user.id, {
      onSuccess: () => {
        toast.success(messagesNow(SHARED_TEXT.ADMIN_USERS_MESSAGES).userDeleted);
        closeDialog();
      },
    });
  };

  const failure = (error: unknown) => (error ? adminUserFailureMessage(error) : null);
  const searching = applied.search.trim() !== '';
  const cap = format.number(ADMIN_USER_COUNT_CAP);

  let body;
  if (list.isPending) {
    body = (
      <div className="admin-users__state" role="status" aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <span>{TEXT.loading}</span>
      </div>
    );
  } else if (!page) {
    body = (
      <div className="admin-users__state admin-users__state--failure" role="alert">
        <h3 className="admin-users__state-title">{TEXT.loadFailed}</h3>
        <p>{adminUserFailureMessage(list.error)}</p>
        <Button variant="primary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching && <Spinner size="sm" />}
          {TEXT.retry}
        </Button>
      </div>
    );
  } else if (page.users.length === 0) {
    body = (
      <div className="admin-users__state" aria-busy={busy || undefined}>
        <h3 className="admin-users__state-title">{searching ? TEXT.emptyFiltered : TEXT.emptyTitle}</h3>
        <p className="admin-users__muted">{searching ? TEXT.emptyFilteredText : TEXT.emptyText}</p>
        {searching && <Button onClick={() => dispatch({ type: 'search', value: '' })}>{TEXT.clearSearch}</Button>}
      </div>
    );
  } else {
    body = (
      <UsersTable
        users={page.users}
        selfId={selfId}
        busy={busy}
        onView={(user) => open('details', user)}
        onResetPassword={(user) => open('reset', user)}
        onSignOut={(user) => open('sign-out', user)}
        onDelete={(user) => open('delete', user)}
      />
    );
  }

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

          <div className="admin-users__toolbar">
            <div className="field admin-users__search">
              <label className="field__label" htmlFor={searchId}>
                {TEXT.searchLabel}
              </label>
              <input
                id={searchId}
                type="search"
                className="field__input"
                value={filters.search}
                maxLength={ADMIN_USER_SEARCH_MAX_LENGTH}
                placeholder={TEXT.searchPlaceholder}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={searchHintId}
                onChange={(event) => dispatch({ type: 'search', value: event.target.value })}
              />
              <p id={searchHintId} className="field__hint">
                {TEXT.searchHint}
              </p>
            </div>
            <div className="admin-users__page-size">
              <SelectField<AdminUserPageSize>
                label={TEXT.pageSize}
                options={ADMIN_USER_PAGE_SIZES}
                value={filters.limit}
                onChange={(limit) => dispatch({ type: 'limit', limit })}
              />
            </div>
          </div>

          {body}

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

      {dialog?.kind === 'details' && (
        <UserDetailsDialog
          key={dialog.user.id}
          user={dialog.user}
          isSelf={dialog.user.id === selfId}
          pending={roleMutation.isPending}
          error={failure(roleMutation.error)}
          onSave={(role) => saveRole(dialog.user, role)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reset' && (
        <ResetPasswordDialog
          key={dialog.user.id}
          user={dialog.user}
          pending={resetMutation.isPending}
          error={failure(resetMutation.error)}
          onSubmit={(password) => resetPassword(dialog.user, password)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'sign-out' && (
        <UserConfirmDialog
          action="sign-out"
          key={dialog.user.id}
          user={dialog.user}
          pending={signOutMutation.isPending}
          error={failure(signOutMutation.error)}
          onConfirm={() => signOutEverywhere(dialog.user)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <UserConfirmDialog
          action="delete"
          key={dialog.user.id}
          user={dialog.user}
          pending={deleteMutation.isPending}
          error={failure(deleteMutation.error)}
          onConfirm={() => deleteUser(dialog.user)}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}
