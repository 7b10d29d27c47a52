import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { signOut } from '@/test/sign-in';
import { SAMPLE_CATEGORIES } from '@/features/vocabulary/testing/sample-categories';
import { switchLanguage } from '@/test/locale';

// The whole page as an anonymous visitor sees it: the real route, the preview-mode sample
// vocabulary and the real timers (the picker waits 800 ms before starting).

afterEach(() => {
  signOut();
});

const sample = SAMPLE_CATEGORIES[0]!;

async function chooseSampleCategory() {
  const select = await screen.findByRole('combobox', { name: 'Category' });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, sample.name);
}

describe('game pages for an anonymous visitor', () => {
  it('Quiz: a sample category and count start a 10-question quiz whose options hold the right answer; Quit goes back to the picker', async () => {
    signOut();
    renderApp('/game3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiz Game' })).toBeInTheDocument();
    expect(screen.queryByText('Checking for active session...')).not.toBeInTheDocument();
    await chooseSampleCategory();
    await userEvent.click(await screen.findByRole('button', { name: 'XS (10)' }));

    const options = await screen.findByRole('group', { name: 'Answer options' }, { timeout: 3000 });
    const question = screen.getByRole('heading', { level: 3 });
    expect(question).toHaveTextContent(/Question 1 of 10/);
    const shown = question.querySelector('[lang="en"]')?.textContent;
    const word = sample.words.find((w) => w.english === shown);
    expect(word).toBeDefined();
    const offered = within(options)
      .getAllByRole('button')
      .map((b) => b.querySelector('[lang="ru"]')?.textContent);
    expect(offered).toHaveLength(4);
    expect(offered).toContain(word!.russian);

    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(localStorage.getItem('gameProgress')).toBeNull();
  }, 10_000);

  it('Memory Match: no count selector; choosing a category deals 20 face-down cards', async () => {
    signOut();
    renderApp('/game5');
    await chooseSampleCategory();
    expect(screen.queryByRole('group', { name: 'Number of words' })).not.toBeInTheDocument();
    const grid = await screen.findByRole('group', { name: 'Cards' }, { timeout: 3000 });
    expect(within(grid).getAllByRole('button')).toHaveLength(20);
  }, 10_000);
});

// Opened in English, then switched (see mission-page.test.tsx for why not opened in Russian).
describe('game pages in Russian', () => {
  it("titles the page with the game's Russian name", async () => {
    signOut();
    renderApp('/game3');
    await screen.findByRole('heading', { level: 2, name: 'Quiz Game' });
    switchLanguage('ru');
    expect(await screen.findByRole('heading', { level: 2, name: 'Викторина' })).toBeInTheDocument();
  });
});
