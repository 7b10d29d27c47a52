import { Link } from 'react-router';
import { PAGES } from '@/app/pages';
import { REVIEW_LIST_NAMES } from '@/features/reviews';
import { DUE_REVIEW_LIST } from '@slovo/shared';

/** "5 words due for review", "1 word due for review", "No words due for review". */
export function dueText(due: number): string {
  if (due === 0) return 'No words due for review';
  return `${due} ${due === 1 ? 'word' : 'words'} due for review`;
}

/**
 * A signed-in player's line at the top of Home: how many words are due (once known), where to play
 * them (every game's picker offers the list), and the way to the whole progress page.
 */
export function ReviewStatus({ due }: { due: number | undefined }) {
  return (
    <div className="home__reviews card">
      <div className="home__reviews-text">
        {due !== undefined && <p className="home__reviews-due">{dueText(due)}</p>}
        {due !== undefined && due > 0 && (
          <p className="home__reviews-hint">
            Pick any game and choose “{REVIEW_LIST_NAMES[DUE_REVIEW_LIST]}” in its category list.
          </p>
        )}
      </div>
      <Link to={PAGES.stats.path} className="home__reviews-link">
        Your progress →
      </Link>
    </div>
  );
}
