import { useMemo } from 'react';
import { useCategoryWordsLoader } from '@/features/vocabulary';
import { AnswerLanguageChoice, GameScreen, readAnswerLanguage } from '../engine';
import { withFallbackWords } from './fallback-words';
import { FlashcardsGame } from './flashcards-game';

/** /game2 — Flashcards: category picker (with the "Front side" choice) → the cards → completed screen. */
export function FlashcardsPage() {
  const loadCategoryWords = useCategoryWordsLoader();
  // Spec §4 Flashcards: when a category's words cannot be loaded, the 6 built-in words are played.
  const loadWordsOrFallback = useMemo(() => withFallbackWords(loadCategoryWords), [loadCategoryWords]);
  return (
    <GameScreen
      gameId="game2"
      loadWords={loadWordsOrFallback}
      notice={<AnswerLanguageChoice gameId="game2" asks="front" />}
      renderGame={(context) => <FlashcardsGame {...context} answerLanguage={readAnswerLanguage('game2')} />}
    />
  );
}
