import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore } from '@/features/auth';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { AdminVocabularyPage } from './index';
import {
  ADMIN,
  LEARNER,
  fakeAdminVocabularyServer,
  makeWords,
  type FakeAdminServerOptions,
} from './testing/fake-admin-vocabulary-server';

const ANIMALS = {
  id: 1,
  display_name: 'Animals',
  is_approved_list: true,
  tags: ['travel', 'food', 'verbs'],
  words: makeWords(3, 'animal'),
};
const KITCHEN = {
  id: 2,
  display_name: 'Kitchen',
  owner: LEARNER,
  tags: ['food'],
  words: [{ id: 50, english: 'cat', russian: 'кошка' }],
};
const PHRASES = { id: 3, display_name: 'Phrases', owner: ADMIN, words: makeWords(12, 'phrase') };

function setup(path = '/admin/vocabulary', options: FakeAdminServerOptions = { categories: [ANIMALS, KITCHEN, PHRASES] }) {
  const server = fakeAdminVocabularyServer(options);
  const view = renderWithProviders(<AdminVocabularyPage />, { path });
  return { server, ...view, address: () => view.router.state.location.search };
}

const toastText = () => useToastStore.getState().current?.text;
const categoriesList = () => screen.getByRole('list', { name: 'Categories' });
const card = (title: string) => within(categoriesList()).getByRole('button', { name: title }).closest('li')!;
const titles = () =>
  within(categoriesList())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!.textContent);
const approvalButton = () => screen.getByRole('button', { name: /^(All categories|Approved only|Not approved only)$/ });
const banner = () => screen.queryByRole('group', { name: 'Active filters' });

async function loaded() {
  await screen.findByRole('list', { name: 'Categories' });
}

async function selectCategory(title: string) {
  await userEvent.click(within(categoriesList()).getByRole('button', { name: title }));
}

