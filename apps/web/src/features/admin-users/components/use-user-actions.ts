import { useState, type RefObject } from 'react';
import type { AdminUserListItem } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { focusIfLost } from '@/lib/focus-if-lost';
import { useDeleteUserMutation } from '../api/delete-user';
import { useResetUserPasswordMutation } from '../api/reset-user-password';
import { useSetUserRoleMutation } from '../api/set-user-role';
import { useSignOutUserEverywhereMutation } from '../api/sign-out-user-everywhere';

export type UserDialogKind = 'details' | 'reset' | 'sign-out' | 'delete';
export interface UserDialog {
  kind: UserDialogKind;
  user: AdminUserListItem;
}

const sharedText = () => messagesNow(SHARED_TEXT.ADMIN_USERS_MESSAGES);

/**
 * The open dialog and the four changes it makes to an account (role, password, sign out
 * everywhere, delete): each runs once at a time, says so in a toast when saved and closes its
 * dialog, giving focus back to `afterClose` if it was lost.
 */
export function useUserActions(afterClose: RefObject<HTMLElement | null>) {
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const role = useSetUserRoleMutation();
  const reset = useResetUserPasswordMutation();
  const signOut = useSignOutUserEverywhereMutation();
  const remove = useDeleteUserMutation();

  const saved = (message: string) => () => {
    toast.success(message);
    setDialog(null);
    focusIfLost(afterClose.current);
  };

  return {
    dialog,
    mutations: { role, reset, signOut, remove },
    open: (kind: UserDialogKind, user: AdminUserListItem) => {
      // A dialog opens without the last one's error.
      role.reset();
      reset.reset();
      signOut.reset();
      remove.reset();
      setDialog({ kind, user });
    },
    cancel: () => setDialog(null),
    saveRole: (user: AdminUserListItem, value: AdminUserListItem['role']) => {
      if (role.isPending) return;
      role.mutate({ id: user.id, role: value }, { onSuccess: saved(sharedText().roleUpdated) });
    },
    resetPassword: (user: AdminUserListItem, newPassword: string) => {
      if (reset.isPending) return;
      reset.mutate({ id: user.id, newPassword }, { onSuccess: saved(sharedText().passwordReset) });
    },
    signOutEverywhere: (user: AdminUserListItem) => {
      if (signOut.isPending) return;
      signOut.mutate(user.id, { onSuccess: saved(sharedText().signedOutEverywhere) });
    },
    deleteUser: (user: AdminUserListItem) => {
      if (remove.isPending) return;
      remove.mutate(user.id, { onSuccess: saved(sharedText().userDeleted) });
    },
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
