import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { signOut } from '@/test/sign-in';
import { SAMPLE_CATEGORIES } from '@/features/vocabulary/testing/sample-categories';

// The real /game5 route with the preview-mode sample vocabulary and real timers (the picker waits 800 ms).
describe('/game5 Memory Match page', () => {
  it('has no count selector and deals 20 cards from the chosen category', async () => {
    signOut();
    const sample = SAMPLE_CATEGORIES.find((category) => category.words.length >= 10)!;
    renderApp('/game5');
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, sample.name);
    expect(screen.queryByRole('group', { name: 'Number of words' })).not.toBeInTheDocument();

    const board = await screen.findByRole('group', { name: 'Cards' }, { timeout: 3000 });
    expect(within(board).getAllByRole('button', { name: /^Card \d+, hidden$/ })).toHaveLength(20);
    expect(screen.getByRole('heading', { name: 'Memory Match' })).toBeInTheDocument();
    expect(screen.getByText(sample.display_name, { selector: '.memory__subtitle' })).toBeInTheDocument();
  }, 10_000);
});
