import {
  TAG_COLOR_PATTERN,
  TAG_DESCRIPTION_MAX_LENGTH,
  TAG_DISPLAY_NAME_MAX_LENGTH,
  TAG_DISPLAY_NAME_MIN_LENGTH,
  TAG_ICON_MAX_LENGTH,
  TAG_MESSAGES,
  TAG_SLUG_MAX_LENGTH,
  TAG_SLUG_PATTERN,
} from '../limits/tags';
import { hasInvisibleCharacters, wordMixingLatinAndCyrillic } from './name-characters';

/**
 * Rules of a tag's fields (vocabulary-management.md §3 "Tag"): pure and zod-free, shared by the
 * server's schemas (schemas/tags.ts) and the web's tag forms. Each `…Error` answers null for a
 * valid value, else the message to show; each `normalize…` gives the value as stored.
 */

const CONTROL_CHARACTER = /\p{Cc}/u;

/** Null when `name` is a slug of 1–50 characters (it is not trimmed or lower-cased: a key is exact). */
export function tagNameError(name: string): string | null {
  return name.length <= TAG_SLUG_MAX_LENGTH && TAG_SLUG_PATTERN.test(name) ? null : TAG_MESSAGES.nameInvalid;
}

/**
 * A slug for a display name, for forms that offer one ("Phrasal Verbs!" → "phrasal-verbs"): Latin
 * letters and digits kept (accents dropped), every other run made one hyphen. '' when nothing is
 * left (a Cyrillic-only name), so the form asks for a name.
 */
export function tagNameFromDisplayName(displayName: string): string {
  return displayName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** A display name as stored: Unicode NFC, trimmed. */
export const normalizeTagDisplayName = (displayName: string): string => displayName.normalize('NFC').trim();

/**
 * Null when the display name has 1–50 characters after trimming, no control characters, and passes
 * the category names' rules on hidden characters and mixed alphabets (rules/name-characters).
 */
export function tagDisplayNameError(displayName: string): string | null {
  const normalized = normalizeTagDisplayName(displayName);
  if (normalized.length < TAG_DISPLAY_NAME_MIN_LENGTH) return TAG_MESSAGES.displayNameRequired;
  if (normalized.length > TAG_DISPLAY_NAME_MAX_LENGTH) return TAG_MESSAGES.displayNameTooLong;
  if (CONTROL_CHARACTER.test(normalized)) return TAG_MESSAGES.displayNameControlCharacters;
  if (hasInvisibleCharacters(normalized)) return TAG_MESSAGES.displayNameInvisibleCharacters;
  const mixed = wordMixingLatinAndCyrillic(normalized);
  return mixed === null ? null : TAG_MESSAGES.displayNameMixedAlphabets(mixed);
}

/** A description as stored: NFC and trimmed; blank means none (null). */
export function normalizeTagDescription(description: string | null): string | null {
  const normalized = description?.normalize('NFC').trim() ?? '';
  return normalized === '' ? null : normalized;
}

export function tagDescriptionError(description: string | null): string | null {
  const normalized = normalizeTagDescription(description);
  return normalized !== null && normalized.length > TAG_DESCRIPTION_MAX_LENGTH ? TAG_MESSAGES.descriptionTooLong : null;
}

/** A colour as stored: trimmed and lower-case; blank means none (null). */
export function normalizeTagColor(color: string | null): string | null {
  const normalized = color?.trim().toLowerCase() ?? '';
  return normalized === '' ? null : normalized;
}

export function tagColorError(color: string | null): string | null {
  const normalized = normalizeTagColor(color);
  return normalized === null || TAG_COLOR_PATTERN.test(normalized) ? null : TAG_MESSAGES.colorInvalid;
}

/** An icon as stored: NFC and trimmed; blank means none (null). */
export function normalizeTagIcon(icon: string | null): string | null {
  const normalized = icon?.normalize('NFC').trim() ?? '';
  return normalized === '' ? null : normalized;
}

/** At most 8 code points without whitespace or control characters (one emoji, flags and ZWJ sequences included). */
export function tagIconError(icon: string | null): string | null {
  const normalized = normalizeTagIcon(icon);
  if (normalized === null) return null;
  return [...normalized].length > TAG_ICON_MAX_LENGTH || /[\s\p{Cc}]/u.test(normalized) ? TAG_MESSAGES.iconInvalid : null;
}
