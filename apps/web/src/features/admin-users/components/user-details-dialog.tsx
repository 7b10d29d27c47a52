import { useState } from 'react';
import { ROLES, type AdminUserListItem, type Role } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/vocabulary-workspace';
import { useFormat, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';
import { joinedDate } from '../audit-entry';

interface UserDetailsDialogProps {
  user: AdminUserListItem;
  /** The signed-in admin's own account: the role is shown, not offered (the server refuses it too). */
  isSelf: boolean;
  pending: boolean;
  /** The server's refusal ('The last admin cannot be demoted'), shown in the dialog. */
  error: string | null;
  onSave: (role: Role) => void;
  onCancel: () => void;
}

/**
 * User Details (spec §2): username, email, a role select (user/admin), Save Changes and Cancel.
 * Save is offered only for a changed role, and not while saving; the dialog stays open until the
 * server has answered. Mount it with a key per user, so each opening starts from their role.
 */
export function UserDetailsDialog({ user, isSelf, pending, error, onSave, onCancel }: UserDetailsDialogProps) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const ADMIN_USERS_MESSAGES = useMessages(SHARED_TEXT.ADMIN_USERS_MESSAGES);
  const [role, setRole] = useState<Role>(user.role);
  const joined = joinedDate(user.created_at, useFormat());
  const cancel = () => {
    if (!pending) onCancel();
  };

  return (
    <Modal open title={TEXT.detailsTitle} onClose={cancel}>
      <dl className="admin-users__details">
        <div>
          <dt>{TEXT.username}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{TEXT.email}</dt>
          <dd className="admin-users__email">{user.email}</dd>
        </div>
        <div>
          <dt>{TEXT.idLabel}</dt>
          <dd>{user.id}</dd>
        </div>
        {joined && (
          <div>
            <dt>{TEXT.joined}</dt>
            <dd>
              <time dateTime={user.created_at}>{joined}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{TEXT.sessionsLabel}</dt>
          <dd>{TEXT.signedInOnDevices(user.sessions)}</dd>
        </div>
        {isSelf && (
          <div>
            <dt>{TEXT.roleLabel}</dt>
            <dd>
              <Badge tone={user.role === 'admin' ? 'primary' : 'neutral'}>{TEXT.roles[user.role]}</Badge>
            </dd>
          </div>
        )}
      </dl>
      {isSelf ? (
        <p className="admin-users__note">{ADMIN_USERS_MESSAGES.cannotChangeOwnRole}</p>
      ) : (
        <SelectField<Role>
          label={TEXT.roleLabel}
          options={ROLES}
          value={role}
          optionLabel={(option) => TEXT.roles[option]}
          onChange={setRole}
        />
      )}
      {error && (
        <p className="field__error admin-users__dialog-error" role="alert">
          {error}
        </p>
      )}
      <DialogActions
        confirmLabel={TEXT.saveChanges}
        pendingLabel={TEXT.saving}
        pending={pending}
        canConfirm={!isSelf && role !== user.role}
        onConfirm={() => {
          if (!pending && role !== user.role) onSave(role);
        }}
        onCancel={cancel}
      />
    </Modal>
  );
}
