import type { GameWord } from '@slovo/shared';

const FALLBACK_ID_PREFIX = 'fallback-';

/**
 * Spec §4 Flashcards: "If loading from the database fails, 6 built-in fallback words are used."
 * Everyday words, two of them phrases with a space, so a failed load still gives a useful deck.
 */
export const FALLBACK_WORDS: readonly GameWord[] = [
  { english: 'hello', russian: 'привет', part_of_speech: 'interjection' },
  { english: 'thank you', russian: 'спасибо', part_of_speech: 'interjection' },
  { english: 'water', russian: 'вода', part_of_speech: 'noun' },
  { english: 'house', russian: 'дом', part_of_speech: 'noun' },
  { english: 'friend', russian: 'друг', part_of_speech: 'noun' },
  { english: 'good morning', russian: 'доброе утро', part_of_speech: 'interjection' },
].map((word, position) => ({ id: `${FALLBACK_ID_PREFIX}${position + 1}`, category: '', ...word }));

/** True when the deck is the built-in one, so the game can say why these words appear. */
export function isFallbackDeck(words: readonly GameWord[]): boolean {
  return words.length > 0 && words.every((word) => String(word.id).startsWith(FALLBACK_ID_PREFIX));
}

/**
 * Wraps a category word loader: a failed load (network, server, missing category) yields the
 * built-in words instead of an error. A loaded but empty or invalid list is not a failure and
 * still gets the picker's own message.
 */
export function withFallbackWords(load: (categoryName: string) => Promise<unknown>) {
  return async (categoryName: string): Promise<unknown> => {
    try {
      return await load(categoryName);
    } catch (error) {
      console.warn(`Loading the words of ${categoryName} failed; using the built-in flashcards`, error);
      return FALLBACK_WORDS.map((word) => ({ ...word, category: categoryName }));
    }
  };
}
