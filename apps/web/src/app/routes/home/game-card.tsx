import { useId } from 'react';
import { Link } from 'react-router';
import { useRememberedAnswerLanguage, type AnswerLanguage, type GameInfo } from '@/features/games';
import { GAME_ICONS } from '@/components/icons';
import { bestScoreToShow, gameProgressPercent, gameStatus, type GameProgressEntry, type GameStatus } from '@/features/progress';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ProgressBar, clampPercent } from '@/components/ui/progress-bar';
import { GAME_TEXT, useMessages } from '@/i18n';
import { HOME_TEXT } from './home.i18n';

const STATUS_TONE: Record<GameStatus, BadgeTone> = {
  Completed: 'success',
  'In Progress': 'warning',
  'Ready to Play': 'primary',
};

/**
 * One Home card: the whole card is a link, so a click or Enter anywhere on it opens the game
 * (and middle-click / Ctrl-click open a tab, as users expect from links). Its name is all its
 * visible text in reading order, title first (WCAG 2.5.3 "label in name": a speech-input user
 * can say what they see), then the bar's caption: the DOM holds title, description and status
 * in that order (CSS shows the icon-and-status row on top), with spaces between the pieces so
 * their words do not run together.
 *
 * Each figure says what it is (issue 30 §3.2): the spec's full bar of a Completed game is captioned
 * "Played through" (a round played to the end), an unfinished game's bar "Last round" with its
 * score, and the words line "Words learned: 0 of 10 played", so a played-through game with no word
 * learned yet does not read as a contradiction.
 */
interface GameCardProps {
  game: GameInfo;
  progress: GameProgressEntry;
  /** A signed-in player's words in this game (issue 15): distinct words played, and of those learned. */
  words?: { played: number; learned: number };
}

/** "Words learned: 3 of 10 played": one 10-word round no longer looks like mastery. */
export function wordsLearnedText(
  { played, learned }: { played: number; learned: number },
  t: { wordsLearned: (learned: number, played: number) => string } = HOME_TEXT.en.card,
): string {
  return t.wordsLearned(learned, played);
}

type CardTexts = (typeof HOME_TEXT)['en']['card'];

/**
 * The description of a game the player chose to play the other way round from the one its own
 * description names (its picker's "Answer in"), or null: Typer typing the Russian, the Quiz's
 * English options.
 */
function chosenSideDescription(gameId: GameInfo['id'], chosen: AnswerLanguage, t: CardTexts): string | null {
  if (gameId === 'game1' && chosen === 'russian') return t.typerRussianAnswer;
  if (gameId === 'game3' && chosen === 'english') return t.quizEnglishAnswer;
  return null;
}

/** What the bar shows, in words: always one line, so progress arriving after the first render moves nothing. */
function barCaption(status: GameStatus, percent: number, t: CardTexts): { text: string; figure: string | null } {
  if (status === 'Completed') return { text: t.playedThrough, figure: null };
  if (status === 'In Progress') return { text: t.lastRound, figure: `${Math.round(clampPercent(percent))}%` };
  return { text: t.notPlayed, figure: null };
}

export function GameCard({ game, progress, words }: GameCardProps) {
  const id = useId();
  const status = gameStatus(progress);
  const percent = gameProgressPercent(progress);
  const best = bestScoreToShow(progress);
  const Icon = GAME_ICONS[game.id];
  const t = useMessages(HOME_TEXT).card;
  const { title, description: gameDescription } = useMessages(GAME_TEXT)[game.id];
  // Typer's and the Quiz's cards say which side is given: the spec's, or the one the player chose.
  const description = chosenSideDescription(game.id, useRememberedAnswerLanguage(game.id), t) ?? gameDescription;
  const wordsLine = words && words.played > 0 ? wordsLearnedText(words, t) : null;
  const caption = barCaption(status, percent, t);
  const labelledBy = [
    'title',
    'description',
    'status',
    'progress',
    ...(wordsLine ? ['words'] : []),
    ...(best !== null ? ['best'] : []),
    'play',
  ];

  return (
    <Link
      to={game.path}
      className="game-card card"
      data-game={game.id}
      aria-labelledby={labelledBy.map((part) => `${id}-${part}`).join(' ')}
    >
      <span id={`${id}-title`} className="game-card__title">
        {title}
      </span>{' '}
      <span id={`${id}-description`} className="game-card__description">
        {description}
      </span>{' '}
      <span className="game-card__top">
        <span className="game-card__icon" aria-hidden="true">
          <Icon />
        </span>
        <span id={`${id}-status`}>
          <Badge tone={STATUS_TONE[status]}>{t.status[status]}</Badge>
        </span>
      </span>{' '}
      <span className="game-card__progress">
        {/* Read as the bar's name (below); shown above it. */}
        <span className="game-card__caption" aria-hidden="true">
          <span>{caption.text}</span> {caption.figure !== null && <span>{caption.figure}</span>}
        </span>
        <ProgressBar
          id={`${id}-progress`}
          value={percent}
          label={caption.figure === null ? caption.text : `${caption.text} ${caption.figure}`}
          tone={progress.completed ? 'success' : 'primary'}
        />{' '}
        {wordsLine && (
          <>
            <span id={`${id}-words`} className="game-card__words">
              {wordsLine}
            </span>{' '}
          </>
        )}
        <span className="game-card__meta">
          {/* An empty line until a score is there, so the card keeps its height as progress arrives. */}
          <span id={`${id}-best`}>{best !== null ? t.bestScore(best) : ''}</span>{' '}
          <span id={`${id}-play`} className="game-card__play" aria-hidden="true">
            {t.play}
          </span>
        </span>
      </span>
    </Link>
  );
}
