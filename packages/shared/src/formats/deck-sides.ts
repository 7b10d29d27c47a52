/**
 * Which field of an Anki deck is Russian. Slovo reads a note's first field as English and its
 * second as Russian, but many shared decks put the Russian word on the front: there the first field
 * is the one written in Cyrillic. Decided deck by deck, by the majority of its notes, so a stray
 * Cyrillic word on an English side does not turn a deck, and a deck of Russian on both sides (a
 * monolingual deck) keeps the usual order.
 */

const CYRILLIC_LETTER = /[\u0400-\u04FF]/gu;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;

/**
 * Whether a field is written in Cyrillic: it has Cyrillic letters and more of them than Latin ones
 * ("молокó" with a Latin ó for the stress is Cyrillic; "the Kremlin (Кремль)" is not).
 */
export function isCyrillicText(text: string): boolean {
  const cyrillic = text.match(CYRILLIC_LETTER)?.length ?? 0;
  return cyrillic > 0 && cyrillic > (text.match(LATIN_LETTER)?.length ?? 0);
}

/**
 * The decks (by name; null = notes without a deck) whose Russian is in the first field: those in
 * which more notes have a Cyrillic first field than a Cyrillic second one. `fieldsOf` gives a
 * note's first two fields as plain text.
 */
export function decksWithRussianFirst<T>(
  notes: readonly T[],
  deckOf: (note: T) => string | null,
  fieldsOf: (note: T) => readonly [string, string],
): Set<string | null> {
  const balance = new Map<string | null, number>();
  for (const note of notes) {
    const [first, second] = fieldsOf(note);
    const vote = Number(isCyrillicText(first)) - Number(isCyrillicText(second));
    if (vote !== 0) balance.set(deckOf(note), (balance.get(deckOf(note)) ?? 0) + vote);
  }
  return new Set([...balance].filter(([, votes]) => votes > 0).map(([deck]) => deck));
}