beforeEach(() => {
  signIn({ role: 'admin', id: String(ADMIN.id), username: ADMIN.username });
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('states', () => {
  it('says "Loading vocabulary data..." until the first answer arrives', async () => {
    const server = fakeAdminVocabularyServer({ categories: [ANIMALS] });
    const release = server.hold('GET /api/vocabulary/categories');
    renderWithProviders(<AdminVocabularyPage />, { path: '/admin/vocabulary' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading vocabulary data...');
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    release();
    await loaded();
    expect(screen.queryByText('Loading vocabulary data...')).not.toBeInTheDocument();
  });

  it('lists every category with its name, word count, first tag +N, Approved badge and creator', async () => {
    setup();
    await loaded();
    expect(titles()).toEqual(['Animals', 'Kitchen', 'Phrases']);

    const animals = card('Animals');
    expect(within(animals).getByText('3 words')).toBeInTheDocument();
    expect(within(animals).getByText('Approved')).toBeInTheDocument();
    expect(within(animals).getByText('Travel')).toBeInTheDocument();
    expect(within(animals).getByText('+2')).toBeInTheDocument();
    expect(within(animals).getByText('Created')).toHaveTextContent('Created 1 Jan 2024');
    // A system category has no creator to name.
    expect(within(animals).queryByText(/^by /)).not.toBeInTheDocument();
    expect(within(animals).getByRole('button', { name: 'Unapprove Animals' })).toBeInTheDocument();

    const kitchen = card('Kitchen');
    expect(within(kitchen).getByText('1 word')).toBeInTheDocument();
    expect(within(kitchen).queryByText('Approved')).not.toBeInTheDocument();
    expect(within(kitchen).getByText('Food')).toBeInTheDocument();
    expect(within(kitchen).queryByText(/^\+\d/)).not.toBeInTheDocument();
    expect(within(kitchen).getByText('by anna')).toBeInTheDocument();
    for (const action of ['Approve Kitchen', 'Tags of Kitchen', 'Rename Kitchen', 'Delete Kitchen']) {
      expect(within(kitchen).getByRole('button', { name: action })).toBeInTheDocument();
    }
    expect(within(card('Phrases')).getByText('by admin')).toBeInTheDocument();
    expect(screen.getByText('3 categories')).toBeInTheDocument();
  });

  it('says "No Categories Found" when there are none', async () => {
    setup('/admin/vocabulary', { categories: [] });
    expect(await screen.findByRole('heading', { name: 'No Categories Found' })).toBeInTheDocument();
    expect(screen.getByText('There are no categories yet. Add one or import a file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('with filters that match nothing says so, and Clear filters asks for everything again', async () => {
    const { server, address } = setup('/admin/vocabulary?search=zebra&sortBy=word_count');
    expect(await screen.findByText('No categories found matching your filters', undefined)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe('?sortBy=word_count'));
    expect(server.listQueries().at(-1)).toEqual({ sortBy: 'word_count', page: '1' });
    expect(await screen.findByRole('button', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
  });

  it('says "Failed to load categories" with Retry, and Retry loads the list', async () => {
    const { server } = setup();
    server.override('GET /api/vocabulary/categories', { status: 400, body: { error: 'Bad query' } });
    const alert = await screen.findByRole('alert', undefined);
    expect(alert).toHaveTextContent('Error Loading Categories');
    expect(alert).toHaveTextContent('Failed to load categories');
    server.restore('GET /api/vocabulary/categories');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(titles()).toEqual(['Animals', 'Kitchen', 'Phrases']);
  });

  it.each([
    [401, 'Access token required'],
    [403, 'Admin access required'],
  ])('a %i "%s" answer asks for an admin sign-in instead of an error', async (status, error) => {
    const { server } = setup();
    server.override('GET /api/vocabulary/categories', { status, body: { error } });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load categories')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useAuthStore.getState().isLoginModalOpen).toBe(true);
  });
});

describe('filters in the address bar (spec §4)', () => {
  it('opening an address asks the list with its filters and shows them in the controls', async () => {
    const { server, address } = setup(
      '/admin/vocabulary?search=kit&tag=user&tags=food&isApprovedList=false&creator=user&sortBy=word_count&sortOrder=DESC&limit=20',
    );
    await loaded();
    expect(server.listQueries()).toEqual([
      {
        search: 'kit',
        tag: 'user',
        tags: 'food',
        isApprovedList: 'false',
        creator: 'user',
        sortBy: 'word_count',
        sortOrder: 'DESC',
        limit: '20',
        page: '1',
      },
    ]);
    expect(titles()).toEqual(['Kitchen']);
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('kit');
    expect(screen.getByRole('button', { name: 'Word count, descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(approvalButton()).toHaveTextContent('Not approved only');
    expect(await screen.findByRole('checkbox', { name: 'Food' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Travel' })).not.toBeChecked();
    expect(screen.getByLabelText('Category type')).toHaveValue('user');
    expect(screen.getByLabelText('Creator')).toHaveValue('user');
    expect(screen.getByLabelText('Categories per page')).toHaveValue('20');
    // The address was already in its own form: it stays as it was, and nothing is asked twice.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(address()).toBe(
      '?search=kit&tag=user&tags=food&isApprovedList=false&creator=user&sortBy=word_count&sortOrder=DESC&limit=20',
    );
    expect(server.listQueries()).toHaveLength(1);
  });

  it('asks again only 300 ms after the last change, back on page 1, and writes only what differs from the defaults', async () => {
    vi.useFakeTimers();
    const many = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, display_name: `Topic ${String(i + 1).padStart(2, '0')}` }));
    const { server, address } = setup('/admin/vocabulary?page=2', { categories: many });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(server.listQueries()).toEqual([{ page: '2' }]);
    expect(titles()[0]).toBe('Topic 11');

    const search = screen.getByRole('searchbox', { name: 'Search categories' });
    for (const text of ['T', 'To', 'Top']) {
      act(() => {
        fireEvent.change(search, { target: { value: text } });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
    }
    // 200 ms after the last keystroke: nothing asked, the address unchanged.
    expect(server.listQueries()).toHaveLength(1);
    expect(address()).toBe('?page=2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(server.listQueries()).toHaveLength(2);
    expect(server.listQueries().at(-1)).toEqual({ search: 'Top', page: '1' });
    expect(address()).toBe('?search=Top');
  });

  it('the approval button cycles all → approved → not approved → all, each in the address', async () => {
    const { server, address } = setup();
    await loaded();
    expect(approvalButton()).toHaveTextContent('All categories');

    await userEvent.click(approvalButton());
    expect(approvalButton()).toHaveTextContent('Approved only');
    await waitFor(() => expect(address()).toBe('?isApprovedList=true'));
    expect(server.listQueries().at(-1)).toEqual({ isApprovedList: 'true', page: '1' });
    await waitFor(() => expect(titles()).toEqual(['Animals']));

    await userEvent.click(approvalButton());
    expect(approvalButton()).toHaveTextContent('Not approved only');
    await waitFor(() => expect(address()).toBe('?isApprovedList=false'));
    await waitFor(() => expect(titles()).toEqual(['Kitchen', 'Phrases']));

    await userEvent.click(approvalButton());
    expect(approvalButton()).toHaveTextContent('All categories');
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() => expect(titles()).toEqual(['Animals', 'Kitchen', 'Phrases']));
  });

  it('Back returns to the previous view: the controls, the address and the list', async () => {
    const { router, address } = setup();
    await loaded();
    await userEvent.click(approvalButton());
    await waitFor(() => expect(titles()).toEqual(['Animals']));
    await userEvent.click(screen.getByRole('button', { name: /^Word count/ }));
    await waitFor(() => expect(address()).toBe('?isApprovedList=true&sortBy=word_count'));

    await act(() => router.navigate(-1));
    expect(address()).toBe('?isApprovedList=true');
    expect(await screen.findByRole('button', { name: 'Name, ascending' })).toHaveAttribute('aria-pressed', 'true');
    expect(approvalButton()).toHaveTextContent('Approved only');

    await act(() => router.navigate(-1));
    expect(address()).toBe('');
    await waitFor(() => expect(approvalButton()).toHaveTextContent('All categories'));
    await waitFor(() => expect(titles()).toEqual(['Animals', 'Kitchen', 'Phrases']));
    // Back does not write a new entry over the one it went to.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(address()).toBe('');
  });

  it('a change made just as the address is written is kept, not undone by that write', async () => {
    const { server, router, address } = setup();
    await loaded();
    // The router hands its new location to React a render later: click again right after it takes the
    // write (in a task of its own, as a real click would be), before React has rendered that location.
    const unsubscribe = router.subscribe((state) => {
      if (state.location.search !== '?isApprovedList=true') return;
      unsubscribe();
      queueMicrotask(() => fireEvent.click(screen.getByRole('button', { name: 'Approved only' })));
    });
    await userEvent.click(approvalButton());
    await waitFor(() => expect(address()).toBe('?isApprovedList=false'));
    expect(approvalButton()).toHaveTextContent('Not approved only');
    expect(server.listQueries().at(-1)).toEqual({ isApprovedList: 'false', page: '1' });
    await waitFor(() => expect(titles()).toEqual(['Kitchen', 'Phrases']));
  });

  it('sorting: the active field flips ASC/DESC, another field starts ascending', async () => {
    const { server, address } = setup();
    await loaded();
    const name = screen.getByRole('button', { name: 'Name, ascending' });
    expect(name).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(name);
    expect(screen.getByRole('button', { name: 'Name, descending' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(address()).toBe('?sortOrder=DESC'));
    expect(server.listQueries().at(-1)).toEqual({ sortOrder: 'DESC', page: '1' });
    await waitFor(() => expect(titles()).toEqual(['Phrases', 'Kitchen', 'Animals']));

    await userEvent.click(screen.getByRole('button', { name: /^Word count/ }));
    expect(screen.getByRole('button', { name: 'Word count, ascending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Name/ })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(address()).toBe('?sortBy=word_count'));
    await waitFor(() => expect(titles()).toEqual(['Kitchen', 'Animals', 'Phrases']));
  });

  it('the active-filters banner has a removable chip per filter and Clear All, which keeps the sort', async () => {
    const { address } = setup(
      '/admin/vocabulary?search=a&tag=pre-built&tags=food,travel&isApprovedList=true&creator=admin&sortBy=created_at',
    );
    await loaded();
    // Tags are named by their display names once the tag list is in.
    await within(banner()!).findByRole('button', { name: 'Remove filter Tag: Food' });
    const chips = within(banner()!)
      .getAllByRole('button', { name: /^Remove filter / })
      .map((chip) => chip.getAttribute('aria-label'));
    expect(chips).toEqual([
      'Remove filter Search: “a”',
      'Remove filter Pre-built (system)',
      'Remove filter Tag: Food',
      'Remove filter Tag: Travel',
      'Remove filter Approved only',
      'Remove filter Creator: Admins',
    ]);

    await userEvent.click(within(banner()!).getByRole('button', { name: 'Remove filter Tag: Food' }));
    expect(within(banner()!).queryByRole('button', { name: 'Remove filter Tag: Food' })).not.toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Food' })).not.toBeChecked();
    await waitFor(() =>
      expect(address()).toBe('?search=a&tag=pre-built&tags=travel&isApprovedList=true&creator=admin&sortBy=created_at'),
    );

    await userEvent.click(within(banner()!).getByRole('button', { name: 'Clear All' }));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
    expect(approvalButton()).toHaveTextContent('All categories');
    await waitFor(() => expect(address()).toBe('?sortBy=created_at'));
    await waitFor(() => expect(titles()).toEqual(['Animals', 'Kitchen', 'Phrases']));
  });

  it('the tag filter takes at most 10 tags', async () => {
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i + 1}`);
    const { address } = setup('/admin/vocabulary', { categories: [ANIMALS], tags });
    await loaded();
    const tagGroup = screen.getByRole('group', { name: 'Tags' });
    await within(tagGroup).findByRole('checkbox', { name: 'Tag1' });
    for (let index = 1; index <= 10; index += 1) {
      await userEvent.click(within(tagGroup).getByRole('checkbox', { name: `Tag${index}` }));
    }
    expect(within(tagGroup).getByRole('checkbox', { name: 'Tag11' })).toBeDisabled();
    expect(within(tagGroup).getByText('You can select at most 10 tags.')).toBeInTheDocument();
    await userEvent.click(within(tagGroup).getByRole('checkbox', { name: 'Tag11' }));
    expect(within(tagGroup).getByRole('checkbox', { name: 'Tag11' })).not.toBeChecked();
    const ten = tags.slice(0, 10).join(',');
    await waitFor(() => expect(new URLSearchParams(address()).get('tags')).toBe(ten));
    // Unticking one frees a place.
    await userEvent.click(within(tagGroup).getByRole('checkbox', { name: 'Tag1' }));
    expect(within(tagGroup).getByRole('checkbox', { name: 'Tag11' })).toBeEnabled();
  });
});

describe('infinite scroll', () => {
  const many = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, display_name: `Topic ${String(i + 1).padStart(2, '0')}` }));

  it('hints "Scroll down to load more categories" while more pages exist', async () => {
    setup('/admin/vocabulary', { categories: many });
    await loaded();
    expect(within(categoriesList()).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Scroll down to load more categories')).toBeInTheDocument();
    expect(screen.getByText('More available')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes into view, and on while it stays in view', async () => {
    // jsdom has no IntersectionObserver (the browser then never loads more on its own): a stand-in reports the end in view.
    let showEnd: () => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          showEnd = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { server } = setup('/admin/vocabulary', { categories: many });
    await loaded();
    const release = server.hold('GET /api/vocabulary/categories');
    act(() => showEnd());
    expect(await screen.findByText('Loading more categories...', undefined)).toBeInTheDocument();
    expect(server.listQueries().map((query) => query.page)).toEqual(['1', '2']);
    release();
    await waitFor(() => expect(within(categoriesList()).getAllByRole('listitem')).toHaveLength(20));
    // The end is still in view after page 2: the last page follows without another scroll.
    await waitFor(() => expect(within(categoriesList()).getAllByRole('listitem')).toHaveLength(25));
    expect(server.listQueries().map((query) => query.page)).toEqual(['1', '2', '3']);
    expect(titles().at(-1)).toBe('Topic 25');
    expect(screen.queryByText('Scroll down to load more categories')).not.toBeInTheDocument();
    expect(screen.getByText('All loaded')).toBeInTheDocument();
  });
});

describe('approval and cache', () => {
  it('Approve and Unapprove say so and reload the list', async () => {
    const { server } = setup();
    await loaded();
    const before = server.listQueries().length;
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Approve Kitchen' }));
    await waitFor(() => expect(toastText()).toBe('Category approved successfully'));
    expect(server.callsTo('PUT /api/vocabulary-admin/categories/2/approved')[0]!.body).toEqual({ isApproved: true });
    await waitFor(() => expect(server.listQueries().length).toBeGreaterThan(before));
    expect(await within(card('Kitchen')).findByRole('button', { name: 'Unapprove Kitchen' })).toBeInTheDocument();
    expect(within(card('Kitchen')).getByText('Approved')).toBeInTheDocument();

    await userEvent.click(within(card('Animals')).getByRole('button', { name: 'Unapprove Animals' }));
    await waitFor(() => expect(toastText()).toBe('Category unapproved successfully'));
    expect(server.callsTo('PUT /api/vocabulary-admin/categories/1/approved')[0]!.body).toEqual({ isApproved: false });
    expect(await within(card('Animals')).findByRole('button', { name: 'Approve Animals' })).toBeInTheDocument();
    expect(within(card('Animals')).queryByText('Approved')).not.toBeInTheDocument();
  });

  it('a refused approval says why and changes nothing', async () => {
    const { server } = setup();
    server.override('PUT /api/vocabulary-admin/categories/2/approved', { status: 404, body: { error: 'Category not found' } });
    await loaded();
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Approve Kitchen' }));
    await waitFor(() => expect(toastText()).toBe('Failed to update category approved status: Category not found'));
    expect(useToastStore.getState().current?.kind).toBe('error');
    expect(within(card('Kitchen')).getByRole('button', { name: 'Approve Kitchen' })).toBeInTheDocument();
  });

  it('Clear Cache says "Cache cleared successfully!" and reloads the list', async () => {
    const { server } = setup();
    await loaded();
    const before = server.listQueries().length;
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cache' }));
    await waitFor(() => expect(toastText()).toBe('Cache cleared successfully!'));
    expect(server.callsTo('POST /api/vocabulary-admin/cache/clear')).toHaveLength(1);
    await waitFor(() => expect(server.listQueries().length).toBeGreaterThan(before));
  });

  it('a failed Clear Cache says "Failed to clear cache"', async () => {
    const { server } = setup();
    server.override('POST /api/vocabulary-admin/cache/clear', { status: 403, body: { error: 'Forbidden' } });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cache' }));
    await waitFor(() => expect(toastText()).toBe('Failed to clear cache'));
    expect(screen.getByRole('button', { name: 'Clear Cache' })).toBeEnabled();
  });
});

describe('tags', () => {
  it('Tags on a card opens Manage Tags for that category', async () => {
    setup();
    await loaded();
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Tags of Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Tags' });
    expect(dialog).toHaveTextContent('Tags of “Kitchen”');
  });
});

describe('import and export', () => {
  it('Import Data opens the import dialog; Export All is offered, and Export Selected once a category is chosen', async () => {
    setup();
    await loaded();
    expect(screen.getByRole('button', { name: /^Export All/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Export Selected/ })).not.toBeInTheDocument();
    await selectCategory('Kitchen');
    expect(screen.getByRole('button', { name: 'Export Selected “Kitchen”' })).toHaveAttribute('aria-haspopup', 'menu');

    await userEvent.click(screen.getByRole('button', { name: 'Import Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Vocabulary Data' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('create category', () => {
  it('starts as a pre-built, not approved category', async () => {
    setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Category' });
    expect(within(dialog).getByLabelText('Category name')).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: /^Pre-built/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^User/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Approved list' })).not.toBeChecked();
  });

  it('sends the name, the type and the approved list, then selects the new category', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Category' });
    await userEvent.type(within(dialog).getByLabelText('Category name'), '  Colours ');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^User/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Approved list' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/vocabulary/categories').map((call) => call.body)).toEqual([
      { categoryName: 'Colours', tag: 'user', isApprovedList: true },
    ]);
    expect(toastText()).toBe('Category created successfully');
    expect(screen.getByRole('heading', { level: 2, name: 'Colours' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Words Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Word/ })).toBeInTheDocument();
    const created = await within(categoriesList()).findByRole('button', { name: 'Colours' });
    expect(created).toHaveAttribute('aria-current', 'true');
    expect(within(card('Colours')).getByText('by admin')).toBeInTheDocument();
    expect(within(card('Colours')).getByText('Approved')).toBeInTheDocument();
  });

  it('a blank name is refused in the dialog', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    await userEvent.type(screen.getByLabelText('Category name'), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Category name cannot be empty');
    expect(server.callsTo('POST /api/vocabulary/categories')).toHaveLength(0);
  });

  it('shows "Failed to create category: {reason}" and stays open', async () => {
    setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    await userEvent.type(screen.getByLabelText('Category name'), 'animals{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create category: A pre-built category named "Animals" already exists',
    );
    expect(screen.getByRole('dialog', { name: 'Create New Category' })).toBeInTheDocument();
  });
});

describe('rename category', () => {
  async function openRename(title: string) {
    await userEvent.click(within(card(title)).getByRole('button', { name: `Rename ${title}` }));
    return screen.getByLabelText('New name');
  }

  it('refuses an unchanged or empty name without asking the server', async () => {
    const { server } = setup();
    await loaded();
    const input = await openRename('Kitchen');
    expect(screen.getByRole('dialog', { name: 'Rename Category' })).toBeInTheDocument();
    expect(input).toHaveValue('Kitchen');
    await userEvent.type(input, '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a different name');
    await userEvent.clear(input);
    await userEvent.type(input, '  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Category name cannot be empty');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('PUT /api/vocabulary-admin/categories/2')).toHaveLength(0);
  });

  it('renames through PUT /vocabulary-admin/categories/{id} and keeps the selection on it', async () => {
    const { server } = setup();
    await loaded();
    await selectCategory('Kitchen');
    await screen.findByRole('list', { name: 'Words in Kitchen' });
    const input = await openRename('Kitchen');
    await userEvent.clear(input);
    await userEvent.type(input, 'Cuisine{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PUT /api/vocabulary-admin/categories/2').map((call) => call.body)).toEqual([{ newName: 'Cuisine' }]);
    expect(toastText()).toBe('Category renamed successfully');
    expect(await within(categoriesList()).findByRole('button', { name: 'Cuisine' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Cuisine' })).toBeInTheDocument();
    // Its words are read under its new key.
    expect(await screen.findByRole('list', { name: 'Words in Cuisine' })).toHaveTextContent('cat');
    expect(server.callsTo('GET /api/vocabulary/category/cuisine')).not.toHaveLength(0);
  });

  it('shows "Failed to rename category: {reason}"', async () => {
    const { server } = setup();
    server.override('PUT /api/vocabulary-admin/categories/2', { status: 404, body: { error: 'Category not found' } });
    await loaded();
    const input = await openRename('Kitchen');
    await userEvent.type(input, ' 2{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to rename category: Category not found');
  });
});

describe('delete category', () => {
  it('needs "delete" typed, sends DELETE /vocabulary/categories/{name} and clears the selection', async () => {
    const { server } = setup();
    await loaded();
    await selectCategory('Kitchen');
    await screen.findByRole('list', { name: 'Words in Kitchen' });
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Delete Kitchen' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
    const input = within(dialog).getByLabelText('Type delete to confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Category' });
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'Delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'delete');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/vocabulary/categories/kitchen')).toHaveLength(1);
    expect(toastText()).toBe('Category deleted successfully');
    expect(screen.getByRole('heading', { level: 2, name: 'Select a Category' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Word/ })).not.toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Animals', 'Phrases']));
  });

  it('deleting another category keeps the selection', async () => {
    setup();
    await loaded();
    await selectCategory('Kitchen');
    await userEvent.click(within(card('Phrases')).getByRole('button', { name: 'Delete Phrases' }));
    await userEvent.type(screen.getByLabelText('Type delete to confirm'), 'delete{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles()).toEqual(['Animals', 'Kitchen']));
    expect(screen.getByRole('heading', { level: 2, name: 'Kitchen' })).toBeInTheDocument();
  });

  it('shows "Failed to delete category: {reason}" and stays open', async () => {
    const { server } = setup();
    server.override('DELETE /api/vocabulary/categories/kitchen', { status: 404, body: { error: 'Category not found' } });
    await loaded();
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Delete Kitchen' }));
    await userEvent.type(screen.getByLabelText('Type delete to confirm'), 'delete{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete category: Category not found');
    expect(screen.getByRole('dialog', { name: 'Delete Category' })).toBeInTheDocument();
  });
});

describe('words of the selected category', () => {
  it('asks to select a category first; selecting one shows its words and Add Word', async () => {
    setup();
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Select a Category' })).toBeInTheDocument();
    expect(screen.getByText('Choose a category to see and edit its words.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Word/ })).not.toBeInTheDocument();

    await selectCategory('Animals');
    const words = await screen.findByRole('list', { name: 'Words in Animals' });
    expect(within(card('Animals')).getByRole('button', { name: 'Animals' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Animals' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Animals' })).getByText('3 words')).toBeInTheDocument();
    expect(within(words).getByText('animal1')).toBeInTheDocument();
    expect(within(words).getByRole('button', { name: 'Edit animal2' })).toBeInTheDocument();
    expect(within(words).getByRole('button', { name: 'Delete animal3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Word/ })).toBeInTheDocument();
  });

  it('Edit Word saves through the admin route PUT /vocabulary/words/{id}', async () => {
    const { server } = setup();
    await loaded();
    await selectCategory('Kitchen');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit cat' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Word' });
    const english = within(dialog).getByDisplayValue('cat');
    await userEvent.clear(english);
    await userEvent.type(english, 'kitten{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PUT /api/vocabulary/words/50').map((call) => call.body)).toEqual([
      { english: 'kitten', russian: 'кошка' },
    ]);
    expect(server.callsTo('PUT /api/vocabulary/user/words/50')).toHaveLength(0);
    expect(toastText()).toBe('Word updated successfully!');
    expect(await screen.findByRole('button', { name: 'Edit kitten' })).toBeInTheDocument();
  });

  it('Delete Word removes it through the admin route DELETE /vocabulary/words/{id}', async () => {
    const { server } = setup();
    await loaded();
    await selectCategory('Kitchen');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete cat' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Word' })).getByRole('button', { name: 'Delete Permanently' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/vocabulary/words/50')).toHaveLength(1);
    expect(server.callsTo('DELETE /api/vocabulary/user/words/50')).toHaveLength(0);
    expect(toastText()).toBe('Word deleted successfully!');
    expect(await screen.findByRole('heading', { name: 'No Words Found' })).toBeInTheDocument();
  });

  it('"Only words without stress" narrows the words column (kept in the address), and Show all words lifts it', async () => {
    const SOUNDS = {
      id: 4,
      display_name: 'Sounds',
      words: [
        { id: 60, english: 'milk', russian: 'молоко', stressed: 'молоко́' },
        { id: 61, english: 'water', russian: 'вода' },
        { id: 62, english: 'cat', russian: 'кот' },
        { id: 63, english: 'fish', russian: 'рыба', stressed: 'ры́ба', sources: { stressed: 'suggested' } },
      ],
    };
    const { server, address } = setup('/admin/vocabulary', { categories: [SOUNDS] });
    await loaded();
    await selectCategory('Sounds');
    const all = await screen.findByRole('list', { name: 'Words in Sounds' });
    // Every word shows its stress; the one without it, and the suggested one, are marked.
    expect(within(all).getByText('молоко́')).toBeInTheDocument();
    expect(within(all).getByText('Stress not known yet').closest('li')).toHaveTextContent('water');
    expect(within(all).getByText('Stress suggested, not checked yet').closest('li')).toHaveTextContent('fish');
    const listCalls = server.callsTo('GET /api/vocabulary/categories').length;

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only words without stress' }));
    await waitFor(() => expect(address()).toContain('stress=missing'));
    const narrowed = await screen.findByRole('list', { name: 'Words in Sounds' });
    const shown = within(narrowed).getAllByRole('listitem');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('water');
    expect(screen.getByText('1 of 4 words without stress')).toBeInTheDocument();
    expect(within(banner()!).getByRole('button', { name: 'Remove filter Words without stress' })).toBeInTheDocument();
    // The category list is not asked again: the filter is the words column's.
    expect(server.callsTo('GET /api/vocabulary/categories')).toHaveLength(listCalls);

    await userEvent.click(screen.getByRole('button', { name: 'Show all words' }));
    await waitFor(() => expect(address()).not.toContain('stress'));
    expect(within(screen.getByRole('list', { name: 'Words in Sounds' })).getAllByRole('listitem')).toHaveLength(4);

    // Each word opens its word card from the list (issue 32 §3).
    await userEvent.click(screen.getByRole('button', { name: 'Word card: молоко — milk' }));
    expect(await screen.findByRole('dialog', { name: 'Word card: молоко́ — milk' })).toBeInTheDocument();
  });

  it('Add Word adds to the selected category and shows the success dialog', async () => {
    const { server } = setup();
    await loaded();
    await selectCategory('Kitchen');
    await screen.findByRole('list', { name: 'Words in Kitchen' });
    await userEvent.click(screen.getByRole('button', { name: /Add Word/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Word' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Pattern Entry' }));
    await userEvent.type(within(dialog).getByLabelText('Word pairs, one per line'), 'dog - собака');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Words' }));

    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(success).toHaveTextContent('Word added successfully!');
    expect(server.callsTo('POST /api/vocabulary/user/words/batch')[0]!.body).toEqual({
      categoryId: 2,
      pairs: [{ english: 'dog', russian: 'собака' }],
    });
    await userEvent.click(within(success).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Edit dog' })).toBeInTheDocument();
  });
});

describe('in Russian', () => {
  it('shows the toolbar, the filters, the banner and the card actions in Russian', async () => {
    switchLanguage('ru');
    setup('/admin/vocabulary?search=a&tag=pre-built&tags=food&isApprovedList=true&creator=admin');
    await screen.findByRole('list', { name: 'Категории' });
    const tools = screen.getByRole('toolbar', { name: 'Инструменты словаря' });
    expect(within(tools).getByRole('button', { name: 'Импорт данных' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Очистить кэш' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: /^Экспорт всего/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Категории' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Только одобренные' })).toBeInTheDocument();
    expect(screen.getByText('Нажимайте, чтобы переключать: все → одобренные → неодобренные.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Тип категории' })).toHaveDisplayValue('Встроенные (системные)');
    expect(screen.getByRole('combobox', { name: 'Автор' })).toHaveDisplayValue('Администраторы');

    const filters = screen.getByRole('group', { name: 'Активные фильтры' });
    await within(filters).findByRole('button', { name: 'Убрать фильтр Тег: Food' });
    expect(
      within(filters)
        .getAllByRole('button', { name: /^Убрать фильтр / })
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual([
      'Убрать фильтр Поиск: «a»',
      'Убрать фильтр Встроенные (системные)',
      'Убрать фильтр Тег: Food',
      'Убрать фильтр Только одобренные',
      'Убрать фильтр Автор: Администраторы',
    ]);
    expect(within(filters).getByRole('button', { name: 'Сбросить всё' })).toBeInTheDocument();
  });

  it('names each card action with its category, and the create dialog speaks Russian', async () => {
    switchLanguage('ru');
    setup();
    await screen.findByRole('list', { name: 'Категории' });
    const animals = within(screen.getByRole('list', { name: 'Категории' }))
      .getByRole('button', { name: 'Animals' })
      .closest('li')!;
    for (const name of ['Снять одобрение с «Animals»', 'Теги «Animals»', 'Переименовать «Animals»', 'Удалить «Animals»']) {
      expect(within(animals).getByRole('button', { name })).toBeInTheDocument();
    }
    const kitchen = within(screen.getByRole('list', { name: 'Категории' }))
      .getByRole('button', { name: 'Kitchen' })
      .closest('li')!;
    expect(within(kitchen).getByRole('button', { name: 'Одобрить «Kitchen»' })).toBeInTheDocument();
    expect(screen.getByText('Выберите категорию, чтобы увидеть и изменить её слова.')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('toolbar', { name: 'Инструменты словаря' })).getAllByRole('button')[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Новая категория' });
    expect(within(dialog).getByLabelText('Название категории')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radio', { name: 'Встроенная — системная категория, которую видят все ученики' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Одобренный список' })).not.toBeChecked();
    expect(within(dialog).getByText('Не длиннее 50 символов.')).toBeInTheDocument();
  });

  it('asks for an admin sign-in in Russian', async () => {
    switchLanguage('ru');
    const { server } = setup();
    server.override('GET /api/vocabulary/categories', { status: 403, body: { error: 'Admin access required' } });
    expect(await screen.findByRole('heading', { name: 'Требуется вход' })).toBeInTheDocument();
    expect(screen.getByText('Войдите под учётной записью администратора, чтобы управлять словарём.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('says "Загрузка словаря…" until the first answer arrives', async () => {
    switchLanguage('ru');
    const server = fakeAdminVocabularyServer({ categories: [ANIMALS] });
    const release = server.hold('GET /api/vocabulary/categories');
    renderWithProviders(<AdminVocabularyPage />, { path: '/admin/vocabulary' });
    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка словаря…');
    release();
    await screen.findByRole('list', { name: 'Категории' });
  });
});

describe('the selected category in the address (issue 30 §3.5, §3.6)', () => {
  it('goes into the path beside the filters, and a reload of that address opens it again', async () => {
    const first = setup('/admin/vocabulary?tags=food');
    await loaded();
    await selectCategory('Kitchen');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/admin/vocabulary/kitchen'));
    expect(first.address()).toBe('?tags=food');
    first.unmount();

    setup('/admin/vocabulary/kitchen?tags=food');
    expect(await screen.findByRole('list', { name: 'Words in Kitchen' })).toHaveTextContent('cat');
    expect(screen.getByRole('heading', { level: 2, name: 'Kitchen' })).toBeInTheDocument();
  });

  it("after a rename follows the new key, and never asks for the old key's words again", async () => {
    const { server, router } = setup('/admin/vocabulary/kitchen');
    await screen.findByRole('list', { name: 'Words in Kitchen' });
    const before = server.callsTo('GET /api/vocabulary/category/kitchen').length;
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Rename Kitchen' }));
    const input = screen.getByLabelText('New name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Cuisine{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vocabulary/cuisine'));
    expect(await screen.findByRole('list', { name: 'Words in Cuisine' })).toHaveTextContent('cat');
    expect(server.callsTo('GET /api/vocabulary/category/kitchen')).toHaveLength(before);
  });

  it('after deleting the selected category clears the path, and never asks for its words again', async () => {
    const { server, router } = setup('/admin/vocabulary/kitchen');
    await screen.findByRole('list', { name: 'Words in Kitchen' });
    const before = server.callsTo('GET /api/vocabulary/category/kitchen').length;
    await userEvent.click(within(card('Kitchen')).getByRole('button', { name: 'Delete Kitchen' }));
    await userEvent.type(screen.getByLabelText('Type delete to confirm'), 'delete{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vocabulary'));
    await waitFor(() => expect(titles()).toEqual(['Animals', 'Phrases']));
    expect(server.callsTo('GET /api/vocabulary/category/kitchen')).toHaveLength(before);
  });
});
