import type { CategorySummary } from '@slovo/shared';
import { categoryTitle } from '@/components/category-browser';
import { EditorCategories } from '@/features/vocabulary-editor';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';
import type { AdminVocabulary } from './use-admin-vocabulary';

/**
 * The middle column: every category (system and learners') in the category browser, loaded a
 * page at a time as it scrolls, with Approve, Tags, Rename and Delete on each card.
 */
export function AdminCategories({ page }: { page: AdminVocabulary }) {
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const { tools } = page;

  const approval = (category: CategorySummary) => {
    const title = categoryTitle(category);
    const approved = category.is_approved_list;
    return {
      label: approved ? TEXT.unapprove : TEXT.approve,
      accessibleName: approved ? TEXT.unapproveOf(title) : TEXT.approveOf(title),
      disabled: tools.approving(category.id),
      onClick: () => tools.toggleApproval(category),
    };
  };

  return (
    <EditorCategories
      page={page}
      infiniteScroll={page.loadMore}
      title={TEXT.categories}
      loadFailedText={MY_VOCABULARY_MESSAGES.loadCategoriesFailed}
      emptyText={TEXT.emptyList}
      cardTexts={TEXT.cardActions}
      actionsOf={(category, { rename, tags, remove }) => [approval(category), tags, rename, remove]}
    />
  );
}
