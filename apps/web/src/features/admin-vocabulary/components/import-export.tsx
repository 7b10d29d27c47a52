/**
 * The admin editor's import and export wiring, in one place: Import Data (a JSON vocabulary file),
 * Export all and Export the selected category, and the Import words dialog Add Word hands over to.
 */
import { categoryTitle } from '@/components/category-browser';
import { Button } from '@/components/ui/button';
import type { CategoryEditor } from '@/features/vocabulary-editor';
import { useMessages } from '@/i18n';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';
import type { NewAdminCategory } from '../api/create-category';
import type { AdminSelected } from '../category-editor-api';
import { JsonImportDialog, VocabularyExportMenu } from '@/features/vocabulary-files';

export { ImportWordsDialog } from '@/features/vocabulary-files';

/** The editor's own dialog, besides the category and word dialogs. */
export type AdminDialog = { kind: 'import' };

type AdminEditor = CategoryEditor<AdminSelected, NewAdminCategory, AdminDialog>;

/** Import Data, Export All and, while a category is selected, Export Selected. */
export function ImportExportButtons({ editor }: { editor: AdminEditor }) {
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  const { current } = editor;
  return (
    <>
      <Button onClick={() => editor.open({ kind: 'import' })}>{TEXT.importData}</Button>
      <VocabularyExportMenu />
      {current?.name && <VocabularyExportMenu categoryNames={[current.name]} selectionLabel={categoryTitle(current)} />}
    </>
  );
}

/** Import Vocabulary Data, while open. */
export function AdminImportDialog({ editor }: { editor: AdminEditor }) {
  return <JsonImportDialog open={editor.dialog?.kind === 'import'} onClose={editor.cancel} />;
}
