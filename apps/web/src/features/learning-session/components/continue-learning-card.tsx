import { useId } from 'react';
import { ALL_WORDS, isSessionCompleted, nextBatchOffer, type ActiveLearningSession, type CategorySelection } from '@slovo/shared';
import { LearningIcon, SuccessIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import type { LearningSessionApi } from '../api/learning-session-api';
import { useMessages } from '@/i18n';
import { SESSION_MESSAGES } from '../session.i18n';
import type { GameWordRules } from '../session-start';
import { useSessionActions } from './use-session-actions';
import './continue-learning-card.css';

/** A word list the player can review instead ("Due for review (12)"), as the picker offers it. */
export interface ReviewListChoice {
  /** The name the picker chooses it by. */
  id: string;
  /** The button's text, with the list's word count. */
  label: string;
}

interface ContinueLearningCardProps {
  session: ActiveLearningSession;
  sessions: LearningSessionApi;
  /** The game's word rules, applied to the batch before it is played. */
  wordRules?: GameWordRules;
  /** The raw words of a category (its name): fills up a batch shorter than the game needs. */
  loadCategoryWords?: (categoryName: string) => Promise<unknown>;
  /** Start the game with these words. */
  onStart: (selection: CategorySelection) => void;
  /**
   * Show the category chooser: the session is gone (dismissed or finished), or the player asked for
   * another category (the session stays until a different category is started, spec §4).
   */
  onChooseNew: () => void;
  /** The player's review lists that hold words; none (the default) shows no review buttons. */
  reviewLists?: ReviewListChoice[];
  /**
   * Show the category chooser with this review list chosen. The session stays: a list is played
   * without one, like "Choose another category" until a different category is started.
   */
  onChooseList?: (id: string) => void;
}

const NO_LISTS: ReviewListChoice[] = [];

/**
 * Spec §4 "Active-session card": resume, move on, or drop the player's learning session — or leave
 * it be and choose another category. The batch rule (a batch holds what its button says; the
 * last one says how many it holds) is the shared session-batches rule.
 */
export function ContinueLearningCard({
  session,
  sessions,
  wordRules = {},
  loadCategoryWords,
  onStart,
  onChooseNew,
  reviewLists = NO_LISTS,
  onChooseList,
}: ContinueLearningCardProps) {
  const t = useMessages(SESSION_MESSAGES);
  const titleId = useId();
  const reviewId = useId();
  const { running, busy, practice, nextBatch, dismiss } = useSessionActions({
    session,
    sessions,
    wordRules,
    loadCategoryWords,
    onStart,
    onChooseNew,
  });
  const studiedPercent = session.totalWords > 0 ? (session.wordsStudied / session.totalWords) * 100 : 0;
  const offer = nextBatchOffer(session);
  const completed = isSessionCompleted(session);
  const perGameText = session.wordsPerGame === ALL_WORDS ? t.card.allWords : t.card.perGame(session.wordsPerGame);

  return (
    <section className="card session-card" aria-labelledby={titleId} aria-busy={busy}>
      <div className="session-card__header">
        <span className="session-card__icon" aria-hidden="true">
          <LearningIcon size={26} />
        </span>
        <div>
          <h3 id={titleId} className="session-card__title">
            {t.card.title}
          </h3>
          <p className="session-card__subtitle">{completed ? t.card.subtitleCompleted : t.card.subtitleActive}</p>
        </div>
      </div>

      <dl className="session-card__facts">
        <div className="session-card__fact">
          <dt>{t.card.category}</dt>
          <dd>{session.categoryDisplayName}</dd>
        </div>
        <div className="session-card__fact">
          <dt>{t.card.wordsPerGame}</dt>
          <dd>{perGameText}</dd>
        </div>
        <div className="session-card__fact">
          <dt>{t.card.remaining}</dt>
          <dd>{session.wordsRemaining}</dd>
        </div>
      </dl>

      <div className="session-card__progress">
        <p className="session-card__studied">
          <span>
            {t.card.studiedBefore}
            <strong>{session.wordsStudied}</strong>
            {t.card.studiedAfter(session.totalWords)}
          </span>
          {completed && (
            <span className="session-card__completed">
              <SuccessIcon size={16} aria-hidden="true" />
              {t.card.categoryDone}
            </span>
          )}
        </p>
        <ProgressBar value={studiedPercent} label={t.card.progressLabel} tone="success" />
      </div>

      {session.wordsRemaining === 0 && <p className="session-card__note">{t.lastBatch}</p>}

      <div className="session-card__actions">
        <Button variant="primary" onClick={practice} disabled={busy}>
          {running === 'practice' && <Spinner size="sm" />}
          {t.card.practice}
        </Button>
        {offer && (
          <Button onClick={nextBatch} disabled={busy}>
            {running === 'next' && <Spinner size="sm" />}
            {offer.kind === 'next' ? t.card.nextWords(offer.size) : t.card.lastWords(offer.size)}
          </Button>
        )}
        <Button variant="ghost" onClick={onChooseNew} disabled={busy}>
          {t.card.chooseAnother}
        </Button>
        <Button variant="ghost" onClick={dismiss} disabled={busy}>
          {running === 'dismiss' && <Spinner size="sm" />}
          {t.card.dismiss}
        </Button>
      </div>

      {onChooseList && reviewLists.length > 0 && (
        // Below the session's own actions and quieter than them: the card is about the session.
        <div className="session-card__review" role="group" aria-labelledby={reviewId}>
          <p id={reviewId} className="session-card__review-label">
            {t.card.orReview}
          </p>
          <div className="session-card__review-actions">
            {reviewLists.map((list) => (
              <Button key={list.id} size="sm" onClick={() => onChooseList(list.id)} disabled={busy}>
                {list.label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
