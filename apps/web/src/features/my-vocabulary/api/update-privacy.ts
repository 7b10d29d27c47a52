/**
 * `PUT /vocabulary/user/categories/{id}/privacy` {privacy} → {message, privacy, sharedCount, sharedLimit}.
 * Applied at once (spec §4): the card's switch and the 'Shared: n/max' counter change before the
 * server answers; a success says so ("Category is now shared"), a failure puts every cached page
 * back, says why and reloads.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { canShareCategory, type CategoryPrivacy, type UpdatePrivacyResponse } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { messagesNow } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { api, encodePathSegment } from '@/lib/api-client';
import { expectShape, isCount, isString, oneOf } from '@/lib/response-shape';
import { errorMessage } from '@/features/vocabulary-editor';
import { userCategoryListsKey, type UserCategoryList } from './get-user-categories';
import { invalidateAfterWrite } from './invalidate-after-write';

export interface UpdatePrivacyInput {
  id: number;
  privacy: CategoryPrivacy;
}

const PRIVACY_ANSWER = {
  message: isString,
  privacy: oneOf(['private', 'shared']),
  sharedCount: isCount,
  sharedLimit: isCount,
};

export async function updatePrivacy({ id, privacy }: UpdatePrivacyInput): Promise<UpdatePrivacyResponse> {
  const answer = await api.put<unknown>(
    `/vocabulary/user/categories/${encodePathSegment(id)}/privacy`,
    { privacy },
    { requiresAuth: true },
  );
  return expectShape<UpdatePrivacyResponse>(answer, PRIVACY_ANSWER);
}

/** Refused before asking: the shared count has reached the maximum (spec §4). */
export class ShareLimitError extends Error {
  constructor(readonly max: number) {
    super(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).shareLimit(max));
    this.name = 'ShareLimitError';
  }
}

/** A cached page with the category's privacy set to `privacy` and the shared count moved to match. */
export function withPrivacy(list: UserCategoryList, id: number, privacy: CategoryPrivacy): UserCategoryList {
  const before = list.categories.find((category) => category.id === id)?.privacy;
  // The count covers all pages: it moves even when this page does not hold the category.
  const wasShared = before === undefined ? privacy === 'private' : before === 'shared';
  const delta = wasShared === (privacy === 'shared') ? 0 : privacy === 'shared' ? 1 : -1;
  return {
    ...list,
    sharedCount: Math.max(0, list.sharedCount + delta),
    categories: list.categories.map((category) => (category.id === id ? { ...category, privacy } : category)),
  };
}

interface Snapshot {
  pages: [QueryKey, UserCategoryList | undefined][];
}

export function useUpdatePrivacyMutation() {
  const client = useQueryClient();
  return useMutation<UpdatePrivacyResponse, Error, UpdatePrivacyInput, Snapshot>({
    mutationFn: updatePrivacy,
    onMutate: async ({ id, privacy }) => {
      const pages = client.getQueriesData<UserCategoryList>({ queryKey: userCategoryListsKey });
      if (privacy === 'shared') {
        // Any page holds the user's count; the one holding the category is the freshest view of it.
        const list = pages.map(([, data]) => data).find((data) => data?.categories.some((c) => c.id === id)) ?? pages[0]?.[1];
        if (list && !canShareCategory(list.sharedCount, list.sharedLimit)) throw new ShareLimitError(list.sharedLimit);
      }
      // An answer arriving now would overwrite the change with what the server had before it.
      await client.cancelQueries({ queryKey: userCategoryListsKey });
      for (const [key, data] of pages) {
        if (data) client.setQueryData<UserCategoryList>(key, withPrivacy(data, id, privacy));
      }
      return { pages };
    },
    // Said in words too (issue 30 §3.3): the switch alone left the start-up "Loaded N vocabulary
    // categories" as the only message on screen. The server's own texts, in the interface language.
    onSuccess: (answer) => {
      const texts = messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
      toast.success(answer.privacy === 'shared' ? texts.categoryShared : texts.categoryPrivate);
    },
    onError: (error, _input, snapshot) => {
      for (const [key, data] of snapshot?.pages ?? []) client.setQueryData(key, data);
      if (error instanceof ShareLimitError) {
        toast.error(error.message);
        return;
      }
      toast.error(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).updatePrivacyFailed(errorMessage(error)));
    },
    // Success or failure, the server's own view replaces the optimistic one (spec §4: reload on failure).
    onSettled: () => invalidateAfterWrite(client),
  });
}
