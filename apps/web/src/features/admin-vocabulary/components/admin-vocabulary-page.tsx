import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { WorkspaceLoading } from '@/components/vocabulary-workspace';
import '@/components/vocabulary-workspace/vocabulary-workspace.css';
import { EditorDialogs, EditorWorkspace } from '@/features/vocabulary-editor';
import { useMessages } from '@/i18n';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';
import { AdminAuthNotice } from './admin-auth-notice';
import { AdminCategories } from './admin-categories';
import { AdminFiltersPanel } from './admin-filters-panel';
import { CreateCategoryDialog } from './create-category-dialog';
import { AdminImportDialog, ImportExportButtons, ImportWordsDialog } from './import-export';
import { useAdminVocabulary } from './use-admin-vocabulary';
import './admin-vocabulary.css';

/**
 * /admin/vocabulary, the admin vocabulary editor (vocabulary-management.md §2): a toolbar (Add
 * Category, Add Word, Import Data, Clear Cache, Export) and three columns — the filters, every
 * category (system and learners') in the category browser with approve, tags, rename and delete,
 * and the selected category's words. The filters live in the address bar.
 */
export function AdminVocabularyPage() {
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  const page = useAdminVocabulary();
  const { editor, tools } = page;

  if (page.authFailure) {
    return (
      <div className="page vocab-ws">
        <AdminAuthNotice />
      </div>
    );
  }

  if (page.loading) {
    return (
      <div className="page vocab-ws">
        <WorkspaceLoading text={TEXT.loadingVocabulary} />
      </div>
    );
  }

  return (
    <div className="page vocab-ws admin-vocab">
      <EditorWorkspace
        editor={editor}
        toolbarLabel={TEXT.toolsLabel}
        tools={
          <>
            <ImportExportButtons editor={editor} />
            <Button onClick={tools.clearCache} disabled={tools.clearingCache} aria-busy={tools.clearingCache || undefined}>
              {tools.clearingCache && <Spinner size="sm" />}
              {tools.clearingCache ? TEXT.clearingCache : TEXT.clearCache}
            </Button>
          </>
        }
        filters={<AdminFiltersPanel {...page.filterPanel} />}
        categories={<AdminCategories page={page} />}
        selectText={TEXT.selectCategoryText}
        wordsFilter={page.wordsFilter}
      />
      <EditorDialogs
        editor={editor}
        scope="admin"
        renderCreate={(props) => <CreateCategoryDialog {...props} />}
        ImportWordsDialog={ImportWordsDialog}
      />
      <AdminImportDialog editor={editor} />
    </div>
  );
}
