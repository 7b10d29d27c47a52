/**
 * The manager's import and export wiring, in one place: the Import words and .apkg dialogs (loaded
 * when first opened: they bring the parsers of every text format and the .apkg reader) and the top
 * bar's Import words, Import .apkg and Export.
 */
import { Suspense } from 'react';
import { categoryTitle } from '@/components/category-browser';
import { Button } from '@/components/ui/button';
import { ApkgImportDialog, CategoryExportMenu } from '@/features/vocabulary-files';
import type { CategoryEditor, EditedCategory } from '@/features/vocabulary-editor';
import { useMessages } from '@/i18n';
import { findUserCategory } from '../api/get-user-categories';
import { MY_VOCABULARY_TEXT } from '../my-vocabulary.i18n';

export { ImportWordsDialog } from '@/features/vocabulary-files';

/** The manager's own dialog, besides the editor's category and word dialogs. */
export type LearnerDialog = { kind: 'apkg' };

type LearnerEditor = CategoryEditor<EditedCategory, { name: string }, LearnerDialog>;

/** Import words into the selected category, Import .apkg, and the selected category's Export menu. */
export function ImportExportButtons({ editor }: { editor: LearnerEditor }) {
  const TEXT = useMessages(MY_VOCABULARY_TEXT);
  const { current } = editor;
  return (
    <>
      {current && (
        <Button onClick={() => editor.open({ kind: 'import-words', category: current })}>
          {TEXT.importWords}
          <span className="visually-hidden">{TEXT.importWordsInto(categoryTitle(current))}</span>
        </Button>
      )}
      <Button onClick={() => editor.open({ kind: 'apkg' })}>{TEXT.importApkg}</Button>
      {current && <CategoryExportMenu category={current} />}
    </>
  );
}

/** Import .apkg while open; the first deck's category is selected once found by its key (the server derived it from the name). */
export function ApkgDialog({ editor }: { editor: LearnerEditor }) {
  if (editor.dialog?.kind !== 'apkg') return null;
  return (
    <Suspense fallback={null}>
      <ApkgImportDialog
        onClose={editor.closeToCategories}
        onImported={(result) => {
          const first = result.categories[0];
          if (first)
            void findUserCategory(first.categoryId, first.name)
              .then((category) => category && editor.select(category))
              .catch(() => undefined);
        }}
      />
    </Suspense>
  );
}
