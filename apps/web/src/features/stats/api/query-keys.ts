/**
 * The stats page's queries, per signed-in user (the cache outlives a sign-out and a sign-in as
 * somebody else on the same tab): the overview per time-zone offset, the review settings, and the
 * mistake book per length asked for.
 */
export const statsKeys = {
  all: ['stats'] as const,
  overview: (userId: string, utcOffsetMinutes: number) => ['stats', userId, 'overview', utcOffsetMinutes] as const,
  settings: (userId: string) => ['stats', userId, 'review-settings'] as const,
  mistakes: (userId: string, count: number) => ['stats', userId, 'mistakes', count] as const,
};
