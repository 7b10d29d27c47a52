import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { useToastStore } from '@/components/ui/toast-store';
import { vocabularyKeys } from '@/features/vocabulary';
import type { StubAnswer, StubRoutes } from '@/test/fetch-stub';
import { signIn } from '@/test/sign-in';
import { myVocabularyKeys } from '@/features/my-vocabulary';
import { renderWordDialog } from '../testing/render-word-dialog';
import { DeleteWordDialog } from './delete-word-dialog';
import type { EditableWord } from './edit-word-dialog';

const WORD: EditableWord = { id: 5, english: 'cat', russian: 'кошка' };
const DELETE = 'DELETE /api/vocabulary/user/words/5';

function setup(routes: StubRoutes = { [DELETE]: { body: { message: 'Word deleted successfully' } } }) {
  const { sentTo, ...view } = renderWordDialog(DeleteWordDialog, WORD, routes);
  return { ...view, deletes: () => sentTo(DELETE) };
}

const confirmButton = () => screen.getByRole('button', { name: 'Delete Permanently' });
const toastText = () => useToastStore.getState().current?.text;

beforeEach(() => {
  signIn();
  useToastStore.getState().hide();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeleteWordDialog', () => {
  it('names the pair and the category, with Cancel focused', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Delete Word' });
    expect(dialog).toHaveTextContent('Delete cat — кошка from “Kitchen”?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(confirmButton()).toBeEnabled();
  });

  it('deletes on confirmation: one DELETE, a toast, and the dialog closes', async () => {
    const { user, deletes, onClose, client } = setup();
    const mine = myVocabularyKeys.categories({});
    const everyone = vocabularyKeys.lightweight('user:7');
    client.setQueryData(mine, {});
    client.setQueryData(everyone, []);
    await user.click(confirmButton());
    expect(deletes()).toHaveLength(1);
    expect(toastText()).toBe(MY_VOCABULARY_MESSAGES.wordDeleted);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(client.getQueryState(everyone)?.isInvalidated).toBe(true);
  });

  it("stays open with 'Failed to delete word' and the reason", async () => {
    const { user, onClose } = setup({ [DELETE]: { status: 404, body: { error: 'Word not found' } } });
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete word: Word not found');
    expect(onClose).not.toHaveBeenCalled();
    expect(confirmButton()).toBeEnabled();
  });

  it('sends once and cannot be closed while deleting', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, deletes, onClose } = setup({
      [DELETE]: () =>
        new Promise<StubAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(confirmButton());
    const busy = screen.getByRole('button', { name: /Deleting/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(deletes()).toHaveLength(1);
    await act(async () => answer({ body: { message: 'Word deleted successfully' } }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("goes through the admin route in the admin editor's scope", async () => {
    const adminDelete = 'DELETE /api/vocabulary/words/5';
    const { sentTo, user } = renderWordDialog(
      DeleteWordDialog,
      WORD,
      { [adminDelete]: { body: { message: 'Word deleted successfully' } } },
      'admin',
    );
    await user.click(confirmButton());
    expect(sentTo(adminDelete)).toHaveLength(1);
    expect(sentTo(DELETE)).toHaveLength(0);
    expect(toastText()).toBe(MY_VOCABULARY_MESSAGES.wordDeleted);
  });

  it('cancels without a request', async () => {
    const { user, deletes, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(deletes()).toHaveLength(0);
  });
});
