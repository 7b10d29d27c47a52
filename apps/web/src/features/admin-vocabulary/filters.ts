/**
 * The admin editor's filter state (vocabulary-management.md §3 "Admin filter state", §4): search,
 * kind of category, tags (all must match, at most 10), approval, creator, sort, page and page
 * size, and (issue 32) "words without stress", which narrows the selected category's words — a
 * list already loaded whole, so it is filtered in the browser and never sent to the server. The address bar holds it — each value only when it differs from its default — so a
 * filtered view can be bookmarked and Back/Forward move between views. Pure, tested without React.
 */
import {
  ADMIN_PAGE_SIZE_OPTIONS,
  CATEGORY_CREATOR_FILTERS,
  CATEGORY_SEARCH_MAX_LENGTH,
  CATEGORY_SORT_FIELDS,
  CATEGORY_TAG_FILTERS,
  DEFAULT_SORT_BY,
  DEFAULT_SORT_ORDER,
  MAX_CATEGORY_PAGE,
  MAX_TAG_FILTER,
  SORT_ORDERS,
  type CategoryCreatorFilter,
  type CategoryListQueryInput,
  type CategorySortField,
  type CategoryTagFilter,
  type SortOrder,
} from '@slovo/shared';
import type { AddressCodec } from '@/lib/use-address-state';
import { nextSort, toggleTagName } from '@/components/vocabulary-workspace';

export type AdminPageSize = (typeof ADMIN_PAGE_SIZE_OPTIONS)[number];

export interface AdminFilters {
  search: string;
  /** 'pre-built' = system categories, 'user' = learners' and admins' own. */
  tag: CategoryTagFilter;
  tags: readonly string[];
  /** null = all, true = approved lists only, false = the others. */
  isApprovedList: boolean | null;
  creator: CategoryCreatorFilter;
  sortBy: CategorySortField;
  sortOrder: SortOrder;
  page: number;
  limit: AdminPageSize;
  /** 'missing': the words column shows only the words without stress. */
  stress: StressFilter;
}

export const STRESS_FILTERS = ['all', 'missing'] as const;
export type StressFilter = (typeof STRESS_FILTERS)[number];

export const DEFAULT_ADMIN_FILTERS: AdminFilters = {
  search: '',
  tag: 'all',
  tags: [],
  isApprovedList: null,
  creator: 'all',
  sortBy: DEFAULT_SORT_BY,
  sortOrder: DEFAULT_SORT_ORDER,
  page: 1,
  limit: ADMIN_PAGE_SIZE_OPTIONS[0],
  stress: 'all',
};

export type AdminFilterAction =
  | { type: 'search'; value: string }
  | { type: 'tag'; value: CategoryTagFilter }
  | { type: 'toggleTag'; name: string }
  | { type: 'cycleApproval' }
  | { type: 'approval'; value: boolean | null }
  | { type: 'creator'; value: CategoryCreatorFilter }
  | { type: 'sort'; field: CategorySortField }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: AdminPageSize }
  | { type: 'stress'; value: StressFilter }
  | { type: 'clear' }
  /** The address changed (Back, Forward, a bookmark): take its filters as they are. */
  | { type: 'replace'; filters: AdminFilters };

/** Approval cycles all → approved → non-approved → all (spec §4). */
export function nextApproval(value: boolean | null): boolean | null {
  if (value === null) return true;
  return value ? false : null;
}

/** Every change other than the page itself goes back to page 1 (spec §4). */
export function adminFiltersReducer(state: AdminFilters, action: AdminFilterAction): AdminFilters {
  switch (action.type) {
    case 'search':
      return action.value === state.search ? state : { ...state, search: action.value, page: 1 };
    case 'tag':
      return action.value === state.tag ? state : { ...state, tag: action.value, page: 1 };
    case 'toggleTag': {
      const tags = toggleTagName(state.tags, action.name);
      return tags === state.tags ? state : { ...state, tags, page: 1 };
    }
    case 'cycleApproval':
      return { ...state, isApprovedList: nextApproval(state.isApprovedList), page: 1 };
    case 'approval':
      return action.value === state.isApprovedList ? state : { ...state, isApprovedList: action.value, page: 1 };
    case 'creator':
      return action.value === state.creator ? state : { ...state, creator: action.value, page: 1 };
    case 'sort':
      return { ...state, ...nextSort(state, action.field), page: 1 };
    case 'page': {
      const page = Math.min(MAX_CATEGORY_PAGE, Math.max(1, Math.floor(action.page)));
      return page === state.page ? state : { ...state, page };
    }
    case 'limit':
      return action.limit === state.limit ? state : { ...state, limit: action.limit, page: 1 };
    case 'stress':
      // The category list stays as it is (and on its page): only the words column changes.
      return action.value === state.stress ? state : { ...state, stress: action.value };
    case 'clear':
      // Clear All empties what narrows the list; the sort and the page size stay as chosen.
      return { ...state, search: '', tag: 'all', tags: [], isApprovedList: null, creator: 'all', stress: 'all', page: 1 };
    case 'replace':
      return sameFilters(state, action.filters) ? state : action.filters;
  }
}

