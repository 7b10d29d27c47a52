import { Link } from 'react-router';
import { PAGES } from '@/app/pages';
import { REVIEW_LIST_TEXT } from '@/features/reviews';
import { DUE_REVIEW_LIST } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { HOME_TEXT } from './home.i18n';

type ReviewTexts = (typeof HOME_TEXT)['en']['reviews'];

/** "5 words due for review", "1 word due for review", "No words due for review". */
export function dueText(due: number, t: Pick<ReviewTexts, 'noneDue' | 'due'> = HOME_TEXT.en.reviews): string {
  if (due === 0) return t.noneDue;
  return t.due(due);
}

/**
 * A signed-in player's line at the top of Home: how many words are due (once known), where to play
 * them (every game's picker offers the list), and the way to the whole progress page.
 */
export function ReviewStatus({ due }: { due: number | undefined }) {
  const t = useMessages(HOME_TEXT).reviews;
  // The list's name as the pickers show it, in the interface language.
  const listName = useMessages(REVIEW_LIST_TEXT).names[DUE_REVIEW_LIST];
  return (
    <div className="home__reviews card">
      <div className="home__reviews-text">
        {/* Its line holds its place (unseen) until the count is known, so the count's arrival moves nothing. */}
        {due === undefined ? (
          <p className="home__reviews-due home__reviews-due--placeholder" aria-hidden="true">
            {t.noneDue}
          </p>
        ) : (
          <p className="home__reviews-due">{dueText(due, t)}</p>
        )}
        {due !== undefined && due > 0 && <p className="home__reviews-hint">{t.hint(listName)}</p>}
      </div>
      <Link to={PAGES.stats.path} className="home__reviews-link">
        {t.progressLink}
      </Link>
    </div>
  );
}
