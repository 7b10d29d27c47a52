import { Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FILTER_DEBOUNCE_MS } from '@slovo/shared';
import { CategoryBrowser, categoryTitle } from '@/components/category-browser';
import { CardActions, useCategoryInAddress, type TagOptionsState } from '@/components/vocabulary-workspace';
import { MyVocabularyIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { localizeServerText, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { focusIfLost } from '@/lib/focus-if-lost';
import { TagEditorDialog, useTagsQuery } from '@/features/tags';
import { ApkgImportDialog, CategoryExportMenu, ImportWordsDialog } from '@/features/vocabulary-files';
import { useCreateCategoryMutation } from '../api/create-category';
import { useDeleteCategoryMutation } from '../api/delete-category';
import { findUserCategory, findUserCategoryByKey, userCategoriesQuery, type UserCategory } from '../api/get-user-categories';
import { myVocabularyKeys } from '../api/query-keys';
import { useRenameCategoryMutation } from '../api/rename-category';
import { useUpdatePrivacyMutation } from '../api/update-privacy';
import { INITIAL_FILTERS, filtersReducer, hasActiveFilters, toQueryFilters } from '../filters';
import { MY_VOCABULARY_TEXT } from '../my-vocabulary.i18n';
import type { SelectedCategory } from '../selected-category';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  CreateCategoryDialog,
  DeleteCategoryDialog,
  RenameCategoryDialog,
  WordDialogs,
  WordsColumn,
  writeFailureReason,
  type WordDialog,
} from '@/features/vocabulary-editor';
import { FiltersPanel } from './filters-panel';
import '@/components/vocabulary-workspace/vocabulary-workspace.css';

type Dialog =
  | { kind: 'create' }
  | { kind: 'apkg' }
  | { kind: 'rename'; category: SelectedCategory }
  | { kind: 'delete'; category: SelectedCategory }
  | { kind: 'tags'; category: SelectedCategory }
  | WordDialog;

/** Where the manager looks up the category the address names when it is not on screen. */
const FIND_BY_KEY = { queryKey: myVocabularyKeys.categoryByKey, byKey: findUserCategoryByKey };

/** The manager's address; the selected category follows it ("/my-vocabulary/travel"). */
const BASE_PATH = '/my-vocabulary';

/**
 * /my-vocabulary, the personal vocabulary manager (vocabulary-management.md §2): a welcome screen
 * until the first category exists, then a top bar and three columns — filters, the user's
 * categories (the reusable category browser with the privacy switch) and the selected category's
 * words — with the create, rename, delete, tags, add-words and word dialogs.
 */
export function MyVocabularyPage() {
  const TEXT = useMessages(MY_VOCABULARY_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const [filters, dispatch] = useReducer(filtersReducer, INITIAL_FILTERS);
  const wanted = useMemo(() => toQueryFilters(filters), [filters]);
  // Spec §4: the list reloads 300 ms after the last change of a filter, the sort, the page or its size.
  const applied = useDebouncedValue(wanted, FILTER_DEBOUNCE_MS);
  const list = useQuery(userCategoriesQuery(applied));
  const tags = useTagsQuery();

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const categoriesHeading = useRef<HTMLHeadingElement>(null);
  const wordsHeading = useRef<HTMLHeadingElement>(null);

  const createMutation = useCreateCategoryMutation();
  const renameMutation = useRenameCategoryMutation();
  const deleteMutation = useDeleteCategoryMutation();
  const privacyMutation = useUpdatePrivacyMutation();
  // A create already on its way blocks another one (spec §4), however fast the second comes.
  const creating = useRef(false);

  const data = list.data;
  // In the address, so a reload, Back and a shared link keep it (issue 30 §3.5).
  const { selected: current, select } = useCategoryInAddress<SelectedCategory>({
    basePath: BASE_PATH,
    listed: data?.categories,
    find: FIND_BY_KEY,
  });
  const filtersActive = hasActiveFilters(applied);

  // A page that no longer exists (its last category deleted elsewhere or here): show the last one.
  const lastPage = list.isPlaceholderData ? undefined : data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && applied.page > Math.max(1, lastPage)) dispatch({ type: 'page', page: Math.max(1, lastPage) });
  }, [lastPage, applied.page]);

  const closeDialog = (fallback: HTMLElement | null = null) => {
    setDialog(null);
    focusIfLost(fallback);
  };

  const openCreate = () => {
    createMutation.reset();
    setDialog({ kind: 'create' });
  };

  const submitCreate = (name: string) => {
    if (creating.current) return;
    creating.current = true;
    createMutation.mutate(name, {
      onSuccess: (result) => {
        toast.success(localizeServerText(result.message));
        select(result.category ?? { id: result.categoryId, name: '', display_name: name, word_count: 0, tags: [] });
        closeDialog(wordsHeading.current);
      },
      onSettled: () => {
        creating.current = false;
      },
    });
  };

  const openRename = (category: SelectedCategory) => {
    renameMutation.reset();
    setDialog({ kind: 'rename', category });
  };

  const submitRename = (category: SelectedCategory, newName: string) => {
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

  const openDelete = (category: SelectedCategory) => {
    deleteMutation.reset();
    setDialog({ kind: 'delete', category });
  };

  const confirmDelete = (category: SelectedCategory) => {
    if (deleteMutation.isPending) return;
    deleteMutation.mutate(
      { id: category.id, key: category.name },
      {
        onSuccess: (result) => {
          toast.success(localizeServerText(result.message));
          // Spec §4: deleting the selected category clears the selection.
          if (current?.id === category.id) select(null, { replace: true });
          closeDialog(categoriesHeading.current);
        },
      },
    );
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
          title={TEXT.createTitle}
          pending={createMutation.isPending}
          error={
            createMutation.isError ? MY_VOCABULARY_MESSAGES.createCategoryFailed(writeFailureReason(createMutation.error)) : null
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
            renameMutation.isError ? MY_VOCABULARY_MESSAGES.renameCategoryFailed(writeFailureReason(renameMutation.error)) : null
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
            deleteMutation.isError ? MY_VOCABULARY_MESSAGES.deleteCategoryFailed(writeFailureReason(deleteMutation.error)) : null
          }
          onConfirm={() => confirmDelete(dialog.category)}
          onCancel={() => setDialog(null)}
        />
      )}
      <TagEditorDialog category={dialog?.kind === 'tags' ? dialog.category : null} onClose={() => setDialog(null)} />
      {dialog?.kind === 'apkg' && (
        <Suspense fallback={null}>
          <ApkgImportDialog
            onClose={() => closeDialog(categoriesHeading.current)}
            onImported={(result) => {
              // The first deck's category, once found by its key (the server derived it from the name).
              const first = result.categories[0];
              if (first)
                void findUserCategory(first.categoryId, first.name)
                  .then((category) => category && select(category))
                  .catch(() => undefined);
            }}
          />
        </Suspense>
      )}
      <WordDialogs
        dialog={dialog}
        scope="user"
        onOpen={setDialog}
        onClose={() => closeDialog(wordsHeading.current)}
        ImportWordsDialog={ImportWordsDialog}
      />
    </>
  );

  const sharedCount = data?.sharedCount ?? 0;
  const sharedLimit = data?.sharedLimit;
  const limitReached = sharedLimit !== undefined && sharedCount >= sharedLimit;
  const settling = wanted !== applied;

  // One wrapper for every state, the dialogs always in the same place: a dialog stays mounted
  // (and keeps its focus) while the page behind it changes from the welcome screen to the list.
  let content;
  if (list.isPending) {
    // First load: nothing to show yet.
    content = (
      <div className="vocab-ws__loading" role="status" aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <span>{MY_VOCABULARY_MESSAGES.loading}</span>
      </div>
    );
  } else if (!data && !filtersActive && applied.page === 1) {
    // The first load failed: say so and offer Retry, never a blank page.
    content = (
      <div className="vocab-ws__failure card" role="alert">
        <h2 className="vocab-ws__failure-title">{MY_VOCABULARY_MESSAGES.errorLoadingCategories}</h2>
        <p>{MY_VOCABULARY_MESSAGES.loadUserCategoriesFailed}</p>
        <Button
          variant="primary"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
          aria-busy={list.isFetching || undefined}
        >
          {list.isFetching && <Spinner size="sm" />}
          {MY_VOCABULARY_MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (data && data.totalCount === 0 && !filtersActive && !hasActiveFilters(filters)) {
    // No categories at all (and no filter hiding them): the welcome screen.
    content = (
      <section className="vocab-ws__welcome card" aria-labelledby="my-vocab-welcome">
        <div className="vocab-ws__welcome-icon" aria-hidden="true">
          <MyVocabularyIcon />
        </div>
        <h2 id="my-vocab-welcome" className="vocab-ws__welcome-title">
          {MY_VOCABULARY_MESSAGES.welcomeTitle}
        </h2>
        <p className="vocab-ws__muted">{MY_VOCABULARY_MESSAGES.welcomeBody}</p>
        <Button variant="primary" size="lg" onClick={openCreate}>
          {MY_VOCABULARY_MESSAGES.addFirstCategory}
        </Button>
      </section>
    );
  } else {
    content = (
      <>
        <div className="vocab-ws__topbar card">
          <div className="vocab-ws__topbar-actions">
            <Button variant="primary" onClick={openCreate}>
              <span aria-hidden="true">+</span> {MY_VOCABULARY_MESSAGES.addCategory}
            </Button>
            {current && (
              <Button onClick={() => setDialog({ kind: 'add-words', category: current })}>
                <span aria-hidden="true">+</span> {MY_VOCABULARY_MESSAGES.addWord}
              </Button>
            )}
            {current && (
              <Button onClick={() => setDialog({ kind: 'import-words', category: current })}>
                {TEXT.importWords}
                <span className="visually-hidden">{TEXT.importWordsInto(categoryTitle(current))}</span>
              </Button>
            )}
            <Button onClick={() => setDialog({ kind: 'apkg' })}>{TEXT.importApkg}</Button>
            {current && <CategoryExportMenu category={current} />}
          </div>
          {sharedLimit !== undefined && (
            <div className="vocab-ws__shared">
              <p className={limitReached ? 'vocab-ws__shared-count is-full' : 'vocab-ws__shared-count'}>
                {MY_VOCABULARY_MESSAGES.sharedCounter(sharedCount, sharedLimit)}
              </p>
              {limitReached && <p className="vocab-ws__shared-note">{MY_VOCABULARY_MESSAGES.shareLimit(sharedLimit)}</p>}
            </div>
          )}
        </div>

        <div className="vocab-ws__columns">
          <FiltersPanel filters={filters} dispatch={dispatch} tagOptions={tagOptions} />

          <section className="vocab-ws__panel vocab-ws__categories" aria-labelledby="my-vocab-categories">
            <h2 id="my-vocab-categories" ref={categoriesHeading} tabIndex={-1} className="vocab-ws__panel-title">
              {MY_VOCABULARY_MESSAGES.yourCategories}
            </h2>
            <CategoryBrowser<UserCategory>
              label={MY_VOCABULARY_MESSAGES.yourCategories}
              categories={data?.categories ?? []}
              selectedId={current?.id ?? null}
              onSelect={(category) => select(category)}
              showProgress
              isFetching={list.isFetching || settling}
              error={!data && list.isError ? MY_VOCABULARY_MESSAGES.loadUserCategoriesFailed : null}
              onRetry={() => void list.refetch()}
              hasActiveFilters={filtersActive}
              onClearFilters={() => dispatch({ type: 'clear' })}
              emptyText={TEXT.yourCategoriesEmpty}
              stats={
                data && {
                  totalCount: data.totalCount,
                  page: data.page,
                  totalPages: data.totalPages,
                  hasNextPage: data.hasNextPage,
                }
              }
              pagination={
                data && {
                  page: filters.page,
                  totalPages: data.totalPages,
                  onPageChange: (page) => dispatch({ type: 'page', page }),
                }
              }
              privacy={{
                sharedCount,
                maxShared: sharedLimit,
                onChange: (category, privacy) => privacyMutation.mutateAsync({ id: category.id, privacy }),
              }}
              renderActions={(category, { tabIndex }) => {
                const title = categoryTitle(category);
                return (
                  <CardActions
                    tabIndex={tabIndex}
                    actions={[
                      { label: TEXT.rename, accessibleName: TEXT.renameNamed(title), onClick: () => openRename(category) },
                      {
                        label: TEXT.tags,
                        accessibleName: TEXT.tagsOf(title),
                        onClick: () => setDialog({ kind: 'tags', category }),
                      },
                      {
                        label: TEXT.import,
                        accessibleName: TEXT.importInto(title),
                        // Selected too, so the imported words show in the words column afterwards.
                        onClick: () => {
                          select(category);
                          setDialog({ kind: 'import-words', category });
                        },
                      },
                      {
                        label: TEXT.delete,
                        accessibleName: TEXT.deleteNamed(title),
                        danger: true,
                        onClick: () => openDelete(category),
                      },
                    ]}
                  />
                );
              }}
            />
            {data && list.isRefetchError && (
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
      </>
    );
  }

  return (
    <div className="page vocab-ws">
      {content}
      {dialogs}
    </div>
  );
}
