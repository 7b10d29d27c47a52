import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { renderApp } from '@/test/render-app';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { AdminUsersPage } from './index';
import { ADMIN, fakeAdminUsersServer, makeUsers, type FakeAdminUsersServerOptions } from './testing/fake-admin-users-server';

const ALICE = { id: 2, username: 'alice', email: 'alice@example.com', created_at: '2024-03-05T10:00:00.000Z' };
const BOB = { id: 3, username: 'bob', email: 'bob@mail.test', created_at: '2024-04-06T10:00:00.000Z', sessions: 3 };
const CAROL = { id: 4, username: 'carol', role: 'admin' as const, created_at: '2024-05-07T10:00:00.000Z' };

function setup(path = '/admin/users', options: FakeAdminUsersServerOptions = { users: [ALICE, BOB, CAROL] }) {
  const server = fakeAdminUsersServer(options);
  const view = renderWithProviders(<AdminUsersPage />, { path });
  return { server, ...view, address: () => view.router.state.location.search };
}

const toastText = () => useToastStore.getState().current?.text;
const table = () => screen.getByRole('table', { name: 'Users' });
const row = (username: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${username}\\b`) })
    .closest('tr')!;
const usernames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.admin-users__name')?.firstChild?.textContent);
const counter = (name: 'Total' | 'Filtered') => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const search = () => screen.getByRole('searchbox', { name: 'Search users' });
const recentChanges = () => screen.getByRole('region', { name: 'Recent changes' });

async function loaded() {
  await screen.findByRole('table', { name: 'Users' });
}

beforeEach(() => {
  signIn({ role: 'admin', id: String(ADMIN.id), username: ADMIN.username });
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the list', () => {
  it('says "Loading users..." until the first answer arrives', async () => {
    const server = fakeAdminUsersServer({ users: [ALICE] });
    const release = server.hold('GET /api/admin/users');
    renderWithProviders(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    release();
    await loaded();
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });

  it('shows every account newest first with its initial, name, ID, email, role and join date, and the counters', async () => {
    const { server } = setup();
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent changes' })).toBeInTheDocument();
    expect(server.listQueries()).toEqual([{ page: '1', limit: '20' }]);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Email', 'Role', 'Joined', 'Actions']);
    expect(usernames()).toEqual(['carol', 'bob', 'alice', 'admin']);
    expect(counter('Total')).toBe('4');
    expect(counter('Filtered')).toBe('4');

    const alice = row('alice');
    expect(within(alice).getByText('A')).toHaveAttribute('aria-hidden', 'true');
    expect(within(alice).getByText('ID: 2')).toBeInTheDocument();
    expect(within(alice).getByText('alice@example.com')).toBeInTheDocument();
    expect(within(alice).getByText('User')).toBeInTheDocument();
    expect(within(alice).getByText('5 Mar 2024')).toHaveAttribute('dateTime', ALICE.created_at);
    expect(within(alice).getByText('Signed in on 1 device')).toBeInTheDocument();
    expect(within(row('bob')).getByText('Signed in on 3 devices')).toBeInTheDocument();
    for (const name of ['View details of alice', 'Reset password of alice', 'Sign alice out everywhere', 'Delete alice']) {
      expect(within(alice).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(row('carol')).getByText('Admin')).toBeInTheDocument();
  });

  it('shows "1,000+" when more accounts match than the server counts, with a hint to refine the search', async () => {
    setup('/admin/users?search=user', { users: makeUsers(1_005) });
    await loaded();
    expect(counter('Total')).toBe('1,006');
    expect(counter('Filtered')).toBe('1,000+');
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
    expect(screen.getByText(/Showing the first 1,000 matches/)).toBeInTheDocument();
  });

  it('says "No users found" when there is nobody to list', async () => {
    const server = fakeAdminUsersServer();
    server.override('GET /api/admin/users', {
      body: { users: [], total: 0, filtered: 0, filteredCapped: false, page: 1, limit: 20, totalPages: 0 },
    });
    renderWithProviders(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('says "No users match your search" for a search that finds nobody, and Clear search lists everyone again', async () => {
    const { address } = setup('/admin/users?search=zebra');
    expect(await screen.findByRole('heading', { name: 'No users match your search' })).toBeInTheDocument();
    expect(counter('Total')).toBe('4');
    expect(counter('Filtered')).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await loaded();
    await waitFor(() => expect(address()).toBe(''));
    expect(search()).toHaveValue('');
  });

  it('says "Failed to load users" with the server\'s reason, and Retry loads the list', async () => {
    const { server } = setup();
    server.override('GET /api/admin/users', { status: 400, body: { error: 'limit must be one of 10, 20, 50, 100' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load users');
    expect(alert).toHaveTextContent('limit must be one of 10, 20, 50, 100');
    server.restore('GET /api/admin/users');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(usernames()).toHaveLength(4);
  });

  it('falls back to "HTTP {status}: {statusText}" when the server gives no reason', async () => {
    const { server } = setup();
    server.override('GET /api/admin/users', { status: 409 });
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 409: Conflict');
  });
});

describe('retries (spec §8)', () => {
  /** Lets the fake timers run `ms` and every promise settle. */
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('the list load is tried again up to 3 times, 1000 ms then ×2, and shows the list once it comes', async () => {
    vi.useFakeTimers();
    const server = fakeAdminUsersServer({ users: [ALICE] });
    server.override('GET /api/admin/users', { status: 503, body: { error: 'Service busy' } }, 3);
    renderWithProviders(<AdminUsersPage />, { path: '/admin/users' });
    const tries = () => server.callsTo('GET /api/admin/users').length;
    await advance(0);
    expect(tries()).toBe(1);
    await advance(999);
    expect(tries()).toBe(1);
    await advance(1);
    expect(tries()).toBe(2);
    await advance(1999);
    expect(tries()).toBe(2);
    await advance(1);
    expect(tries()).toBe(3);
    await advance(4000);
    expect(tries()).toBe(4);
    await advance(10);
    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load users')).not.toBeInTheDocument();
  });

  it('after the 3 retries it gives up and shows the error with Retry', async () => {
    vi.useFakeTimers();
    const server = fakeAdminUsersServer({ users: [ALICE] });
    server.override('GET /api/admin/users', { status: 503, body: { error: 'Service busy' } });
    renderWithProviders(<AdminUsersPage />, { path: '/admin/users' });
    await advance(1000 + 2000 + 4000 + 8000 + 16000);
    expect(server.callsTo('GET /api/admin/users')).toHaveLength(4);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load users');
    expect(alert).toHaveTextContent('Service busy');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('a role change, a password reset and a delete are sent once, never again after a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup();
    await loaded();
    for (const key of ['PUT /api/admin/users/2/role', 'POST /api/admin/users/2/reset-password', 'DELETE /api/admin/users/2']) {
      server.override(key, { status: 503, body: { error: 'Service busy' } });
    }
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(within(row('alice')).getByRole('button', { name: 'View details of alice' }));
    let dialog = screen.getByRole('dialog', { name: 'User Details' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service busy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(row('alice')).getByRole('button', { name: 'Reset password of alice' }));
    dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    await user.type(within(dialog).getByLabelText('New password'), 'brand-new-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service busy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(row('alice')).getByRole('button', { name: 'Delete alice' }));
    dialog = screen.getByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service busy');

    await advance(20_000);
    expect(server.callsTo('PUT /api/admin/users/2/role')).toHaveLength(1);
    expect(server.callsTo('POST /api/admin/users/2/reset-password')).toHaveLength(1);
    expect(server.callsTo('DELETE /api/admin/users/2')).toHaveLength(1);
  });
});

describe('search and pages in the address bar (spec §4)', () => {
  it('asks again 300 ms after the last keystroke, back on page 1, and the address follows', async () => {
    vi.useFakeTimers();
    const { server, address } = setup('/admin/users?page=2&limit=10', { users: makeUsers(25) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(server.listQueries()).toEqual([{ page: '2', limit: '10' }]);
    expect(usernames()[0]).toBe('user15');

    for (const text of ['u', 'us', 'user2']) {
      act(() => {
        fireEvent.change(search(), { target: { value: text } });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
    }
    // 200 ms after the last keystroke: nothing asked yet, the address as it was.
    expect(server.listQueries()).toHaveLength(1);
    expect(address()).toBe('?page=2&limit=10');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(110);
    });
    expect(server.listQueries().at(-1)).toEqual({ search: 'user2', page: '1', limit: '10' });
    expect(address()).toBe('?search=user2&limit=10');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(usernames()).toEqual(['user25', 'user24', 'user23', 'user22', 'user21', 'user20']);
    expect(counter('Total')).toBe('26');
    expect(counter('Filtered')).toBe('6');
  });

  it('opens an address with its search, page and page size in the controls', async () => {
    const { server } = setup('/admin/users?search=%20adm%20&page=1&limit=50');
    await loaded();
    expect(server.listQueries()).toEqual([{ search: 'adm', page: '1', limit: '50' }]);
    // "adm" lists the admins: the role matches.
    expect(usernames()).toEqual(['carol', 'admin']);
    expect(search()).toHaveValue('adm');
    expect(screen.getByLabelText('Users per page')).toHaveValue('50');
  });

  it('pages through the list with the numbered pagination and a page size', async () => {
    const { server, address } = setup('/admin/users', { users: makeUsers(45) });
    await loaded();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toBe('?page=2'));
    await waitFor(() => expect(usernames()[0]).toBe('user25'));
    expect(server.listQueries().at(-1)).toEqual({ page: '2', limit: '20' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(address()).toBe('?page=3'));
    await waitFor(() => expect(usernames()).toEqual(['user05', 'user04', 'user03', 'user02', 'user01', 'admin']));
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    // A new page size starts again from page 1.
    await userEvent.selectOptions(screen.getByLabelText('Users per page'), '50');
    await waitFor(() => expect(address()).toBe('?limit=50'));
    await waitFor(() => expect(usernames()).toHaveLength(46));
    expect(server.listQueries().at(-1)).toEqual({ page: '1', limit: '50' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('User Details: the role', () => {
  it('Save Changes is offered only for a new role; saving updates the row, says so and logs the change', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(within(row('alice')).getByRole('button', { name: 'View details of alice' }));
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(dialog).getByText('alice')).toBeInTheDocument();
    expect(within(dialog).getByText('alice@example.com')).toBeInTheDocument();
    const role = within(dialog).getByLabelText('Role');
    expect(role).toHaveValue('user');
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(role, 'admin');
    expect(save).toBeEnabled();
    await userEvent.selectOptions(role, 'user');
    expect(save).toBeDisabled();
    await userEvent.selectOptions(role, 'admin');

    const release = server.hold('PUT /api/admin/users/2/role');
    await userEvent.click(save);
    // While saving: no second press, no Cancel.
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastText()).toBe('User role updated successfully');
    expect(server.callsTo('PUT /api/admin/users/2/role')[0]?.body).toEqual({ role: 'admin' });
    expect(within(row('alice')).getByText('Admin')).toBeInTheDocument();
    expect(await within(recentChanges()).findByText("admin changed alice's role from user to admin")).toBeInTheDocument();
  });

  it("shows the server's refusal (409) inside the dialog and keeps it open", async () => {
    const { server } = setup();
    await loaded();
    server.override('PUT /api/admin/users/4/role', { status: 409, body: { error: 'The last admin cannot be demoted' } });
    await userEvent.click(within(row('carol')).getByRole('button', { name: 'View details of carol' }));
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last admin cannot be demoted');
    expect(toastText()).toBeUndefined();
    expect(within(row('carol')).getByText('Admin')).toBeInTheDocument();
    // Cancel closes it; the next opening starts clean.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(row('carol')).getByRole('button', { name: 'View details of carol' }));
    const again = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByLabelText('Role')).toHaveValue('admin');
  });
});

describe('Reset Password', () => {
  it('is disabled while blank, checks the length here, and resets with a success message', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(within(row('bob')).getByRole('button', { name: 'Reset password of bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    const field = within(dialog).getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/8–128 characters/);
    const submit = within(dialog).getByRole('button', { name: 'Reset Password' });
    expect(submit).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(submit).toBeDisabled();
    await userEvent.clear(field);

    await userEvent.type(field, 'short');
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Password must be between 8 and 128 characters');
    expect(server.callsTo('POST /api/admin/users/3/reset-password')).toHaveLength(0);

    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.type(field, '-and-long-now');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastText()).toBe('Password reset successfully');
    expect(server.callsTo('POST /api/admin/users/3/reset-password')[0]?.body).toEqual({ newPassword: 'short-and-long-now' });
    expect(await within(recentChanges()).findByText("admin reset bob's password")).toBeInTheDocument();
  });

  it("shows the server's 400 inside the dialog", async () => {
    const { server } = setup();
    await loaded();
    server.override('POST /api/admin/users/3/reset-password', {
      status: 400,
      body: { error: 'Password must be between 8 and 128 characters' },
    });
    await userEvent.click(within(row('bob')).getByRole('button', { name: 'Reset password of bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'a-fine-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password must be between 8 and 128 characters');
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(toastText()).toBeUndefined();
  });
});

describe('Delete User', () => {
  it('asks, naming the user, then deletes them: the row and a count go, the log says so', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(within(row('bob')).getByRole('button', { name: 'Delete bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Delete the account of bob?');
    expect(dialog).toHaveTextContent('bob@mail.test');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastText()).toBe('User deleted successfully');
    expect(server.callsTo('DELETE /api/admin/users/3')).toHaveLength(1);
    await waitFor(() => expect(usernames()).toEqual(['carol', 'alice', 'admin']));
    expect(counter('Total')).toBe('3');
    expect(await within(recentChanges()).findByText('admin deleted bob')).toBeInTheDocument();
    // The button that opened the dialog is gone: focus goes to the list's heading, not <body>.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Users' })).toHaveFocus());
  });

  it("shows the server's refusal inside the dialog", async () => {
    const { server } = setup();
    await loaded();
    server.override('DELETE /api/admin/users/4', { status: 409, body: { error: 'The last admin cannot be deleted' } });
    await userEvent.click(within(row('carol')).getByRole('button', { name: 'Delete carol' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last admin cannot be deleted');
    expect(usernames()).toContain('carol');
  });
});

describe('Sign Out Everywhere', () => {
  it('asks, naming the user and their devices, then ends their sessions: the row says 0 devices, the log says so', async () => {
    const { server } = setup();
    await loaded();
    await userEvent.click(within(row('bob')).getByRole('button', { name: 'Sign bob out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Out Everywhere' });
    expect(dialog).toHaveTextContent('Sign bob out on every device?');
    expect(dialog).toHaveTextContent('bob@mail.test');
    expect(dialog).toHaveTextContent('They are signed in on 3 devices.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastText()).toBe('User signed out on every device');
    expect(server.callsTo('POST /api/admin/users/3/logout-everywhere')).toHaveLength(1);
    await waitFor(() => expect(within(row('bob')).getByText('Signed in on 0 devices')).toBeInTheDocument());
    expect(await within(recentChanges()).findByText('admin signed bob out on every device')).toBeInTheDocument();
    // The dialog gave the focus back to the button that opened it, which is still there.
    expect(within(row('bob')).getByRole('button', { name: 'Sign bob out everywhere' })).toHaveFocus();
  });

  it('is keyboard-usable: Escape cancels without asking the server; a pending request shows and blocks a second one', async () => {
    const { server } = setup();
    await loaded();
    const open = within(row('alice')).getByRole('button', { name: 'Sign alice out everywhere' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Sign Out Everywhere' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    const release = server.hold('POST /api/admin/users/2/logout-everywhere');
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Sign Out Everywhere' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const busy = within(dialog).getByRole('button', { name: 'Signing out…' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/admin/users/2/logout-everywhere')).toHaveLength(1);
  });

  it("shows the server's refusal inside the dialog and keeps it open", async () => {
    const { server } = setup();
    await loaded();
    server.override('POST /api/admin/users/2/logout-everywhere', { status: 404, body: { error: 'User not found' } });
    await userEvent.click(within(row('alice')).getByRole('button', { name: 'Sign alice out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Out Everywhere' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('HTTP 404: Not Found - User not found');
    expect(within(dialog).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  });

  it('User Details say on how many devices the account is signed in', async () => {
    setup();
    await loaded();
    await userEvent.click(within(row('bob')).getByRole('button', { name: 'View details of bob' }));
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(dialog).getByText('Sessions').nextElementSibling).toHaveTextContent('Signed in on 3 devices');
  });
});

describe("the admin's own row", () => {
  it('is not signed out everywhere from here: the button is off and says where to do it', async () => {
    setup();
    await loaded();
    const signOut = within(row('admin')).getByRole('button', { name: 'Sign admin out everywhere' });
    expect(signOut).toBeDisabled();
    expect(signOut).toHaveAccessibleDescription('To sign yourself out everywhere, use Sign out everywhere in the Games menu');
  });

  it('cannot be deleted, and its role is shown but not offered', async () => {
    const { server } = setup();
    await loaded();
    const own = row('admin');
    expect(within(own).getByText('You')).toBeInTheDocument();
    const remove = within(own).getByRole('button', { name: 'Delete admin' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('You cannot delete your own account');

    await userEvent.click(within(own).getByRole('button', { name: 'View details of admin' }));
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('You cannot change your own role')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    // Resetting one's own password is allowed.
    expect(within(own).getByRole('button', { name: 'Reset password of admin' })).toBeEnabled();
    expect(server.callsTo('PUT /api/admin/users/1/role')).toHaveLength(0);
  });
});

describe('who may see it (spec §2, §6)', () => {
  it("a signed-in learner sees Access Denied with the spec's words, and nothing is asked", async () => {
    signIn({ username: 'anna' });
    const server = fakeAdminUsersServer({ users: [ALICE] });
    renderApp('/admin/users');
    expect(
      await screen.findByRole('heading', { name: 'Access Denied - You need admin privileges to access this page.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Access Denied/)).toHaveLength(1);
    expect(screen.getByText('Current role: User')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/admin/'))).toHaveLength(0);
  });

  it('the page checks the admin flag itself too', async () => {
    signIn({ username: 'anna' });
    const server = fakeAdminUsersServer({ users: [ALICE] });
    renderWithProviders(<AdminUsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Access Denied - You need admin privileges to access this page.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('a server that refuses the admin (role taken away meanwhile) gets Access Denied, not an error', async () => {
    const { server } = setup();
    server.override('GET /api/admin/users', { status: 403, body: { error: 'Admin access required' } });
    expect(await screen.findByText('Access Denied - You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load users')).not.toBeInTheDocument();
  });
});

describe('Recent changes', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const ENTRIES: AuditLogEntry[] = [
    {
      id: 3,
      action: 'user_deleted',
      actor_id: 1,
      actor_username: 'admin',
      target_id: 9,
      target_username: 'carla',
      from_role: null,
      to_role: null,
      created_at: minutesAgo(0),
    },
    {
      id: 2,
      action: 'password_reset',
      actor_id: 1,
      actor_username: 'admin',
      target_id: 3,
      target_username: 'bob',
      from_role: null,
      to_role: null,
      created_at: minutesAgo(5),
    },
    {
      id: 1,
      action: 'role_changed',
      actor_id: null,
      actor_username: 'root',
      target_id: 2,
      target_username: 'alice',
      from_role: 'user',
      to_role: 'admin',
      created_at: minutesAgo(60 * 26),
    },
  ];

  it('lists the audit log newest first with when each change was made', async () => {
    const { server } = setup('/admin/users', { users: [ALICE, BOB], audit: ENTRIES });
    const list = await within(recentChanges()).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'admin deleted carlajust now',
      "admin reset bob's password5 minutes ago",
      "root changed alice's role from user to adminyesterday",
    ]);
    expect(within(list).getByText('yesterday')).toHaveAttribute('dateTime', ENTRIES[2]!.created_at);
    expect(server.callsTo('GET /api/admin/audit-log')[0]?.url).toBe('/api/admin/audit-log?limit=20');
  });

  it('says when there is nothing yet', async () => {
    setup();
    expect(await within(recentChanges()).findByText(/^No changes yet/)).toBeInTheDocument();
  });

  it('says when it cannot load, and Retry loads it', async () => {
    const server = fakeAdminUsersServer({ users: [ALICE], audit: ENTRIES });
    server.override('GET /api/admin/audit-log', { status: 404, body: { error: 'Not found' } });
    renderWithProviders(<AdminUsersPage />, { path: '/admin/users' });
    const alert = await within(recentChanges()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load recent changes: HTTP 404: Not Found - Not found');
    server.restore('GET /api/admin/audit-log');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(recentChanges()).findByText('admin deleted carla')).toBeInTheDocument();
  });
});

describe('in Russian', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it('shows the table, the counters, the join dates and the actions in Russian', async () => {
    switchLanguage('ru');
    setup('/admin/users?search=user', { users: makeUsers(1_005) });
    const users = await screen.findByRole('table', { name: 'Пользователи' });
    expect(
      within(users)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Пользователь', 'Эл. почта', 'Роль', 'Регистрация', 'Действия']);
    const value = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Всего')).toMatch(/^1\s006$/);
    expect(value('Найдено')).toMatch(/^1\s000\+$/);
    expect(screen.getByText('Страница 1 из 50')).toBeInTheDocument();
    expect(screen.getByText(/^Показаны первые 1\s000 совпадений/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск пользователей' })).toHaveValue('user');
    expect(screen.getByRole('combobox', { name: 'Пользователей на странице' })).toBeInTheDocument();
  });

  it("names a row's buttons, its role and the day it joined in Russian, and the dialogs speak Russian", async () => {
    switchLanguage('ru');
    setup();
    await screen.findByRole('table', { name: 'Пользователи' });
    const alice = within(screen.getByRole('table', { name: 'Пользователи' }))
      .getByRole('rowheader', { name: /^alice\b/ })
      .closest('tr')!;
    expect(within(alice).getByText('5 мар. 2024 г.')).toHaveAttribute('dateTime', ALICE.created_at);
    expect(within(alice).getByText('Пользователь')).toBeInTheDocument();
    expect(within(alice).getByRole('button', { name: 'Удалить пользователя alice' })).toBeEnabled();
    expect(within(alice).getByRole('button', { name: 'Сбросить пароль пользователя alice' })).toBeEnabled();
    expect(within(alice).getByText('Вход выполнен на 1 устройстве')).toBeInTheDocument();
    const bob = within(screen.getByRole('table', { name: 'Пользователи' }))
      .getByRole('rowheader', { name: /^bob\b/ })
      .closest('tr')!;
    expect(within(bob).getByText('Вход выполнен на 3 устройствах')).toBeInTheDocument();
    await userEvent.click(within(bob).getByRole('button', { name: 'Завершить все сеансы пользователя bob' }));
    const signOut = await screen.findByRole('dialog', { name: 'Завершение всех сеансов' });
    expect(signOut).toHaveTextContent('Завершить сеансы bob на всех устройствах?');
    expect(signOut).toHaveTextContent('Вход выполнен на 3 устройствах.');
    await userEvent.click(within(signOut).getByRole('button', { name: 'Завершить все сеансы' }));
    await waitFor(() => expect(toastText()).toBe('Все сеансы пользователя завершены'));

    await userEvent.click(within(alice).getByRole('button', { name: 'Подробнее о пользователе alice' }));
    const details = await screen.findByRole('dialog', { name: 'Сведения о пользователе' });
    expect(within(details).getByText('Дата регистрации')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
    await userEvent.selectOptions(within(details).getByRole('combobox', { name: 'Роль' }), 'admin');
    await userEvent.click(within(details).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(toastText()).toBe(messagesNow(SHARED_TEXT.ADMIN_USERS_MESSAGES, 'ru').roleUpdated));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const aliceAgain = within(screen.getByRole('table', { name: 'Пользователи' }))
      .getByRole('rowheader', { name: /^alice\b/ })
      .closest('tr')!;
    expect(within(aliceAgain).getByText('Администратор')).toBeInTheDocument();
    await userEvent.click(within(aliceAgain).getByRole('button', { name: 'Сбросить пароль пользователя alice' }));
    const reset = await screen.findByRole('dialog', { name: 'Сброс пароля' });
    await userEvent.type(within(reset).getByLabelText('Новый пароль'), 'short');
    await userEvent.click(within(reset).getByRole('button', { name: 'Сбросить пароль' }));
    expect(within(reset).getByRole('alert')).toHaveTextContent('Пароль должен содержать от 8 до 128 символов');
  });

  it('tells the recent changes in Russian, with Russian times', async () => {
    switchLanguage('ru');
    const entries: AuditLogEntry[] = [
      {
        id: 3,
        action: 'user_deleted',
        actor_id: 1,
        actor_username: 'admin',
        target_id: 9,
        target_username: 'carla',
        from_role: null,
        to_role: null,
        created_at: minutesAgo(0),
      },
      {
        id: 2,
        action: 'password_reset',
        actor_id: 1,
        actor_username: 'admin',
        target_id: 3,
        target_username: 'bob',
        from_role: null,
        to_role: null,
        created_at: minutesAgo(5),
      },
      {
        id: 1,
        action: 'role_changed',
        actor_id: null,
        actor_username: 'root',
        target_id: 2,
        target_username: 'alice',
        from_role: 'user',
        to_role: 'admin',
        created_at: minutesAgo(60 * 26),
      },
    ];
    setup('/admin/users', { users: [ALICE, BOB], audit: entries });
    const panel = screen.getByRole('region', { name: 'Последние изменения' });
    const list = await within(panel).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'admin: пользователь carla удалёнтолько что',
      'admin: пароль bob сброшен5 минут назад',
      'root: роль alice изменена с «пользователь» на «администратор»вчера',
    ]);
    expect(within(list).getByText('вчера').getAttribute('title')).toMatch(/ г\., \d{2}:\d{2} UTC$/);
  });
});
