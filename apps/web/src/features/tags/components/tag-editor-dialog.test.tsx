import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tag } from '@slovo/shared';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { useToastStore } from '@/components/ui/toast-store';
import { vocabularyKeys } from '@/features/vocabulary';
import { stubFetch, type RecordedCall, type StubAnswer, type StubRoutes } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { tagKeys } from '../api/query-keys';
import { tagChanges } from '../api/set-category-tags';
import { TagEditorDialog, type TagEditorCategory } from './tag-editor-dialog';

function tag(id: number, name: string, display_name: string, usage_count = 1): Tag {
  return { id, name, display_name, description: null, color: '#4a5ae0', icon: null, is_system: true, usage_count };
}

const TAGS = [tag(1, 'food', 'Food', 4), tag(2, 'home', 'Home', 2), tag(3, 'travel', 'Travel'), tag(4, 'kids', 'For Kids', 0)];
const CATEGORY: TagEditorCategory = {
  id: 12,
  display_name: 'Kitchen',
  tags: [
    { id: 1, name: 'food', display_name: 'Food' },
    { id: 2, name: 'home', display_name: 'Home' },
  ],
};
const LIST = 'GET /api/tags';
const CATEGORY_TAGS = '/api/tags/categories/12/tags';

const changed: StubAnswer = { body: { message: 'Tags updated', tags: [] } };

function setup(routes: StubRoutes = {}, category: TagEditorCategory = CATEGORY) {
  const { calls } = stubFetch({
    [LIST]: { body: { tags: TAGS } },
    [`POST ${CATEGORY_TAGS}`]: changed,
    [`DELETE ${CATEGORY_TAGS}`]: changed,
    ...routes,
  });
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState<TagEditorCategory | null>(category);
    return (
      <>
        <button type="button" onClick={() => setOpen(category)}>
          Edit tags
        </button>
        <TagEditorDialog
          category={open}
          onClose={() => {
            onClose();
            setOpen(null);
          }}
        />
      </>
    );
  }
  const view = renderWithProviders(<Harness />);
  const writes = () => calls.filter((call) => call.url === CATEGORY_TAGS).map((call: RecordedCall) => [call.method, call.body]);
  return { ...view, user: userEvent.setup(), onClose, calls, writes };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const notice = () => screen.getByText(/^(You have unsaved changes|No changes)$/);
const toastText = () => useToastStore.getState().current?.text;

async function loaded() {
  await screen.findByRole('checkbox', { name: /^Food/ });
}