/** The filters that narrow the lists, for the active-filters banner (the sort and the page do not narrow them). */
export type ActiveFilter =
  | { kind: 'search'; value: string }
  | { kind: 'tag'; value: Exclude<CategoryTagFilter, 'all'> }
  | { kind: 'tags'; value: string }
  | { kind: 'approval'; value: boolean }
  | { kind: 'creator'; value: Exclude<CategoryCreatorFilter, 'all'> }
  | { kind: 'stress'; value: Exclude<StressFilter, 'all'> };

export function activeFilters(filters: AdminFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const search = filters.search.trim();
  if (search) active.push({ kind: 'search', value: search });
  if (filters.tag !== 'all') active.push({ kind: 'tag', value: filters.tag });
  for (const name of filters.tags) active.push({ kind: 'tags', value: name });
  if (filters.isApprovedList !== null) active.push({ kind: 'approval', value: filters.isApprovedList });
  if (filters.creator !== 'all') active.push({ kind: 'creator', value: filters.creator });
  if (filters.stress !== 'all') active.push({ kind: 'stress', value: filters.stress });
  return active;
}

// ---- The address bar ------------------------------------------------------------------------

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/**
 * The filters an address holds. Anything it cannot read (an unknown sort field, a page of "x", an
 * eleventh tag) falls back to the default, so a hand-edited or stale bookmark still opens the editor.
 */
export function filtersFromSearchParams(params: URLSearchParams): AdminFilters {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const approval = params.get('isApprovedList');
  const tags = [
    ...new Set(
      (params.get('tags') ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_TAG_FILTER);
  return {
    search: (params.get('search') ?? '').slice(0, CATEGORY_SEARCH_MAX_LENGTH),
    tag: oneOf(CATEGORY_TAG_FILTERS, params.get('tag'), DEFAULT_ADMIN_FILTERS.tag),
    tags,
    isApprovedList: approval === 'true' ? true : approval === 'false' ? false : null,
    creator: oneOf(CATEGORY_CREATOR_FILTERS, params.get('creator'), DEFAULT_ADMIN_FILTERS.creator),
    sortBy: oneOf(CATEGORY_SORT_FIELDS, params.get('sortBy'), DEFAULT_ADMIN_FILTERS.sortBy),
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')?.toUpperCase() ?? null, DEFAULT_ADMIN_FILTERS.sortOrder),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_CATEGORY_PAGE ? page : 1,
    limit: ADMIN_PAGE_SIZE_OPTIONS.find((size) => size === limit) ?? DEFAULT_ADMIN_FILTERS.limit,
    stress: oneOf(STRESS_FILTERS, params.get('stress'), DEFAULT_ADMIN_FILTERS.stress),
  };
}

/** The query parameters of `filters`, each only when it differs from its default, in a fixed order. */
export function filtersToSearchParams(filters: AdminFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.tag !== DEFAULT_ADMIN_FILTERS.tag) params.set('tag', filters.tag);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.isApprovedList !== null) params.set('isApprovedList', String(filters.isApprovedList));
  if (filters.creator !== DEFAULT_ADMIN_FILTERS.creator) params.set('creator', filters.creator);
  if (filters.sortBy !== DEFAULT_ADMIN_FILTERS.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.sortOrder !== DEFAULT_ADMIN_FILTERS.sortOrder) params.set('sortOrder', filters.sortOrder);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_ADMIN_FILTERS.limit) params.set('limit', String(filters.limit));
  if (filters.stress !== DEFAULT_ADMIN_FILTERS.stress) params.set('stress', filters.stress);
  return params;
}

/** Two filter states ask for the same list (the search compared as the address holds it). */
export function sameFilters(a: AdminFilters, b: AdminFilters): boolean {
  return filtersToSearchParams(a).toString() === filtersToSearchParams(b).toString();
}

/**
 * What GET /vocabulary/categories is asked: the address's parameters, with a first page to start
 * from; the stress filter is the words column's own, not the list's.
 */
export function toListParams(filters: AdminFilters): CategoryListQueryInput {
  const params: CategoryListQueryInput & { stress?: string } = Object.fromEntries(filtersToSearchParams(filters));
  delete params.page;
  delete params.stress;
  return params;
}

/** How the view is kept in the address bar (see useAddressState). */
export const ADDRESS_CODEC: AddressCodec<AdminFilters, AdminFilterAction> = {
  reducer: adminFiltersReducer,
  fromSearchParams: filtersFromSearchParams,
  toSearchParams: filtersToSearchParams,
  replace: (filters) => ({ type: 'replace', filters }),
};
