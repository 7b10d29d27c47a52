import type { Role } from '@slovo/shared';
import type { Privacy } from '../../db/schema';

/**
 * Who is asking: the signed-in user (only id and role matter here), or null for an anonymous
 * caller. `classCategories`, when loaded (withClassCategories), are the categories assigned to a
 * class the viewer teaches or belongs to (issue 35): a teacher's private category is its class's too.
 */
export type VocabularyViewer = { id: number; role: Role; classCategories?: ReadonlySet<number> } | null;

/** The fields of a category that decide who may see and change it (a word's record names its category_id). */
export interface CategoryAccessFields {
  user_id: number | null;
  privacy: Privacy;
  id?: number;
  category_id?: number;
}

const isAdmin = (viewer: VocabularyViewer): boolean => viewer?.role === 'admin';

/**
 * System categories (no owner) and shared user categories are visible to everyone; private ones
 * only to their owner and to admins. Everything that is not visible is answered like a missing category.
 */
export function canViewCategory(viewer: VocabularyViewer, category: CategoryAccessFields): boolean {
  return (
    category.user_id === null ||
    category.privacy === 'shared' ||
    isAdmin(viewer) ||
    (viewer !== null && category.user_id === viewer.id) ||
    (viewer?.classCategories?.has(category.category_id ?? category.id ?? 0) ?? false)
  );
}

/** Whether a viewer's class grants could change what they see: a signed-in learner without them loaded. */
export const mayHaveClassCategories = (viewer: VocabularyViewer): viewer is NonNullable<VocabularyViewer> =>
  viewer !== null && !isAdmin(viewer) && viewer.classCategories === undefined;

/** Admins may change every category, owners their own; nobody else (system categories are admin-only). */
export function canChangeCategory(viewer: VocabularyViewer, category: CategoryAccessFields): boolean {
  return isAdmin(viewer) || (viewer !== null && category.user_id !== null && category.user_id === viewer.id);
}

/**
 * The cache key part for answers that depend on who asks. Anonymous callers share one view and
 * all admins share one (they see and may change everything alike); every other signed-in user
 * gets their own, because the answer holds their private categories and their can_edit flags.
 * The role is part of the key, so a promotion or demotion takes effect on the next request.
 */
export function viewerCacheKey(viewer: VocabularyViewer): string {
  if (viewer === null) return 'anonymous';
  if (isAdmin(viewer)) return 'admin';
  return `user:${viewer.id}`;
}
