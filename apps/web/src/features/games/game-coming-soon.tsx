import { Link } from 'react-router';
import type { GameId } from '@slovo/shared';
import { buttonClass } from '@/components/ui/button';
import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';
import { gameById } from './game-catalog';

/** Placeholder page for a game that a later release builds; the route, title and guard already work. */
export function GameComingSoon({ gameId }: { gameId: GameId }) {
  const game = gameById(gameId);
  return (
    <div className="page">
      <ComingSoonPanel
        icon={game.icon}
        title={game.title}
        description={game.description}
        note="This game is coming soon"
        actions={
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            ← Back to Games
          </Link>
        }
      />
    </div>
  );
}
