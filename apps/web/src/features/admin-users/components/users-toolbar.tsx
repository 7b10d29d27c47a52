import { useId } from 'react';
import { ADMIN_USER_PAGE_SIZES, ADMIN_USER_SEARCH_MAX_LENGTH, type AdminUserPageSize } from '@slovo/shared';
import { SelectField } from '@/components/vocabulary-workspace';
import { useMessages } from '@/i18n';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';
import type { AdminUsersList } from './use-admin-users-list';

/** Search by name or email, and the page size. */
export function UsersToolbar({ users }: { users: AdminUsersList }) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const searchId = useId();
  const searchHintId = useId();
  const { filters, dispatch } = users;
  return (
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
  );
}
