import { normalizeCategoryName, type CategorySummary } from '@slovo/shared';
import { getCategoryList } from '@/features/vocabulary';

/**
 * The category as the list shows it, found by its display name and id after a create or rename:
 * the server derives its key (`name`) and answers only with the id, and the words column reads
 * words by that key. Null when it is not found (the selection then waits for the list).
 */
export async function findAdminCategory(id: number, displayName: string): Promise<CategorySummary | null> {
  const page = await getCategoryList({ search: normalizeCategoryName(displayName), limit: '100' });
  return page.categories.find((category) => category.id === id) ?? null;
}

/** The category the address names by its key (the list's search matches keys too); null: none such. */
export async function findAdminCategoryByKey(key: string): Promise<CategorySummary | null> {
  const page = await getCategoryList({ search: key, limit: '100' });
  return page.categories.find((category) => category.name === key) ?? null;
}

/** Under the vocabulary queries, so every write's invalidation reaches it. */
export const adminCategoryByKeyQueryKey = (key: string) => ['vocabulary', 'categories', 'admin-by-key', key] as const;
