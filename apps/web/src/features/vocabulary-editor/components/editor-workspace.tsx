import type { ReactNode } from 'react';
import type { EditedCategory } from '../edited-category';
import type { CategoryEditor } from '../use-category-editor-actions';
import { AddButtons } from './add-buttons';
import type { WordsFilter } from './details/stress-marker';
import { WordsColumn } from './words-column';

interface EditorWorkspaceProps<S extends EditedCategory> {
  editor: Pick<CategoryEditor<S, never>, 'current' | 'open' | 'openCreate' | 'headings'>;
  /** The top bar's buttons after Add Category and Add Word (import, export, the admin's tools). */
  tools: ReactNode;
  /** Names the buttons as a toolbar (the admin editor's). */
  toolbarLabel?: string;
  /** Shown beside the buttons (the learner's sharing count). */
  aside?: ReactNode;
  /** The first two columns: the filters and the categories. */
  filters: ReactNode;
  categories: ReactNode;
  /** The prompt in the words column while no category is selected. */
  selectText: string;
  /** Narrows the words column (the admin's "words without stress"). */
  wordsFilter?: WordsFilter;
}

/** Both editors' layout: the top bar, then three columns — filters, categories, the selected category's words. */
export function EditorWorkspace<S extends EditedCategory>(props: EditorWorkspaceProps<S>) {
  const { editor, toolbarLabel } = props;
  return (
    <>
      <div className="vocab-ws__topbar card">
        <div className="vocab-ws__topbar-actions" role={toolbarLabel ? 'toolbar' : undefined} aria-label={toolbarLabel}>
          <AddButtons editor={editor} />
          {props.tools}
        </div>
        {props.aside}
      </div>
      <div className="vocab-ws__columns">
        {props.filters}
        {props.categories}
        <WordsColumn
          category={editor.current}
          headingRef={editor.headings.words}
          selectText={props.selectText}
          onOpen={editor.open}
          filter={props.wordsFilter}
        />
      </div>
    </>
  );
}
