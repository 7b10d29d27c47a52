/**
 * The user list's view (vocabulary-management.md §2 "Admin user management", §4): the search,
 * the page and the page size. The address bar holds it — each value only when it differs from its
 * default — so a search can be bookmarked and Back/Forward move between views. Pure, tested
 * without React.
 */
import {
  ADMIN_USER_PAGE_SIZES,
  ADMIN_USER_SEARCH_MAX_LENGTH,
  DEFAULT_ADMIN_USER_PAGE_SIZE,
  type AdminUserPageSize,
} from '@slovo/shared';
import type { AddressCodec } from '@/lib/use-address-state';
import type { AdminUsersListParams } from './api/query-keys';

/** The highest page the server accepts (adminUsersQuerySchema). */
export const MAX_ADMIN_USER_PAGE = 1_000_000;

export interface AdminUsersFilters {
  /** As typed; trimmed when asked for and written to the address. */
  search: string;
  page: number;
  limit: AdminUserPageSize;
}

export const DEFAULT_ADMIN_USERS_FILTERS: AdminUsersFilters = { search: '', page: 1, limit: DEFAULT_ADMIN_USER_PAGE_SIZE };

export type AdminUsersFilterAction =
  | { type: 'search'; value: string }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: AdminUserPageSize }
  /** The address changed (Back, Forward, a bookmark): take its view as it is. */
  | { type: 'replace'; filters: AdminUsersFilters };

/** A new search or page size goes back to page 1 (spec §4). */
export function adminUsersFiltersReducer(state: AdminUsersFilters, action: AdminUsersFilterAction): AdminUsersFilters {
  switch (action.type) {
    case 'search': {
      const value = action.value.slice(0, ADMIN_USER_SEARCH_MAX_LENGTH);
      if (value === state.search) return state;
      // Typing a space changes nothing that is asked: the page stays.
      return value.trim() === state.search.trim() ? { ...state, search: value } : { ...state, search: value, page: 1 };
    }
    case 'page': {
      const page = Math.min(MAX_ADMIN_USER_PAGE, Math.max(1, Math.floor(action.page)));
      return page === state.page ? state : { ...state, page };
    }
    case 'limit':
      return action.limit === state.limit ? state : { ...state, limit: action.limit, page: 1 };
    case 'replace':
      return sameFilters(state, action.filters) ? state : action.filters;
  }
}

/** The view an address holds; anything it cannot read falls back to the default. */
export function filtersFromSearchParams(params: URLSearchParams): AdminUsersFilters {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, ADMIN_USER_SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_ADMIN_USER_PAGE ? page : 1,
    limit: ADMIN_USER_PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_ADMIN_USERS_FILTERS.limit,
  };
}

/** The query parameters of `filters`, each only when it differs from its default, in a fixed order. */
export function filtersToSearchParams(filters: AdminUsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_ADMIN_USERS_FILTERS.limit) params.set('limit', String(filters.limit));
  return params;
}

/** Two views ask for the same list (the search compared trimmed). */
export function sameFilters(a: AdminUsersFilters, b: AdminUsersFilters): boolean {
  return filtersToSearchParams(a).toString() === filtersToSearchParams(b).toString();
}

/** What GET /admin/users is asked. */
export function toListParams(filters: AdminUsersFilters): AdminUsersListParams {
  return { search: filters.search.trim(), page: filters.page, limit: filters.limit };
}

/** How the view is kept in the address bar (see useAddressState). */
export const ADDRESS_CODEC: AddressCodec<AdminUsersFilters, AdminUsersFilterAction> = {
  reducer: adminUsersFiltersReducer,
  fromSearchParams: filtersFromSearchParams,
  toSearchParams: filtersToSearchParams,
  replace: (filters) => ({ type: 'replace', filters }),
};
