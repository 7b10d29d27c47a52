import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/features/auth';
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
