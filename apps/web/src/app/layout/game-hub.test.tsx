import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore } from '@/features/auth';
import { stubFetch, type StubRoutes } from '@/test/fetch-stub';
import { switchLanguage } from '@/test/locale';
import { renderApp } from '@/test/render-app';
import { signIn, signOut } from '@/test/sign-in';

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

async function openHub() {
  await userEvent.click(await screen.findByRole('button', { name: /games/i }));
  return screen.getByRole('region', { name: 'Game Hub' });
}

describe('Game Hub', () => {
  it('tells a visitor they are not logged in and offers only public tools', async () => {
    signOut();
    renderApp('/');
    const hub = await openHub();
    expect(screen.getByRole('button', { name: /games/i })).toHaveAttribute('aria-expanded', 'true');
    expect(within(hub).getByText('Not logged in')).toBeInTheDocument();
    expect(within(hub).getByText('Login to save your progress')).toBeInTheDocument();
    expect(within(hub).getByText('5 games available')).toBeInTheDocument();
    expect(within(hub).getByRole('link', { name: /Components/ })).toHaveAttribute('href', '/components');
    expect(within(hub).getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/');
    expect(within(hub).queryByText('Admin Tools')).not.toBeInTheDocument();
    expect(within(hub).queryByText('My Tools')).not.toBeInTheDocument();
    expect(within(hub).queryByRole('link', { name: /My Stats/ })).not.toBeInTheDocument();
    expect(within(hub).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    // Both the panel and the header itself offer Login.
    expect(within(hub).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Login' })).toHaveLength(2);
  });

  it('holds the stress-marks switch, with its name written out, in sync with the header’s (issue 32)', async () => {
    renderApp('/');
    const hub = await openHub();
    const display = within(hub).getByRole('region', { name: 'Display' });
    const inMenu = within(display).getByRole('button', { name: 'а́ Show stress marks' });
    const inHeader = within(screen.getByRole('banner')).getByRole('button', { name: 'а́ — Show stress marks' });
    expect(inMenu).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(inMenu);
    expect(inMenu).toHaveAttribute('aria-pressed', 'false');
    expect(inHeader).toHaveAttribute('aria-pressed', 'false');
  });

  it('welcomes a player by name with My Tools and Logout but no Admin Tools', async () => {
    signIn({ username: 'anna' });
    renderApp('/');
    const hub = await openHub();
    expect(within(hub).getByText('Welcome, anna!')).toBeInTheDocument();
    expect(within(hub).getByText('Player')).toBeInTheDocument();
    expect(within(hub).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(hub).getByRole('link', { name: /My Vocabulary/ })).toHaveAttribute('href', '/my-vocabulary');
    const myTools = within(hub).getByRole('navigation', { name: 'My Tools' });
    expect(within(myTools).getByRole('link', { name: /My Stats/ })).toHaveAttribute('href', '/stats');
    expect(within(hub).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(hub).queryByText('Admin Tools')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows an admin the Administrator label, the Admin badge and the Admin Tools', async () => {
    signIn({ role: 'admin', username: 'root' });
    renderApp('/');
    const hub = await openHub();
    expect(within(hub).getByText('Welcome, root!')).toBeInTheDocument();
    expect(within(hub).getByText('Administrator')).toBeInTheDocument();
    expect(within(hub).getByText('Admin')).toBeInTheDocument();
    expect(within(hub).getByText('Admin Tools')).toBeInTheDocument();
    expect(within(hub).getByRole('link', { name: /Vocabulary Editor/ })).toHaveAttribute('href', '/admin/vocabulary');
    expect(within(hub).getByRole('link', { name: /User Management/ })).toHaveAttribute('href', '/admin/users');
  });

  it('names the current game and lists the four others on a game page', async () => {
    signOut();
    renderApp('/game3');
    const hub = await openHub();
    const current = within(hub).getByRole('heading', { name: 'Currently Playing' }).parentElement!;
    expect(within(current).getByText(/Quiz Game/)).toBeInTheDocument();
    const others = within(hub).getByRole('navigation', { name: 'Other Games' });
    const names = within(others)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Flashcards', 'Typer Game', 'Mission', 'Memory Game']);
  });

  it('closes on an outside click and on Escape, returning focus to the button', async () => {
    signOut();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Choose Your Game' });
    await openHub();
    await userEvent.click(screen.getByRole('heading', { name: 'Choose Your Game' }));
    expect(screen.queryByRole('region', { name: 'Game Hub' })).not.toBeInTheDocument();

    await openHub();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Game Hub' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /games/i })).toHaveFocus();
  });

  it('stays open for clicks inside and closes on a route change', async () => {
    signOut();
    const { router } = renderApp('/');
    const hub = await openHub();
    await userEvent.click(within(hub).getByText('5 games available'));
    expect(screen.getByRole('region', { name: 'Game Hub' })).toBeInTheDocument();
    await act(() => router.navigate('/game5'));
    expect(screen.queryByRole('region', { name: 'Game Hub' })).not.toBeInTheDocument();
  });

  it('navigates from a link inside the panel and closes', async () => {
    signOut();
    renderApp('/');
    const hub = await openHub();
    await userEvent.click(within(hub).getByRole('link', { name: /Typer Game/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Typer Game' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Game Hub' })).not.toBeInTheDocument();
  });

  it('logs out through the store', async () => {
    signIn({ username: 'anna' });
    const logout = vi.fn(async () => {});
    useAuthStore.setState({ logout });
    renderApp('/');
    const hub = await openHub();
    await userEvent.click(within(hub).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Game Hub' })).not.toBeInTheDocument();
  });
});

describe('Game Hub: devices and signing out everywhere (issue 30)', () => {
  const SESSIONS = 'GET /api/auth/sessions';
  const EVERYWHERE = 'POST /api/auth/logout-everywhere';
  const gamesButton = () => screen.getByRole('button', { name: /games/i });
  const loginButtons = () => within(screen.getByRole('banner')).queryAllByRole('button', { name: 'Login' });

  function signedInWith(routes: StubRoutes) {
    const user = signIn({ username: 'anna' });
    const stub = stubFetch(routes);
    renderApp('/');
    return { user, stub };
  }

  it('says on how many devices the player is signed in, counting while the answer comes', async () => {
    let answer: (count: number) => void = () => {};
    signedInWith({ [SESSIONS]: () => new Promise((resolve) => (answer = (sessions) => resolve({ body: { sessions } }))) });
    const hub = await openHub();
    expect(within(hub).getByText('Counting your devices…')).toBeInTheDocument();
    act(() => answer(2));
    expect(await within(hub).findByText('Signed in on 2 devices')).toBeInTheDocument();
    expect(within(hub).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  });

  it('says "1 device" for one, and asks again at each opening', async () => {
    const { stub } = signedInWith({ [SESSIONS]: { body: { sessions: 1 } } });
    expect(await within(await openHub()).findByText('Signed in on 1 device')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await openHub();
    await waitFor(() => expect(stub.calls.filter((call) => call.url === '/api/auth/sessions')).toHaveLength(2));
  });

  it('says nothing of devices when the count cannot be read, and still offers both ways out', async () => {
    signedInWith({ [SESSIONS]: { status: 404, body: { error: 'Not found' } } });
    const hub = await openHub();
    await waitFor(() => expect(within(hub).queryByText('Counting your devices…')).not.toBeInTheDocument());
    expect(within(hub).queryByText(/Signed in on/)).not.toBeInTheDocument();
    expect(within(hub).getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(within(hub).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  });

  it('asks first, with Cancel focused; Escape keeps the player signed in and gives the focus back to Games', async () => {
    const { stub } = signedInWith({ [SESSIONS]: { body: { sessions: 3 } } });
    const hub = await openHub();
    await userEvent.click(within(hub).getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.queryByRole('region', { name: 'Game Hub' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveAccessibleDescription(
      /Every device signed in to your account, this one included, is signed out at once/,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gamesButton()).toHaveFocus();
    expect(useAuthStore.getState().user).not.toBeNull();
    expect(stub.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('signs out everywhere: the server is asked with the session, then this browser is signed out too', async () => {
    let release: () => void = () => {};
    const { stub } = signedInWith({
      [SESSIONS]: { body: { sessions: 2 } },
      [EVERYWHERE]: () =>
        new Promise((resolve) => (release = () => resolve({ body: { message: 'Signed out on every device' } }))),
    });
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const hub = await openHub();
    await userEvent.click(within(hub).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    // While the server answers: a busy button, and neither button takes a second press.
    expect(within(dialog).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => release());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(loginButtons()).toHaveLength(1);
    expect(useToastStore.getState().current?.text).toBe('Signed out on every device.');
    const sent = stub.calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => [call.url, call.headers.Authorization ?? call.headers.authorization])).toEqual([
      ['/api/auth/logout-everywhere', `Bearer ${token}`],
    ]);
  });

  it('stays signed in and says why when the server does not confirm it', async () => {
    signedInWith({ [SESSIONS]: { body: { sessions: 2 } }, [EVERYWHERE]: { status: 500, body: { error: 'boom' } } });
    const hub = await openHub();
    await userEvent.click(within(hub).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Could not sign out everywhere. Server error occurred. Please try again later.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
    expect(useAuthStore.getState().user).not.toBeNull();
  }, 20_000);

  it('speaks Russian', async () => {
    switchLanguage('ru');
    signedInWith({ [SESSIONS]: { body: { sessions: 2 } } });
    await userEvent.click(await screen.findByRole('button', { name: /игры/i }));
    const hub = screen.getByRole('region', { name: 'Игровое меню' });
    expect(await within(hub).findByText('Вход выполнен на 2 устройствах')).toBeInTheDocument();
    await userEvent.click(within(hub).getByRole('button', { name: 'Выйти везде' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех устройствах?' });
    expect(within(dialog).getByRole('button', { name: 'Выйти везде' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
  });
});
