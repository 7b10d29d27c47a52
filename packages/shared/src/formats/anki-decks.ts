import { APKG_IMPORT_FALLBACK_DECK } from '../limits/import-export';
import { CATEGORY_DISPLAY_NAME_MAX_LENGTH } from '../limits/my-vocabulary';
import { categoryDisplayKey, categoryNameError, normalizeCategoryName } from '../rules/category-rules';
import { DEFAULT_PART_OF_SPEECH } from '../constants';
import type { PartOfSpeech } from '../constants';

/**
 * Anki's decks as Slovo categories: the notes of both Anki imports (.apkg and "Notes in Plain
 * Text") grouped by the category their deck becomes. Pure, so the server runs it off the request
 * thread with the readers.
 */

/** One note as the readers give it: the first two fields, its deck ("Parent::Child") and tags. */
export interface AnkiDeckNote {
  english: string;
  russian: string;
  /** The Russian side's stress marks, when the reader took them out of `russian` (anki-text.ts). */
  stressed?: string;
  deck: string | null;
  tags: readonly string[];
  /** As the readers found it (a field, a column or a tag); null = the default. */
  part_of_speech: PartOfSpeech | null;
  /** The note's picture and sound once the server checked and stored them: their hashes (issue 34). */
  media?: AnkiNoteMedia;
}

export interface AnkiNoteMedia {
  image?: string;
  sound?: string;
}

export interface AnkiDeckPair {
  english: string;
  russian: string;
  stressed?: string;
  part_of_speech: PartOfSpeech;
  media?: AnkiNoteMedia;
}

/** The notes of the decks that share one category name. */
export interface AnkiDeckGroup {
  displayName: string;
  pairs: AnkiDeckPair[];
  /** Anki tag (lower-case) → as written in the source. */
  tags: Map<string, string>;
}

/** `text` cut (by whole characters) until it is a valid display name; null when nothing valid is left. */
function validPrefix(text: string): string | null {
  const characters = Array.from(normalizeCategoryName(text.replace(/\p{Cc}+/gu, ' ')));
  while (characters.length > 0 && normalizeCategoryName(characters.join('')).length > CATEGORY_DISPLAY_NAME_MAX_LENGTH) {
    characters.pop();
  }
  const name = normalizeCategoryName(characters.join(''));
  return categoryNameError(name) === null ? name : null;
}

/**
 * A deck's category name: the full deck name ("Languages::Russian") when it is a valid category
 * name, else its last part ("Russian"), cut to the length limit if need be.
 */
export function deckDisplayName(deck: string | null): string {
  if (deck === null) return APKG_IMPORT_FALLBACK_DECK;
  if (categoryNameError(deck) === null) return normalizeCategoryName(deck);
  const last = deck.split('::').pop() ?? '';
  return validPrefix(last) ?? validPrefix(deck) ?? APKG_IMPORT_FALLBACK_DECK;
}

/** The notes grouped by the category their deck becomes (decks differing only in case or spacing share one). */
export function groupNotesByDeck(notes: readonly AnkiDeckNote[]): AnkiDeckGroup[] {
  const groups = new Map<string, AnkiDeckGroup>();
  for (const note of notes) {
    const displayName = deckDisplayName(note.deck);
    const key = categoryDisplayKey(displayName);
    let group = groups.get(key);
    if (!group) {
      group = { displayName, pairs: [], tags: new Map() };
      groups.set(key, group);
    }
    group.pairs.push({
      english: note.english,
      russian: note.russian,
      ...(note.stressed === undefined ? {} : { stressed: note.stressed }),
      part_of_speech: note.part_of_speech ?? DEFAULT_PART_OF_SPEECH,
      ...(note.media === undefined ? {} : { media: note.media }),
    });
    for (const tag of note.tags) if (!group.tags.has(tag.toLowerCase())) group.tags.set(tag.toLowerCase(), tag);
  }
  return [...groups.values()];
}
