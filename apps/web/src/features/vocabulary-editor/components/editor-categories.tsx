import { useId } from 'react';
import {
  CategoryBrowser,
  categoryTitle,
  type BrowserCategory,
  type CategoryBrowserProps,
  type CategoryBrowserStats,
} from '@/components/category-browser';
import { CardActions, type CardAction } from '@/components/vocabulary-workspace';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import type { EditedCategory } from '../edited-category';
import type { CategoryEditor } from '../use-category-editor-actions';

/** An editor's category list as its column shows it, and the filters' part in it. */
export interface CategoryListView<C> {
  categories: readonly C[];
  /** The list's query. */
  list: { isError: boolean; isRefetchError: boolean; refetch: () => unknown };
  /** The list as loaded (its count and pages); undefined until it is. */
  loaded: CategoryBrowserStats | undefined;
  /** A new list is on its way (the filters changed, or it is loaded again). */
  fetching: boolean;
  /** The page the filters ask for, and how to ask for another page or clear the filters. */
  page: number;
  dispatch: (action: { type: 'page'; page: number } | { type: 'clear' }) => void;
  filtersActive: boolean;
}

/** A card button's texts: its label, and its accessible name with the category's title ("Rename Travel"). */
interface CardActionText {
  label: string;
  named: (title: string) => string;
}

/** The card buttons that open the editor's category dialogs, each editor naming them its own way. */
export interface CategoryCardTexts {
  rename: CardActionText;
  tags: CardActionText;
  delete: CardActionText;
}

type StandardActions = Record<'rename' | 'tags' | 'remove', CardAction>;

type BrowserExtras<C extends BrowserCategory> = Pick<CategoryBrowserProps<C>, 'showProgress' | 'privacy' | 'infiniteScroll'>;

interface EditorCategoriesProps<S extends EditedCategory, C extends S & BrowserCategory> extends BrowserExtras<C> {
  /** The editor and its list. */
  page: {
    editor: Pick<CategoryEditor<S, never>, 'current' | 'select' | 'headings' | 'openRename' | 'openTags' | 'openDelete'>;
    browse: CategoryListView<C>;
  };
  /** The column's heading, and the list's name. */
  title: string;
  /** The first load failed: what the column says instead of a list. */
  loadFailedText: string;
  emptyText: string;
  cardTexts: CategoryCardTexts;
  /** The buttons on each card, in the editor's order: Rename, Tags and Delete, and its own. */
  actionsOf: (category: C, standard: StandardActions) => CardAction[];
}

/**
 * The middle column of both editors: its heading (where the focus goes when a category dialog
 * closes on nothing), the category browser with the selection and each card's actions, and a
 * failed refresh said under the list it keeps.
 */
export function EditorCategories<S extends EditedCategory, C extends S & BrowserCategory>(props: EditorCategoriesProps<S, C>) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const { page, title, actionsOf } = props;
  const { editor, browse } = page;
  const headingId = useId();
  const { cardTexts } = props;

  const standardActions = (category: C): StandardActions => {
    const title = categoryTitle(category);
    const action = (text: CardActionText, onClick: () => void) => ({
      label: text.label,
      accessibleName: text.named(title),
      onClick,
    });
    return {
      rename: action(cardTexts.rename, () => editor.openRename(category)),
      tags: action(cardTexts.tags, () => editor.openTags(category)),
      remove: { ...action(cardTexts.delete, () => editor.openDelete(category)), danger: true },
    };
  };
  const { list, loaded, dispatch } = browse;
  return (
    <section className="vocab-ws__panel vocab-ws__categories" aria-labelledby={headingId}>
      <h2 id={headingId} ref={editor.headings.categories} tabIndex={-1} className="vocab-ws__panel-title">
        {title}
      </h2>
      <CategoryBrowser<C>
        label={title}
        categories={browse.categories}
        selectedId={editor.current?.id ?? null}
        onSelect={(category) => editor.select(category)}
        showProgress={props.showProgress}
        isFetching={browse.fetching}
        error={!loaded && list.isError ? props.loadFailedText : null}
        onRetry={() => void list.refetch()}
        hasActiveFilters={browse.filtersActive}
        onClearFilters={() => dispatch({ type: 'clear' })}
        emptyText={props.emptyText}
        stats={loaded}
        infiniteScroll={props.infiniteScroll}
        pagination={
          loaded && {
            page: browse.page,
            totalPages: loaded.totalPages,
            onPageChange: (next) => dispatch({ type: 'page', page: next }),
          }
        }
        privacy={props.privacy}
        renderActions={(category, { tabIndex }) => (
          <CardActions tabIndex={tabIndex} actions={actionsOf(category, standardActions(category))} />
        )}
      />
      {loaded && list.isRefetchError && (
        <p className="vocab-ws__notice" role="alert">
          {MY_VOCABULARY_MESSAGES.refreshCategoriesFailed}
        </p>
      )}
    </section>
  );
}
