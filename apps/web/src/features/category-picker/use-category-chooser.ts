import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_WORD_COUNT,
  START_DELAY_MS,
  initialWordCount,
  prepareCategoryWords,
  type CategorySelection,
  type GameWord,
} from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import {
  SESSION_MESSAGES,
  useStartLearningSessionMutation,
  type GameWordRules,
  type LearningSessionApi,
} from '@/features/learning-session';
import { isReviewList } from './review-lists/review-lists';
import type { PickerCategoryOption } from './category-options';
import { localizeServerText, messagesNow, useMessagesReady } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { wordsLoadErrorMessage } from './picker.i18n';

export type ChooserWords =
  { status: 'idle' } | { status: 'loading'; category: string } | { status: 'ready'; category: string; words: GameWord[] };

export interface CategoryChooserOptions {
  /** Every choice: the review lists (when any) and the categories. */
  options: PickerCategoryOption[] | undefined;
  loadWords: (categoryName: string) => Promise<unknown>;
  /** null: no learning sessions (anonymous players). */
  sessions: LearningSessionApi | null;
  wordRules: GameWordRules;
  /** Show the count selector; otherwise the game starts with the fixed or default count. */
  wordCountSelection: boolean;
  onStart: (selection: CategorySelection) => void;
  /**
   * A category (its name) to choose as soon as the options are known and hold it, as if the
   * player had; an unknown name is ignored. Read once per mount.
   */
  initialCategory?: string;
}

export interface CategoryChooser {
  /** The chosen category's name, '' when none. */
  selected: string;
  words: ChooserWords;
  /** A §5 rule the chosen category broke; stays until the next choice. */
  validationError: string | null;
  /** The count highlighted in the selector (M by default). */
  highlightedCount: number;
  /** The count a start is pending or running for; null when not starting. */
  startingWith: number | null;
  /** The 800 ms are over and the session calls run: nothing may change now. */
  busy: boolean;
  chooseCategory: (name: string) => void;
  chooseCount: (count: number) => void;
}

/**
 * The chooser's state machine (spec §4 "Picker and learning session"): choosing a category loads
 * and checks its words; then either the count selector shows, or the game starts after 800 ms
 * with the default (or the game's fixed) count. Choosing a count starts after 800 ms too.
 * A newer choice always wins over a pending load or start.
 */
