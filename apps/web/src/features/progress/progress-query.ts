import { queryOptions } from '@tanstack/react-query';
import { fetchServerProgress } from './progress-api';

/** Server progress is cached per user, so one player's progress is never shown to the next. */
export const progressKeys = {
  all: ['progress'] as const,
  forUser: (userId: string) => ['progress', userId] as const,
};

export function serverProgressQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.forUser(userId),
    queryFn: ({ signal }) => fetchServerProgress(signal),
  });
}
