/**
 * Every review query lives under ['reviews', userId, …]: the answers are one player's own, and the
 * cache outlives a sign-out and a sign-in as somebody else on the same tab. A recorded game
 * invalidates the player's whole branch (summary, due queue, mistake book) at once.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  forUser: (userId: string) => ['reviews', userId] as const,
  summary: (userId: string) => ['reviews', userId, 'summary'] as const,
  due: (userId: string, count: number) => ['reviews', userId, 'due', count] as const,
  mistakes: (userId: string, count: number) => ['reviews', userId, 'mistakes', count] as const,
};
