import { useMemo, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FILTER_DEBOUNCE_MS } from '@slovo/shared';
import { usePageInRange } from '@/components/vocabulary-workspace';
import type { CategoryPrivacy } from '@/components/category-browser';
import {
  useCategoryEditorActions,
  useTagOptions,
  type CategoryListView,
  type EditedCategory,
} from '@/features/vocabulary-editor';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { findUserCategoryByKey, userCategoriesQuery, type UserCategory } from '../api/get-user-categories';
import { myVocabularyKeys } from '../api/query-keys';
import { useUpdatePrivacyMutation } from '../api/update-privacy';
import { MY_CATEGORY_API } from '../category-editor-api';
import { INITIAL_FILTERS, filtersReducer, hasActiveFilters, toQueryFilters, type FilterState } from '../filters';
import type { LearnerDialog } from './import-export';

/** Where the manager looks up the category the address names when it is not on screen. */
const FIND_BY_KEY = { queryKey: myVocabularyKeys.categoryByKey, byKey: findUserCategoryByKey };

/** The manager's address; the selected category follows it ("/my-vocabulary/travel"). */
const BASE_PATH = '/my-vocabulary';

/** What the page shows: the first load, its failure, the welcome screen (no categories yet), or the workspace. */
export type MyVocabularyView = 'loading' | 'failed' | 'welcome' | 'workspace';

/** Which view a list answer (or its absence) gives; filters that hide every category still show the workspace. */
function viewOf(
  isPending: boolean,
  totalCount: number | undefined,
  applied: FilterState,
  filters: FilterState,
): MyVocabularyView {
  const filtersActive = hasActiveFilters(applied);
  if (isPending) return 'loading';
  if (totalCount === undefined) return !filtersActive && applied.page === 1 ? 'failed' : 'workspace';
  return totalCount === 0 && !filtersActive && !hasActiveFilters(filters) ? 'welcome' : 'workspace';
}

/**
 * The manager's state: the filters (the list reloads 300 ms after the last change, spec §4), the
 * page of categories, the selected one (in the address, issue 30 §3.5), the category writes and
 * their dialogs, and the privacy switch.
 */
export function useMyVocabulary() {
  const [filters, dispatch] = useReducer(filtersReducer, INITIAL_FILTERS);
  const wanted = useMemo(() => toQueryFilters(filters), [filters]);
  const applied = useDebouncedValue(wanted, FILTER_DEBOUNCE_MS);
  const list = useQuery(userCategoriesQuery(applied));
  const tagOptions = useTagOptions();
  const privacy = useUpdatePrivacyMutation();
  const data = list.data;
  const editor = useCategoryEditorActions<EditedCategory, { name: string }, LearnerDialog>(MY_CATEGORY_API, {
    basePath: BASE_PATH,
    listed: data?.categories,
    find: FIND_BY_KEY,
  });
  // A page that no longer exists (its last category deleted elsewhere or here): show the last one.
  usePageInRange(applied.page, list.isPlaceholderData ? undefined : data?.totalPages, dispatch);

  const browse: CategoryListView<UserCategory> = {
    categories: data?.categories ?? [],
    list,
    loaded: data && { totalCount: data.totalCount, page: data.page, totalPages: data.totalPages, hasNextPage: data.hasNextPage },
    fetching: list.isFetching || wanted !== applied,
    page: filters.page,
    dispatch,
    filtersActive: hasActiveFilters(applied),
  };
  const sharing = {
    count: data?.sharedCount ?? 0,
    limit: data?.sharedLimit,
    change: (category: UserCategory, next: CategoryPrivacy) => privacy.mutateAsync({ id: category.id, privacy: next }),
  };
  return {
    view: viewOf(list.isPending, data?.totalCount, applied, filters),
    list,
    editor,
    filterPanel: { filters, dispatch, tagOptions },
    browse,
    sharing,
  };
}

export type MyVocabulary = ReturnType<typeof useMyVocabulary>;
