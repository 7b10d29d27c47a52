/** Flashcards (game2): product-games-auth.md §3 "Flashcard", §4 "Flashcards". */
export { FlashcardsGame, type FlashcardsGameProps } from './flashcards-game';
export { FALLBACK_WORDS, withFallbackWords } from './fallback-words';