export function useCategoryChooser({
  options,
  loadWords,
  sessions,
  wordRules,
  wordCountSelection,
  onStart,
  initialCategory,
}: CategoryChooserOptions): CategoryChooser {
  // Its "no words" refusal is a shared text read when a choice fails (messagesNow).
  useMessagesReady(SHARED_TEXT.LEARNING_SESSION_MESSAGES);
  const [selected, setSelected] = useState('');
  const [words, setWords] = useState<ChooserWords>({ status: 'idle' });
  const [validationError, setValidationError] = useState<string | null>(null);
  const [highlightedCount, setHighlightedCount] = useState(DEFAULT_WORD_COUNT);
  const [startingWith, setStartingWith] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: startWithSession } = useStartLearningSessionMutation();

  // Each choice bumps the generation; answers and timers of an older one are ignored.
  const generation = useRef(0);
  const startTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Callers pass fresh objects and callbacks each render; the async steps read the latest ones.
  const latest = useRef({ options, loadWords, sessions, wordRules, wordCountSelection, onStart });
  useEffect(() => {
    latest.current = { options, loadWords, sessions, wordRules, wordCountSelection, onStart };
  });

  // Whether initialCategory has been dealt with (chosen or found missing).
  const preselected = useRef(false);

  useEffect(
    () => () => {
      generation.current += 1;
      clearTimeout(startTimer.current);
      // StrictMode's trial unmount drops the preselected choice's load above: choose it again on remount.
      preselected.current = false;
    },
    [],
  );

  const cancelPendingStart = () => {
    clearTimeout(startTimer.current);
    setStartingWith(null);
  };

  /** The category choice failed a rule or could not load: the selection resets (spec §4). */
  const rejectChoice = (message: string, { inline }: { inline: boolean }) => {
    setSelected('');
    setWords({ status: 'idle' });
    setValidationError(inline ? message : null);
    toast.error(message);
  };

  const begin = async (run: number, category: string, categoryWords: GameWord[], count: number) => {
    const { options: currentOptions, sessions: currentSessions, wordRules: rules, onStart: start } = latest.current;
    const prepared = prepareCategoryWords(categoryWords, {
      minWords: rules.minWords,
      minWordsMessage: rules.minWordsMessage,
      maxWords: rules.fixedWordCount ?? count,
      shuffle: true,
      random: rules.random,
    });
    if (!prepared.ok) {
      // The words were checked on load, so this only happens if the rules changed meanwhile.
      rejectChoice(localizeServerText(prepared.error), { inline: true });
      setStartingWith(null);
      return;
    }
    const display = currentOptions?.find((option) => option.id === category)?.name ?? category;
    let selection: CategorySelection = { category, categoryDisplayName: display, wordCount: count, words: prepared.words };
    setBusy(true);
    try {
      // A review list is the server's pick of words, not a category to work through: no session.
      if (currentSessions && !isReviewList(category))
        selection = await startWithSession({ sessions: currentSessions, selection, rules });
      if (run !== generation.current) return;
      start(selection);
    } catch (error) {
      console.error('Starting the game failed', error);
      if (run !== generation.current) return;
      toast.error(messagesNow(SESSION_MESSAGES).startFailed);
      setStartingWith(null);
    } finally {
      if (run === generation.current) setBusy(false);
    }
  };

  const scheduleStart = (run: number, category: string, categoryWords: GameWord[], count: number) => {
    clearTimeout(startTimer.current);
    setStartingWith(count);
    startTimer.current = setTimeout(() => {
      if (run === generation.current) void begin(run, category, categoryWords, count);
    }, START_DELAY_MS);
  };

  const chooseCategory = (name: string) => {
    if (busy) return;
    const run = ++generation.current;
    cancelPendingStart();
    setValidationError(null);
    setSelected(name);
    if (name === '') {
      setWords({ status: 'idle' });
      return;
    }

    const option = latest.current.options?.find((candidate) => candidate.id === name);
    if (option && option.wordCount === 0) {
      rejectChoice(messagesNow(SHARED_TEXT.LEARNING_SESSION_MESSAGES).noWords, { inline: true });
      return;
    }

    setWords({ status: 'loading', category: name });
    latest.current.loadWords(name).then(
      (payload) => {
        if (run !== generation.current) return;
        const rules = latest.current.wordRules;
        const checked = prepareCategoryWords(payload, {
          minWords: rules.minWords,
          minWordsMessage: rules.minWordsMessage,
        });
        if (!checked.ok) {
          rejectChoice(localizeServerText(checked.error), { inline: true });
          return;
        }
        setWords({ status: 'ready', category: name, words: checked.words });
        setHighlightedCount(initialWordCount(checked.words.length));
        if (!latest.current.wordCountSelection) {
          scheduleStart(run, name, checked.words, rules.fixedWordCount ?? DEFAULT_WORD_COUNT);
        }
      },
      (error: unknown) => {
        if (run !== generation.current) return;
        console.warn(`Loading the words of ${name} failed`, error);
        rejectChoice(localizeServerText(wordsLoadErrorMessage(error)), { inline: false });
      },
    );
  };

  useEffect(() => {
    if (preselected.current || !initialCategory || !Array.isArray(options)) return;
    preselected.current = true;
    if (options.some((option) => option.id === initialCategory)) chooseCategory(initialCategory);
    // chooseCategory reads the latest props through refs; only the arrival of the options matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, initialCategory]);

  const chooseCount = (count: number) => {
    if (busy || words.status !== 'ready') return;
    setHighlightedCount(count);
    scheduleStart(generation.current, words.category, words.words, count);
  };

  return { selected, words, validationError, highlightedCount, startingWith, busy, chooseCategory, chooseCount };
}
