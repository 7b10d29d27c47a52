/** Test-only: sign a user in or out in the auth store without any network call. */
import type { Role } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { makeToken } from '@/features/auth/testing/make-token';

/** A signed-in user with a valid stored token (so the request client sends it). */
export function signInAs(role: Role, id = '7', username = 'anna'): void {
  const token = makeToken({ id: Number(id), username, role });
  localStorage.setItem('authToken', token);
  useAuthStore.setState({
    user: {
      id,
      username,
      email: `${username}@example.com`,
      role,
      joinDate: '2025-01-01T00:00:00.000Z',
      lastLogin: '2025-01-01T00:00:00.000Z',
    },
    token,
    isInitialized: true,
  });
}

export function signOut(): void {
  localStorage.removeItem('authToken');
  useAuthStore.setState({ user: null, token: null, isInitialized: true });
}
