import { EditorWorkspace } from '@/features/vocabulary-editor';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { MY_VOCABULARY_TEXT } from '../my-vocabulary.i18n';
import { FiltersPanel } from './filters-panel';
import { ImportExportButtons } from './import-export';
import { MyCategories } from './my-categories';
import type { MyVocabulary } from './use-my-vocabulary';

/** Once there are categories: the top bar (its buttons, the sharing count) and the three columns. */
export function MyVocabularyWorkspace({ page }: { page: MyVocabulary }) {
  const TEXT = useMessages(MY_VOCABULARY_TEXT);
  return (
    <EditorWorkspace
      editor={page.editor}
      tools={<ImportExportButtons editor={page.editor} />}
      aside={<SharedCount count={page.sharing.count} limit={page.sharing.limit} />}
      filters={<FiltersPanel {...page.filterPanel} />}
      categories={<MyCategories page={page} />}
      selectText={TEXT.selectCategoryText}
    />
  );
}

/** 'N of M categories shared', and why no more can be once the limit is reached. */
function SharedCount({ count, limit }: { count: number; limit: number | undefined }) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  if (limit === undefined) return null;
  const full = count >= limit;
  return (
    <div className="vocab-ws__shared">
      <p className={full ? 'vocab-ws__shared-count is-full' : 'vocab-ws__shared-count'}>
        {MY_VOCABULARY_MESSAGES.sharedCounter(count, limit)}
      </p>
      {full && <p className="vocab-ws__shared-note">{MY_VOCABULARY_MESSAGES.shareLimit(limit)}</p>}
    </div>
  );
}
