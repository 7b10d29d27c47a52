/** `GET /auth/sessions` → {sessions}: on how many devices the signed-in player is signed in. */
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './auth-api';

export const sessionCountKey = (identity: string) => ['auth', 'sessions', identity] as const;

/**
 * Read again each time it is shown (staleTime 0), the last count showing meanwhile: a sign-in or
 * sign-out on another device changes it without this browser knowing. `identity` ('user:<id>')
 * keeps one player's count from showing for the next.
 */
export function sessionCountQuery(identity: string) {
  return queryOptions({
    queryKey: sessionCountKey(identity),
    queryFn: async ({ signal }) => (await authApi.sessions(signal)).sessions,
    staleTime: 0,
  });
}
