import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { switchLanguage } from '@/test/locale';
import { signOut } from '@/test/sign-in';

afterEach(() => localStorage.clear());

/** The route's code is loaded on first use: on a busy machine that alone can take seconds. */
const LAZY_PAGE = { timeout: 5_000 };

// Issue 30 §3.3: the game speaks Russian (spec §4), but the picker around it is the app's, in the
// interface language: «Отвечать на» stood on an English page. The page is opened in English and
// then switched: a lazy page first rendered in Russian in this shared jsdom stalled on its loading
// screen after another file's client-side navigation (seen only here, not in Chromium's e2e runs).
describe('/game4 Mission picker', () => {
  it('asks "Answer in" on an English page', async () => {
    signOut();
    renderApp('/game4');
    expect(await screen.findByRole('group', { name: 'Answer in' }, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.queryByText('Отвечать на')).not.toBeInTheDocument();
  }, 10_000);

  it('asks «Отвечать на» on a Russian one', async () => {
    signOut();
    renderApp('/game4');
    await screen.findByRole('group', { name: 'Answer in' }, LAZY_PAGE);
    switchLanguage('ru');
    expect(await screen.findByRole('group', { name: 'Отвечать на' })).toBeInTheDocument();
  }, 10_000);
});
