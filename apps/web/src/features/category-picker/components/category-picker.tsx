import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CategorySelection } from '@slovo/shared';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  ContinueLearningCard,
  SESSION_MESSAGES,
  useActiveLearningSession,
  type GameWordRules,
  type LearningSessionApi,
} from '@/features/learning-session';
import { isReviewList } from '../review-lists/review-lists';
import { categoryOptionLabel, type CategoryOptionsState, type PickerCategoryOption } from '../category-options';
import { useMessages } from '@/i18n';
import { PICKER_MESSAGES } from '../picker.i18n';
import { useCategoryChooser } from '../use-category-chooser';
import { WordCountSelector } from './word-count-selector';
import '@/components/ui/form-field.css';
import '../category-picker.css';

export interface CategoryPickerProps extends GameWordRules {
  /** The game's name, e.g. "Quiz Game". */
  title: string;
  subtitle?: string;
  /** Shown under the title on every picker screen (e.g. that the game itself is not built yet). */
  notice?: ReactNode;
  categories: CategoryOptionsState;
  /**
   * Word lists offered first, apart from the categories ("Due for review (N)", "My mistakes (N)"),
   * chosen and played like a category but without a learning session. `loadWords` loads them too.
   */
  reviewLists?: PickerCategoryOption[];
  /** The raw word payload of a category; throws when it cannot be loaded. */
  loadWords: (categoryName: string) => Promise<unknown>;
  /** The learning-session calls; null for anonymous players, who have no sessions. */
  sessions: LearningSessionApi | null;
  /** Show the XS…ALL selector (default: unless the game has a fixed word count). */
  wordCountSelection?: boolean;
  onStart: (selection: CategorySelection) => void;
  /**
   * A category (its name) chosen on arrival, e.g. from a "Play" link: the chooser opens at once with
   * it chosen (the player asked for this category, so no Continue Learning card comes first).
   */
  initialCategory?: string;
}

/**
 * The screen before every game (spec §2 "Category picker", §4): "Checking for active session...",
 * then the Continue Learning card or the category chooser.
 */
export function CategoryPicker({
  title,
  subtitle,
  notice,
  categories,
  reviewLists = NO_LISTS,
  loadWords,
  sessions,
  wordCountSelection,
  onStart,
  initialCategory,
  minWords,
  minWordsMessage,
  fixedWordCount,
  random,
}: CategoryPickerProps) {
  const t = useMessages(PICKER_MESSAGES);
  const session = useMessages(SESSION_MESSAGES);
  const titleId = useId();
  const check = useActiveLearningSession(sessions);
  // Dismissing (or finishing) the session switches to the chooser without asking the server again.
  const [sessionClosed, setSessionClosed] = useState(Boolean(initialCategory));
  // A review list chosen on the card: the chooser opens with it chosen, the session left as it is.
  const [cardList, setCardList] = useState<string | undefined>(undefined);
  const cardLists = useMemo(
    () => reviewLists.map((list) => ({ id: list.id, label: categoryOptionLabel(list, t) })),
    [reviewLists, t],
  );
  const wordRules: GameWordRules = { minWords, minWordsMessage, fixedWordCount, random };
  const showChooser = check.state === 'none' || sessionClosed;

  return (
    <section className="picker" aria-labelledby={titleId}>
      <div className="picker__header">
        <h2 id={titleId} className="picker__title">
          {title}
        </h2>
        {showChooser && <p className="picker__subtitle">{subtitle ?? t.defaultSubtitle}</p>}
        {notice && <div className="picker__notice">{notice}</div>}
      </div>

      {check.state === 'checking' && !sessionClosed && (
        <div className="picker__checking" role="status">
          <Spinner size="lg" />
          <span>{session.checking}</span>
        </div>
      )}

      {check.state === 'active' && !sessionClosed && sessions && (
        <ContinueLearningCard
          session={check.session}
          sessions={sessions}
          wordRules={wordRules}
          loadCategoryWords={loadWords}
          onStart={onStart}
          onChooseNew={() => setSessionClosed(true)}
          reviewLists={cardLists}
          onChooseList={(list) => {
            setCardList(list);
            setSessionClosed(true);
          }}
        />
      )}

      {showChooser && (
        <CategoryChooser
          categories={categories}
          reviewLists={reviewLists}
          loadWords={loadWords}
          sessions={sessions}
          wordRules={wordRules}
          wordCountSelection={wordCountSelection ?? fixedWordCount === undefined}
          onStart={onStart}
          initialCategory={cardList ?? initialCategory}
        />
      )}
    </section>
  );
}

