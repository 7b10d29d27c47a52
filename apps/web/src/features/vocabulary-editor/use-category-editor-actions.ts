import { useRef, useState, type RefObject } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { useCategoryInAddress, type CategoryInAddressOptions } from '@/components/vocabulary-workspace';
import { localizeServerText, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { focusIfLost } from '@/lib/focus-if-lost';
import type { WordDialog } from './components/word-dialogs';
import type { EditedCategory } from './edited-category';

/** A category as the write routes take it: its id, and its key before the write. */
export interface CategoryRef {
  id: number;
  key: string;
}

export interface RenameCategoryVariables extends CategoryRef {
  newName: string;
}

/** A write's answer: the server's message and the category as the list shows it now (null if not found). */
interface CategoryWritten<S> {
  message: string;
  category: S | null;
}

/**
 * The category writes of one editor — the learner's own routes or the admin's — and what tells
 * their failures and their new categories apart. The hooks are called by the editor's hook.
 */
export interface CategoryEditorApi<S extends EditedCategory, N extends { name: string }> {
  useCreate: () => UseMutationResult<CategoryWritten<S> & { categoryId: number }, Error, N>;
  useRename: () => UseMutationResult<CategoryWritten<S>, Error, RenameCategoryVariables>;
  useDelete: () => UseMutationResult<{ message: string }, Error, CategoryRef>;
  /** The {reason} of 'Failed to … category: {reason}'. */
  failureReason: (error: unknown) => string;
  /** The category to select after a create whose category the list could not find yet. */
  justCreated: (id: number, category: N) => S;
}

/** The dialogs an editor can have open: the category ones, the word ones and its own (`X`). */
export type EditorDialog<S, X extends { kind: string } = never> =
  { kind: 'create' } | { kind: 'rename' | 'delete' | 'tags'; category: S } | WordDialog | X;

/** A write's state as its dialog shows it. */
export interface WriteState {
  pending: boolean;
  /** 'Failed to … category: {reason}' after a failure, until the next attempt. */
  error: string | null;
}

/** What an editor's page and its dialogs are given by useCategoryEditorActions. */
export interface CategoryEditor<S extends EditedCategory, N extends { name: string }, X extends { kind: string } = never> {
  dialog: EditorDialog<S, X> | null;
  /** The selected category, kept in the address so a reload, Back and a shared link keep it (issue 30 §3.5). */
  current: S | null;
  select: (category: S | null, options?: { replace?: boolean }) => void;
  open: (dialog: EditorDialog<S, X>) => void;
  /** Closes the dialog; the focus goes back to whatever opened it. */
  cancel: () => void;
  /** Closes the dialog; the focus goes to a column's heading if it was left on nothing. */
  closeToCategories: () => void;
  closeToWords: () => void;
  headings: { categories: RefObject<HTMLHeadingElement | null>; words: RefObject<HTMLHeadingElement | null> };
  openCreate: () => void;
  openRename: (category: S) => void;
  openDelete: (category: S) => void;
  openTags: (category: S) => void;
  submitCreate: (category: N) => void;
  submitRename: (category: S, newName: string) => void;
  confirmDelete: (category: S) => void;
  creation: WriteState;
  renaming: WriteState;
  deletion: WriteState;
}

/**
 * What both editors do with categories: the selected one (in the address); the open dialog; Create, Rename and Delete with their
 * success toasts, their failures shown in the dialog, and the selection kept right (a created
 * category selected, a renamed one under its new key, a deleted one dropped); and where the focus
 * goes when a dialog closes (the categories' heading, or the words' after a create or a word dialog).
 */
export function useCategoryEditorActions<
  S extends EditedCategory,
  N extends { name: string },
  X extends { kind: string } = never,
>(api: CategoryEditorApi<S, N>, address: CategoryInAddressOptions<S>): CategoryEditor<S, N, X> {
  const { selected: current, select } = useCategoryInAddress<S>(address);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const [dialog, setDialog] = useState<EditorDialog<S, X> | null>(null);
  const categoriesHeading = useRef<HTMLHeadingElement>(null);
  const wordsHeading = useRef<HTMLHeadingElement>(null);
  const create = api.useCreate();
  const rename = api.useRename();
  const remove = api.useDelete();
  // A create already on its way blocks another one (spec §4), however fast the second comes.
  const creating = useRef(false);

  const close = (fallback: HTMLElement | null) => {
    setDialog(null);
    focusIfLost(fallback);
  };
  const closeToCategories = () => close(categoriesHeading.current);
  const closeToWords = () => close(wordsHeading.current);
  const failure = (mutation: { isError: boolean; error: unknown }, message: (reason: string) => string) =>
    mutation.isError ? message(api.failureReason(mutation.error)) : null;

  const submitCreate = (category: N) => {
    if (creating.current) return;
    creating.current = true;
    create.mutate(category, {
      onSuccess: (result) => {
        toast.success(localizeServerText(result.message));
        select(result.category ?? api.justCreated(result.categoryId, category));
        closeToWords();
      },
      onSettled: () => {
        creating.current = false;
      },
    });
  };

  const submitRename = (category: S, newName: string) => {
    if (rename.isPending) return;
    rename.mutate(
      { id: category.id, key: category.name, newName },
      {
        onSuccess: (result) => {
          toast.success(localizeServerText(result.message));
          // Still selected, under its new key (issue 30 §3.6); none if it could not be found again.
          if (current?.id === category.id) select(result.category, { replace: true });
          closeToCategories();
        },
      },
    );
  };

  const confirmDelete = (category: S) => {
    if (remove.isPending) return;
    remove.mutate(
      { id: category.id, key: category.name },
      {
        onSuccess: (result) => {
          toast.success(localizeServerText(result.message));
          // Spec §4: deleting the selected category clears the selection.
          if (current?.id === category.id) select(null, { replace: true });
          closeToCategories();
        },
      },
    );
  };

  return {
    dialog,
    current,
    select,
    open: setDialog,
    cancel: () => setDialog(null),
    closeToCategories,
    closeToWords,
    headings: { categories: categoriesHeading, words: wordsHeading },
    openCreate: () => {
      create.reset();
      setDialog({ kind: 'create' });
    },
    openRename: (category: S) => {
      rename.reset();
      setDialog({ kind: 'rename', category });
    },
    openDelete: (category: S) => {
      remove.reset();
      setDialog({ kind: 'delete', category });
    },
    openTags: (category: S) => setDialog({ kind: 'tags', category }),
    submitCreate,
    submitRename,
    confirmDelete,
    creation: { pending: create.isPending, error: failure(create, MY_VOCABULARY_MESSAGES.createCategoryFailed) },
    renaming: { pending: rename.isPending, error: failure(rename, MY_VOCABULARY_MESSAGES.renameCategoryFailed) },
    deletion: { pending: remove.isPending, error: failure(remove, MY_VOCABULARY_MESSAGES.deleteCategoryFailed) },
  };
}