beforeEach(() => {
  signIn();
  useToastStore.getState().hide();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TagEditorDialog', () => {
  it('asks for a login without a session, and loads nothing', () => {
    signOut();
    const { calls } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Authentication Required' });
    expect(dialog).toHaveTextContent('Please log in to manage tags.');
    expect(calls).toHaveLength(0);
  });

  it('loads the tags with the category’s own checked, and no changes yet', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Manage Tags' })).toHaveAccessibleDescription('Tags of “Kitchen”');
    expect(screen.getByText('Loading tags...')).toBeInTheDocument();
    await loaded();
    expect(checkbox('Food')).toBeChecked();
    expect(checkbox('Home')).toBeChecked();
    expect(checkbox('Travel')).not.toBeChecked();
    expect(checkbox('Food')).toHaveAccessibleName('Food , used by 4 categories');
    expect(notice()).toHaveTextContent('No changes');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByLabelText('Search tags')).toHaveFocus();
  });

  it('keeps a draft: Save is enabled only while it differs from the current tags', async () => {
    const { user } = setup();
    await loaded();
    await user.click(checkbox('Travel'));
    expect(notice()).toHaveTextContent('You have unsaved changes');
    expect(saveButton()).toBeEnabled();
    await user.click(checkbox('Travel'));
    expect(notice()).toHaveTextContent('No changes');
    expect(saveButton()).toBeDisabled();
    // The same tags in another order are no change either.
    await user.click(checkbox('Food'));
    await user.click(checkbox('Food'));
    expect(saveButton()).toBeDisabled();
  });

  it('filters by name or display name, ignoring case', async () => {
    const { user } = setup();
    await loaded();
    const search = screen.getByLabelText('Search tags');
    await user.type(search, 'KIDS');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      expect.stringContaining('For Kids'),
    ]);
    await user.clear(search);
    await user.type(search, 'for k');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No tags found matching your search')).toBeInTheDocument();
  });

  it("says 'No tags available' and 'No tags assigned to this category' when there are none", async () => {
    setup({ [LIST]: { body: { tags: [] } } }, { ...CATEGORY, tags: [] });
    expect(await screen.findByText('No tags available')).toBeInTheDocument();
    expect(screen.getByText('No tags assigned to this category')).toBeInTheDocument();
  });

  it("shows 'Failed to load available tags' with a Retry that asks again", async () => {
    let fail = true;
    const { user } = setup({
      [LIST]: () => (fail ? { status: 400, body: { error: 'Bad' } } : { body: { tags: TAGS } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load available tags');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loaded();
  });

  it('saves the difference: POST the added ids, DELETE the removed ones, then closes 100 ms later', async () => {
    const { writes, onClose, client } = setup();
    await loaded();
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(checkbox('Food'));
    fireEvent.click(checkbox('Travel'));
    fireEvent.click(checkbox('For Kids'));

    vi.useFakeTimers();
    fireEvent.click(saveButton());
    for (let i = 0; i < 10 && toastText() === undefined; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(writes()).toEqual([
      ['POST', { tagIds: [3, 4] }],
      ['DELETE', { tagIds: [1] }],
    ]);
    expect(toastText()).toBe('Tags updated successfully!');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The manager's lists (myVocabularyKeys.all), the public vocabulary and the tags' usage counts.
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['my-vocabulary'],
      vocabularyKeys.all,
      tagKeys.all,
    ]);
  });

  it('sends only the call that is needed', async () => {
    const { user, writes } = setup();
    await loaded();
    await user.click(checkbox('Home'));
    await user.click(saveButton());
    expect(writes()).toEqual([['DELETE', { tagIds: [2] }]]);
  });

  it('cannot be closed while saving: Escape, the close button, the backdrop and Cancel do nothing', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, onClose, writes } = setup({
      [`POST ${CATEGORY_TAGS}`]: () =>
        new Promise<StubAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await loaded();
    await user.click(checkbox('Travel'));
    await user.click(saveButton());
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(checkbox('Travel')).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(writes()).toHaveLength(1);
    await act(async () => answer(changed));
    expect(toastText()).toBe('Tags updated successfully!');
  });

  it("keeps the draft with 'Failed to update tags' when the save fails", async () => {
    const { user, onClose } = setup({ [`POST ${CATEGORY_TAGS}`]: { status: 404, body: { error: 'Tag not found' } } });
    await loaded();
    await user.click(checkbox('Travel'));
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update tags: Tag not found');
    expect(checkbox('Travel')).toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel drops the draft and closes', async () => {
    const { user, onClose, writes } = setup();
    await loaded();
    await user.click(checkbox('Travel'));
    await user.click(checkbox('Food'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(writes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    expect(checkbox('Food')).toBeChecked();
    expect(checkbox('Travel')).not.toBeChecked();
    expect(notice()).toHaveTextContent(MY_VOCABULARY_MESSAGES.noChanges);
  });

  it('lists a tag of the category that the tag list leaves out, so it can be removed', async () => {
    setup({}, { ...CATEGORY, tags: [...CATEGORY.tags, { id: 9, name: 'secret', display_name: 'Secret' }] });
    await loaded();
    expect(checkbox('Secret')).toBeChecked();
  });
});

describe('tagChanges', () => {
  it('is what the draft adds and removes', () => {
    expect(tagChanges([1, 2], [2, 3, 4])).toEqual({ added: [3, 4], removed: [1] });
    expect(tagChanges([1, 2], [2, 1])).toEqual({ added: [], removed: [] });
  });
});
