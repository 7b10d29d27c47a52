import { z } from 'zod';
import { ADMIN_CATEGORY_TAGS, ADMIN_VOCABULARY_MESSAGES } from '../limits/admin-vocabulary';
import { categoryDisplayNameSchema, createUserCategoryResponseSchema, renameUserCategoryResponseSchema } from './my-vocabulary';

/**
 * API of the admin vocabulary editor (vocabulary-management.md §7 "Vocabulary (admin mode)" and
 * "Admin"); every route is admin only. The word routes (POST /vocabulary/words, PUT and DELETE
 * /vocabulary/words/{id}) take exactly the personal manager's bodies and answers
 * (addUserWordRequestSchema, editUserWordRequestSchema, userWordResponseSchema, messageResponseSchema
 * in schemas/my-vocabulary): the same sanitiser and validator, in any category.
 */

/**
 * POST /vocabulary/categories: a display name (1–50 characters after trimming, as every category),
 * tag 'pre-built' (a system category: no owner, shared with everyone; unique among system categories
 * ignoring case and spacing, 409 otherwise) or 'user' (the admin's own private category; unique
 * among the admin's own), and whether it is an approved list (default false). The category's key
 * (`name`) is derived from the display name as for every category.
 */
export const createAdminCategoryRequestSchema = z.object({
  categoryName: categoryDisplayNameSchema,
  tag: z.enum(ADMIN_CATEGORY_TAGS, { error: ADMIN_VOCABULARY_MESSAGES.tagInvalid }),
  isApprovedList: z.boolean({ error: ADMIN_VOCABULARY_MESSAGES.isApprovedListInvalid }).default(false),
});
export type CreateAdminCategoryRequestInput = z.input<typeof createAdminCategoryRequestSchema>;
export type CreateAdminCategoryRequest = z.output<typeof createAdminCategoryRequestSchema>;

/** POST /vocabulary/categories (201): { message, categoryId, name } (name: the new key). */
export const createAdminCategoryResponseSchema = createUserCategoryResponseSchema;
export type CreateAdminCategoryResponse = z.infer<typeof createAdminCategoryResponseSchema>;

/** DELETE /vocabulary/categories/{name}: the category's key, exactly (404 'Category not found' otherwise). */
export const adminCategoryNameParamsSchema = z.object({ name: z.string() });

/** A category named in a path: by its id or by its name (its key). */
export type AdminCategoryRef = { kind: 'id'; id: number } | { kind: 'name'; name: string };

/**
 * PUT /vocabulary-admin/categories/{nameOrId}: digits only = the category's id, anything else = its
 * name (its key). A category whose name is all digits is renamed by its id.
 */
export const adminCategoryRefParamsSchema = z.object({
  nameOrId: z
    .string()
    .transform((value): AdminCategoryRef =>
      /^\d+$/.test(value) ? { kind: 'id', id: Number(value) } : { kind: 'name', name: value },
    ),
});
export type AdminCategoryRefParams = z.output<typeof adminCategoryRefParamsSchema>;

/**
 * PUT /vocabulary-admin/categories/{nameOrId}: the new display name, with the rename rules of the
 * personal manager: empty → 'Category name cannot be empty'; 1–50 characters; equal to the current
 * display name or name → 'Please enter a different name' (checked by the server against the
 * category); a clash with another category of the same owner → 409.
 */
export const renameAdminCategoryRequestSchema = z.object({
  newName: z.string({ error: ADMIN_VOCABULARY_MESSAGES.newNameRequired }).pipe(categoryDisplayNameSchema),
});
export type RenameAdminCategoryRequest = z.output<typeof renameAdminCategoryRequestSchema>;

/** PUT /vocabulary-admin/categories/{nameOrId}: { message, name } (name: the key after the rename). */
export const renameAdminCategoryResponseSchema = renameUserCategoryResponseSchema;
export type RenameAdminCategoryResponse = z.infer<typeof renameAdminCategoryResponseSchema>;

/** PUT /vocabulary-admin/categories/{id}/approved. */
export const setCategoryApprovalRequestSchema = z.object({
  isApproved: z.boolean({ error: ADMIN_VOCABULARY_MESSAGES.isApprovedInvalid }),
});
export type SetCategoryApprovalRequest = z.output<typeof setCategoryApprovalRequestSchema>;
