import { useId } from 'react';
import { Link } from 'react-router';
import type { GameInfo } from '@/features/games';
import { bestScoreToShow, gameProgressPercent, gameStatus, type GameProgressEntry, type GameStatus } from '@/features/progress';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';

const STATUS_TONE: Record<GameStatus, BadgeTone> = {
  Completed: 'success',
  'In Progress': 'warning',
  'Ready to Play': 'primary',
};

/**
 * One Home card: the whole card is a link, so a click or Enter anywhere on it opens the game
 * (and middle-click / Ctrl-click open a tab, as users expect from links). Its name is the game
 * title; description, status and best score are its description, so screen readers do not read
 * one long run-on name.
 */
export function GameCard({ game, progress }: { game: GameInfo; progress: GameProgressEntry }) {
  const id = useId();
  const status = gameStatus(progress);
  const percent = gameProgressPercent(progress);
  const best = bestScoreToShow(progress);

  return (
    <Link
      to={game.path}
      className="game-card card"
      data-game={game.id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description ${id}-status ${id}-best`}
    >
      <span className="game-card__top">
        <span className="game-card__icon" aria-hidden="true">
          {game.icon}
        </span>
        <span id={`${id}-status`}>
          <Badge tone={STATUS_TONE[status]}>{status}</Badge>
        </span>
      </span>
      <span id={`${id}-title`} className="game-card__title">
        {game.title}
      </span>
      <span id={`${id}-description`} className="game-card__description">
        {game.description}
      </span>
      <span className="game-card__progress">
        <ProgressBar value={percent} label={`${game.title} progress`} tone={progress.completed ? 'success' : 'primary'} />
        <span className="game-card__meta">
          <span id={`${id}-best`}>{best !== null ? `Best Score: ${best}` : 'Not played yet'}</span>
          <span className="game-card__play" aria-hidden="true">
            Play →
          </span>
        </span>
      </span>
    </Link>
  );
}
