/**
 * Limits and texts of the admin vocabulary editor's API (/api/vocabulary/categories,
 * /api/vocabulary/words, /api/vocabulary-admin/…; vocabulary-management.md §3, §5, §7 "Vocabulary
 * (admin mode)" and "Admin", §8), apart from the zod schemas (schemas/admin-vocabulary.ts) so the
 * web app can use them without bundling zod. Texts quoted by the spec are kept word for word; the
 * others are marked "not in the spec".
 */

/** The Create New Category form's tag: 'pre-built' = a system category (no owner), 'user' = the admin's own. */
export const ADMIN_CATEGORY_TAGS = ['pre-built', 'user'] as const;
export type AdminCategoryTag = (typeof ADMIN_CATEGORY_TAGS)[number];

export const ADMIN_VOCABULARY_MESSAGES = {
  // Successes (spec §8). The spec writes 'Category approved/unapproved successfully': one text per
  // direction, the word that fits the new state.
  categoryApproved: 'Category approved successfully',
  categoryUnapproved: 'Category unapproved successfully',
  cacheCleared: 'Cache cleared successfully!',

  // Failures and login notices (spec §5, §8)
  clearCacheFailed: 'Failed to clear cache',
  updateStatusFailed: 'Failed to update category status',
  updateApprovedStatusFailed: 'Failed to update category approved status',
  loginToClearCache: 'Please log in to clear cache',
  loginToUpdateStatus: 'Please log in to update category status',

  // Server-side texts (not in the spec)
  tagInvalid: "tag must be 'pre-built' or 'user'",
  isApprovedListInvalid: 'isApprovedList must be true or false',
  isApprovedInvalid: 'isApproved must be true or false',
  newNameRequired: 'Category name cannot be empty',
  /** A second system category with the same display name (ignoring case and spacing). */
  duplicateSystemCategoryName: (name: string) => `A pre-built category named "${name}" already exists`,
} as const;
