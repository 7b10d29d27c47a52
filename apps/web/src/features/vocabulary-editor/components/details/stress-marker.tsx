import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { DETAILS_TEXT } from '../../details/details.i18n';
import { stressState, type StressState } from '../../details/stress-state';
import type { ManagedWord } from '../../api/get-category-words';
import './stress-marker.css';

/** The words column narrowed (the admin's "words without stress"), and how to see every word again. */
export interface WordsFilter {
  withoutStress: boolean;
  onShowAll: () => void;
}

/**
 * A small marker after a Russian word whose stress is not known, or only suggested (issue 32):
 * what a person should look at in Edit Word. Nothing for a word whose stress is known or needs no mark.
 */
export function StressMarker({ word }: { word: ManagedWord }) {
  const t = useMessages(DETAILS_TEXT);
  const state: StressState = stressState(word);
  if (state !== 'missing' && state !== 'suggested') return null;
  const [short, long] = state === 'missing' ? [t.noStress, t.noStressLong] : [t.stressSuggested, t.stressSuggestedLong];
  return (
    <span className={`stress-marker stress-marker--${state}`} title={long}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{long}</span>
    </span>
  );
}

/** Above the narrowed list: how many words lack a stress, and Show all. */
export function WithoutStressNote({ shown, total, onShowAll }: { shown: number; total: number; onShowAll: () => void }) {
  const t = useMessages(DETAILS_TEXT);
  return (
    <div className="stress-filter-note" role="status">
      <p>{shown === 0 ? t.everyWordStressed : t.withoutStressCount(shown, total)}</p>
      <Button size="sm" onClick={onShowAll}>
        {t.showAllWords}
      </Button>
    </div>
  );
}
