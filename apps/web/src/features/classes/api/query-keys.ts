/**
 * The classes' queries, per signed-in user (the cache outlives a sign-out and a sign-in as
 * somebody else on the same tab). Every write drops `user(userId)`: lists, a class and its
 * progress all follow a change of members, teachers or assignments.
 */
export const classesKeys = {
  user: (userId: string) => ['classes', userId] as const,
  mine: (userId: string) => ['classes', userId, 'mine'] as const,
  all: (userId: string) => ['classes', userId, 'all'] as const,
  detail: (userId: string, classId: number) => ['classes', userId, 'class', classId] as const,
  progress: (userId: string, classId: number) => ['classes', userId, 'progress', classId] as const,
  categories: (userId: string) => ['classes', userId, 'categories'] as const,
  /** The invite's preview needs no sign-in: keyed by the code alone. */
  invite: (code: string) => ['classes', 'invite', code] as const,
};
