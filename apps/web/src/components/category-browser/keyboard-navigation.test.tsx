import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { CategoryBrowser, type CategoryBrowserProps } from './index';
import { makeCategory } from './test-categories';
import type { BrowserCategory } from './types';

const categories = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title, index) =>
  makeCategory({ id: index + 1, name: title.toLowerCase(), display_name: title }),
);

function renderList(props: Partial<CategoryBrowserProps<BrowserCategory>> = {}) {
  const onSelect = vi.fn();
  const tree = (extra: Partial<CategoryBrowserProps<BrowserCategory>>) => (
    <>
      <button type="button">Before</button>
      <CategoryBrowser
        categories={categories}
        onSelect={onSelect}
        renderActions={(category, { tabIndex }) => (
          <Button size="sm" tabIndex={tabIndex} aria-label={`Rename ${category.display_name}`}>
            Rename
          </Button>
        )}
        {...props}
        {...extra}
      />
      <button type="button">After</button>
    </>
  );
  const view = render(tree({}));
  return { onSelect, rerenderWith: (extra: Partial<CategoryBrowserProps<BrowserCategory>>) => view.rerender(tree(extra)) };
}

const card = (title: string) => screen.getByRole('button', { name: title });

describe('CategoryBrowser keyboard navigation', () => {
  it('is one tab stop: Tab reaches the first card, then its own actions, then leaves the list', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(card('Alpha')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rename Alpha' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves between cards with ArrowDown, ArrowUp, Home and End, and Tab returns to the last one', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(card('Bravo')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(card('Delta')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card('Charlie')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(card('Alpha')).toHaveFocus();
    await user.keyboard('{End}');
    expect(card('Delta')).toHaveFocus();

    await user.tab(); // Delta's Rename
    await user.tab(); // out of the list
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(card('Delta')).toHaveFocus();
  });

  it('selects the focused card with Enter and with Space', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderList();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(categories[1]);
    await user.keyboard('{ArrowDown}[Space]');
    expect(onSelect).toHaveBeenLastCalledWith(categories[2]);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('starts on the selected card and follows a selection made elsewhere', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderList({ selectedId: 3 });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(card('Charlie')).toHaveFocus();
    expect(card('Charlie')).toHaveAttribute('aria-current', 'true');

    rerenderWith({ selectedId: 2 });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(card('Bravo')).toHaveFocus();
  });

  it('leaves ArrowLeft and ArrowRight alone in the list layout but uses them in the grid', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderList();
    await user.click(card('Bravo'));
    await user.keyboard('{ArrowRight}');
    expect(card('Bravo')).toHaveFocus();

    rerenderWith({ layout: 'grid' });
    await user.click(card('Bravo'));
    await user.keyboard('{ArrowRight}');
    expect(card('Charlie')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(card('Alpha')).toHaveFocus();
  });

  it('moves the tab stop to a card whose action was used, so Tab continues from there', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Charlie' }));
    await user.tab({ shift: true });
    expect(card('Charlie')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card('Bravo')).toHaveFocus();
  });

  it('enters on the selected card again after the list was replaced while it had focus', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderList({ selectedId: 1 });
    await user.click(screen.getByRole('button', { name: 'Rename Delta' }));
    rerenderWith({ isLoading: true, categories: [] });
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    rerenderWith({});
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(card('Alpha')).toHaveFocus();
  });
});
