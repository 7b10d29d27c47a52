import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { RequireAdmin, RequireAuth, useAuthStore } from '../index';

const inRouter = (node: ReactElement) => renderWithProviders(node);

afterEach(() => signOut());

describe('RequireAuth', () => {
  it('shows Access Required with a Sign In button that opens the login modal', () => {
    signOut();
    inRouter(<RequireAuth>secret</RequireAuth>);
    expect(screen.getByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useAuthStore.getState().isLoginModalOpen).toBe(true);
  });

  it('renders the children for a signed-in user', () => {
    signIn({ username: 'anna' });
    inRouter(<RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('shows a loading state, not a denial, while the session is being checked', () => {
    signOut();
    useAuthStore.setState({ isInitialized: false });
    inRouter(<RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();
  });

  it('accepts a custom fallback', () => {
    signOut();
    inRouter(<RequireAuth fallback={<p>Please log in first</p>}>secret</RequireAuth>);
    expect(screen.getByText('Please log in first')).toBeInTheDocument();
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('denies a regular user and shows the role', () => {
    signIn({ username: 'anna' });
    inRouter(<RequireAdmin>admin area</RequireAdmin>);
    expect(
      screen.getByRole('heading', { name: 'Access Denied: This page requires administrator privileges' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Current role: User')).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in', () => {
    signOut();
    inRouter(<RequireAdmin>admin area</RequireAdmin>);
    expect(screen.getByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
  });

  it('lets an admin in', () => {
    signIn({ role: 'admin', username: 'root' });
    inRouter(<RequireAdmin>admin area</RequireAdmin>);
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });

  it('passes the reason to a fallback function', () => {
    signIn({ username: 'anna' });
    inRouter(<RequireAdmin fallback={(reason) => <p>refused: {reason}</p>}>admin area</RequireAdmin>);
    expect(screen.getByText('refused: admin-required')).toBeInTheDocument();
  });
});
