/** Test-only: the one way tests sign a user in or out, without any network call. */
import { TOKEN_STORAGE_KEY, type Role } from '@slovo/shared';
import { useAuthStore, type AuthUser } from '@/features/auth';
import { makeToken } from '@/features/auth/testing/make-token';

export interface TestUser {
  role?: Role;
  id?: string;
  username?: string;
}

/** Session check done, nothing loading, no error, both modals closed. */
const SETTLED = {
  isInitialized: true,
  isLoading: false,
  error: null,
  isLoginModalOpen: false,
  isRegisterModalOpen: false,
  authMode: 'login',
} as const;

/**
 * Signs a user in as a real sign-in leaves things: a valid token stored (so the request client
 * sends it and the user counts as authorised, not as a preview visitor) and the user in the auth
 * store. Default: the player "anna", id 7.
 */
export function signIn({ role = 'user', id = '7', username = 'anna' }: TestUser = {}): AuthUser {
  const token = makeToken({ id: Number(id), username, role });
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const user: AuthUser = {
    id,
    username,
    email: `${username}@example.com`,
    role,
    joinDate: '2025-01-01T00:00:00.000Z',
    lastLogin: '2025-01-01T00:00:00.000Z',
  };
  useAuthStore.setState({ ...SETTLED, user, token });
  return user;
}

/** An anonymous visitor whose session check is done. */
export function signOut(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  useAuthStore.setState({ ...SETTLED, user: null, token: null });
}
