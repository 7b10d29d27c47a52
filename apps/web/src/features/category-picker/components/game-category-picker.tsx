import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { learningSessionApi } from '@/features/learning-session';
import { isReviewList, useReviewLists, useReviewWordsLoader, type GameDirection } from '@/features/reviews';
import { useCategoryOptions, useCategoryWordsLoader, useVocabularyMode } from '@/features/vocabulary';
import { PICKER_CATEGORY_PARAM } from '../picker-link';
import { CategoryPicker, type CategoryPickerProps } from './category-picker';

export type GameCategoryPickerProps = Omit<CategoryPickerProps, 'categories' | 'loadWords' | 'sessions' | 'initialCategory'> & {
  /** Replaces the vocabulary feature's word loader (Flashcards falls back to built-in words when it fails). */
  loadWords?: CategoryPickerProps['loadWords'];
  /** The direction of the meaning cards the review lists hold: the one the game will record (en-ru when absent). */
  reviewDirection?: GameDirection;
};

/**
 * The picker wired to the app: categories and words from the vocabulary feature (sample data in
 * preview mode), and learning sessions for signed-in players on the real vocabulary. Sample
 * categories do not exist on the server, so preview mode has no sessions either.
 * `?category=<name>` in the address (picker-link.ts) opens it with that category chosen.
 * Signed-in players on the server's vocabulary also get their review lists (due words, mistakes)
 * above the categories; sample words have no schedule, so preview mode has none.
 */
export function GameCategoryPicker({ loadWords, reviewDirection = 'en-ru', ...props }: GameCategoryPickerProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the choice belongs to this picker, not to the next round's (Play Again).
  const [initialCategory] = useState(() => searchParams.get(PICKER_CATEGORY_PARAM) || undefined);
  useEffect(() => {
    if (!searchParams.has(PICKER_CATEGORY_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(PICKER_CATEGORY_PARAM);
    setSearchParams(rest, { replace: true, preventScrollReset: true });
  }, [searchParams, setSearchParams]);
  const categories = useCategoryOptions();
  const loadCategoryWords = useCategoryWordsLoader();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const mode = useVocabularyMode();
  const sessions = userId !== null && mode !== 'preview' ? learningSessionApi : null;
  const reviewer = userId !== null && mode === 'full' ? userId : null;
  const reviewLists = useReviewLists(reviewer, reviewDirection);
  const loadReviewWords = useReviewWordsLoader(reviewer, reviewDirection);
  const loadCategory = loadWords ?? loadCategoryWords;
  const loadChoice = useCallback(
    (name: string) => (isReviewList(name) ? loadReviewWords(name) : loadCategory(name)),
    [loadReviewWords, loadCategory],
  );

  return (
    // A different player (or the switch to preview) starts the picker afresh.
    <CategoryPicker
      key={`${userId ?? 'anonymous'}:${sessions ? 'sessions' : 'none'}`}
      {...props}
      categories={categories}
      reviewLists={reviewLists}
      loadWords={loadChoice}
      sessions={sessions}
      initialCategory={initialCategory}
    />
  );
}
