/**
 * `POST` and `DELETE /tags/categories/{categoryId}/tags`: the tag editor saves a draft as the
 * difference from the category's current tags, the added ids with POST and the removed ones with
 * DELETE (each at most MAX_TAG_IDS_PER_REQUEST ids per request).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_TAG_IDS_PER_REQUEST } from '@slovo/shared/limits/my-vocabulary';
import { invalidateVocabularyQueries } from '@/features/vocabulary';
import { api } from '@/lib/api-client';
import { expectShape, isArray, isString } from '@/lib/response-shape';
import { tagKeys } from './query-keys';

/**
 * The personal manager's keys (myVocabularyKeys.all in features/my-vocabulary), spelt out here:
 * that feature's page renders this editor, so importing its index from here would close a cycle.
 */
const MY_VOCABULARY_KEY = ['my-vocabulary'] as const;

export interface TagChanges {
  added: number[];
  removed: number[];
}

/** What turns `current` into `draft`: ids to add and ids to remove, each once, in draft/current order. */
export function tagChanges(current: readonly number[], draft: readonly number[]): TagChanges {
  const before = new Set(current);
  const after = new Set(draft);
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !after.has(id)),
  };
}

export interface SetCategoryTagsVariables extends TagChanges {
  categoryId: number;
}

const CATEGORY_TAGS = { message: isString, tags: isArray };

function chunks(ids: readonly number[]): number[][] {
  const result: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_TAG_IDS_PER_REQUEST) {
    result.push(ids.slice(start, start + MAX_TAG_IDS_PER_REQUEST));
  }
  return result;
}

export async function setCategoryTags({ categoryId, added, removed }: SetCategoryTagsVariables): Promise<void> {
  const path = `/tags/categories/${categoryId}/tags`;
  for (const tagIds of chunks(added)) {
    expectShape(await api.post<unknown>(path, { tagIds }, { requiresAuth: true }), CATEGORY_TAGS);
  }
  for (const tagIds of chunks(removed)) {
    expectShape(await api.delete<unknown>(path, { body: { tagIds }, requiresAuth: true }), CATEGORY_TAGS);
  }
}

/**
 * A category's tags show in the manager's list and filters, in the public category lists, and in
 * the tags' usage counts. Invalidated when settled, not only on success: the additions may have
 * been saved before the removals failed.
 */
export function useSetCategoryTagsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCategoryTags,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: MY_VOCABULARY_KEY });
      void invalidateVocabularyQueries(client);
      void client.invalidateQueries({ queryKey: tagKeys.all });
    },
  });
}
