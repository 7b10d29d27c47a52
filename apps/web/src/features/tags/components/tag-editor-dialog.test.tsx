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

describe('TagEditorDialog: creating a tag (admins)', () => {
  const CREATE = 'POST /api/tags';
  const createdTag = (call: RecordedCall): StubAnswer => {
    const body = call.body as {
      name: string;
      displayName: string;
      description: string | null;
      color: string | null;
      icon: string | null;
      isPublic: boolean;
    };
    return {
      status: 201,
      body: {
        success: true,
        tag: {
          id: 50,
          name: body.name,
          display_name: body.displayName,
          description: body.description,
          color: body.color,
          icon: body.icon,
          is_system: false,
          usage_count: 0,
          is_public: body.isPublic,
        },
      },
    };
  };
  const createButton = () => screen.queryByRole('button', { name: /^Create tag/ });
  const search = () => screen.getByLabelText('Search tags');

  beforeEach(() => {
    signIn({ role: 'admin', id: '1', username: 'admin' });
  });

  it('is not offered to a user who is not an admin', async () => {
    signIn();
    const { user } = setup({ [CREATE]: createdTag });
    await loaded();
    await user.type(search(), 'Phrasal Verbs');
    expect(screen.getByText('No tags found matching your search')).toBeInTheDocument();
    expect(createButton()).not.toBeInTheDocument();
  });

  it('is offered from the search text unless a tag of that name or display name exists', async () => {
    const { user } = setup({ [CREATE]: createdTag });
    await loaded();
    await user.type(search(), 'foo');
    // "Food" matches the search, but "foo" is not a tag yet.
    expect(createButton()).toHaveAccessibleName('Create tag “foo”');
    await user.type(search(), 'd');
    expect(createButton()).not.toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'for kids');
    expect(createButton()).not.toBeInTheDocument();
    await user.clear(search());
    expect(createButton()).not.toBeInTheDocument();
  });

  it('creates the tag, selects it in the draft and asks for the tag list again', async () => {
    const { user, calls, writes } = setup({ [CREATE]: createdTag });
    await loaded();
    await user.type(search(), 'Phrasal Verbs');
    await user.click(createButton()!);
    const form = screen.getByRole('form', { name: 'New tag' });
    expect(within(form).getByLabelText('Display name')).toHaveValue('Phrasal Verbs');
    expect(within(form).getByLabelText('Display name')).toHaveFocus();
    expect(within(form).getByLabelText('Name')).toHaveValue('phrasal-verbs');
    await user.type(within(form).getByLabelText('Colour (optional)'), '#38F');
    await user.click(within(form).getByRole('button', { name: 'Create Tag' }));

    const box = await screen.findByRole('checkbox', { name: /^Phrasal Verbs/ });
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/tags').map((call) => call.body)).toEqual([
      { name: 'phrasal-verbs', displayName: 'Phrasal Verbs', description: null, color: '#38f', icon: null, isPublic: true },
    ]);
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'New tag' })).not.toBeInTheDocument();
    expect(screen.getByText('Tag “Phrasal Verbs” created and selected')).toBeInTheDocument();
    expect(notice()).toHaveTextContent('You have unsaved changes');
    expect(calls.filter((call) => `${call.method} ${call.url}` === LIST)).toHaveLength(2);

    await user.click(saveButton());
    expect(writes()).toEqual([['POST', { tagIds: [50] }]]);
  });

  it('checks the fields first: a display name without Latin letters needs a name, a colour must be hex', async () => {
    const { user, calls } = setup({ [CREATE]: createdTag });
    await loaded();
    await user.type(search(), 'Фрукты');
    await user.click(createButton()!);
    const form = screen.getByRole('form', { name: 'New tag' });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    await user.type(within(form).getByLabelText('Colour (optional)'), 'red');
    await user.click(within(form).getByRole('button', { name: 'Create Tag' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Tag name must be 1–50 lower-case letters, digits and single hyphens'),
    );
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Colour (optional)')).toHaveAccessibleDescription(
      'Color must be a hex color like #3b82f6 or #38f, or null',
    );
    expect(calls.some((call) => call.url === '/api/tags' && call.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Name'), 'fruit');
    await user.clear(within(form).getByLabelText('Colour (optional)'));
    await user.click(within(form).getByRole('button', { name: 'Create Tag' }));
    expect(await screen.findByRole('checkbox', { name: /^Фрукты/ })).toBeChecked();
  });

  it("shows the server's refusal in the form and keeps the draft as it was", async () => {
    const { user } = setup({ [CREATE]: { status: 409, body: { error: 'Tag "travel-b" already exists' } } });
    await loaded();
    await user.type(search(), 'travel b');
    await user.click(createButton()!);
    await user.click(screen.getByRole('button', { name: 'Create Tag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create tag: Tag "travel-b" already exists');
    expect(screen.getByRole('form', { name: 'New tag' })).toBeInTheDocument();
    expect(notice()).toHaveTextContent('No changes');
  });

  it('cannot be closed while the tag is created; Escape in the form closes only the form', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, onClose } = setup({
      [CREATE]: () =>
        new Promise<StubAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await loaded();
    await user.type(search(), 'verbs');
    await user.click(createButton()!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'New tag' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Manage Tags' })).toBeInTheDocument();

    await user.click(createButton()!);
    await user.click(screen.getByRole('button', { name: 'Create Tag' }));
    expect(screen.getByRole('button', { name: /Creating/ })).toBeDisabled();
    for (const cancel of screen.getAllByRole('button', { name: 'Cancel' })) expect(cancel).toBeDisabled();
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(saveButton()).toBeDisabled();
    await act(async () =>
      answer({
        status: 201,
        body: {
          success: true,
          tag: { ...tag(51, 'verbs', 'verbs', 0), is_system: false, is_public: true },
        },
      }),
    );
    expect(await screen.findByRole('checkbox', { name: /^verbs/ })).toBeChecked();
  });
});

describe('tagChanges', () => {
  it('is what the draft adds and removes', () => {
    expect(tagChanges([1, 2], [2, 3, 4])).toEqual({ added: [3, 4], removed: [1] });
    expect(tagChanges([1, 2], [2, 1])).toEqual({ added: [], removed: [] });
  });
});
