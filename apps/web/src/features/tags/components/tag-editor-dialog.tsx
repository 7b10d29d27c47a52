import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ManagedTag, Tag } from '@slovo/shared';
import { TAGS_SAVED_CLOSE_DELAY_MS } from '@slovo/shared/limits/my-vocabulary';
import { tagSelectionChanged } from '@slovo/shared/rules/category-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { isAdmin, useAuthStore } from '@/features/auth';
import { localizeServerText, messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError } from '@/lib/api-client';
import { useCreateTagMutation, type NewTag } from '../api/create-tag';
import { useTagsQuery } from '../api/get-tags';
import { tagChanges, useSetCategoryTagsMutation } from '../api/set-category-tags';
import '@/components/ui/form-field.css';
import { CREATE_TAG_TEXT, TAG_EDITOR_TEXT } from '../tags.i18n';
import { CreateTagForm } from './create-tag-form';
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

type TagOption = Pick<Tag, 'id' | 'name' | 'display_name'> & Partial<Pick<Tag, 'color' | 'icon' | 'usage_count'>>;

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

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
  const mutation = useSetCategoryTagsMutation();
  const admin = useAuthStore((s) => isAdmin(s.user));
  const creation = useCreateTagMutation();
  // The create form is open (its text to start from), and what it last did.
  const [creating, setCreating] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [createdNotice, setCreatedNotice] = useState('');
  // Tags made here show at once, before the list is asked again.
  const [created, setCreated] = useState<ManagedTag[]>([]);
  const [focusTag, setFocusTag] = useState<number | null>(null);
  const currentIds = category.tags.map((tag) => tag.id);
  const [draft, setDraft] = useState<number[]>(currentIds);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const busy = mutation.isPending || saved || creation.isPending;
  const changed = tagSelectionChanged(currentIds, draft);

  // The category's own tags are listed even if the tag list leaves one out, so it can be removed.
  const fetched = tags.data ?? [];
  const listed = [...fetched, ...created.filter((tag) => !fetched.some((other) => other.id === tag.id))];
  const options: TagOption[] = [...listed, ...category.tags.filter((tag) => !listed.some((other) => other.id === tag.id))];
  const query = filter.trim().toLowerCase();
  // Admins may create a tag from the search text, unless a tag of that name or display name exists.
  const offerCreate =
    admin &&
    tags.data !== undefined &&
    query !== '' &&
    creating === null &&
    !options.some((tag) => tag.name.toLowerCase() === query || tag.display_name.toLowerCase() === query);
  const shown = options.filter(
    (tag) => query === '' || tag.name.toLowerCase().includes(query) || tag.display_name.toLowerCase().includes(query),
  );
  const selected = draft.map((id) => options.find((tag) => tag.id === id)).filter((tag): tag is TagOption => tag !== undefined);

  const close = () => {
    if (!busy) onClose();
  };

  const checkboxId = (id: number) => `${baseId}-tag-${id}`;
  // After a creation the new tag's checkbox takes the focus (the form that had it is gone).
  useEffect(() => {
    if (focusTag !== null) document.getElementById(`${baseId}-tag-${focusTag}`)?.focus();
  }, [baseId, focusTag]);

  const openCreate = () => {
    setCreating(filter.trim());
    setCreateError(null);
    setCreatedNotice('');
  };

  const closeCreate = () => {
    setCreating(null);
    setCreateError(null);
  };

  const create = (tag: NewTag) => {
    if (creation.isPending) return;
    setCreateError(null);
    creation.mutate(tag, {
      onSuccess: (made) => {
        setCreated((current) => [...current, made]);
        setDraft((current) => (current.includes(made.id) ? current : [...current, made.id]));
        setFilter(made.display_name);
        setCreating(null);
        setCreatedNotice(messagesNow(CREATE_TAG_TEXT).created(made.display_name));
        setFocusTag(made.id);
      },
      onError: (failure) => {
        const text = messagesNow(CREATE_TAG_TEXT);
        const reason = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : undefined;
        setCreateError(reason ? text.failedWith(localizeServerText(reason)) : text.failed);
      },
    });
  };

  const cancel = () => {
    if (busy) return;
    setDraft(currentIds);
    onClose();
  };

  const toggle = (id: number, on: boolean) => {
    setDraft((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
    setError(null);
  };

  const save = () => {
    if (busy || !changed) return;
    setError(null);
    mutation.mutate(
      { categoryId: category.id, ...tagChanges(currentIds, draft) },
      {
        onSuccess: () => {
          setSaved(true);
          toast.success(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).tagsUpdated);
          closeTimer.current = setTimeout(() => onCloseRef.current(), TAGS_SAVED_CLOSE_DELAY_MS);
        },
        onError: (failure) => {
          const failed = messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).updateTagsFailed;
          const reason = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : undefined;
          setError(reason ? messagesNow(TAG_EDITOR_TEXT).withReason(failed, localizeServerText(reason)) : failed);
        },
      },
    );
  };

  const filterId = `${baseId}-filter`;
  const listLabelId = `${baseId}-list`;

  let list;
  if (tags.isPending) {
    list = (
      <div className="tag-editor__state" role="status">
        <Spinner size="sm" /> {t.loadingTags}
      </div>
    );
  } else if (tags.isError && tags.data === undefined) {
    list = (
      <div className="tag-editor__state tag-editor__state--error" role="alert">
        <span>{MY_VOCABULARY_MESSAGES.loadTagsFailed}</span>
        <Button size="sm" onClick={() => void tags.refetch()}>
          {MY_VOCABULARY_MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (options.length === 0) {
    list = <p className="tag-editor__state">{MY_VOCABULARY_MESSAGES.noTagsAvailable}</p>;
  } else if (shown.length === 0) {
    list = <p className="tag-editor__state">{MY_VOCABULARY_MESSAGES.noTagsMatching}</p>;
  } else {
    list = (
      <ul className="tag-editor__options" aria-labelledby={listLabelId}>
        {shown.map((tag) => (
          <li key={tag.id}>
            <label className="tag-editor__option">
              <input
                id={checkboxId(tag.id)}
                type="checkbox"
                checked={draft.includes(tag.id)}
                disabled={busy}
                onChange={(event) => toggle(tag.id, event.target.checked)}
              />
              <span
                className="tag-editor__swatch"
                aria-hidden="true"
                style={tag.color && HEX_COLOR.test(tag.color) ? { background: tag.color } : undefined}
              />
              <span className="tag-editor__name">{tag.display_name}</span>
              {tag.usage_count !== undefined && (
                <span className="tag-editor__count">
                  <span className="visually-hidden">{t.usedBy}</span>
                  {tag.usage_count}
                  <span className="visually-hidden"> {t.categories(tag.usage_count)}</span>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    );
  }

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
              setCreatedNotice('');
            }}
          />
        </div>

        <div className="tag-editor__list">
          <h3 id={listLabelId} className="visually-hidden">
            {t.availableTags}
          </h3>
          {list}
        </div>

        {offerCreate && (
          <Button size="sm" variant="ghost" className="tag-editor__create" disabled={busy} onClick={openCreate}>
            <span aria-hidden="true">+</span> {createText.offer(filter.trim())}
          </Button>
        )}
        {creating !== null && (
          <CreateTagForm
            initialDisplayName={creating}
            pending={creation.isPending}
            error={createError}
            onSubmit={create}
            onCancel={closeCreate}
          />
        )}
        {admin && (
          <p className="visually-hidden" role="status">
            {createdNotice}
          </p>
        )}

        <p className={changed && !saved ? 'tag-editor__notice tag-editor__notice--changed' : 'tag-editor__notice'} role="status">
          {saved
            ? MY_VOCABULARY_MESSAGES.tagsUpdated
            : changed
              ? MY_VOCABULARY_MESSAGES.unsavedChanges
              : MY_VOCABULARY_MESSAGES.noChanges}
        </p>

        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <DialogActions
        confirmLabel={t.save}
        pendingLabel={t.saving}
        cancelLabel={t.cancel}
        pending={mutation.isPending}
        locked={busy}
        canConfirm={changed}
        onConfirm={save}
        onCancel={cancel}
      />
    </Modal>
  );
}
