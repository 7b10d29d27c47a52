import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { usePageInRange } from '@/components/vocabulary-workspace';
import type { CategorySummary } from '@slovo/shared';
import { useCategoryEditorActions, useTagOptions, type CategoryListView } from '@/features/vocabulary-editor';
import { categoryPagesQuery, useVocabularyIdentity } from '@/features/vocabulary';
import { useAddressState } from '@/lib/use-address-state';
import { adminCategoryByKeyQueryKey, findAdminCategoryByKey } from '../api/find-category';
import type { NewAdminCategory } from '../api/create-category';
import { isAdminAuthFailure } from '../auth-failure';
import { ADMIN_CATEGORY_API, type AdminSelected } from '../category-editor-api';
import { ADDRESS_CODEC, activeFilters, toListParams } from '../filters';
import type { AdminDialog } from './import-export';
import { useAdminTools } from './use-admin-tools';

/** Where the editor looks up the category the address names when it is not on screen. */
const FIND_BY_KEY = { queryKey: adminCategoryByKeyQueryKey, byKey: findAdminCategoryByKey };

/** The editor's address; the selected category follows it ("/admin/vocabulary/travel?tags=…"). */
const BASE_PATH = '/admin/vocabulary';

/**
 * The admin editor's state: the filters (in the address bar), every category page loaded so far,
 * the selected category (in the address too, issue 30 §3.5), the category writes and their
 * dialogs, and the admin's own tools (approval, the cache).
 */
export function useAdminVocabulary() {
  const { state: filters, applied, settling, dispatch } = useAddressState(ADDRESS_CODEC);
  const identity = useVocabularyIdentity();
  const list = useInfiniteQuery({
    ...categoryPagesQuery(identity ?? 'anonymous', toListParams(applied), applied.page),
    enabled: identity !== null,
    // The previous view stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
  });
  const tagOptions = useTagOptions();
  const tools = useAdminTools();

  const pages = list.data?.pages;
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  const categories = pages?.flatMap((page) => page.categories) ?? [];
  const editor = useCategoryEditorActions<AdminSelected, NewAdminCategory, AdminDialog>(ADMIN_CATEGORY_API, {
    basePath: BASE_PATH,
    listed: pages && categories,
    find: FIND_BY_KEY,
  });
  // A page that no longer exists (its last category deleted): show the last one there is.
  usePageInRange(applied.page, list.isPlaceholderData ? undefined : first?.totalPages, dispatch);

  const browse: CategoryListView<CategorySummary> = {
    categories,
    list,
    loaded: first &&
      last && { totalCount: first.totalCount, page: last.page, totalPages: first.totalPages, hasNextPage: last.hasNextPage },
    // Not while the next page comes: the pages shown stay as they are.
    fetching: (list.isFetching && !list.isFetchingNextPage) || settling,
    page: filters.page,
    dispatch,
    // "Words without stress" narrows the words column, not the category list.
    filtersActive: activeFilters(applied).some((filter) => filter.kind !== 'stress'),
  };
  return {
    authFailure: isAdminAuthFailure(list.error),
    loading: identity === null || (list.isPending && !list.isError),
    editor,
    tools,
    filterPanel: { filters, dispatch, tagOptions },
    wordsFilter: { withoutStress: applied.stress === 'missing', onShowAll: () => dispatch({ type: 'stress', value: 'all' }) },
    browse,
    loadMore: { hasMore: list.hasNextPage, isLoadingMore: list.isFetchingNextPage, onLoadMore: () => void list.fetchNextPage() },
  };
}

export type AdminVocabulary = ReturnType<typeof useAdminVocabulary>;
