import { useMessages } from '@/i18n';
import { ReviewCard } from './review-card';
import { ReviewDone, ReviewFailed, ReviewLoading } from './review-states';
import { REVIEW_TEXT } from './review.i18n';
import { useReviewSession } from './use-review-session';
import './review.css';

/**
 * /review (issue 33 §3; signed-in learners, the router asks anybody else to sign in): every card
 * due, of every skill, one by one — the question, "Show answer", then Again / Hard / Good / Easy
 * with the interval each gives, as in Anki — until nothing is due.
 */
export function ReviewPage() {
  const t = useMessages(REVIEW_TEXT);
  const session = useReviewSession();
  let content;
  switch (session.phase) {
    case 'loading':
      content = <ReviewLoading t={t} />;
      break;
    case 'failed':
      content = <ReviewFailed t={t} error={session.error} retry={session.retry} retrying={session.retrying} />;
      break;
    case 'done':
      content = <ReviewDone t={t} nextDueAt={session.nextDueAt} graded={session.graded} />;
      break;
    case 'card':
      content = (
        <ReviewCard
          card={session.card}
          left={session.left}
          answerShown={session.answerShown}
          t={t}
          onShowAnswer={session.showAnswer}
          onGrade={session.grade}
        />
      );
  }
  return <div className="page review">{content}</div>;
}
