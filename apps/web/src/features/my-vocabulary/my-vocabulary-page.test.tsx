import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@/components/ui/toast-store';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { MyVocabularyPage } from './index';
import { fakeUserVocabularyServer, makeWords, type FakeServerOptions } from './testing/fake-user-vocabulary-server';

const TRAVEL = { id: 1, display_name: 'Travel', name: 'travel', words: makeWords(3, 'trip'), privacy: 'shared' as const };
const KITCHEN = { id: 2, display_name: 'Kitchen', name: 'kitchen', words: [{ id: 50, english: 'cat', russian: 'кошка' }] };
const EMPTY = { id: 3, display_name: 'Empty Box', name: 'empty-box', words: [] };

function setup(options: FakeServerOptions = { categories: [TRAVEL, KITCHEN, EMPTY] }, path = '/my-vocabulary') {
  const server = fakeUserVocabularyServer(options);
  const view = renderWithProviders(<MyVocabularyPage />, { path });
  return { server, ...view };
}

function toastText() {
  return useToastStore.getState().current?.text;
}

const categoriesList = () => screen.getByRole('list', { name: 'Your Categories' });
const wordsColumn = (title: string) => screen.getByRole('region', { name: title });
const card = (title: string) => within(categoriesList()).getByRole('button', { name: title }).closest('li')!;

async function loaded() {
  await screen.findByRole('list', { name: 'Your Categories' });
}

