import type { ReactNode } from 'react';
import { categoryNameError } from '@slovo/shared';
import { TextPromptDialog } from '@/components/ui/text-prompt-dialog';
import { localizeServerText, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../vocabulary-editor.i18n';

export interface CreateCategoryDialogProps {
  /** Each editor names it its own way ('Create Category', 'Create New Category'). */
  title: string;
  /** Under the name; 'Up to 50 characters.' unless the editor says it otherwise. */
  hint?: string;
  pending: boolean;
  /** 'Failed to create category: {reason}', shown under the name until the next attempt. */
  error: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
  /** The admin's extra fields (the category's type and approval); the caller keeps their state. */
  children?: ReactNode;
}

/**
 * Create Category (spec §3, §5): a name that must pass the shared name rule; Enter submits, Escape
 * cancels. Mounted per opening, so it starts empty each time.
 */
export function CreateCategoryDialog({ title, hint, pending, error, onSubmit, onCancel, children }: CreateCategoryDialogProps) {
  const TEXT = useMessages(EDITOR_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  return (
    <TextPromptDialog
      open
      title={title}
      label={TEXT.createLabel}
      hint={hint ?? TEXT.nameHint}
      submitLabel={TEXT.createSubmit}
      emptyMessage={MY_VOCABULARY_MESSAGES.categoryNameEmpty}
      validate={(name) => {
        const problem = categoryNameError(name);
        return problem === null ? null : localizeServerText(problem);
      }}
      pending={pending}
      error={error}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {children}
    </TextPromptDialog>
  );
}
