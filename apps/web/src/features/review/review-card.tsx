import { useEffect, useId, useRef } from 'react';
import type { ReviewGrade } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { cardFace, cardKey, type QueueCard } from './card-face';
import { GradeButtons } from './grade-buttons';
import { useReviewKeys } from './use-review-keys';
import { ListenPrompt, useVoiceFor } from './listen-prompt';
import type { ReviewText } from './review.i18n';
import { ShownView } from './shown-view';

interface ReviewCardProps {
  card: QueueCard;
  left: number;
  answerShown: boolean;
  t: ReviewText;
  onShowAnswer: () => void;
  onGrade: (grade: ReviewGrade) => void;
}

/**
 * One card: what it practises and how many are left, the question, and below it the answer with
 * the four grades. The answer and the grades take their room from the start (hidden, not absent),
 * so showing them moves nothing. Focus follows the learner: to Good when the answer shows, back
 * to "Show answer" on the next card, each described by what it shows.
 */
export function ReviewCard({ card, left, answerShown, t, onShowAnswer, onGrade }: ReviewCardProps) {
  const ids = { skill: useId(), question: useId(), answer: useId() };
  const face = cardFace(card);
  const key = cardKey(card);
  // Without a voice a listening card's question is already the word's other side: not said twice.
  const silent = useVoiceFor(face.listen?.lang ?? 'en').silent && face.listen !== undefined;
  const showRef = useRef<HTMLButtonElement>(null);
  const goodRef = useRef<HTMLButtonElement>(null);
  // Moves focus only after the learner acted (a key or a click), not when the page opens.
  const acted = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  const showAnswer = () => {
    acted.current = true;
    onShowAnswer();
  };
  const grade = (grade: ReviewGrade) => {
    acted.current = true;
    onGrade(grade);
  };
  useReviewKeys(sectionRef, { answerShown, showAnswer, grade });
  useEffect(() => {
    if (!acted.current) return;
    (answerShown ? goodRef : showRef).current?.focus();
  }, [answerShown, key]);

  return (
    <section
      ref={sectionRef}
      className="review__card card"
      aria-labelledby={ids.skill}
      data-skill={card.skill}
      data-direction={card.direction}
      data-answer={answerShown ? 'shown' : 'hidden'}
    >
      <div className="review__meta">
        <p id={ids.skill} className="review__skill">
          {t.skillName[`${card.skill} ${card.direction}`] ?? card.skill}
        </p>
        <p className="review__left">{t.left(left)}</p>
      </div>

      <div className="review__question" id={ids.question}>
        <h2 className="visually-hidden">{t.question}</h2>
        {face.listen ? (
          <ListenPrompt face={face} cardKey={key} t={t} />
        ) : (
          <ShownView shown={face.prompt} t={t} className="review__prompt-text" />
        )}
        {face.hint && <ShownView shown={face.hint} t={t} className="review__hint" />}
      </div>

      <div className="review__answer" id={ids.answer} data-visible={answerShown}>
        <h2 className="visually-hidden">{t.answer}</h2>
        <ShownView shown={face.answer} t={t} className="review__answer-text" />
        {face.answerNote && !silent && <ShownView shown={face.answerNote} t={t} className="review__hint" />}
      </div>

      <div className="review__actions">
        <div className="review__show" data-visible={!answerShown}>
          <Button
            ref={showRef}
            variant="primary"
            size="lg"
            className="review__show-button"
            aria-describedby={ids.question}
            aria-keyshortcuts="Space Enter"
            onClick={showAnswer}
          >
            {t.showAnswer}
          </Button>
        </div>
        <div className="review__grade-row" data-visible={answerShown}>
          <GradeButtons intervals={card.intervals} t={t} goodRef={goodRef} answerId={ids.answer} onGrade={grade} />
        </div>
      </div>
      <p className="review__keys" aria-hidden="true">
        {t.keysHint}
      </p>
    </section>
  );
}
