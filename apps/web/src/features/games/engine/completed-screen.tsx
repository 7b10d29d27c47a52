import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { scoreRating, type GameWord, type ScoreRating } from '@slovo/shared';
import { CelebrateIcon, KeepGoingIcon, TrophyIcon } from '@/components/icons';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SpeakButton } from '@/features/speech';
import { RussianWord, WordCardButton } from '@/features/word-details';
import { useFormat, useMessages } from '@/i18n';
import { GAME_ENGINE_TEXT } from './engine.i18n';
import { formatDuration } from './game-result';
// Its own styles: a drill opened straight from Home shows this screen without the game screen.
import './game-screen.css';

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
  /** Whether the round reported any answer (a Flashcards deck left unrated reported none). */
  answered?: boolean;
  /** The words answered wrong or skipped in the round. */
  missedWords?: GameWord[];
  /** Plays the same game again on the missed words. */
  onPractise?: () => void;
  onPlayAgain: () => void;
}

/**
 * The end of every game (spec §2, §4 "Games in general"): score, rating, Play Again and Back to
 * Home; and, since issue 15, the words the round missed with a way to practise them at once.
 */
export function CompletedScreen({
  categoryDisplayName,
  score,
  accuracy,
  timeMs,
  stats = [],
  answered = false,
  missedWords = [],
  onPractise,
  onPlayAgain,
}: CompletedScreenProps) {
  const titleId = useId();
  const practiceId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useMessages(GAME_ENGINE_TEXT).completed;
  const format = useFormat();
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
        {t.title}
      </h2>
      <p className="game-complete__category">{categoryDisplayName}</p>

      <p className="game-complete__score">
        <span className="visually-hidden">{t.scoreLabel}</span>
        <span className="game-complete__score-value" data-testid="game-score">
          {score}
        </span>
        <span className="game-complete__score-max" aria-hidden="true">
          /100
        </span>
        <span className="visually-hidden">{t.outOf}</span>
      </p>
      <Badge tone={RATING_TONE[rating]}>{t.rating[rating]}</Badge>
      <div className="game-complete__bar">
        <ProgressBar value={score} label={t.score} tone={score >= 70 ? 'success' : 'primary'} />
      </div>

      <dl className="game-complete__stats">
        <div className="game-complete__stat">
          <dt>{t.accuracy}</dt>
          <dd>{format.number(accuracy / 100, { style: 'percent' })}</dd>
        </div>
        <div className="game-complete__stat">
          <dt>{t.time}</dt>
          <dd>{formatDuration(timeMs)}</dd>
        </div>
        {stats.map((stat) => (
          <div className="game-complete__stat" key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{typeof stat.value === 'number' ? format.number(stat.value) : stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className="game-complete__actions">
        <Button variant="primary" onClick={onPlayAgain}>
          {t.playAgain}
        </Button>
        <Link to="/" className={buttonClass()}>
          {t.backToHome}
        </Link>
      </div>

      {missedWords.length > 0 ? (
        <section className="game-complete__practice" aria-labelledby={practiceId}>
          <h3 id={practiceId} className="game-complete__practice-title">
            {t.wordsToPractise(format.number(missedWords.length))}
          </h3>
          <ul className="game-complete__missed" aria-labelledby={practiceId}>
            {missedWords.map((word) => (
              <li key={String(word.id)} className="game-complete__missed-word">
                <span lang="en">{word.english}</span>
                <SpeakButton text={word.english} lang="en" className="speak-button--inline" /> —{' '}
                <span lang="ru">
                  <RussianWord word={word} />
                </span>
                <SpeakButton text={word.russian} lang="ru" sound={word.sound} className="speak-button--inline" />
                <WordCardButton word={word} />
              </li>
            ))}
          </ul>
          {onPractise && <Button onClick={onPractise}>{t.practiseNow}</Button>}
        </section>
      ) : (
        answered && <p className="game-complete__clean">{t.noMistakes}</p>
      )}
    </section>
  );
}
