import type { TagOptionsState } from '@/components/vocabulary-workspace';
import { useTagsQuery } from '@/features/tags';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';

/** Every tag, for the filters' tag choice; a failure said only while none are loaded. */
export function useTagOptions(): TagOptionsState {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const tags = useTagsQuery();
  return {
    tags: tags.data,
    isLoading: tags.isPending,
    error: tags.isError && !tags.data ? MY_VOCABULARY_MESSAGES.loadTagsFailed : null,
  };
}
