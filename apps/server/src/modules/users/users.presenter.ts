import type { CurrentUser, PublicUser } from '@slovo/shared';
import type { UserRecord } from './users.repository';

/** A user as other people and sign-in answers see them: no avatar, no timestamps. */
export const presentPublicUser = (user: UserRecord): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
});

/** The signed-in user's own account (GET /auth/me, /user/profile). */
export const presentCurrentUser = (user: UserRecord): CurrentUser => ({
  ...presentPublicUser(user),
  avatar: user.avatar,
  created_at: user.created_at,
  updated_at: user.updated_at,
});
