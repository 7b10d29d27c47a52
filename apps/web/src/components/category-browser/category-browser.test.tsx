import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { CategoryBrowser, type CategoryBrowserProps } from './index';
import { makeCategory } from './test-categories';
import type { BrowserCategory } from './types';

const kitchen = makeCategory({
  id: 1,
  name: 'kitchen',
  display_name: 'Kitchen',
  word_count: 25,
  tags: [
    { name: 'home', display_name: 'Home' },
    { name: 'food', display_name: 'Food' },
    { name: 'basics', display_name: 'Basics' },
  ],
  user: { username: 'alice' },
});
const travel = makeCategory({ id: 2, name: 'travel', display_name: 'Travel', word_count: 1 });
const animals = makeCategory({ id: 3, name: 'animals', display_name: '', word_count: 80 });
const three = [kitchen, travel, animals];

function renderBrowser(props: Partial<CategoryBrowserProps<BrowserCategory>> = {}) {
  const result = render(<CategoryBrowser categories={three} {...props} />);
  return {
    ...result,
    rerenderWith: (next: Partial<CategoryBrowserProps<BrowserCategory>>) =>
      result.rerender(<CategoryBrowser categories={three} {...props} {...next} />),
  };
}

const card = (title: string) => screen.getByRole('button', { name: title });
const cardItem = (title: string) => card(title).closest('li') as HTMLElement;

