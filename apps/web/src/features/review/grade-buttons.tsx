import type { Ref } from 'react';
import { REVIEW_GRADES, type GradeIntervals, type ReviewGrade } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n';
import { intervalLabel } from './interval-label';
import type { ReviewText } from './review.i18n';

interface GradeButtonsProps {
  intervals: GradeIntervals;
  t: ReviewText;
  onGrade: (grade: ReviewGrade) => void;
  /** Good: where focus goes when the answer shows, so Space or Enter there is Good, as in Anki. */
  goodRef: Ref<HTMLButtonElement>;
  /** The answer, read with Good when focus lands on it. */
  answerId: string;
}

/** Again / Hard / Good / Easy, each with the interval it would give written under it, keys 1–4. */
export function GradeButtons({ intervals, t, onGrade, goodRef, answerId }: GradeButtonsProps) {
  const locale = useLocale();
  return (
    <div className="review__grades" role="group" aria-label={t.howWell}>
      {REVIEW_GRADES.map((grade, index) => {
        const interval = intervalLabel(intervals[grade], locale);
        return (
          <Button
            key={grade}
            ref={grade === 'good' ? goodRef : undefined}
            className={`review__grade review__grade--${grade}`}
            aria-describedby={grade === 'good' ? answerId : undefined}
            aria-keyshortcuts={String(index + 1)}
            data-grade={grade}
            onClick={() => onGrade(grade)}
          >
            {/* Named "Good (in 8 days)"; the short "8 d" is for the eye. */}
            <span className="review__grade-name">{t.grade[grade]}</span>
            <span className="visually-hidden">{t.gradeWhen(interval.long)}</span>
            <span className="review__grade-interval" aria-hidden="true">
              {interval.short}
            </span>
            <kbd className="review__grade-key" aria-hidden="true">
              {index + 1}
            </kbd>
          </Button>
        );
      })}
    </div>
  );
}
