import { Suspense, useState } from 'react';
import { GAMES } from '@slovo/shared';
import { useAuthStore, useDrawsSignedIn } from '@/features/auth';
import { ClassAssignmentsSlot } from '@/features/class-assignments';
import { useGameProgress } from '@/features/progress';
import { useReviewSummary } from '@/features/reviews';
import { SupportIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { preloadable } from '@/lib/preloadable';
import { DrillsSection } from './drills-section';
import { GameCard } from './game-card';
import { ReviewStatus } from './review-status';
import { HOME_TEXT } from './home.i18n';
import './home.css';

// The Support dialog (payment methods, sharing) comes with its first opening, or a hover before it.
const { Component: SupportModal, preload: preloadSupport } = preloadable(() => import('./support-modal'));
export { preloadSupport as preloadSupportModal };

/**
 * `/`: the "Choose Your Game" grid and the Support the Project dialog; for a signed-in player also
 * the words due for review, words learned per game, and the way to their progress (issue 15).
 */
export function HomePage() {
  const progress = useGameProgress();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  // From the first render (and the returning player's prerendered Home), so it never pushes the cards down.
  const signedIn = useDrawsSignedIn();
  const reviews = useReviewSummary(userId);
  const [supportOpen, setSupportOpen] = useState(false);
  const [supportWanted, setSupportWanted] = useState(false);
  if (supportOpen && !supportWanted) setSupportWanted(true);
  const t = useMessages(HOME_TEXT);

  return (
    <div className="page home">
      {/* A learner's class assignments come first (issue 35 §2); nothing at all for anyone else. */}
      {signedIn && <ClassAssignmentsSlot userId={userId} />}

      <section className="home__hero" aria-labelledby="home-title">
        <div>
          <h2 id="home-title" className="home__title">
            {t.title}
          </h2>
          <p className="home__subtitle">{t.subtitle}</p>
        </div>
        {signedIn && <ReviewStatus due={reviews?.due} />}
      </section>

      {/* Five games and the support card share one grid, so the sixth cell is never empty. */}
      <div className="home__grid">
        <ul className="home__games" aria-label={t.gamesLabel}>
          {GAMES.map((game) => (
            <li key={game.id}>
              <GameCard game={game} progress={progress[game.id]} words={reviews?.games[game.id]} />
            </li>
          ))}
        </ul>

        <section className="home__support" aria-labelledby="support-title">
          <div className="home__support-icon" aria-hidden="true">
            <SupportIcon />
          </div>
          <h2 id="support-title" className="home__support-title">
            {t.support.enjoying}
          </h2>
          <p className="home__support-text">{t.support.text}</p>
          <Button
            variant="primary"
            onClick={() => setSupportOpen(true)}
            onPointerEnter={() => void preloadSupport()}
            onFocus={() => void preloadSupport()}
          >
            {t.support.button}
          </Button>
        </section>
      </div>

      <DrillsSection signedIn={signedIn} due={reviews?.due} />

      {/* Mounted once first opened: later openings and closings keep it (and its focus return) as before. */}
      {supportWanted && (
        <Suspense fallback={null}>
          <SupportModal open={supportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