describe('CategoryBrowser cards', () => {
  it('shows each category with its name, word count, tags, creation date and creator', () => {
    renderBrowser();
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const item = within(cardItem('Kitchen'));
    expect(item.getByText('25 words')).toBeInTheDocument();
    expect(item.getByText('Home')).toBeInTheDocument();
    expect(item.queryByText('Food')).not.toBeInTheDocument();
    expect(item.getByText(/\+2/)).toHaveTextContent('+2 more tags');
    expect(item.getByText(/Created/)).toHaveTextContent('Created 5 Mar 2024');
    expect(item.getByText('by alice')).toBeInTheDocument();
    // The details describe the card's button for screen readers.
    expect(card('Kitchen')).toHaveAccessibleDescription(/25 words Home \+2 more tags Created 5 Mar 2024 by alice/);
  });

  it('says "1 word" for one word, falls back to the name, and leaves out a missing creator or tags', () => {
    renderBrowser();
    expect(within(cardItem('Travel')).getByText('1 word')).toBeInTheDocument();
    expect(within(cardItem('Travel')).queryByText(/^by /)).not.toBeInTheDocument();
    expect(card('animals')).toBeInTheDocument();
    expect(within(cardItem('animals')).queryByText(/more tag/)).not.toBeInTheDocument();
  });

  it('shows a progress bar towards 50 words, capped at 100 %, only when asked', () => {
    const { rerenderWith } = renderBrowser();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerenderWith({ showProgress: true });
    const kitchenBar = screen.getByRole('progressbar', { name: 'Kitchen: 50% of 50 words' });
    expect(kitchenBar).toHaveAttribute('aria-valuenow', '50');
    expect(within(cardItem('Kitchen')).getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Travel: 2% of 50 words' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('progressbar', { name: 'animals: 100% of 50 words' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('marks the selected card as current and selects another on click', async () => {
    const onSelect = vi.fn();
    renderBrowser({ selectedId: 2, onSelect });
    expect(card('Travel')).toHaveAttribute('aria-current', 'true');
    expect(card('Kitchen')).not.toHaveAttribute('aria-current');

    await userEvent.click(within(cardItem('Kitchen')).getByText('25 words'));
    await userEvent.click(card('Kitchen'));
    expect(onSelect).toHaveBeenLastCalledWith(kitchen);
  });

  it("renders the caller's actions inside each card, told whether the card is selected", async () => {
    const onRename = vi.fn();
    renderBrowser({
      selectedId: 1,
      renderActions: (category, { selected, tabIndex }) => (
        <Button size="sm" tabIndex={tabIndex} aria-label={`Rename ${category.name}`} onClick={() => onRename(category.id)}>
          {selected ? 'Rename (selected)' : 'Rename'}
        </Button>
      ),
    });
    expect(within(cardItem('Kitchen')).getByRole('button', { name: 'Rename kitchen' })).toHaveTextContent('Rename (selected)');
    expect(within(cardItem('Travel')).getByRole('button', { name: 'Rename travel' })).toHaveTextContent(/^Rename$/);
    await userEvent.click(screen.getByRole('button', { name: 'Rename travel' }));
    expect(onRename).toHaveBeenCalledWith(2);
  });
});

describe('CategoryBrowser states', () => {
  it('shows the caller’s loading text with a spinner instead of the list', () => {
    renderBrowser({ categories: [], isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    render(<CategoryBrowser categories={[]} isLoading loadingText="Loading your vocabulary data..." />);
    expect(screen.getByText('Loading your vocabulary data...')).toBeInTheDocument();
  });

  it('keeps the list while reloading, marked busy', () => {
    renderBrowser({ isLoading: true, isFetching: true });
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading categories...')).not.toBeInTheDocument();
  });

  it('shows No Categories Found with the plain empty text when no filter is active', () => {
    renderBrowser({ categories: [], onClearFilters: vi.fn() });
    expect(screen.getByRole('heading', { name: 'No Categories Found' })).toBeInTheDocument();
    expect(screen.getByText('There are no categories to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('with active filters says nothing matches and offers Clear filters', async () => {
    const onClearFilters = vi.fn();
    renderBrowser({ categories: [], hasActiveFilters: true, onClearFilters });
    expect(screen.getByRole('heading', { name: 'No Categories Found' })).toBeInTheDocument();
    expect(screen.getByText('No categories found matching your filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('shows Error Loading Categories with the message and a Retry button', async () => {
    const onRetry = vi.fn();
    renderBrowser({ error: 'Failed to load categories', onRetry });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Categories' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load categories');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry for an auth error', () => {
    renderBrowser({ error: 'Authentication failed. Please login again.', isAuthError: true, onRetry: vi.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed. Please login again.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the filter bar in every state', () => {
    renderBrowser({ categories: [], hasActiveFilters: true, filters: <input aria-label="Search categories" /> });
    expect(screen.getByRole('textbox', { name: 'Search categories' })).toBeInTheDocument();
  });
});

describe('CategoryBrowser stats', () => {
  it('shows the count, the page, the pages and whether more is available', () => {
    const { rerenderWith } = renderBrowser({ stats: { totalCount: 23, page: 2, totalPages: 3, hasNextPage: true } });
    expect(screen.getByText('23 categories')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('More available')).toBeInTheDocument();

    rerenderWith({ stats: { totalCount: 1, page: 1, totalPages: 1, hasNextPage: false } });
    expect(screen.getByText('1 category')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('All loaded')).toBeInTheDocument();
  });
});

describe('CategoryBrowser pagination', () => {
  const pageButtons = () =>
    Array.from(screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li'), (item) => item.textContent);

  it('numbers the current page with two either side, the first and last page, and ellipses', () => {
    renderBrowser({ pagination: { page: 10, totalPages: 20, onPageChange: vi.fn() } });
    expect(pageButtons()).toEqual(['‹Previous', '1', '…', '8', '9', '10', '11', '12', '…', '20', 'Next›']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes page with the numbers, Previous and Next', async () => {
    const onPageChange = vi.fn();
    renderBrowser({ pagination: { page: 10, totalPages: 20, onPageChange } });
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[20], [11], [9]]);
  });

  it('disables Previous on the first page and Next on the last, and ignores the current page', async () => {
    const onPageChange = vi.fn();
    const { rerenderWith } = renderBrowser({ pagination: { page: 1, totalPages: 3, onPageChange } });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();

    rerenderWith({ pagination: { page: 3, totalPages: 3, onPageChange } });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('disables every page button while a load is in progress', async () => {
    const onPageChange = vi.fn();
    renderBrowser({ isFetching: true, pagination: { page: 2, totalPages: 5, onPageChange } });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    for (const button of within(nav).getAllByRole('button')) expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('is hidden when everything fits on one page', () => {
    renderBrowser({ pagination: { page: 1, totalPages: 1, onPageChange: vi.fn() } });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('CategoryBrowser infinite scroll', () => {
  it('shows "Loading more categories..." while loading more and the scroll hint while more is available', () => {
    const { rerenderWith } = renderBrowser({ infiniteScroll: { hasMore: true, isLoadingMore: true } });
    expect(screen.getByText('Loading more categories...')).toBeInTheDocument();
    expect(screen.queryByText('Scroll down to load more categories')).not.toBeInTheDocument();

    rerenderWith({ infiniteScroll: { hasMore: true, isLoadingMore: false } });
    expect(screen.getByText('Scroll down to load more categories')).toBeInTheDocument();
    expect(screen.queryByText('Loading more categories...')).not.toBeInTheDocument();

    rerenderWith({ infiniteScroll: { hasMore: false, isLoadingMore: false } });
    expect(screen.queryByText('Scroll down to load more categories')).not.toBeInTheDocument();
  });

  it('asks for more 300 ms after the end of the list comes within 200 px, and not while loading', () => {
    vi.useFakeTimers();
    let notify: (visible: boolean) => void = () => {};
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
          options.push(init);
          notify = (visible) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const onLoadMore = vi.fn();
      const { rerenderWith } = renderBrowser({ infiniteScroll: { hasMore: true, isLoadingMore: false, onLoadMore } });
      expect(options[0]?.rootMargin).toBe('0px 0px 200px 0px');

      act(() => {
        notify(true);
      });
      act(() => {
        vi.advanceTimersByTime(299);
      });
      expect(onLoadMore).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onLoadMore).toHaveBeenCalledTimes(1);

      rerenderWith({ infiniteScroll: { hasMore: true, isLoadingMore: true, onLoadMore } });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(onLoadMore).toHaveBeenCalledTimes(1);

      // The page that arrived was too short to push the end out of view: ask again.
      rerenderWith({ infiniteScroll: { hasMore: true, isLoadingMore: false, onLoadMore } });
      act(() => {
        vi.advanceTimersByTime(300);
      });
      expect(onLoadMore).toHaveBeenCalledTimes(2);

      rerenderWith({ infiniteScroll: { hasMore: false, isLoadingMore: false, onLoadMore } });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(onLoadMore).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
