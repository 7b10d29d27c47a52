import { useId } from 'react';
import { Link } from 'react-router';
import { DRILLS, type DrillId } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { ListeningAvailability, useDrillBestScore } from '@/features/games';
import { DRILL_ICONS, ReviewIcon, type IconComponent } from '@/components/icons';
import { GAME_TEXT, useMessages } from '@/i18n';
import { PAGES } from '@/app/pages';
import { HOME_TEXT } from './home.i18n';

interface PlayCardProps {
  id: DrillId | 'review';
  path: string;
  Icon: IconComponent;
  /** The last line: the best score, the cards due, or what the drill can play on this device. */
  line: string;
}

/** One card of the section: a link named by its visible text (title, description, the last line). */
function PlayCard({ id, path, Icon, line }: PlayCardProps) {
  const key = useId();
  const { title, description } = useMessages(GAME_TEXT)[id];
  const content = (
    <>
      <span className="drill-card__icon" aria-hidden="true">
        <Icon />
      </span>
      <span className="drill-card__text">
        <span id={`${key}-t`} className="drill-card__title">
          {title}
        </span>{' '}
        <span id={`${key}-d`} className="drill-card__description">
          {description}
        </span>{' '}
        {/* Empty until there is something to say; the line keeps the card's height. */}
        <span id={`${key}-l`} className="drill-card__best">
          {line}
        </span>
      </span>
    </>
  );
  return (
    <Link to={path} className="drill-card card" data-drill={id} aria-labelledby={`${key}-t ${key}-d ${key}-l`}>
      {content}
    </Link>
  );
}

/** A drill's card: its best score in this browser once a round is finished, or a note on what it can play here. */
function DrillCard({ drillId, path, note = null }: { drillId: DrillId; path: string; note?: string | null }) {
  const best = useDrillBestScore(
    useAuthStore((s) => s.user?.id ?? null),
    drillId,
  );
  const t = useMessages(HOME_TEXT).card;
  const line = note ?? (best !== null ? t.bestScore(best) : '');
  return <PlayCard id={drillId} path={path} Icon={DRILL_ICONS[drillId]} line={line} />;
}

/**
 * Home's "Drills" section (issue 33 §3–4), under the spec's five game cards: Review first for a
 * signed-in learner (with the cards due of every skill), then one card per drill.
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
            <PlayCard id="review" path={PAGES.review.path} Icon={ReviewIcon} line={due === undefined ? '' : t.cardsDue(due)} />
          </li>
        )}
        {DRILLS.map((drill) => (
          <li key={drill.id}>
            {drill.id === 'listening' ? (
              <ListeningAvailability>
                {(note) => <DrillCard drillId={drill.id} path={drill.path} note={note} />}
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
