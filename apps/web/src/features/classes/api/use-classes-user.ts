import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { classesKeys } from './query-keys';

/** The signed-in user's id, which every query of the feature is keyed by. */
export const useClassesUserId = (): string => useAuthStore((s) => s.user?.id ?? 'anonymous');

/** Drops every cached classes answer of the user: a write may change the lists, a class and its progress. */
export function useInvalidateClasses(): () => Promise<void> {
  const client = useQueryClient();
  const userId = useClassesUserId();
  return () => client.invalidateQueries({ queryKey: classesKeys.user(userId) });
}
