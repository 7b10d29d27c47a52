/** `GET /tags`: every public tag with its usage count, for the tag editor and the tag filters. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag, TagsResponse } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { api } from '@/lib/api-client';
import { arrayOf, expectShape, isBoolean, isCount, isInteger, isString, nullable, objectOf } from '@/lib/response-shape';
import { tagKeys } from './query-keys';

const TAG = objectOf({
  id: isInteger,
  name: isString,
  display_name: isString,
  description: nullable(isString),
  color: nullable(isString),
  icon: nullable(isString),
  is_system: isBoolean,
  usage_count: isCount,
});

export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return expectShape<TagsResponse>(await api.get<unknown>('/tags', { signal }), { tags: arrayOf(TAG) }).tags;
}

export function tagsQuery(identity: string) {
  return queryOptions({
    queryKey: tagKeys.list(identity),
    queryFn: ({ signal }) => getTags(signal),
  });
}

/** The signed-in user's view of the tags (the anonymous one otherwise); asks only while `enabled`. */
export function useTagsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({ ...tagsQuery(userId === undefined ? 'anonymous' : `user:${userId}`), enabled });
}
