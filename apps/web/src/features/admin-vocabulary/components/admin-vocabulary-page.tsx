import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CategorySummary } from '@slovo/shared';
import { CategoryBrowser, categoryTitle } from '@/components/category-browser';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { focusIfLost } from '@/lib/focus-if-lost';
import { useAddressState } from '@/lib/use-address-state';
import { CardActions, useCategoryInAddress, type TagOptionsState } from '@/components/vocabulary-workspace';
import '@/components/vocabulary-workspace/vocabulary-workspace.css';
import {
  DeleteCategoryDialog,
  RenameCategoryDialog,
  WordDialogs,
  WordsColumn,
  errorMessage,
  type WordDialog,
} from '@/features/vocabulary-editor';
import { TagEditorDialog, useTagsQuery } from '@/features/tags';
import { ImportWordsDialog, JsonImportDialog, VocabularyExportMenu } from '@/features/vocabulary-files';
import { categoryPagesQuery, useVocabularyIdentity } from '@/features/vocabulary';
import { localizeServerText, messagesNow, useMessages, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';
import { useClearCacheMutation } from '../api/clear-cache';
import { useCreateAdminCategoryMutation, type NewAdminCategory } from '../api/create-category';
import { useDeleteAdminCategoryMutation } from '../api/delete-category';
import { adminCategoryByKeyQueryKey, findAdminCategoryByKey } from '../api/find-category';
import { useRenameAdminCategoryMutation } from '../api/rename-category';
import { useSetApprovalMutation } from '../api/set-approval';
import { isAdminAuthFailure, isMissingSession } from '../auth-failure';
import { ADDRESS_CODEC, activeFilters, toListParams } from '../filters';
import { AdminAuthNotice } from './admin-auth-notice';
import { AdminFiltersPanel } from './admin-filters-panel';
import { CreateCategoryDialog } from './create-category-dialog';
import './admin-vocabulary.css';

/** What the editor remembers of the selected category while the list on screen may not hold it. */
type Selected = Pick<CategorySummary, 'id' | 'name' | 'display_name' | 'word_count' | 'tags' | 'is_approved_list'>;

/** Where the editor looks up the category the address names when it is not on screen. */
const FIND_BY_KEY = { queryKey: adminCategoryByKeyQueryKey, byKey: findAdminCategoryByKey };

/** The editor's address; the selected category follows it ("/admin/vocabulary/travel?tags=…"). */
const BASE_PATH = '/admin/vocabulary';

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; category: Selected }
  | { kind: 'delete'; category: Selected }
  | { kind: 'tags'; category: Selected }
  | WordDialog
  | { kind: 'import' };

/**
 * /admin/vocabulary, the admin vocabulary editor (vocabulary-management.md §2): a toolbar (Add
 * Category, Add Word, Import Data, Clear Cache, Export) and three columns — the filters, every
 * category (system and learners') in the category browser with approve, tags, rename and delete,
 * and the selected category's words. The filters live in the address bar.
 */
