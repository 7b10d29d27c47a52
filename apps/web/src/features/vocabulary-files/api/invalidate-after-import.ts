import type { QueryClient } from '@tanstack/react-query';

/**
 * What a learner's import makes stale, refreshed once it went in. By default every vocabulary answer
 * (invalidateVocabularyQueries); My Vocabulary passes its own write's refresh, which adds its lists
 * (their query keys are its own: this feature cannot import it).
 */
export type InvalidateAfterImport = (client: QueryClient) => Promise<void>;
