import { MAX_TAG_FILTER } from '../constants';
import { TAG_NAME_MAX_LENGTH } from './vocabulary';

/**
 * Limits and texts of tag management (vocabulary-management.md §3 "Tag", §6, §7 "Tags"): creating,
 * changing and deleting tags (admins) and finding the categories that carry named tags (anyone),
 * apart from the zod schemas (schemas/tags.ts) so the web app can use them without bundling zod.
 * The spec shows no server texts for these calls: every message here is ours.
 */

/** A tag's name is its key (import files and filters name tags by it): a slug of 1–50 characters. */
export const TAG_SLUG_MIN_LENGTH = 1;
export const TAG_SLUG_MAX_LENGTH = 50;
/** Lower-case letters and digits in runs joined by single hyphens: 'phrasal-verbs', 'b2'. */
export const TAG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The name people see: 1–50 characters after trimming. */
export const TAG_DISPLAY_NAME_MIN_LENGTH = 1;
export const TAG_DISPLAY_NAME_MAX_LENGTH = 50;
export const TAG_DESCRIPTION_MAX_LENGTH = 200;
/** #rgb or #rrggbb; stored lower-case. */
export const TAG_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** An emoji, counted in code points so 'ZWJ' sequences such as 👩‍🏫 (3 code points) fit. */
export const TAG_ICON_MAX_LENGTH = 8;
/** New tags are public unless the admin says otherwise. */
export const DEFAULT_TAG_IS_PUBLIC = true;
/** tagNames in one POST /tags/categories: as many as the tag filter allows. */
export const MAX_TAG_NAMES_PER_REQUEST = MAX_TAG_FILTER;
/** The fields PUT /tags/{id} may change (at least one of them). */
export const TAG_UPDATE_FIELDS = ['name', 'displayName', 'description', 'color', 'icon', 'isPublic'] as const;
export type TagUpdateField = (typeof TAG_UPDATE_FIELDS)[number];

export const TAG_MESSAGES = {
  // Request validation (400)
  nameRequired: 'Tag name is required',
  nameInvalid: `Tag name must be ${TAG_SLUG_MIN_LENGTH}–${TAG_SLUG_MAX_LENGTH} lower-case letters, digits and single hyphens, like "phrasal-verbs"`,
  displayNameRequired: 'Display name is required',
  displayNameTooLong: `Display name must be at most ${TAG_DISPLAY_NAME_MAX_LENGTH} characters`,
  displayNameControlCharacters: 'Display name cannot contain line breaks or control characters',
  displayNameInvisibleCharacters: 'Display name cannot contain invisible or text-direction characters',
  displayNameMixedAlphabets: (word: string) => `Display name may not mix Latin and Cyrillic letters in one word: "${word}"`,
  descriptionInvalid: 'Description must be text or null',
  descriptionTooLong: `Description must be at most ${TAG_DESCRIPTION_MAX_LENGTH} characters`,
  colorInvalid: 'Color must be a hex color like #3b82f6 or #38f, or null',
  iconInvalid: `Icon must be an emoji of at most ${TAG_ICON_MAX_LENGTH} characters, or null`,
  isPublicInvalid: 'isPublic must be true or false',
  nothingToChange: `Nothing to change: send at least one of ${TAG_UPDATE_FIELDS.join(', ')}`,
  tagNamesInvalid: `tagNames must be a list of 1 to ${MAX_TAG_NAMES_PER_REQUEST} tag names`,
  tagNameEntryInvalid: `Each tag name in tagNames must be 1–${TAG_NAME_MAX_LENGTH} characters of text`,
  idInvalid: 'id must be a positive whole number',

  // Refusals
  tagNotFound: 'Tag not found',
  /** 409: names are unique (the key of filters and import files). */
  tagExists: (name: string) => `Tag "${name}" already exists`,
  /** 409: the pre-built tags come with the seed, which finds them by name on every start. */
  systemTagDelete: 'System tags cannot be deleted',
  systemTagRename: 'The name of a system tag cannot be changed',

  // Successes (not in the spec; the answers carry success: true)
  tagCreated: 'Tag created successfully',
  tagUpdated: 'Tag updated successfully',
  tagDeleted: 'Tag deleted successfully',
} as const;