export function AdminVocabularyPage() {
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  // The shared texts of its toasts, read when a change is saved (messagesNow).
  useMessagesReady(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
  const { state: filters, applied, settling, dispatch } = useAddressState(ADDRESS_CODEC);
  const identity = useVocabularyIdentity();
  const list = useInfiniteQuery({
    ...categoryPagesQuery(identity ?? 'anonymous', toListParams(applied), applied.page),
    enabled: identity !== null,
    // The previous view stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
  });
  const tags = useTagsQuery();

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const categoriesHeading = useRef<HTMLHeadingElement>(null);
  const wordsHeading = useRef<HTMLHeadingElement>(null);

  const createMutation = useCreateAdminCategoryMutation();
  const renameMutation = useRenameAdminCategoryMutation();
  const deleteMutation = useDeleteAdminCategoryMutation();
  const approvalMutation = useSetApprovalMutation();
  const cacheMutation = useClearCacheMutation();

  const pages = list.data?.pages;
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  const categories = pages?.flatMap((page) => page.categories) ?? [];
  // In the address with the filters, so a reload, Back and a shared link keep it (issue 30 §3.5).
  const { selected: current, select } = useCategoryInAddress<Selected>({
    basePath: BASE_PATH,
    listed: pages && categories,
    find: FIND_BY_KEY,
  });
  const filtersActive = activeFilters(applied).length > 0;
  const authFailure = isAdminAuthFailure(list.error);

  // A page that no longer exists (its last category deleted): show the last one there is.
  const lastPage = list.isPlaceholderData ? undefined : first?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && applied.page > Math.max(1, lastPage)) dispatch({ type: 'page', page: Math.max(1, lastPage) });
  }, [lastPage, applied.page, dispatch]);

  const closeDialog = (fallback: HTMLElement | null = null) => {
    setDialog(null);
    focusIfLost(fallback);
  };

  const submitCreate = (category: NewAdminCategory) => {
    // A create already on its way blocks another one (spec §4).
    if (createMutation.isPending) return;
    createMutation.mutate(category, {
      onSuccess: (result) => {
        toast.success(localizeServerText(result.message));
        select(
          result.category ?? {
            id: result.categoryId,
            name: '',
            display_name: category.name,
            word_count: 0,
            tags: [],
            is_approved_list: category.isApprovedList,
          },
        );
        closeDialog(wordsHeading.current);
      },
    });
  };

  const submitRename = (category: Selected, newName: string) => {
    if (renameMutation.isPending) return;
    renameMutation.mutate(
      { id: category.id, key: category.name, newName },
      {
        onSuccess: (result) => {
          toast.success(localizeServerText(result.message));
          // Still selected, under its new key (issue 30 §3.6); none if it could not be found again.
          if (current?.id === category.id) select(result.category, { replace: true });
          closeDialog(categoriesHeading.current);
        },
      },
    );
  };

  const confirmDelete = (category: Selected) => {
    if (deleteMutation.isPending) return;
    deleteMutation.mutate(category.name, {
      onSuccess: (result) => {
        toast.success(localizeServerText(result.message));
        // Spec §4: deleting the selected category clears the selection.
        if (current?.id === category.id) select(null, { replace: true });
        closeDialog(categoriesHeading.current);
      },
    });
  };

  const toggleApproval = (category: Selected) => {
    const isApproved = !category.is_approved_list;
    approvalMutation.mutate(
      { id: category.id, isApproved },
      {
        onSuccess: () => {
          const ADMIN_VOCABULARY_MESSAGES = messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
          toast.success(isApproved ? ADMIN_VOCABULARY_MESSAGES.categoryApproved : ADMIN_VOCABULARY_MESSAGES.categoryUnapproved);
        },
        onError: (failure) => {
          const ADMIN_VOCABULARY_MESSAGES = messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
          const reason = localizeServerText(errorMessage(failure));
          if (isMissingSession(failure)) toast.error(ADMIN_VOCABULARY_MESSAGES.loginToUpdateStatus);
          else if (reason) toast.error(`${ADMIN_VOCABULARY_MESSAGES.updateApprovedStatusFailed}: ${reason}`);
          else toast.error(ADMIN_VOCABULARY_MESSAGES.updateApprovedStatusFailed);
        },
      },
    );
  };

  const clearCache = () => {
    if (cacheMutation.isPending) return;
    cacheMutation.mutate(undefined, {
      onSuccess: () => toast.success(messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES).cacheCleared),
      onError: (failure) => {
        const ADMIN_VOCABULARY_MESSAGES = messagesNow(SHARED_TEXT.ADMIN_VOCABULARY_MESSAGES);
        toast.error(
          isMissingSession(failure) ? ADMIN_VOCABULARY_MESSAGES.loginToClearCache : ADMIN_VOCABULARY_MESSAGES.clearCacheFailed,
        );
      },
    });
  };

  const tagOptions: TagOptionsState = {
    tags: tags.data,
    isLoading: tags.isPending,
    error: tags.isError && !tags.data ? MY_VOCABULARY_MESSAGES.loadTagsFailed : null,
  };

  const dialogs = (
    <>
      {dialog?.kind === 'create' && (
        <CreateCategoryDialog
          pending={createMutation.isPending}
          error={
            createMutation.isError
              ? MY_VOCABULARY_MESSAGES.createCategoryFailed(localizeServerText(errorMessage(createMutation.error)))
              : null
          }
          onSubmit={submitCreate}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenameCategoryDialog
          category={dialog.category}
          pending={renameMutation.isPending}
          error={
            renameMutation.isError
              ? MY_VOCABULARY_MESSAGES.renameCategoryFailed(localizeServerText(errorMessage(renameMutation.error)))
              : null
          }
          onSubmit={(value) => submitRename(dialog.category, value)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCategoryDialog
          title={categoryTitle(dialog.category)}
          wordCount={dialog.category.word_count}
          pending={deleteMutation.isPending}
          error={
            deleteMutation.isError
              ? MY_VOCABULARY_MESSAGES.deleteCategoryFailed(localizeServerText(errorMessage(deleteMutation.error)))
              : null
          }
          onConfirm={() => confirmDelete(dialog.category)}
          onCancel={() => setDialog(null)}
        />
      )}
      <TagEditorDialog category={dialog?.kind === 'tags' ? dialog.category : null} onClose={() => setDialog(null)} />
      <WordDialogs
        dialog={dialog}
        scope="admin"
        onOpen={setDialog}
        onClose={() => closeDialog(wordsHeading.current)}
        ImportWordsDialog={ImportWordsDialog}
      />
      <JsonImportDialog open={dialog?.kind === 'import'} onClose={() => setDialog(null)} />
    </>
  );

  if (authFailure) {
    return (
      <div className="page vocab-ws">
        <AdminAuthNotice />
      </div>
    );
  }

  if (identity === null || (list.isPending && !list.isError)) {
    return (
      <div className="page vocab-ws">
        <div className="vocab-ws__loading" role="status" aria-live="polite" aria-busy="true">
          <Spinner size="lg" />
          <span>{TEXT.loadingVocabulary}</span>
        </div>
      </div>
    );
  }

  return (
    <div className="page vocab-ws admin-vocab">
      <div className="vocab-ws__topbar card">
        <div className="vocab-ws__topbar-actions" role="toolbar" aria-label={TEXT.toolsLabel}>
          <Button
            variant="primary"
            onClick={() => {
              createMutation.reset();
              setDialog({ kind: 'create' });
            }}
          >
            <span aria-hidden="true">+</span> {MY_VOCABULARY_MESSAGES.addCategory}
          </Button>
          {current && (
            <Button onClick={() => setDialog({ kind: 'add-words', category: current })}>
              <span aria-hidden="true">+</span> {MY_VOCABULARY_MESSAGES.addWord}
            </Button>
          )}
          <Button onClick={() => setDialog({ kind: 'import' })}>{TEXT.importData}</Button>
          <VocabularyExportMenu />
          {current?.name && <VocabularyExportMenu categoryNames={[current.name]} selectionLabel={categoryTitle(current)} />}
          <Button onClick={clearCache} disabled={cacheMutation.isPending} aria-busy={cacheMutation.isPending || undefined}>
            {cacheMutation.isPending && <Spinner size="sm" />}
            {cacheMutation.isPending ? TEXT.clearingCache : TEXT.clearCache}
          </Button>
        </div>
      </div>

      <div className="vocab-ws__columns">
        <AdminFiltersPanel filters={filters} dispatch={dispatch} tagOptions={tagOptions} />

        <section className="vocab-ws__panel vocab-ws__categories" aria-labelledby="admin-vocab-categories">
          <h2 id="admin-vocab-categories" ref={categoriesHeading} tabIndex={-1} className="vocab-ws__panel-title">
            {TEXT.categories}
          </h2>
          <CategoryBrowser<CategorySummary>
            label={TEXT.categories}
            categories={categories}
            selectedId={current?.id ?? null}
            onSelect={(category) => select(category)}
            isFetching={(list.isFetching && !list.isFetchingNextPage) || settling}
            error={!first && list.isError ? MY_VOCABULARY_MESSAGES.loadCategoriesFailed : null}
            onRetry={() => void list.refetch()}
            hasActiveFilters={filtersActive}
            onClearFilters={() => dispatch({ type: 'clear' })}
            emptyText={TEXT.emptyList}
            stats={
              first &&
              last && {
                totalCount: first.totalCount,
                page: last.page,
                totalPages: first.totalPages,
                hasNextPage: last.hasNextPage,
              }
            }
            infiniteScroll={{
              hasMore: list.hasNextPage,
              isLoadingMore: list.isFetchingNextPage,
              onLoadMore: () => void list.fetchNextPage(),
            }}
            pagination={
              first && {
                page: filters.page,
                totalPages: first.totalPages,
                onPageChange: (page) => dispatch({ type: 'page', page }),
              }
            }
            renderActions={(category, { tabIndex }) => {
              const title = categoryTitle(category);
              const approval = category.is_approved_list ? TEXT.unapprove : TEXT.approve;
              const approvalName = category.is_approved_list ? TEXT.unapproveOf(title) : TEXT.approveOf(title);
              return (
                <CardActions
                  tabIndex={tabIndex}
                  actions={[
                    {
                      label: approval,
                      accessibleName: approvalName,
                      disabled: approvalMutation.isPending && approvalMutation.variables?.id === category.id,
                      onClick: () => toggleApproval(category),
                    },
                    {
                      label: TEXT.tags,
                      accessibleName: TEXT.tagsOf(title),
                      onClick: () => setDialog({ kind: 'tags', category }),
                    },
                    {
                      label: TEXT.rename,
                      accessibleName: TEXT.renameOf(title),
                      onClick: () => {
                        renameMutation.reset();
                        setDialog({ kind: 'rename', category });
                      },
                    },
                    {
                      label: TEXT.delete,
                      accessibleName: TEXT.deleteOf(title),
                      danger: true,
                      onClick: () => {
                        deleteMutation.reset();
                        setDialog({ kind: 'delete', category });
                      },
                    },
                  ]}
                />
              );
            }}
          />
          {first && list.isRefetchError && (
            <p className="vocab-ws__notice" role="alert">
              {MY_VOCABULARY_MESSAGES.refreshCategoriesFailed}
            </p>
          )}
        </section>

        <WordsColumn
          category={current}
          headingRef={wordsHeading}
          selectText={TEXT.selectCategoryText}
          onAddWord={() => current && setDialog({ kind: 'add-words', category: current })}
          onEditWord={(word) => current && setDialog({ kind: 'edit-word', word, categoryName: categoryTitle(current) })}
          onDeleteWord={(word) => current && setDialog({ kind: 'delete-word', word, categoryName: categoryTitle(current) })}
        />
      </div>
      {dialogs}
    </div>
  );
}
