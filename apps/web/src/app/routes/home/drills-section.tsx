import { useId } from 'react';
import { Link } from 'react-router';
import { DRILLS, type DrillId } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { ListeningAvailability, useDrillBestScore } from '@/features/games';
import { DRILL_ICONS, ReviewIcon } from '@/components/icons';
import { GAME_TEXT, useMessages } from '@/i18n';
import { PAGES } from '@/app/pages';
import { HOME_TEXT } from './home.i18n';

/**
 * One drill's card: a link, named by its visible text (title, description, best score). Listening
 * on a device with no voice is no link: the card says why instead of the score.
 */
function DrillCard({ drillId, path, unavailable = null }: { drillId: DrillId; path: string; unavailable?: string | null }) {
  const id = useId();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const best = useDrillBestScore(userId, drillId);
  const { title, description } = useMessages(GAME_TEXT)[drillId];
  const t = useMessages(HOME_TEXT).card;
  const Icon = DRILL_ICONS[drillId];
  const content = (
    <>
      <span className="drill-card__icon" aria-hidden="true">
        <Icon />
      </span>
      <span className="drill-card__text">
        <span id={`${id}-title`} className="drill-card__title">
          {title}
        </span>{' '}
        <span id={`${id}-description`} className="drill-card__description">
          {description}
        </span>{' '}
        {/* Empty until a round is finished; the line keeps the card's height. */}
        <span id={`${id}-best`} className="drill-card__best">
          {unavailable ?? (best !== null ? t.bestScore(best) : '')}
        </span>
      </span>
    </>
  );
  if (unavailable) {
    return (
      <div className="drill-card card" data-drill={drillId} data-unavailable="">
        {content}
      </div>
    );
  }
  return (
    <Link to={path} className="drill-card card" data-drill={drillId} aria-labelledby={`${id}-title ${id}-description ${id}-best`}>
      {content}
    </Link>
  );
}

/** Review's card (issue 33 §3): a signed-in learner's due cards of every skill, graded one by one. */
function ReviewCard({ due }: { due: number | undefined }) {
  const id = useId();
  const { title, description } = useMessages(GAME_TEXT).review;
  const t = useMessages(HOME_TEXT).drills;
  return (
    <Link to={PAGES.review.path} className="drill-card drill-card--review card" aria-labelledby={`${id}-title ${id}-due`}>
      <span className="drill-card__icon" aria-hidden="true">
        <ReviewIcon />
      </span>
      <span className="drill-card__text">
        <span id={`${id}-title`} className="drill-card__title">
          {title}
        </span>{' '}
        <span className="drill-card__description">{description}</span>{' '}
        <span id={`${id}-due`} className="drill-card__best">
          {due === undefined ? '' : t.cardsDue(due)}
        </span>
      </span>
    </Link>
  );
}

/**
 * Home's "Drills" section (issue 33 §3–4), under the spec's five game cards: Review first for a
 * signed-in learner, then one card per drill.
 */
export function DrillsSection({ signedIn, due }: { signedIn: boolean; due: number | undefined }) {
  const t = useMessages(HOME_TEXT).drills;
  return (
    <section className="home__drills" aria-labelledby="drills-title">
      <h2 id="drills-title" className="home__drills-title">
        {t.title}
      </h2>
      <p className="home__drills-subtitle">{t.subtitle}</p>
      <ul className="home__drill-list">
        {signedIn && (
          <li>
            <ReviewCard due={due} />
          </li>
        )}
        {DRILLS.map((drill) => (
          <li key={drill.id}>
            {drill.id === 'listening' ? (
              <ListeningAvailability>
                {(unavailable) => <DrillCard drillId={drill.id} path={drill.path} unavailable={unavailable} />}
              </ListeningAvailability>
            ) : (
              <DrillCard drillId={drill.id} path={drill.path} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
