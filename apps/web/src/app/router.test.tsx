import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { signIn, signOut } from '@/test/sign-in';
import { useAuthStore } from '@/features/auth';
import { toast } from '@/components/ui/toast-store';
import { stubFetch } from '@/test/fetch-stub';

const EMPTY_LIST = {
  categories: [],
  totalCount: 0,
  totalPages: 0,
  hasNextPage: false,
  hasPreviousPage: false,
  page: 1,
  limit: 10,
  sharedCount: 0,
  sharedLimit: 10,
};

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

function headerTitle() {
  return within(screen.getByRole('banner')).getByRole('heading', { level: 1 });
}

describe('route table', () => {
  it('shows the product name as title on / and no Home link there', async () => {
    signOut();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Choose Your Game' })).toBeInTheDocument();
    expect(headerTitle()).toHaveTextContent('Slovo');
    expect(document.title).toBe('Slovo');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /home/i })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/game1', 'Typer Game'],
    ['/game2', 'Flashcards'],
    ['/game3', 'Quiz Game'],
    ['/game4', 'Mission'],
    ['/game5', 'Memory Game'],
  ])('%s is the %s page with its title, its category picker and a Home link', async (path, title) => {
    signOut();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to games/i })).toHaveAttribute('href', '/');
    expect(headerTitle()).toHaveTextContent(title);
    expect(document.title).toBe(`${title} · Slovo`);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('shows Page Not Found with Back to Home for an unknown path', async () => {
    signOut();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found · Slovo');
  });

  it('has a components showcase with Back to Home', async () => {
    signOut();
    renderApp('/components');
    expect(await screen.findByRole('heading', { name: 'Component Showcase' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /back to home/i })[0]).toHaveAttribute('href', '/');
  });
});

describe('guarded routes', () => {
  it('asks an anonymous visitor of /my-vocabulary to sign in, and Sign In opens the login modal', async () => {
    signOut();
    renderApp('/my-vocabulary');
    expect(await screen.findByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    expect(document.title).toBe('My Vocabulary · Slovo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useAuthStore.getState().isLoginModalOpen).toBe(true);
    expect(useAuthStore.getState().authMode).toBe('login');
  });

  it('lets a signed-in user into /my-vocabulary', async () => {
    signIn({ username: 'anna' });
    stubFetch({ 'GET /api/vocabulary/user/categories?sortBy=word_count&sortOrder=ASC&page=1&limit=10': { body: EMPTY_LIST } });
    renderApp('/my-vocabulary');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Vocabulary Builder' })).toBeInTheDocument();
    expect(headerTitle()).toHaveTextContent('My Vocabulary');
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();
  });

  it('denies a regular user the admin pages and names their role', async () => {
    signIn({ username: 'anna' });
    renderApp('/admin/users');
    // The page's own words (its spec's), said once: not under the guard's "Access Denied: …" too.
    expect(
      await screen.findByRole('heading', { name: 'Access Denied - You need admin privileges to access this page.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Access Denied/)).toHaveLength(1);
    expect(screen.getByText('Current role: User')).toBeInTheDocument();
    expect(headerTitle()).toHaveTextContent('User Management');
  });

  it("denies a regular user the vocabulary editor with the guard's words (it has none of its own), once", async () => {
    signIn({ username: 'anna' });
    renderApp('/admin/vocabulary');
    expect(
      await screen.findByRole('heading', { name: 'Access Denied: This page requires administrator privileges' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Access Denied/)).toHaveLength(1);
  });

  it('lets an admin into both admin pages', async () => {
    signIn({ role: 'admin', username: 'root' });
    stubFetch({ 'GET /api/vocabulary/categories': { body: EMPTY_LIST }, 'GET /api/tags': { body: { tags: [] } } });
    const { router } = renderApp('/admin/vocabulary');
    expect(await screen.findByRole('heading', { level: 2, name: 'Filter Categories' })).toBeInTheDocument();
    expect(headerTitle()).toHaveTextContent('Vocabulary Editor');
    await act(() => router.navigate('/admin/users'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
  });

  it('waits for the session check instead of denying', async () => {
    signOut();
    useAuthStore.setState({ isInitialized: false });
    renderApp('/admin/users');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();
    act(() => {
      signIn({ role: 'admin', username: 'root' });
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
  });
});

describe('crash screen on a render error', () => {
  it('replaces the page with the crash screen, keeping the header, and a retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signOut();
    renderApp('/components');
    await userEvent.click(await screen.findByRole('button', { name: 'Throw a test error' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/We're sorry, but something unexpected happened/)).toBeInTheDocument();
    expect(screen.getByText(/^Error-\d+$/)).toBeInTheDocument();
    expect(headerTitle()).toHaveTextContent('Components');

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Component Showcase' })).toBeInTheDocument(), {
      timeout: 2500,
    });
  });
});

describe('layout', () => {
  it('hides a toast raised on / when leaving / for another page', async () => {
    signOut();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Choose Your Game' });
    act(() => {
      toast.info('Hello from home');
    });
    expect(screen.getByText('Hello from home')).toBeInTheDocument();
    await act(() => router.navigate('/game1'));
    await screen.findByRole('heading', { level: 2, name: 'Typer Game' });
    expect(screen.queryByText('Hello from home')).not.toBeInTheDocument();
  });

  it('has a skip link to the main landmark', async () => {
    signOut();
    renderApp('/');
    expect(await screen.findByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});
