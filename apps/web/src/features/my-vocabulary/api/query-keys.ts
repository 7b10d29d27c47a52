/**
 * Every personal-vocabulary query lives under ['my-vocabulary', …] so one invalidation reaches the
 * category list (per filter set) and the word map after any write of the manager.
 */
export const myVocabularyKeys = {
  all: ['my-vocabulary'] as const,
  categories: (filters: object) => ['my-vocabulary', 'categories', filters] as const,
  vocabulary: () => ['my-vocabulary', 'vocabulary'] as const,
  /** One of the user's categories, found by its key (the address names it). */
  categoryByKey: (key: string) => ['my-vocabulary', 'category-by-key', key] as const,
};