async function selectCategory(title: string) {
  await userEvent.click(within(categoriesList()).getByRole('button', { name: title }));
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('states', () => {
  it('shows the spinner with its text while the first answer is on its way', async () => {
    const server = fakeUserVocabularyServer({ categories: [TRAVEL] });
    const release = server.hold('GET /api/vocabulary/user/categories');
    renderWithProviders(<MyVocabularyPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your vocabulary data...');
    release();
    await loaded();
    expect(screen.queryByText('Loading your vocabulary data...')).not.toBeInTheDocument();
  });

  it('welcomes a user without categories, and Add Your First Category opens the create dialog', async () => {
    setup({ categories: [] });
    expect(await screen.findByRole('heading', { name: 'Welcome to Vocabulary Builder' })).toBeInTheDocument();
    expect(screen.getByText(/^Create your first category/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Your First Category' }));
    expect(screen.getByRole('dialog', { name: 'Create Category' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category name')).toHaveFocus();
  });

  it('says "Failed to load user categories" with Retry when the list cannot be loaded, and Retry loads it', async () => {
    const { server } = setup();
    server.override('GET /api/vocabulary/user/categories', { status: 400, body: { error: 'Bad query' } });
    // The first answer is already on its way in setup; fail from the first call on.
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load user categories');
    server.restore('GET /api/vocabulary/user/categories');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
  });
});

describe('the manager', () => {
  it('shows the top bar, the three columns with their headings, and the cards with their actions', async () => {
    setup();
    await loaded();
    expect(screen.getByRole('button', { name: /Add Category/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Word/ })).not.toBeInTheDocument();
    expect(screen.getByText('Shared: 1/10')).toBeInTheDocument();
    for (const name of ['Filters', 'Your Categories', 'Select a Category']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // Sorted by word count, ascending: the spec turns the default name sort into word_count.
    expect(
      within(categoriesList())
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('button')[0]!.textContent),
    ).toEqual(['Empty Box', 'Kitchen', 'Travel']);
    const travel = card('Travel');
    expect(within(travel).getByRole('switch', { name: 'Share Travel' })).toHaveAttribute('aria-checked', 'true');
    expect(within(travel).getByRole('button', { name: 'Rename Travel' })).toBeInTheDocument();
    expect(within(travel).getByRole('button', { name: 'Delete Travel' })).toBeInTheDocument();
    expect(within(travel).getByRole('button', { name: 'Tags of Travel' })).toBeInTheDocument();
    expect(within(travel).getByRole('progressbar')).toBeInTheDocument();
  });

  it('selecting a category shows its words with Edit and Delete named by the word, N words and Play links', async () => {
    setup();
    await loaded();
    await selectCategory('Kitchen');
    const words = await screen.findByRole('list', { name: 'Words in Kitchen' });
    expect(screen.getByRole('heading', { level: 2, name: 'Kitchen' })).toBeInTheDocument();
    expect(within(wordsColumn('Kitchen')).getByText('1 word')).toBeInTheDocument();
    expect(within(words).getByText('cat')).toBeInTheDocument();
    expect(within(words).getByText('кошка')).toBeInTheDocument();
    expect(within(words).getByRole('button', { name: 'Edit cat' })).toBeInTheDocument();
    expect(within(words).getByRole('button', { name: 'Delete cat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Kitchen in Quiz Game' })).toHaveAttribute('href', '/game3?category=kitchen');
    expect(screen.getAllByRole('link', { name: /^Play Kitchen in / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: /Add Word/ })).toBeInTheDocument();

    await selectCategory('Travel');
    expect(await within(wordsColumn('Travel')).findByRole('list', { name: 'Words in Travel' })).toBeInTheDocument();
    expect(within(wordsColumn('Travel')).getByText('3 words')).toBeInTheDocument();
  });

  it('an empty category says No Words Found, and Add First Word opens the add-words dialog', async () => {
    setup();
    await loaded();
    await selectCategory('Empty Box');
    expect(await screen.findByRole('heading', { name: 'No Words Found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Play / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add First Word' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toBeInTheDocument();
  });

  it('Add Word adds to the selected category, then Success! with the count, a toast, and the new words listed', async () => {
    setup();
    await loaded();
    await selectCategory('Kitchen');
    await screen.findByRole('list', { name: 'Words in Kitchen' });
    await userEvent.click(screen.getByRole('button', { name: /Add Word/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Word' });
    expect(dialog).toHaveTextContent('Kitchen');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pattern Entry' }));
    await userEvent.type(within(dialog).getByLabelText('Word pairs, one per line'), 'dog - собака{Enter}fox - лиса');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Words' }));

    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(success).toHaveTextContent('2 words added successfully!');
    expect(toastText()).toBe('2 words added successfully!');
    expect(within(success).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.click(within(success).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(wordsColumn('Kitchen')).findByRole('button', { name: 'Edit fox' })).toBeInTheDocument();
    expect(within(wordsColumn('Kitchen')).getByText('3 words')).toBeInTheDocument();
  });

  it('Import on a card selects it and imports pasted pairs; the duplicate is reported, the new words listed', async () => {
    setup();
    await loaded();
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Import words into Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import words' });
    expect(dialog).toHaveAccessibleDescription('Category: Kitchen');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Word pairs' }), { target: { value: 'cat\tкошка\nowl\tсова' } });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 pairs' }));

    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(success).toHaveTextContent('Word added successfully! 1 pair was already in this category.');
    await userEvent.click(within(success).getByRole('button', { name: 'Continue' }));
    expect(await within(wordsColumn('Kitchen')).findByRole('button', { name: 'Edit owl' })).toBeInTheDocument();
    expect(within(wordsColumn('Kitchen')).getByText('2 words')).toBeInTheDocument();
  });

  it('Add Word hands a pasted list over to Import words, text and all', async () => {
    setup();
    await loaded();
    await selectCategory('Kitchen');
    await userEvent.click(await screen.findByRole('button', { name: /Add Word/ }));
    const add = screen.getByRole('dialog', { name: 'Add Word' });
    fireEvent.paste(within(add).getByLabelText('English word 1'), {
      clipboardData: { getData: () => 'spoon\tложка\nfork\tвилка' },
    });
    await userEvent.click(within(add).getByRole('button', { name: 'Import with separators…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import words' });
    expect(screen.queryByRole('dialog', { name: 'Add Word' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Word pairs' })).toHaveValue('spoon\tложка\nfork\tвилка');
    expect(await within(dialog).findByText('2 word pairs will be imported')).toBeInTheDocument();
  });

  it('the toolbar offers Import .apkg always, and Export for the selected category', async () => {
    setup();
    await loaded();
    expect(screen.queryByRole('button', { name: /^⇩?\s*Export/ })).not.toBeInTheDocument();
    await selectCategory('Kitchen');
    expect(screen.getByRole('button', { name: /Export “Kitchen”/ })).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(screen.getByRole('button', { name: 'Import .apkg' }));
    expect(await screen.findByRole('dialog', { name: 'Import an Anki package' })).toBeInTheDocument();
  });

  it('Edit and Delete on a word open their dialogs for that word', async () => {
    setup();
    await loaded();
    await selectCategory('Kitchen');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit cat' }));
    expect(screen.getByRole('dialog', { name: 'Edit Word' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Delete cat' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Kitchen');
  });

  it('Tags on a card opens the tag editor for that category', async () => {
    setup();
    await loaded();
    await userEvent.click(within(card('Travel')).getByRole('button', { name: 'Tags of Travel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Travel');
  });

  it('a word load failure says so with Retry', async () => {
    const { server } = setup();
    server.override('GET /api/vocabulary/category/kitchen', { status: 404, body: { error: 'Category not found' } });
    await loaded();
    await selectCategory('Kitchen');
    expect(await screen.findByText('Failed to load user vocabulary data: Category not found')).toBeInTheDocument();
    server.restore('GET /api/vocabulary/category/kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit cat' })).toBeInTheDocument();
  });
});

describe('filters (spec §4)', () => {
  it('asks for word_count ASC first; the active field flips the order, another field starts ascending', async () => {
    const { server } = setup();
    await loaded();
    expect(server.listQueries()[0]).toEqual({ sortBy: 'word_count', sortOrder: 'ASC', page: '1', limit: '10' });
    const wordCount = screen.getByRole('button', { name: /^Word count/ });
    expect(wordCount).toHaveAttribute('aria-pressed', 'true');
    expect(wordCount).toHaveAccessibleName('Word count, ascending');

    await userEvent.click(wordCount);
    await waitFor(() => expect(server.listQueries().at(-1)).toMatchObject({ sortBy: 'word_count', sortOrder: 'DESC' }));
    await userEvent.click(screen.getByRole('button', { name: /^Created/ }));
    await waitFor(() => expect(server.listQueries().at(-1)).toMatchObject({ sortBy: 'created_at', sortOrder: 'ASC' }));
    expect(screen.getByRole('button', { name: 'Created, ascending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reloads 300 ms after the last keystroke, back on page 1', async () => {
    vi.useFakeTimers();
    const categories = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, display_name: `Topic ${i + 1}`, words: makeWords(i) }));
    const { server } = setup({ categories });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('list', { name: 'Your Categories' })).toBeInTheDocument();

    // Page 2: the page change waits 300 ms too.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(server.listQueries()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(server.listQueries().at(-1)).toMatchObject({ page: '2' });

    const search = screen.getByRole('searchbox', { name: 'Search categories' });
    for (const [index, text] of ['T', 'To', 'Top'].entries()) {
      act(() => {
        fireEvent.change(search, { target: { value: text } });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(index === 2 ? 299 : 200);
      });
    }
    expect(server.listQueries()).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(server.listQueries()).toHaveLength(3);
    expect(server.listQueries().at(-1)).toEqual({
      search: 'Top',
      sortBy: 'word_count',
      sortOrder: 'ASC',
      page: '1',
      limit: '10',
    });
  });

  it('filters by tags (all must match, at most 10), and Clear filters empties search and tags', async () => {
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i + 1}`);
    const { server } = setup({ categories: [TRAVEL, KITCHEN], tags });
    await loaded();
    const tagGroup = screen.getByRole('group', { name: 'Tags' });
    await within(tagGroup).findByRole('checkbox', { name: 'Tag1' });
    for (const index of [2, 1]) await userEvent.click(within(tagGroup).getByRole('checkbox', { name: `Tag${index}` }));
    await waitFor(() => expect(server.listQueries().at(-1)).toMatchObject({ tags: 'tag1,tag2', page: '1' }));
    // Neither category carries both tags: the filtered empty state, not the welcome screen.
    expect(await screen.findByText('No categories found matching your filters')).toBeInTheDocument();

    for (let index = 3; index <= 10; index += 1) {
      await userEvent.click(within(tagGroup).getByRole('checkbox', { name: `Tag${index}` }));
    }
    expect(within(tagGroup).getByRole('checkbox', { name: 'Tag11' })).toBeDisabled();
    expect(within(tagGroup).getByText('You can select at most 10 tags.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'tr');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
    expect(within(tagGroup).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await waitFor(() =>
      expect(server.listQueries().at(-1)).toEqual({ sortBy: 'word_count', sortOrder: 'ASC', page: '1', limit: '10' }),
    );
    expect(await screen.findByRole('button', { name: 'Travel' })).toBeInTheDocument();
  });

  it('says when the tags cannot be loaded', async () => {
    const { server } = setup();
    server.override('GET /api/tags', { status: 400, body: { error: 'nope' } });
    await loaded();
    expect(await screen.findByText('Failed to load available tags')).toBeInTheDocument();
  });
});

describe('privacy (applied at once, spec §4)', () => {
  it('switches and counts at once, before the server answers', async () => {
    const { server } = setup();
    await loaded();
    const release = server.hold('PUT /api/vocabulary/user/categories/2/privacy');
    await userEvent.click(within(card('Kitchen')).getByRole('switch', { name: 'Share Kitchen' }));
    expect(within(card('Kitchen')).getByRole('switch', { name: 'Share Kitchen' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Shared: 2/10')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/vocabulary/user/categories/2/privacy')[0]!.body).toEqual({ privacy: 'shared' });
    release();
    await waitFor(() => expect(within(card('Kitchen')).getByRole('status')).toHaveTextContent('Shared'));
    expect(screen.getByText('Shared: 2/10')).toBeInTheDocument();
  });

  it('says it was shared, or made private, once the server agrees (issue 30 §3.3)', async () => {
    setup();
    await loaded();
    // A message from before (the start-up "Loaded N vocabulary categories") must not be all there is to read.
    act(() => useToastStore.getState().show('success', 'Loaded 19 vocabulary categories'));
    await userEvent.click(within(card('Kitchen')).getByRole('switch', { name: 'Share Kitchen' }));
    await waitFor(() => expect(toastText()).toBe('Category is now shared'));
    await userEvent.click(within(card('Kitchen')).getByRole('switch', { name: 'Share Kitchen' }));
    await waitFor(() => expect(toastText()).toBe('Category is now private'));
  });

  it('rolls back on failure, says why and reloads', async () => {
    const { server } = setup();
    await loaded();
    server.override('PUT /api/vocabulary/user/categories/1/privacy', { status: 500, body: { error: 'Database unavailable' } });
    const before = server.listQueries().length;
    await userEvent.click(within(card('Travel')).getByRole('switch', { name: 'Share Travel' }));
    await waitFor(() => expect(toastText()).toBe('Failed to update privacy: Database unavailable'));
    expect(within(card('Travel')).getByRole('switch', { name: 'Share Travel' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Shared: 1/10')).toBeInTheDocument();
    await waitFor(() => expect(server.listQueries().length).toBeGreaterThan(before));
  });

  it('refuses sharing at the limit: the note, no request', async () => {
    const { server } = setup({ categories: [TRAVEL, KITCHEN], sharedLimit: 1 });
    await loaded();
    expect(screen.getByText('Shared: 1/1')).toBeInTheDocument();
    expect(screen.getByText('You can only share up to 1 categories.')).toBeInTheDocument();
    const share = within(card('Kitchen')).getByRole('switch', { name: 'Share Kitchen' });
    expect(share).toHaveAttribute('aria-disabled', 'true');
    expect(share).toHaveAccessibleDescription('Limit reached');
    await userEvent.click(share);
    expect(server.callsTo('PUT /api/vocabulary/user/categories/2/privacy')).toHaveLength(0);
    // Un-sharing stays possible, and frees a place at once.
    await userEvent.click(within(card('Travel')).getByRole('switch', { name: 'Share Travel' }));
    expect(screen.getByText('Shared: 0/1')).toBeInTheDocument();
  });
});

describe('create category', () => {
  it('validates the name: blank and over 50 characters', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    const input = screen.getByLabelText('Category name');
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Category name cannot be empty');
    await userEvent.clear(input);
    await userEvent.type(input, `${'x'.repeat(51)}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Category name must be at most 50 characters');
    expect(server.callsTo('POST /api/vocabulary/user/categories')).toHaveLength(0);
  });

  it('Enter creates once, however often it is pressed, then selects the new category', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    const release = server.hold('POST /api/vocabulary/user/categories');
    const input = screen.getByLabelText('Category name');
    await userEvent.type(input, '  Garden  {Enter}');
    fireEvent.submit(input.closest('form')!);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = server.callsTo('POST /api/vocabulary/user/categories');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ categoryName: 'Garden', tag: 'user' });
    expect(toastText()).toBe('Category created successfully');
    expect(await screen.findByRole('heading', { level: 2, name: 'Garden' })).toBeInTheDocument();
    expect(within(categoriesList()).getByRole('button', { name: 'Garden' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('heading', { name: 'No Words Found' })).toBeInTheDocument();
  });

  it('shows the failure in the dialog and keeps it open', async () => {
    setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    await userEvent.type(screen.getByLabelText('Category name'), 'travel{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create category: HTTP 409: Conflict - You already have a category named "travel"',
    );
    expect(screen.getByRole('dialog', { name: 'Create Category' })).toBeInTheDocument();
  });

  it('an unexpected answer gives the bare message', async () => {
    const { server } = setup();
    server.override('POST /api/vocabulary/user/categories', { status: 201, body: { ok: true } });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    await userEvent.type(screen.getByLabelText('Category name'), 'Garden{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create category$/);
  });
});

describe('rename category', () => {
  async function openRename(server = setup().server) {
    await loaded();
    await userEvent.click(within(card('Travel')).getByRole('button', { name: 'Rename Travel' }));
    return { server, input: screen.getByLabelText('New name') };
  }

  it('is prefilled; empty and unchanged names are refused; Escape cancels', async () => {
    const { server, input } = await openRename();
    expect(screen.getByRole('dialog', { name: 'Rename Category' })).toBeInTheDocument();
    expect(input).toHaveValue('Travel');
    expect(input).toHaveFocus();
    await userEvent.type(input, '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a different name');
    await userEvent.clear(input);
    await userEvent.type(input, '  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Category name cannot be empty');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('PUT /api/vocabulary/user/categories/1')).toHaveLength(0);
    // Focus goes back to the card's Rename button.
    expect(within(card('Travel')).getByRole('button', { name: 'Rename Travel' })).toHaveFocus();
  });

  it('Enter renames, sending the new name as name and display_name, and keeps the selection on it', async () => {
    const { server } = setup();
    await loaded();
    await selectCategory('Travel');
    await screen.findByRole('list', { name: 'Words in Travel' });
    const { input } = await openRename(server);
    await userEvent.clear(input);
    await userEvent.type(input, 'Journeys{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PUT /api/vocabulary/user/categories/1')[0]!.body).toEqual({
      name: 'Journeys',
      display_name: 'Journeys',
    });
    expect(toastText()).toBe('Category renamed successfully');
    expect(await screen.findByRole('heading', { level: 2, name: 'Journeys' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Play Journeys in Quiz Game' })).toHaveAttribute(
      'href',
      '/game3?category=journeys',
    );
  });

  it('shows the failure with its reason', async () => {
    const { server } = setup();
    server.override('PUT /api/vocabulary/user/categories/1', { status: 404, body: { error: 'Category not found' } });
    const { input } = await openRename(server);
    await userEvent.type(input, ' 2{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to rename category: HTTP 404: Not Found - Category not found',
    );
  });
});

describe('delete category', () => {
  it('needs exactly "delete"; success closes, clears the selection and reloads', async () => {
    const { server } = setup();
    await loaded();
    await selectCategory('Travel');
    await screen.findByRole('list', { name: 'Words in Travel' });
    await userEvent.click(within(card('Travel')).getByRole('button', { name: 'Delete Travel' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
    expect(dialog).toHaveTextContent('This permanently deletes “Travel” and its 3 words.');
    const input = within(dialog).getByLabelText('Type delete to confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Category' });
    expect(confirm).toBeDisabled();
    for (const text of ['Delete', 'delete ', 'DELETE', 'delet']) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      expect(confirm).toBeDisabled();
    }
    await userEvent.clear(input);
    await userEvent.type(input, 'delete');
    expect(confirm).toBeEnabled();

    const release = server.hold('DELETE /api/vocabulary/user/categories/1');
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/vocabulary/user/categories/1')).toHaveLength(1);
    expect(toastText()).toBe('Category deleted successfully');
    expect(within(categoriesList()).queryByRole('button', { name: 'Travel' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Select a Category' })).toBeInTheDocument();
    expect(screen.getByText('Shared: 0/10')).toBeInTheDocument();

    // Opened again, the text starts empty.
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Delete Kitchen' }));
    expect(screen.getByLabelText('Type delete to confirm')).toHaveValue('');
  });

  it('deleting another category keeps the selection', async () => {
    setup();
    await loaded();
    await selectCategory('Kitchen');
    await userEvent.click(within(card('Travel')).getByRole('button', { name: 'Delete Travel' }));
    await userEvent.type(screen.getByLabelText('Type delete to confirm'), 'delete{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Kitchen' })).toBeInTheDocument();
  });

  it('shows the failure with its reason and stays open', async () => {
    const { server } = setup();
    server.override('DELETE /api/vocabulary/user/categories/2', { status: 404, body: { error: 'Category not found' } });
    await loaded();
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Delete Kitchen' }));
    await userEvent.type(screen.getByLabelText('Type delete to confirm'), 'delete{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete category: HTTP 404: Not Found - Category not found',
    );
    expect(screen.getByRole('dialog', { name: 'Delete Category' })).toBeInTheDocument();
  });

  it('deleting the last category brings the welcome screen back', async () => {
    setup({ categories: [KITCHEN] });
    await loaded();
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Delete Kitchen' }));
    await userEvent.type(screen.getByLabelText('Type delete to confirm'), 'delete{Enter}');
    expect(await screen.findByRole('heading', { name: 'Welcome to Vocabulary Builder' })).toBeInTheDocument();
  });
});

describe('the selected category in the address (issue 30 §3.5, §3.6)', () => {
  const wordsOf = (key: string, server: ReturnType<typeof setup>['server']) =>
    server.callsTo(`GET /api/vocabulary/category/${key}`).length;

  it('selecting a category puts its key in the address; Back and Forward step through the selections', async () => {
    const { router } = setup();
    await loaded();
    await selectCategory('Travel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vocabulary/travel'));
    await selectCategory('Kitchen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vocabulary/kitchen'));
    expect(await screen.findByRole('list', { name: 'Words in Kitchen' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('list', { name: 'Words in Travel' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('list', { name: 'Words in Kitchen' })).toBeInTheDocument();
  });

  it('opens with the category the address names (a reload, a shared link), even one not on the first page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: 100 + index,
      display_name: `Topic ${String(index).padStart(2, '0')}`,
      name: `topic-${index}`,
      words: makeWords(1, `t${index}`),
    }));
    setup({ categories: [...many, KITCHEN] }, '/my-vocabulary/kitchen');
    expect(await screen.findByRole('list', { name: 'Words in Kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kitchen' })).toBeInTheDocument();
  });

  it('drops a key that names no category of the user from the address', async () => {
    const { router } = setup(undefined, '/my-vocabulary/nobodys');
    await loaded();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vocabulary'));
    expect(screen.getByRole('heading', { level: 2, name: 'Select a Category' })).toBeInTheDocument();
  });

  it("after a rename selects the category under its new key and never asks for the old key's words again", async () => {
    const { server, router } = setup(undefined, '/my-vocabulary/travel');
    await screen.findByRole('list', { name: 'Words in Travel' });
    const before = wordsOf('travel', server);
    await userEvent.click(within(card('Travel')).getByRole('button', { name: 'Rename Travel' }));
    const input = screen.getByLabelText('New name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Journeys{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vocabulary/journeys'));
    expect(await screen.findByRole('list', { name: 'Words in Journeys' })).toBeInTheDocument();
    // The rename replaced the history entry: Back leaves the manager's old address behind.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(wordsOf('travel', server)).toBe(before);
  });

  it('after deleting the selected category clears the address and never asks for its words again', async () => {
    const { server, router } = setup(undefined, '/my-vocabulary/kitchen');
    await screen.findByRole('list', { name: 'Words in Kitchen' });
    const before = wordsOf('kitchen', server);
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Delete Kitchen' }));
    await userEvent.type(screen.getByLabelText('Type delete to confirm'), 'delete');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Category' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vocabulary'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Select a Category' })).toBeInTheDocument();
    expect(wordsOf('kitchen', server)).toBe(before);
  });
});
