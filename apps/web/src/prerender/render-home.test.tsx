import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
// From 'react-router', as test/render.tsx does: main.tsx takes it from 'react-router/dom' (the same
// component with react-dom's flushSync), but under Vitest that entry gets router contexts of its
// own and the routes' hooks would not find the router.
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { routes } from '@/app/router';
import { signIn, signOut } from '@/test/sign-in';
import { enterAppearance, renderHome, type Appearance } from './render-home';

const EN_DARK: Appearance = { locale: 'en', theme: 'dark', member: false };
const EN_DARK_MEMBER: Appearance = { ...EN_DARK, member: true };
const PREVIEW_INFO = 'Preview Mode: Login to get full access';

let root: Root | null = null;
let container: HTMLElement | null = null;
let leaveAppearance: (() => void) | null = null;

afterEach(() => {
  act(() => root?.unmount());
  leaveAppearance?.();
  leaveAppearance = null;
  container?.remove();
  root = null;
  container = null;
  signOut();
  vi.restoreAllMocks();
});

/**
 * What a browser does with the built index.html: the prerendered markup is in the page, then the
 * app (as main.tsx builds it) hydrates it. Returns the mismatches React reported.
 */
async function hydrateHome(markup: string): Promise<unknown[]> {
  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container!,
      <AppRoot>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppRoot>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return mismatches;
}

const gameLink = (n: number) => container!.querySelector(`main a[href="/game${n}"]`);

describe('the prerendered Home', () => {
  it("holds the five game cards and the support card, and a visitor's Login and preview banner (issue 30 §3.1)", async () => {
    const page = document.createElement('div');
    page.innerHTML = await renderHome(EN_DARK);
    document.body.append(page);
    expect([...page.querySelectorAll('main ul a')].map((link) => link.getAttribute('href'))).toEqual([
      '/game2',
      '/game1',
      '/game3',
      '/game4',
      '/game5',
      // Issue 33: the drills under the games; Review only for a signed-in learner.
      '/drills/stress',
      '/drills/gender',
      '/drills/forms',
      '/drills/listening',
    ]);
    expect(within(page).getByRole('heading', { name: 'Choose Your Game' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Support the Project' })).toBeInTheDocument();
    // There from the first paint, so neither pushes the page about once the app runs.
    expect(within(page).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(page).getByRole('complementary', { name: 'Preview mode' })).toHaveTextContent(PREVIEW_INFO);
    page.remove();
  });

  it("for a returning player (a session stored): no Login or preview banner to flash away, and their reviews' place kept", async () => {
    const page = document.createElement('div');
    page.innerHTML = await renderHome(EN_DARK_MEMBER);
    document.body.append(page);
    // The five games, Review (its place kept for the learner) and the four drills.
    expect(page.querySelectorAll('main ul a')).toHaveLength(10);
    expect(page.querySelector('main a[href="/review"]')).not.toBeNull();
    expect(within(page).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(page.textContent).not.toContain(PREVIEW_INFO);
    expect(within(page).getByRole('link', { name: 'Your progress →' })).toBeInTheDocument();
    page.remove();
  });

  it('is taken over as it is by an anonymous player who has played: no mismatch, the same elements, then their scores', async () => {
    const markup = await renderHome(EN_DARK);
    localStorage.setItem('gameProgress', JSON.stringify({ game1: { completed: false, score: 35, bestScore: 90 } }));
    const mismatches = await hydrateHome(markup);
    const typer = gameLink(1);
    expect(mismatches).toEqual([]);
    expect(container!.innerHTML).toContain('Best Score: 90');
    // Hydration kept the prerendered elements rather than drawing them again.
    expect(typer).not.toBeNull();
    expect(gameLink(1)).toBe(typer);
    expect(within(container!).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("is taken over as it is by a signed-in player, from a returning player's page: no mismatch", async () => {
    const markup = await renderHome(EN_DARK_MEMBER);
    // The browser's first render goes by the session stored at start, as the page was rendered.
    leaveAppearance = enterAppearance(EN_DARK_MEMBER);
    signIn({ username: 'anna' });
    const mismatches = await hydrateHome(markup);
    expect(mismatches).toEqual([]);
    expect(gameLink(5)).not.toBeNull();
    expect(within(container!).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('in Russian and the light theme, is taken over as it is by a visitor who chose them: their texts, no mismatch', async () => {
    const markup = await renderHome({ locale: 'ru', theme: 'light', member: false });
    expect(markup).toContain('Выберите игру');
    expect(markup).not.toContain('Choose Your Game');
    // The browser's stores start from the visitor's saved language and theme.
    leaveAppearance = enterAppearance({ locale: 'ru', theme: 'light', member: false });
    const mismatches = await hydrateHome(markup);
    const quiz = gameLink(3);
    expect(mismatches).toEqual([]);
    expect(quiz).not.toBeNull();
    expect(gameLink(3)).toBe(quiz);
    expect(within(container!.querySelector('header')!).getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});
