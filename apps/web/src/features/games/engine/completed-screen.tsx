import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { scoreRating, type ScoreRating } from '@slovo/shared';
import { CelebrateIcon, KeepGoingIcon, TrophyIcon } from '@/components/icons';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDuration } from './game-result';

const RATING_TONE: Record<ScoreRating, BadgeTone> = {
  Excellent: 'success',
  Good: 'primary',
  Fair: 'warning',
  'Needs Practice': 'danger',
};

interface CompletedScreenProps {
  categoryDisplayName: string;
  /** Whole percentage 0–100. */
  score: number;
  accuracy: number;
  timeMs: number;
  stats?: { label: string; value: string | number }[];
  onPlayAgain: () => void;
}

/** The end of every game (spec §2, §4 "Games in general"): score, rating, Play Again and Back to Home. */
export function CompletedScreen({ categoryDisplayName, score, accuracy, timeMs, stats = [], onPlayAgain }: CompletedScreenProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rating = scoreRating(score);
  const ScoreIcon = score >= 90 ? TrophyIcon : score >= 70 ? CelebrateIcon : KeepGoingIcon;

  // The game that had focus is gone; start keyboard and screen-reader users at the result.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="card game-complete" aria-labelledby={titleId}>
      <div className="game-complete__icon" aria-hidden="true">
        <ScoreIcon />
      </div>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="game-complete__title">
        Game Complete!
      </h2>
      <p className="game-complete__category">{categoryDisplayName}</p>

      <p className="game-complete__score">
        <span className="visually-hidden">Score: </span>
        <span className="game-complete__score-value" data-testid="game-score">
          {score}
        </span>
        <span className="game-complete__score-max" aria-hidden="true">
          /100
        </span>
        <span className="visually-hidden"> out of 100</span>
      </p>
      <Badge tone={RATING_TONE[rating]}>{rating}</Badge>
      <div className="game-complete__bar">
        <ProgressBar value={score} label="Score" tone={score >= 70 ? 'success' : 'primary'} />
      </div>

      <dl className="game-complete__stats">
        <div className="game-complete__stat">
          <dt>Accuracy</dt>
          <dd>{accuracy}%</dd>
        </div>
        <div className="game-complete__stat">
          <dt>Time</dt>
          <dd>{formatDuration(timeMs)}</dd>
        </div>
        {stats.map((stat) => (
          <div className="game-complete__stat" key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className="game-complete__actions">
        <Button variant="primary" onClick={onPlayAgain}>
          Play Again
        </Button>
        <Link to="/" className={buttonClass()}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
