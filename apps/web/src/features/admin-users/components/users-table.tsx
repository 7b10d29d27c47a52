import type { AdminUserListItem } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';
import { joinedDate } from '../audit-entry';
import { KeyIcon, SignOutIcon, TrashIcon, ViewIcon } from './icons';

interface UsersTableProps {
  users: readonly AdminUserListItem[];
  /**
   * The signed-in admin: their own row cannot be deleted (nor their role changed, in the dialog),
   * nor signed out everywhere from here (the Games menu does that, and signs this browser out too).
   */
  selfId: number;
  /** A newer view is on its way: the rows shown are the previous one's. */
  busy: boolean;
  onView: (user: AdminUserListItem) => void;
  onResetPassword: (user: AdminUserListItem) => void;
  onSignOut: (user: AdminUserListItem) => void;
  onDelete: (user: AdminUserListItem) => void;
}

/** The avatar's letter: the username's first character (a whole one, not half a surrogate pair). */
export function initialOf(username: string): string {
  return (Array.from(username.trim())[0] ?? '?').toUpperCase();
}

/**
 * The user table (spec §2): User (initial, username, ID and — issue 30 — on how many devices the
 * account is signed in), Email, Role, Joined, Actions. Each row's
 * buttons are named with the username for screen readers. On a narrow screen the stylesheet
 * turns every row into a card, its cells labelled by data-label.
 */
export function UsersTable({ users, selfId, busy, onView, onResetPassword, onSignOut, onDelete }: UsersTableProps) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const ADMIN_USERS_MESSAGES = useMessages(SHARED_TEXT.ADMIN_USERS_MESSAGES);
  const format = useFormat();
  const C = TEXT.columns;
  return (
    <div className="admin-users__table-wrap">
      <table className="admin-users__table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{TEXT.usersLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{C.user}</th>
            <th scope="col">{C.email}</th>
            <th scope="col">{C.role}</th>
            <th scope="col">{C.joined}</th>
            <th scope="col" className="admin-users__actions-head">
              {C.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === selfId;
            const joined = joinedDate(user.created_at, format);
            return (
              <tr key={user.id} className={isSelf ? 'is-self' : undefined}>
                <th scope="row" className="admin-users__user-cell" data-label={C.user}>
                  <span className="admin-users__user">
                    <span className="admin-users__avatar" aria-hidden="true">
                      {initialOf(user.username)}
                    </span>
                    <span className="admin-users__who">
                      <span className="admin-users__name">
                        {user.username}
                        {isSelf && <Badge tone="info">{TEXT.you}</Badge>}
                      </span>
                      <span className="admin-users__id">{TEXT.userId(user.id)}</span>
                      <span className="admin-users__id">{TEXT.signedInOnDevices(user.sessions)}</span>
                    </span>
                  </span>
                </th>
                <td data-label={C.email}>
                  <span className="admin-users__email">{user.email}</span>
                </td>
                <td data-label={C.role}>
                  <Badge tone={user.role === 'admin' ? 'primary' : 'neutral'}>{TEXT.roles[user.role]}</Badge>
                </td>
                <td data-label={C.joined}>{joined ? <time dateTime={user.created_at}>{joined}</time> : '—'}</td>
                <td data-label={C.actions}>
                  <div className="admin-users__actions">
                    <Button
                      variant="ghost"
                      iconOnly
                      aria-label={TEXT.viewDetailsOf(user.username)}
                      title={TEXT.viewDetails}
                      onClick={() => onView(user)}
                    >
                      <ViewIcon />
                    </Button>
                    <Button
                      variant="ghost"
                      iconOnly
                      aria-label={TEXT.resetPasswordOf(user.username)}
                      title={TEXT.resetPassword}
                      onClick={() => onResetPassword(user)}
                    >
                      <KeyIcon />
                    </Button>
                    <Button
                      variant="ghost"
                      iconOnly
                      aria-label={TEXT.signOutEverywhereOf(user.username)}
                      title={isSelf ? TEXT.signOutSelfHint : TEXT.signOutEverywhere}
                      disabled={isSelf}
                      onClick={() => onSignOut(user)}
                    >
                      <SignOutIcon />
                    </Button>
                    <Button
                      variant="ghost"
                      iconOnly
                      className="admin-users__danger"
                      aria-label={TEXT.deleteUser(user.username)}
                      // The title is the button's description: why it is off on one's own row.
                      title={isSelf ? ADMIN_USERS_MESSAGES.cannotDeleteSelf : TEXT.delete}
                      disabled={isSelf}
                      onClick={() => onDelete(user)}
                    >
                      <TrashIcon />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
