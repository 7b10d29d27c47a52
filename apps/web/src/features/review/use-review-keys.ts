import { useEffect, useRef, type RefObject } from 'react';
import { REVIEW_GRADES, type ReviewGrade } from '@slovo/shared';

export interface ReviewKeyActions {
  answerShown: boolean;
  showAnswer: () => void;
  grade: (grade: ReviewGrade) => void;
}

const EDITABLE = 'input, select, textarea, [contenteditable="true"]';
// Space and Enter already press these; taking them over would make them unusable.
const PRESSABLE = `button, a[href], summary, [role="button"], ${EDITABLE}`;
const DIGIT = /^(?:Digit|Numpad)([1-4])$/;

/**
 * Anki's keys, listened for on the document so they work wherever focus sits on the card: Space or
 * Enter shows the answer, then 1–4 grade it (Again, Hard, Good, Easy) and Space or Enter is Good.
 * Digits are matched by physical key, so a Russian layout works the same. Keys meant for the rest
 * of the page (the header, a dialog) are left alone.
 */
export function useReviewKeys(scopeRef: RefObject<HTMLElement | null>, actions: ReviewKeyActions | null) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const enabled = actions !== null;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const now = latest.current;
      if (!now || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      const inScope = !target || target === document.body || (scopeRef.current?.contains(target) ?? false);
      if (!inScope || target?.closest(EDITABLE)) return;

      if (event.key === ' ' || event.key === 'Enter') {
        // On a button the key presses it, as everywhere else.
        if (target?.closest(PRESSABLE)) return;
        event.preventDefault();
        if (now.answerShown) now.grade('good');
        else now.showAnswer();
        return;
      }
      const digit = DIGIT.exec(event.code)?.[1];
      if (digit === undefined || event.shiftKey || !now.answerShown) return;
      event.preventDefault();
      now.grade(REVIEW_GRADES[Number(digit) - 1] as ReviewGrade);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, scopeRef]);
}
