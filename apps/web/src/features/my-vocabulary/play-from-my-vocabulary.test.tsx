import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { signIn, signOut } from '@/test/sign-in';
import { fakeUserVocabularyServer, makeWords } from './testing/fake-user-vocabulary-server';

beforeEach(() => {
  signIn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Play it (from the selected category to a game)', () => {
  it('one click opens the game with its picker on the category, a private one included, and drops it from the address', async () => {
    fakeUserVocabularyServer({
      categories: [{ id: 4, display_name: 'Garden', name: 'garden', privacy: 'private', words: makeWords(24, 'leaf') }],
    });
    const { router } = renderApp('/my-vocabulary');
    await userEvent.click(
      await within(await screen.findByRole('list', { name: 'Your Categories' })).findByRole('button', { name: 'Garden' }),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Play Garden in Quiz Game' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Quiz Game' })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(picker).toHaveValue('garden'));
    expect(within(picker).getByRole('option', { name: 'Garden (24 words)' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Number of words' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game3');
    expect(router.state.location.search).toBe('');
  });
});
