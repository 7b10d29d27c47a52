/**
 * The personal manager's filter state (vocabulary-management.md §3 "Personal filter state", §4):
 * search, sort, tags (all must match, at most 10), page and page size. Pure, so the rules are
 * tested without React. The approval filter is always null here and is therefore not kept; a sort
 * by name becomes a sort by word count (personalCategorySort).
 */
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_BY,
  DEFAULT_SORT_ORDER,
  personalCategorySort,
  type CategorySortField,
} from '@slovo/shared';
import { nextSort, toggleTagName } from '@/components/vocabulary-workspace';
import type { UserCategoryFilters } from './api/get-user-categories';

/**
 * The filters as the panel holds them: the fields the list query takes, but the search as typed
 * and the tags in the order chosen (toQueryFilters trims and sorts them).
 */
export type FilterState = UserCategoryFilters;

export type FilterAction =
  | { type: 'search'; value: string }
  | { type: 'sort'; field: CategorySortField }
  | { type: 'toggleTag'; name: string }
  | { type: 'clear' }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: number };

export const INITIAL_FILTERS: FilterState = {
  search: '',
  sortBy: personalCategorySort(DEFAULT_SORT_BY),
  sortOrder: DEFAULT_SORT_ORDER,
  tags: [],
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
};

/** The sort fields the manager offers (name is not one: it becomes word_count). */
export const PERSONAL_SORT_FIELDS = ['word_count', 'created_at'] as const satisfies readonly CategorySortField[];

/** Every change other than the page itself goes back to page 1 (spec §4). */
export function filtersReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'search':
      return action.value === state.search ? state : { ...state, search: action.value, page: 1 };
    case 'sort':
      return { ...state, ...nextSort(state, personalCategorySort(action.field)), page: 1 };
    case 'toggleTag': {
      const tags = toggleTagName(state.tags, action.name);
      return tags === state.tags ? state : { ...state, tags, page: 1 };
    }
    case 'clear':
      return { ...state, search: '', tags: [], page: 1 };
    case 'page': {
      const page = Math.max(1, Math.floor(action.page));
      return page === state.page ? state : { ...state, page };
    }
    case 'limit':
      return action.limit === state.limit ? state : { ...state, limit: action.limit, page: 1 };
  }
}

/** Search text or tags narrow the list (the sort and the page do not). */
export function hasActiveFilters(filters: Pick<FilterState, 'search' | 'tags'>): boolean {
  return filters.search.trim() !== '' || filters.tags.length > 0;
}

/** What the list query is keyed by and asks for: the search trimmed, tags in a stable order. */
export function toQueryFilters(state: FilterState): UserCategoryFilters {
  return {
    search: state.search.trim(),
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    tags: [...state.tags].sort(),
    page: state.page,
    limit: state.limit,
  };
}
