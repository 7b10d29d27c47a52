import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { isAdmin, useAuthStore } from '@/features/auth';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useTagsQuery } from '../api/get-tags';
import '@/components/ui/form-field.css';
import { CREATE_TAG_TEXT, TAG_EDITOR_TEXT } from '../tags.i18n';
import { CreateTagForm } from './create-tag-form';
import { TagOptionList } from './tag-option-list';
import { isNewTagName, matchingTags, tagOptions, type TagOption } from './tag-options';
import { useTagCreation } from './use-tag-creation';
import { useTagDraft } from './use-tag-draft';
import './tag-editor-dialog.css';

export interface TagEditorCategory {
  id: number;
  display_name: string;
  tags: { id: number; name: string; display_name: string }[];
}

export interface TagEditorDialogProps {
  /** The category whose tags are edited; null keeps the dialog closed. */
  category: TagEditorCategory | null;
  onClose: () => void;
}

/**
 * Manage Tags (vocabulary-management.md §4 "Tag editing"): a draft selection saved as the
 * difference from the category's tags. Save is enabled only when the draft differs; Cancel drops
 * the draft; while saving nothing closes the dialog; it closes 100 ms after a successful save.
 */
export function TagEditorDialog({ category, onClose }: TagEditorDialogProps) {
  const signedIn = useAuthStore((s) => s.user !== null && s.token !== null);
  const showLogin = useAuthStore((s) => s.showLogin);
  const t = useMessages(TAG_EDITOR_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  if (!category) return null;
  if (!signedIn) {
    return (
      <Modal
        open
        title={MY_VOCABULARY_MESSAGES.authenticationRequiredTitle}
        onClose={onClose}
        footer={
          <>
            <Button onClick={onClose}>{t.close}</Button>
            <Button
              variant="primary"
              data-autofocus
              onClick={() => {
                onClose();
                showLogin();
              }}
            >
              {t.logIn}
            </Button>
          </>
        }
      >
        <p>{MY_VOCABULARY_MESSAGES.loginToManageTagsNotice}</p>
      </Modal>
    );
  }
  // Keyed by the category: another category starts from its own tags.
  return <TagEditor key={category.id} category={category} onClose={onClose} />;
}

function TagEditor({ category, onClose }: { category: TagEditorCategory; onClose: () => void }) {
  const baseId = useId();
  const t = useMessages(TAG_EDITOR_TEXT);
  const createText = useMessages(CREATE_TAG_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const tags = useTagsQuery();
  const admin = useAuthStore((s) => isAdmin(s.user));
  const [filter, setFilter] = useState('');
  const draft = useTagDraft(category, onClose);
  const creation = useTagCreation(baseId, (made) => {
    draft.add(made.id);
    setFilter(made.display_name);
  });

  const busy = draft.saving || draft.saved || creation.pending;
  const options = tagOptions(tags.data ?? [], creation.created, category.tags);
  const query = filter.trim().toLowerCase();
  // Admins may make a tag from the search text.
  const offerCreate = admin && tags.data !== undefined && creation.creating === null && isNewTagName(options, query);
  const shown = matchingTags(options, query);
  const selected = draft.draft
    .map((id) => options.find((tag) => tag.id === id))
    .filter((tag): tag is TagOption => tag !== undefined);

  const close = () => {
    if (!busy) onClose();
  };
  const cancel = () => {
    if (busy) return;
    draft.revert();
    onClose();
  };
  const save = () => {
    if (!busy && draft.changed) draft.save();
  };

  const filterId = `${baseId}-filter`;
  const listLabelId = `${baseId}-list`;

  return (
    <Modal open title={t.title} description={t.tagsOf(category.display_name)} onClose={close} className="tag-editor">
      <div className="tag-editor__body" aria-busy={busy || undefined}>
        <section className="tag-editor__selected" aria-labelledby={`${baseId}-selected`}>
          <h3 id={`${baseId}-selected`} className="tag-editor__heading">
            {t.selectedTags}
          </h3>
          {selected.length === 0 ? (
            <p className="tag-editor__empty">{MY_VOCABULARY_MESSAGES.noTagsAssigned}</p>
          ) : (
            <ul className="tag-editor__chips">
              {selected.map((tag) => (
                <li key={tag.id}>
                  <Badge tone="primary">{tag.display_name}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            {t.searchTags}
          </label>
          <input
            id={filterId}
            type="search"
            className="field__input"
            value={filter}
            autoComplete="off"
            data-autofocus
            onChange={(event) => {
              setFilter(event.target.value);
              creation.clearNotice();
            }}
          />
        </div>

        <div className="tag-editor__list">
          <h3 id={listLabelId} className="visually-hidden">
            {t.availableTags}
          </h3>
          <TagOptionList
            baseId={baseId}
            labelId={listLabelId}
            tags={tags}
            options={options}
            shown={shown}
            draft={draft.draft}
            busy={busy}
            onToggle={draft.toggle}
          />
        </div>

        {offerCreate && (
          <Button
            size="sm"
            variant="ghost"
            className="tag-editor__create"
            disabled={busy}
            onClick={() => creation.open(filter.trim())}
          >
            <span aria-hidden="true">+</span> {createText.offer(filter.trim())}
          </Button>
        )}
        {creation.creating !== null && (
          <CreateTagForm
            initialDisplayName={creation.creating}
            pending={creation.pending}
            error={creation.error}
            onSubmit={creation.create}
            onCancel={creation.close}
          />
        )}
        {admin && (
          <p className="visually-hidden" role="status">
            {creation.notice}
          </p>
        )}

        <DraftNotice changed={draft.changed} saved={draft.saved} />
        {draft.error && (
          <p className="field__error" role="alert">
            {draft.error}
          </p>
        )}
      </div>
      <DialogActions
        confirmLabel={t.save}
        pendingLabel={t.saving}
        cancelLabel={t.cancel}
        pending={draft.saving}
        locked={busy}
        canConfirm={draft.changed}
        onConfirm={save}
        onCancel={cancel}
      />
    </Modal>
  );
}

/** Whether the draft differs from the category's tags, or was saved. */
function DraftNotice({ changed, saved }: { changed: boolean; saved: boolean }) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  return (
    <p className={changed && !saved ? 'tag-editor__notice tag-editor__notice--changed' : 'tag-editor__notice'} role="status">
      {saved
        ? MY_VOCABULARY_MESSAGES.tagsUpdated
        : changed
          ? MY_VOCABULARY_MESSAGES.unsavedChanges
          : MY_VOCABULARY_MESSAGES.noChanges}
    </p>
  );
}
