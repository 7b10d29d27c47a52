import { categoryTitle } from '@/components/category-browser';
import { EditorCategories } from '@/features/vocabulary-editor';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import type { UserCategory } from '../api/get-user-categories';
import { MY_VOCABULARY_TEXT } from '../my-vocabulary.i18n';
import type { MyVocabulary } from './use-my-vocabulary';

/**
 * The middle column: the user's categories in the category browser, with the privacy switch and
 * Rename, Tags, Import and Delete on each card.
 */
export function MyCategories({ page }: { page: MyVocabulary }) {
  const TEXT = useMessages(MY_VOCABULARY_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const { editor, sharing } = page;

  const importInto = (category: UserCategory) => ({
    label: TEXT.import,
    accessibleName: TEXT.importInto(categoryTitle(category)),
    // Selected too, so the imported words show in the words column afterwards.
    onClick: () => {
      editor.select(category);
      editor.open({ kind: 'import-words', category });
    },
  });

  return (
    <EditorCategories
      page={page}
      showProgress
      privacy={{ sharedCount: sharing.count, maxShared: sharing.limit, onChange: sharing.change }}
      title={MY_VOCABULARY_MESSAGES.yourCategories}
      loadFailedText={MY_VOCABULARY_MESSAGES.loadUserCategoriesFailed}
      emptyText={TEXT.yourCategoriesEmpty}
      cardTexts={TEXT.cardActions}
      actionsOf={(category, { rename, tags, remove }) => [rename, tags, importInto(category), remove]}
    />
  );
}
