import { z } from 'zod';
import { MAX_RECORD_ID } from '../limits/my-vocabulary';
import { DEFAULT_TAG_IS_PUBLIC, MAX_TAG_NAMES_PER_REQUEST, TAG_MESSAGES, TAG_UPDATE_FIELDS } from '../limits/tags';
import { TAG_NAME_MAX_LENGTH } from '../limits/vocabulary';
import {
  normalizeTagColor,
  normalizeTagDescription,
  normalizeTagDisplayName,
  normalizeTagIcon,
  tagColorError,
  tagDescriptionError,
  tagDisplayNameError,
  tagIconError,
  tagNameError,
} from '../rules/tag-rules';
import { tagSchema } from './my-vocabulary';
import { categoriesWithTagsResponseSchema } from './vocabulary';

/**
 * Tag management API (vocabulary-management.md §3 "Tag", §7 "Tags"): POST /tags, PUT /tags/{id} and
 * DELETE /tags/{id} for admins, POST /tags/categories for anyone. GET /tags and the category-tag
 * links are in schemas/my-vocabulary.ts. The server validates with these schemas (the first
 * issue's message becomes the 400 `{error}`), so every check carries a human message.
 *
 * Fields: name a slug (lower-case letters, digits, single hyphens; 1–50), unique (409 tagExists);
 * displayName 1–50 characters after trimming; description at most 200; color #rgb or #rrggbb
 * (stored lower-case); icon an emoji of at most 8 code points; isPublic a boolean (default true).
 * Description, color and icon may be null or blank for "none". Unknown fields are ignored.
 */

/** A string field checked by a rule of rules/tag-rules.ts, stored normalised. */
const ruled = <T>(typeMessage: string, normalize: (value: string) => T, error: (value: string) => string | null) =>
  z.string({ error: typeMessage }).transform((value, ctx) => {
    const problem = error(value);
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return normalize(value);
  });

const nameSchema = ruled(
  TAG_MESSAGES.nameRequired,
  (value) => value.trim(),
  (value) => tagNameError(value.trim()),
);
const displayNameSchema = ruled(TAG_MESSAGES.displayNameRequired, normalizeTagDisplayName, tagDisplayNameError);
/** Absent stays undefined (PUT: unchanged); null or blank is null (none). */
const optionalText = (
  typeMessage: string,
  normalize: (value: string | null) => string | null,
  error: (value: string | null) => string | null,
) => ruled(typeMessage, normalize, error).nullish();
const descriptionSchema = optionalText(TAG_MESSAGES.descriptionInvalid, normalizeTagDescription, tagDescriptionError);
const colorSchema = optionalText(TAG_MESSAGES.colorInvalid, normalizeTagColor, tagColorError);
const iconSchema = optionalText(TAG_MESSAGES.iconInvalid, normalizeTagIcon, tagIconError);
const isPublicSchema = z.boolean({ error: TAG_MESSAGES.isPublicInvalid });

const bodyObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: TAG_MESSAGES.nameRequired });

// ---- Path parameters -------------------------------------------------------------------------

/** /tags/{id}: decimal digits of a positive id that fits the id columns. */
export const tagParamsSchema = z.object({
  id: z
    .string({ error: TAG_MESSAGES.idInvalid })
    .regex(/^[1-9][0-9]{0,9}$/, TAG_MESSAGES.idInvalid)
    .transform(Number)
    .refine((id) => id <= MAX_RECORD_ID, TAG_MESSAGES.idInvalid),
});
export type TagParams = z.output<typeof tagParamsSchema>;

// ---- Requests --------------------------------------------------------------------------------

/** POST /tags (201). Description, color and icon default to null, isPublic to true. */
export const createTagRequestSchema = bodyObject({
  name: nameSchema,
  displayName: displayNameSchema,
  description: descriptionSchema.transform((value) => value ?? null),
  color: colorSchema.transform((value) => value ?? null),
  icon: iconSchema.transform((value) => value ?? null),
  isPublic: isPublicSchema.optional().transform((value) => value ?? DEFAULT_TAG_IS_PUBLIC),
});
export type CreateTagRequestInput = z.input<typeof createTagRequestSchema>;
export type CreateTagRequest = z.output<typeof createTagRequestSchema>;

/**
 * PUT /tags/{id}: the fields to change, at least one. An absent field is left as it is; null (or
 * blank) clears description, color or icon. A system tag keeps its name (409 systemTagRename when
 * another one is sent): the seed finds the pre-built tags by name.
 */
export const updateTagRequestSchema = z
  .object(
    {
      name: nameSchema.optional(),
      displayName: displayNameSchema.optional(),
      description: descriptionSchema,
      color: colorSchema,
      icon: iconSchema,
      isPublic: isPublicSchema.optional(),
    },
    { error: TAG_MESSAGES.nothingToChange },
  )
  .refine((body) => TAG_UPDATE_FIELDS.some((field) => body[field] !== undefined), TAG_MESSAGES.nothingToChange);
export type UpdateTagRequestInput = z.input<typeof updateTagRequestSchema>;
export type UpdateTagRequest = z.output<typeof updateTagRequestSchema>;

/**
 * POST /tags/categories: 1–10 tag names (trimmed; names differing only in case are one tag, as in
 * the list's tags filter). Answers every category the caller can see that carries all of them;
 * a name no tag has matches nothing (an empty list, not an error).
 */
export const categoriesByTagsRequestSchema = z.object({
  tagNames: z
    .array(z.string({ error: TAG_MESSAGES.tagNameEntryInvalid }), { error: TAG_MESSAGES.tagNamesInvalid })
    .min(1, TAG_MESSAGES.tagNamesInvalid)
    .max(MAX_TAG_NAMES_PER_REQUEST, TAG_MESSAGES.tagNamesInvalid)
    .transform((names, ctx): string[] => {
      const seen = new Set<string>();
      const unique: string[] = [];
      for (const raw of names) {
        const name = raw.trim();
        if (name === '' || name.length > TAG_NAME_MAX_LENGTH) {
          ctx.addIssue({ code: 'custom', message: TAG_MESSAGES.tagNameEntryInvalid });
          return z.NEVER;
        }
        if (seen.has(name.toLowerCase())) continue;
        seen.add(name.toLowerCase());
        unique.push(name);
      }
      return unique;
    }),
});
export type CategoriesByTagsRequestInput = z.input<typeof categoriesByTagsRequestSchema>;
export type CategoriesByTagsRequest = z.output<typeof categoriesByTagsRequestSchema>;

// ---- Answers ---------------------------------------------------------------------------------

/** A tag as the tag editor manages it: the listed fields plus is_public (GET /tags carries it too). */
export const managedTagSchema = tagSchema.extend({ is_public: z.boolean() });
export type ManagedTag = z.infer<typeof managedTagSchema>;

/** POST /tags (201) and PUT /tags/{id}: the tag as stored, usage_count = categories carrying it. */
export const tagResponseSchema = z.object({ success: z.literal(true), tag: managedTagSchema });
export type TagResponse = z.infer<typeof tagResponseSchema>;

/** DELETE /tags/{id}: the tag and its links to categories are gone. */
export const deleteTagResponseSchema = z.object({ success: z.literal(true) });
export type DeleteTagResponse = z.infer<typeof deleteTagResponseSchema>;

/** POST /tags/categories: the same category objects as GET /vocabulary/categories, by display name. */
export const categoriesByTagsResponseSchema = categoriesWithTagsResponseSchema;
export type CategoriesByTagsResponse = z.infer<typeof categoriesByTagsResponseSchema>;
