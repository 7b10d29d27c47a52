import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setAuthUser } from '@/app/testing/render-app';
import { SAMPLE_CATEGORIES } from '@/features/vocabulary';

// The whole page as an anonymous visitor sees it: the real route, the preview-mode sample
// vocabulary and the real timers (the picker waits 800 ms before starting).

afterEach(() => {
  setAuthUser(null);
});

const sample = SAMPLE_CATEGORIES[0]!;

async function chooseSampleCategory() {
  const select = await screen.findByRole('combobox', { name: 'Category' });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, sample.name);
}

describe('game pages for an anonymous visitor', () => {
  it('Quiz: picks a sample category and count, shows the chosen words, and goes back to the picker', async () => {
    setAuthUser(null);
    renderApp('/game3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiz Game' })).toBeInTheDocument();
    expect(screen.queryByText('Checking for active session...')).not.toBeInTheDocument();
    await chooseSampleCategory();
    await userEvent.click(await screen.findByRole('button', { name: 'XS (10)' }));

    const list = await screen.findByRole('list', { name: `Words from ${sample.display_name}` }, { timeout: 3000 });
    const panel = list.closest('section')!;
    expect(within(panel).getByText('This game is coming soon')).toBeInTheDocument();
    expect(within(panel).getByText(/here are your 10 words from/)).toBeInTheDocument();
    const listed = within(list).getAllByRole('listitem');
    expect(listed).toHaveLength(10);
    const english = new Set(sample.words.map((w) => w.english));
    expect(listed.every((item) => english.has(item.querySelector('[lang="en"]')?.textContent ?? ''))).toBe(true);

    await userEvent.click(within(panel).getByRole('button', { name: /Back to categories/ }));
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(localStorage.getItem('gameProgress')).toBeNull();
  }, 10_000);

  it('Memory Match: no count selector, exactly 10 words after choosing a category', async () => {
    setAuthUser(null);
    renderApp('/game5');
    await chooseSampleCategory();
    expect(screen.queryByRole('group', { name: 'Number of words' })).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: `Words from ${sample.display_name}` }, { timeout: 3000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  }, 10_000);
});
