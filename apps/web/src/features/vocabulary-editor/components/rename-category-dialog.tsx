import { renameCategoryError } from '@slovo/shared';
import { categoryTitle } from '@/components/category-browser';
import { TextPromptDialog } from '@/components/ui/text-prompt-dialog';
import { localizeServerText, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';

interface RenameCategoryDialogProps {
  category: { name: string; display_name: string };
  pending: boolean;
  /** 'Failed to rename category: {reason}', shown under the name until the next attempt. */
  error: string | null;
  onSubmit: (newName: string) => void;
  onCancel: () => void;
}

/**
 * Rename Category (spec §5): prefilled with the current name; empty gives 'Category name cannot be
 * empty', the same name 'Please enter a different name'; Enter submits, Escape cancels.
 */
export function RenameCategoryDialog({ category, pending, error, onSubmit, onCancel }: RenameCategoryDialogProps) {
  const TEXT = useMessages(EDITOR_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const title = categoryTitle(category);
  return (
    <TextPromptDialog
      open
      title={TEXT.renameTitle}
      description={TEXT.quoted(title)}
      label={TEXT.renameLabel}
      hint={TEXT.nameHint}
      initialValue={title}
      submitLabel={TEXT.renameSubmit}
      emptyMessage={MY_VOCABULARY_MESSAGES.categoryNameEmpty}
      validate={(value) => {
        const problem = renameCategoryError(value, category);
        return problem === null ? null : localizeServerText(problem);
      }}
      pending={pending}
      error={error}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
