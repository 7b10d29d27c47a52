/**
 * `POST /tags` (admin) {name, displayName, description, color, icon, isPublic} → 201 {success, tag}.
 * The server refuses a name that is not a slug, a colour that is not hex (400) and a name that is
 * taken (409 'Tag "x" already exists'); the form checks the same rules first (rules/tag-rules.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTagRequestInput, ManagedTag, TagResponse } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { equals, expectShape, isBoolean, isCount, isInteger, isString, nullable, objectOf } from '@/lib/response-shape';
import { tagKeys } from './query-keys';

export type NewTag = Required<Pick<CreateTagRequestInput, 'name' | 'displayName' | 'isPublic'>> & {
  description: string | null;
  color: string | null;
  icon: string | null;
};

const CREATED_TAG = {
  success: equals(true),
  tag: objectOf({
    id: isInteger,
    name: isString,
    display_name: isString,
    description: nullable(isString),
    color: nullable(isString),
    icon: nullable(isString),
    is_system: isBoolean,
    usage_count: isCount,
    is_public: isBoolean,
  }),
};

export async function createTag(tag: NewTag): Promise<ManagedTag> {
  const answer = await api.post<unknown>('/tags', tag, { requiresAuth: true });
  return expectShape<TagResponse>(answer, CREATED_TAG).tag;
}

/** A new tag shows in every tag list (the editor's, the filters'), so all of them are asked again. */
export function useCreateTagMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
