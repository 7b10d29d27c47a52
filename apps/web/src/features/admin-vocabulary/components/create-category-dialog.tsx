import { useState } from 'react';
import { ADMIN_CATEGORY_TAGS, type AdminCategoryTag } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { CreateCategoryDialog as CategoryNameDialog } from '@/features/vocabulary-editor';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';
import type { NewAdminCategory } from '../api/create-category';

interface CreateCategoryDialogProps {
  pending: boolean;
  /** 'Failed to create category: {reason}', shown under the name until the next attempt. */
  error: string | null;
  onSubmit: (category: NewAdminCategory) => void;
  onCancel: () => void;
}

/**
 * Create New Category (spec §3 "New category form (admin)"): a name, its type — 'pre-built' (a
 * system category, the default) or 'user' (the admin's own) — and whether it is an approved list.
 * Mounted per opening, so it starts empty each time.
 */
export function CreateCategoryDialog({ pending, error, onSubmit, onCancel }: CreateCategoryDialogProps) {
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  const [tag, setTag] = useState<AdminCategoryTag>('pre-built');
  const [isApprovedList, setApproved] = useState(false);

  return (
    <CategoryNameDialog
      title={TEXT.createTitle}
      hint={TEXT.nameHint}
      pending={pending}
      error={error}
      onSubmit={(name) => onSubmit({ name, tag, isApprovedList })}
      onCancel={onCancel}
    >
      <fieldset className="admin-vocab__create-kind">
        <legend className="field__label">{TEXT.createKindLegend}</legend>
        {ADMIN_CATEGORY_TAGS.map((kind) => (
          <label key={kind} className="admin-vocab__option">
            <input type="radio" name="category-kind" value={kind} checked={tag === kind} onChange={() => setTag(kind)} />
            <span>{TEXT.createKinds[kind]}</span>
          </label>
        ))}
      </fieldset>
      <label className="admin-vocab__option">
        <input type="checkbox" checked={isApprovedList} onChange={(event) => setApproved(event.target.checked)} />
        <span>{TEXT.createApproved}</span>
      </label>
    </CategoryNameDialog>
  );
}
