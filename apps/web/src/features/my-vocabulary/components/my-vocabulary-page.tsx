import { MyVocabularyIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { WorkspaceLoading } from '@/components/vocabulary-workspace';
import { CreateCategoryDialog, EditorDialogs } from '@/features/vocabulary-editor';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { MY_VOCABULARY_TEXT } from '../my-vocabulary.i18n';
import { ApkgDialog, ImportWordsDialog } from './import-export';
import { MyVocabularyWorkspace } from './my-vocabulary-workspace';
import { useMyVocabulary, type MyVocabulary } from './use-my-vocabulary';
import '@/components/vocabulary-workspace/vocabulary-workspace.css';

/**
 * /my-vocabulary, the personal vocabulary manager (vocabulary-management.md §2): a welcome screen
 * until the first category exists, then a top bar and three columns — filters, the user's
 * categories (the reusable category browser with the privacy switch) and the selected category's
 * words — with the create, rename, delete, tags, add-words and word dialogs.
 */
export function MyVocabularyPage() {
  const TEXT = useMessages(MY_VOCABULARY_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const page = useMyVocabulary();
  const { editor, view } = page;

  // One wrapper for every view, the dialogs always in the same place: a dialog stays mounted
  // (and keeps its focus) while the page behind it changes from the welcome screen to the list.
  return (
    <div className="page vocab-ws">
      {view === 'loading' && <WorkspaceLoading text={MY_VOCABULARY_MESSAGES.loading} />}
      {view === 'failed' && <LoadFailure list={page.list} />}
      {view === 'welcome' && <Welcome onCreate={editor.openCreate} />}
      {view === 'workspace' && <MyVocabularyWorkspace page={page} />}
      <EditorDialogs
        editor={editor}
        scope="user"
        renderCreate={(props) => (
          <CreateCategoryDialog title={TEXT.createTitle} {...props} onSubmit={(name) => props.onSubmit({ name })} />
        )}
        ImportWordsDialog={ImportWordsDialog}
      />
      <ApkgDialog editor={editor} />
    </div>
  );
}

/** The first load failed: say so and offer Retry, never a blank page. */
function LoadFailure({ list }: { list: MyVocabulary['list'] }) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  return (
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
}

/** No categories at all (and no filter hiding them): the welcome screen. */
function Welcome({ onCreate }: { onCreate: () => void }) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  return (
    <section className="vocab-ws__welcome card" aria-labelledby="my-vocab-welcome">
      <div className="vocab-ws__welcome-icon" aria-hidden="true">
        <MyVocabularyIcon />
      </div>
      <h2 id="my-vocab-welcome" className="vocab-ws__welcome-title">
        {MY_VOCABULARY_MESSAGES.welcomeTitle}
      </h2>
      <p className="vocab-ws__muted">{MY_VOCABULARY_MESSAGES.welcomeBody}</p>
      <Button variant="primary" size="lg" onClick={onCreate}>
        {MY_VOCABULARY_MESSAGES.addFirstCategory}
      </Button>
    </section>
  );
}
