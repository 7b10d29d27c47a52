import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CelebrateIcon, ReviewIcon } from '@/components/icons';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState, EmptyStateText } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/i18n';
import { friendlyErrorMessage } from '@/lib/friendly-errors';
import { relativeTime } from './relative-time';
import type { ReviewText } from './review.i18n';

export function ReviewLoading({ t }: { t: ReviewText }) {
  return (
    <div className="review__state card" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" />
      <span>{t.loading}</span>
    </div>
  );
}

export function ReviewFailed({
  t,
  error,
  retry,
  retrying,
}: {
  t: ReviewText;
  error: unknown;
  retry: () => void;
  retrying: boolean;
}) {
  return (
    <EmptyState
      className="review__state card"
      role="alert"
      title={t.loadFailed}
      actions={
        <Button variant="primary" onClick={retry} disabled={retrying} aria-busy={retrying || undefined}>
          {retrying && <Spinner size="sm" />}
          {t.retry}
        </Button>
      }
    >
      <EmptyStateText>{friendlyErrorMessage(error)}</EmptyStateText>
    </EmptyState>
  );
}

/**
 * The end of the queue: "Nothing is due — next review in 3 hours", with the way back Home and to
 * the statistics; a learner with no cards at all is asked to play first. After a session the
 * title takes focus, so a screen reader says it is over.
 */
export function ReviewDone({ t, nextDueAt, graded }: { t: ReviewText; nextDueAt: string | null; graded: number }) {
  const locale = useLocale();
  const titleRef = useRef<HTMLSpanElement>(null);
  // The time it was said from: fixed while the panel shows.
  const [now] = useState(() => new Date());
  useEffect(() => {
    if (graded > 0) titleRef.current?.focus();
  }, [graded]);

  if (nextDueAt === null && graded === 0) {
    return (
      <EmptyState
        className="review__state card"
        icon={<ReviewIcon />}
        title={t.emptyTitle}
        actions={
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            {t.chooseGame}
          </Link>
        }
      >
        <EmptyStateText>{t.emptyBody}</EmptyStateText>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      className="review__state review__done card"
      icon={<CelebrateIcon />}
      title={
        <span ref={titleRef} tabIndex={-1} className="review__done-title">
          {t.doneTitle}
        </span>
      }
      actions={
        <>
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            {t.backToHome}
          </Link>
          <Link to="/stats" className={buttonClass()}>
            {t.stats}
          </Link>
        </>
      }
    >
      {nextDueAt !== null && <p className="review__next">{t.nextReview(relativeTime(nextDueAt, now, locale))}</p>}
      {graded > 0 && <EmptyStateText>{t.reviewed(graded)}</EmptyStateText>}
    </EmptyState>
  );
}
