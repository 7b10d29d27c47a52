import { CYRILLIC_LETTER_PATTERN, LATIN_LETTER_PATTERN } from '../limits/auth';

/**
 * Characters a name may not hide behind, for every name other people read: usernames, category
 * and tag display names. A name that looks like another ("Аnimals" with a Cyrillic "А", "Animals"
 * with a zero-width space) could pass for it — for a system category in every learner's picker.
 */

/** Whether `text` holds both Latin and Cyrillic letters: the username rule ("Ivаn" looks like "Ivan"). */
export function mixesLatinAndCyrillic(text: string): boolean {
  return LATIN_LETTER_PATTERN.test(text) && CYRILLIC_LETTER_PATTERN.test(text);
}

/** A word: a run of letters with their combining marks (so "Travel-Путешествия" is two words). */
const WORD = /[\p{L}\p{M}]+/gu;

/**
 * The first word of `text` that mixes Latin and Cyrillic letters, else null. Only within a word:
 * a confusable needs its lookalike letters inside the word it imitates, while "Travel Путешествия"
 * (a word of each alphabet) is an honest bilingual name.
 */
export function wordMixingLatinAndCyrillic(text: string): string | null {
  for (const [word] of text.matchAll(WORD)) if (mixesLatinAndCyrillic(word)) return word;
  return null;
}

/**
 * Emoji whose invisible parts belong to one visible picture: a subdivision flag (🏴 and tag
 * characters), a keycap (1️⃣), and a pictograph with its presentation selector or skin tone, joined
 * to more by zero-width joiners (✈️, 👩‍🏫). Taken out before the check below, so "✈️ Travel" passes
 * while a selector or joiner anywhere else is refused.
 */
const EMOJI_SEQUENCE =
  /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}[\uFE0E\uFE0F\p{Emoji_Modifier}]?(?:\u200D\p{Extended_Pictographic}[\uFE0E\uFE0F\p{Emoji_Modifier}]?)*/gu;

/**
 * Unicode's Default_Ignorable_Code_Point set: characters shown as nothing, among them zero-width
 * spaces and joiners (U+200B–U+200D), direction marks and overrides (U+200E–U+200F, U+202A–U+202E,
 * U+2066–U+2069), the soft hyphen (U+00AD), word joiner, BOM, Hangul fillers and tag characters.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** Whether `text` holds an invisible or text-direction character outside an emoji. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text.replace(EMOJI_SEQUENCE, ''));
}
