import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { learningSessionApi } from '@/features/learning-session';
import type { CardKind, GameWord } from '@slovo/shared';
import { isReviewList, useReviewLists, useReviewWordsLoader } from '../review-lists/review-lists';
import { useCategoryOptions, useCategoryWordsLoader, useVocabularyMode } from '@/features/vocabulary';
import { PICKER_CATEGORY_PARAM } from '../picker-link';
import { CategoryPicker, type CategoryPickerProps } from './category-picker';

const MEANING_EN_RU: CardKind = { skill: 'meaning', direction: 'en-ru' };

export type GameCategoryPickerProps = Omit<CategoryPickerProps, 'categories' | 'loadWords' | 'sessions' | 'initialCategory'> & {
  /** Replaces the vocabulary feature's word loader (Flashcards falls back to built-in words when it fails). */
  loadWords?: CategoryPickerProps['loadWords'];
  /** The kind of cards the review lists hold: the one the game or drill will record (meaning en-ru when absent). */
  reviewKind?: CardKind;
  /** Keeps only the words a drill can ask, of a category or a review list (all when absent). */
  wordFilter?: (word: Partial<GameWord>) => boolean;
  /** Whether signed-in players play a category in learning sessions (the games do; default true). */
  withSessions?: boolean;
};

/** A loaded payload ({words: […]}, a category's or a review list's) with only the words `keep` accepts. */
function keepWords(payload: unknown, keep: (word: Partial<GameWord>) => boolean): unknown {
  if (typeof payload !== 'object' || payload === null || !Array.isArray((payload as { words?: unknown }).words)) return payload;
  const { words } = payload as { words: unknown[] };
  return {
    ...payload,
    words: words.filter((word) => typeof word === 'object' && word !== null && keep(word as Partial<GameWord>)),
  };
}

/**
 * The picker wired to the app: categories and words from the vocabulary feature (sample data in
 * preview mode), and learning sessions for signed-in players on the real vocabulary. Sample
 * categories do not exist on the server, so preview mode has no sessions either.
 * `?category=<name>` in the address (picker-link.ts) opens it with that category chosen.
 * Signed-in players on the server's vocabulary also get their review lists (due words, mistakes)
 * above the categories; sample words have no schedule, so preview mode has none.
 */
export function GameCategoryPicker({
  loadWords,
  reviewKind = MEANING_EN_RU,
  wordFilter,
  withSessions = true,
  ...props
}: GameCategoryPickerProps) {
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
  const sessions = withSessions && userId !== null && mode !== 'preview' ? learningSessionApi : null;
  const reviewer = userId !== null && mode === 'full' ? userId : null;
  const reviewLists = useReviewLists(reviewer, reviewKind);
  const loadReviewWords = useReviewWordsLoader(reviewer, reviewKind);
  const loadCategory = loadWords ?? loadCategoryWords;
  const loadChoice = useCallback(
    async (name: string) => {
      const payload = await (isReviewList(name) ? loadReviewWords(name) : loadCategory(name));
      return wordFilter ? keepWords(payload, wordFilter) : payload;
    },
    [loadReviewWords, loadCategory, wordFilter],
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
