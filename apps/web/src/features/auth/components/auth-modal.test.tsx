import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@slovo/shared';
import { ApiError } from '@/lib/api-client';
import { authApi } from '../api/auth-api';
import { AuthModal } from './auth-modal';
import { initialAuthState, useAuthStore } from '../store';
import { tokenManager } from '../token-manager';
import { makeToken } from '../testing/make-token';

function answer(username: string): AuthResponse {
  return {
    token: makeToken({ id: 9, username }),
    user: { id: 9, username, email: `${username}@example.com`, role: 'user' },
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
  };
}

function open(mode: 'login' | 'register' = 'login') {
  act(() => {
    if (mode === 'login') useAuthStore.getState().showLogin();
    else useAuthStore.getState().showRegister();
  });
}

const isOpen = () => {
  const s = useAuthStore.getState();
  return s.isLoginModalOpen || s.isRegisterModalOpen;
};

beforeEach(() => {
  tokenManager.clearTokens();
  useAuthStore.setState(initialAuthState);
});

afterEach(() => {
  tokenManager.dispose();
  vi.restoreAllMocks();
});

describe('AuthModal', () => {
  it('renders nothing while both modal flags are closed', () => {
    render(<AuthModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog in sign-in mode with the focus on the first field', () => {
    render(<AuthModal />);
    open('login');
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  });

  it('switches between the two modes with the link', async () => {
    const user = userEvent.setup();
    render(<AuthModal />);
    open('login');

    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('puts the focus on the first field again when the mode switches', async () => {
    const user = userEvent.setup();
    render(<AuthModal />);
    open('login');
    await user.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<AuthModal />);
    open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isOpen()).toBe(false);
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = userEvent.setup();
    render(<AuthModal />);
    open();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Username'));
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<AuthModal />);
    open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => useAuthStore.getState().showLogin()}>
          Login
        </button>
        <AuthModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('does not submit, and shows nothing, when the confirmation differs from the password', async () => {
    const user = userEvent.setup();
    const register = vi.spyOn(authApi, 'register');
    render(<AuthModal />);
    open('register');
    const dialog = screen.getByRole('dialog');

    await user.type(screen.getByLabelText('Username'), 'olga');
    await user.type(screen.getByLabelText('Email'), 'olga@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret124');
    // The rules' checklist ticks while typing; the submit itself must change nothing.
    const before = dialog.textContent;
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(register).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.textContent).toBe(before);
    expect(useAuthStore.getState().error).toBeNull();
  });

  it('shows the error text in the red box inside the modal', async () => {
    const user = userEvent.setup();
    vi.spyOn(authApi, 'login').mockRejectedValue(
      new ApiError('x', { status: 401, kind: 'http', serverMessage: 'Invalid username or password' }),
    );
    render(<AuthModal />);
    open();
    await user.type(screen.getByLabelText('Username'), 'olga');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(alert).toHaveClass('auth-modal__error');
    expect(screen.getByRole('dialog')).toContainElement(alert);
  });

  it('shows a busy submit button while signing in, then the success panel; Continue closes', async () => {
    const user = userEvent.setup();
    let resolve!: (a: AuthResponse) => void;
    const login = vi.spyOn(authApi, 'login').mockReturnValue(new Promise((r) => (resolve = r)));
    render(<AuthModal />);
    open();
    await user.type(screen.getByLabelText('Username'), 'olga');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(login).toHaveBeenCalledWith({ username: 'olga', password: 'secret123' });
    const busy = screen.getByRole('button', { name: /Signing In/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    await act(async () => resolve(answer('olga')));

    expect(await screen.findByRole('heading', { name: 'Login Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, olga')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveFocus();
    await user.click(next);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().user?.username).toBe('olga');
  });

  it('registers with matching passwords and shows "Registration Successful!"', async () => {
    const user = userEvent.setup();
    const register = vi.spyOn(authApi, 'register').mockResolvedValue(answer('newbie'));
    render(<AuthModal />);
    open('register');
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Email'), 'newbie@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(register).toHaveBeenCalledWith({ username: 'newbie', email: 'newbie@example.com', password: 'secret123' });
    const panel = await screen.findByRole('dialog', { name: 'Registration Successful!' });
    expect(within(panel).getByText('Welcome back, newbie')).toBeInTheDocument();
  });

  it('lists the username and password rules before any submit and ticks each as it is met', async () => {
    const user = userEvent.setup();
    render(<AuthModal />);
    open('register');
    const username = screen.getByLabelText('Username');
    const rulesOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '') as HTMLElement;
    const rule = (input: HTMLElement, text: string) => within(rulesOf(input)).getByText(text).closest('li') as HTMLElement;

    expect(rulesOf(username)).toHaveTextContent('Username rules');
    expect(rule(username, '3–32 characters')).toHaveTextContent('(not met yet)');
    await user.type(username, 'Ив');
    expect(rule(username, '3–32 characters')).toHaveTextContent('(not met yet)');
    expect(rule(username, 'Letters, digits, _ . - only (no spaces)')).toHaveTextContent('(met)');
    await user.type(username, 'ан');
    expect(rule(username, '3–32 characters')).toHaveTextContent('(met)');
    await user.type(username, 'x');
    expect(rule(username, 'Latin or Cyrillic letters, not both')).toHaveTextContent('(not met yet)');

    const password = screen.getByLabelText('Password');
    expect(rule(password, '8–128 characters')).toHaveTextContent('(not met yet)');
    await user.type(password, 'secret12');
    expect(rule(password, '8–128 characters')).toHaveTextContent('(met)');
    // No rule is an error before a submit.
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('shows no rules when signing in', () => {
    render(<AuthModal />);
    open('login');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('3–32 characters')).not.toBeInTheDocument();
  });

  it('refuses a registration that breaks a rule at the field, and the error goes once the field is fixed', async () => {
    const user = userEvent.setup();
    const register = vi.spyOn(authApi, 'register').mockResolvedValue(answer('Иван'));
    render(<AuthModal />);
    open('register');
    const username = screen.getByLabelText('Username');
    await user.type(username, 'Ив');
    await user.type(screen.getByLabelText('Email'), 'ivan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(register).not.toHaveBeenCalled();
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(/Username must be between 3 and 32 characters/);

    await user.type(username, 'ан');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Username must be between 3 and 32 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(register).toHaveBeenCalledWith({ username: 'Иван', email: 'ivan@example.com', password: 'secret123' });
  });

  it("clears the server's error when the field it is about changes, not before", async () => {
    const user = userEvent.setup();
    vi.spyOn(authApi, 'register').mockRejectedValue(
      new ApiError('x', { status: 409, kind: 'http', serverMessage: 'Username already exists' }),
    );
    render(<AuthModal />);
    open('register');
    await user.type(screen.getByLabelText('Username'), 'Иван');
    await user.type(screen.getByLabelText('Email'), 'ivan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('Username already exists');
    await user.type(screen.getByLabelText('Username'), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the focus on the page's main region after Continue when the control that opened the dialog is gone", async () => {
    const user = userEvent.setup();
    vi.spyOn(authApi, 'login').mockResolvedValue(answer('olga'));
    function Page() {
      const signedIn = useAuthStore((s) => s.user !== null);
      return (
        <>
          {!signedIn && (
            <button type="button" onClick={() => useAuthStore.getState().showLogin()}>
              Sign In to play
            </button>
          )}
          <main tabIndex={-1}>Games</main>
          <AuthModal />
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Sign In to play' }));
    await user.type(screen.getByLabelText('Username'), 'olga');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