const NO_LISTS: PickerCategoryOption[] = [];

interface CategoryChooserProps {
  categories: CategoryOptionsState;
  reviewLists: PickerCategoryOption[];
  loadWords: (categoryName: string) => Promise<unknown>;
  sessions: LearningSessionApi | null;
  wordRules: GameWordRules;
  wordCountSelection: boolean;
  onStart: (selection: CategorySelection) => void;
  initialCategory?: string;
}

function CategoryChooser({
  categories,
  reviewLists,
  loadWords,
  sessions,
  wordRules,
  wordCountSelection,
  onStart,
  initialCategory,
}: CategoryChooserProps) {
  const t = useMessages(PICKER_MESSAGES);
  const selectId = useId();
  const errorId = useId();
  const { options } = categories;
  // The chooser sees one list of choices; the review lists come first, as the dropdown shows them.
  const choices = useMemo(
    () => (options && reviewLists.length > 0 ? [...reviewLists, ...options] : options),
    [options, reviewLists],
  );
  const chooser = useCategoryChooser({
    options: choices,
    loadWords,
    sessions,
    wordRules,
    wordCountSelection,
    onStart,
    initialCategory,
  });
  const isList = Array.isArray(options);
  const hasOptions = isList && options.length > 0;
  const showReviewLists = isList && reviewLists.length > 0;
  const categoriesFailed = !isList && !categories.isLoading && Boolean(categories.error);
  const { words } = chooser;

  return (
    <div className="card picker__chooser">
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          {t.categoryLabel}
        </label>
        <select
          id={selectId}
          className="field__input picker__select"
          value={chooser.selected}
          disabled={!(hasOptions || showReviewLists) || chooser.busy}
          aria-invalid={chooser.validationError ? true : undefined}
          aria-describedby={chooser.validationError ? errorId : undefined}
          onChange={(event) => chooser.chooseCategory(event.target.value)}
        >
          {!isList && <option value="">{t.loadingCategories}</option>}
          {isList && !hasOptions && !showReviewLists && <option value="">{t.noCategories}</option>}
          {(hasOptions || showReviewLists) && <option value="">{t.choosePlaceholder}</option>}
          {showReviewLists ? (
            <>
              <optgroup label={t.reviewGroup}>
                <OptionList options={reviewLists} />
              </optgroup>
              {hasOptions && (
                <optgroup label={t.categoryGroup}>
                  <OptionList options={options} />
                </optgroup>
              )}
            </>
          ) : (
            hasOptions && <OptionList options={options} />
          )}
        </select>
      </div>

      {chooser.validationError && (
        <p id={errorId} className="picker__error" role="alert">
          {chooser.validationError}
        </p>
      )}
      {categoriesFailed && (
        <p className="picker__error" role="alert">
          {t.categoriesFailed}
        </p>
      )}

      {words.status === 'loading' && (
        <p className="picker__status" role="status">
          <Spinner size="sm" />
          {t.loadingWords}
        </p>
      )}

      {wordCountSelection && words.status === 'ready' && (
        <WordCountSelector
          available={words.words.length}
          highlighted={chooser.highlightedCount}
          disabled={chooser.busy}
          source={isReviewList(words.category) ? 'list' : 'category'}
          onChoose={chooser.chooseCount}
        />
      )}

      {chooser.startingWith !== null && (
        <p className="picker__status picker__status--starting" role="status">
          <Spinner size="sm" />
          {t.starting}
        </p>
      )}

      <div className="picker__footer">
        <Link to="/" className={buttonClass({ variant: 'ghost' })}>
          {t.backToGames}
        </Link>
      </div>
    </div>
  );
}

function OptionList({ options }: { options: PickerCategoryOption[] }) {
  const t = useMessages(PICKER_MESSAGES);
  return options.map((option) => (
    <option key={option.id} value={option.id}>
      {categoryOptionLabel(option, t)}
    </option>
  ));
}
