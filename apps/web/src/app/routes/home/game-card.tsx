import { useId } from 'react';
import { Link } from 'react-router';
import type { GameInfo } from '@/features/games';
import { GAME_ICONS } from '@/components/icons';
import { bestScoreToShow, gameProgressPercent, gameStatus, type GameProgressEntry, type GameStatus } from '@/features/progress';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ProgressBar, clampPercent } from '@/components/ui/progress-bar';

const STATUS_TONE: Record<GameStatus, BadgeTone> = {
  Completed: 'success',
  'In Progress': 'warning',
  'Ready to Play': 'primary',
};

/**
 * One Home card: the whole card is a link, so a click or Enter anywhere on it opens the game
 * (and middle-click / Ctrl-click open a tab, as users expect from links). Its name is all its
 * visible text in reading order, title first (WCAG 2.5.3 "label in name": a speech-input user
 * can say what they see), then the bar's percentage: the DOM holds title, description and status
 * in that order (CSS shows the icon-and-status row on top), with spaces between the pieces so
 * their words do not run together.
 */
export function GameCard({ game, progress }: { game: GameInfo; progress: GameProgressEntry }) {
  const id = useId();
  const status = gameStatus(progress);
  const percent = gameProgressPercent(progress);
  const best = bestScoreToShow(progress);
  const Icon = GAME_ICONS[game.id];

  return (
    <Link
      to={game.path}
      className="game-card card"
      data-game={game.id}
      aria-labelledby={`${id}-title ${id}-description ${id}-status ${id}-best ${id}-play ${id}-progress`}
    >
      <span id={`${id}-title`} className="game-card__title">
        {game.title}
      </span>{' '}
      <span id={`${id}-description`} className="game-card__description">
        {game.description}
      </span>{' '}
      <span className="game-card__top">
        <span className="game-card__icon" aria-hidden="true">
          <Icon />
        </span>
        <span id={`${id}-status`}>
          <Badge tone={STATUS_TONE[status]}>{status}</Badge>
        </span>
      </span>{' '}
      <span className="game-card__progress">
        <ProgressBar
          id={`${id}-progress`}
          value={percent}
          label={`Progress ${Math.round(clampPercent(percent))}%`}
          tone={progress.completed ? 'success' : 'primary'}
        />
        <span className="game-card__meta">
          <span id={`${id}-best`}>{best !== null ? `Best Score: ${best}` : 'Not played yet'}</span>{' '}
          <span id={`${id}-play`} className="game-card__play" aria-hidden="true">
            Play →
          </span>
        </span>
      </span>
    </Link>
  );
}
