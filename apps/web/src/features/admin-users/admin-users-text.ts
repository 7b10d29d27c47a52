/**
 * Texts of admin user management (/admin/users) that @slovo/shared does not hold. The spec's own
 * words here (vocabulary-management.md §2): 'Total', 'Filtered', the columns 'User', 'Email',
 * 'Role', 'Joined', 'Actions', the dialogs 'User Details', 'Reset Password', 'Delete User', and
 * 'Save Changes', 'Cancel'. Its quoted messages (successes, Access Denied) are in
 * ADMIN_USERS_MESSAGES and MESSAGES.
 */
import type { Role } from '@slovo/shared';
import { ADMIN_USER_COUNT_CAP, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@slovo/shared';

export const ADMIN_USERS_TEXT = {
  loading: 'Loading users...',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name, email or role…',
  searchHint: 'From 3 characters it matches anywhere in a name or email; 1–2 characters match their start.',
  total: 'Total',
  filtered: 'Filtered',
  /** A counter's value: "100,000", readable at any size. */
  count: (value: number) => value.toLocaleString('en-US'),
  /** The Filtered counter when more accounts match than the server counts (ADMIN_USER_COUNT_CAP). */
  filteredCapped: `${ADMIN_USER_COUNT_CAP.toLocaleString('en-US')}+`,
  cappedHint: `Showing the first ${ADMIN_USER_COUNT_CAP.toLocaleString('en-US')} matches. Refine your search to narrow them down.`,
  usersLabel: 'Users',
  pageSize: 'Users per page',
  columns: { user: 'User', email: 'Email', role: 'Role', joined: 'Joined', actions: 'Actions' },
  roles: { user: 'User', admin: 'Admin' } satisfies Record<Role, string>,
  userId: (id: number) => `ID: ${id}`,
  you: 'You',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  emptyTitle: 'No users found',
  emptyFiltered: 'No users match your search',
  emptyText: 'There are no accounts yet.',
  emptyFilteredText: 'Try another name, email or role.',
  clearSearch: 'Clear search',
  loadFailed: 'Failed to load users',
  refreshFailed: 'Failed to refresh the user list. The list shown may be out of date.',
  retry: 'Retry',
  viewDetails: 'View details',
  resetPassword: 'Reset password',
  delete: 'Delete',
  viewDetailsOf: (username: string) => `View details of ${username}`,
  resetPasswordOf: (username: string) => `Reset password of ${username}`,
  deleteUser: (username: string) => `Delete ${username}`,

  detailsTitle: 'User Details',
  username: 'Username',
  email: 'Email',
  joined: 'Joined',
  idLabel: 'ID',
  roleLabel: 'Role',
  saveChanges: 'Save Changes',
  saving: 'Saving…',

  resetTitle: 'Reset Password',
  resetDescription: (username: string) => `Choose a new password for ${username}. Their current password stops working at once.`,
  newPassword: 'New password',
  passwordHint: `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, the same rule as at registration.`,
  passwordRule: `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`,
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  resetSubmit: 'Reset Password',
  resetting: 'Resetting…',

  deleteTitle: 'Delete User',
  deleteQuestion: (username: string) => `Delete the account of ${username}?`,
  deleteWarning: 'Their progress, personal vocabulary and sessions are removed too. This cannot be undone.',
  deleteSubmit: 'Delete User',
  deleting: 'Deleting…',

  auditTitle: 'Recent changes',
  auditEmpty: 'No changes yet. Role changes, password resets and deletions appear here.',
  auditFailed: 'Failed to load recent changes',
  auditLoading: 'Loading recent changes...',
} as const;
