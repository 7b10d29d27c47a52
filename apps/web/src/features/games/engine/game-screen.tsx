import { useMemo, type ReactNode } from 'react';
import type { GameId } from '@slovo/shared';
import { GameCategoryPicker } from '@/features/category-picker';
import type { GameWordRules } from '@/features/learning-session';
import { useSaveGameProgressMutation } from '@/features/progress';
import { useRecordGameReviews } from '@/features/reviews';
import { GAME_TEXT, useMessages } from '@/i18n';
import { listedDirection } from './answer-language';
import { GameFlow, type GameRenderContext } from './game-flow';
import { useRememberedAnswerLanguage } from './remembered-answer-language';
import type { QuitRoundText } from './quit-round-dialog';
import './game-screen.css';

export interface GameScreenProps extends Omit<GameWordRules, 'random'> {
  gameId: GameId;
  /** Defaults to the game's catalogue title in the interface language ("Quiz Game", «Викторина»). */
  title?: string;
  subtitle?: string;
  /** Shown under the title on the setup screen. */
  notice?: ReactNode;
  /** Default: a count selector unless the game has a fixed word count. */
  wordCountSelection?: boolean;
  /** Replaces the default word loader of the picker (a category's raw word payload; throws on failure). */
  loadWords?: (categoryName: string) => Promise<unknown>;
  renderGame: (context: GameRenderContext) => ReactNode;
  /** The quit confirmation's words, for a game that speaks Russian. */
  quitText?: QuitRoundText;
  /**
   * The fewest words "Practise these now" plays, when more than `minWords` (Quiz: four, so each
   * question keeps four options).
   */
  practiceMinWords?: number;
}

/**
 * The common frame of the five game pages: category picker → the game → completed screen, wired to
 * the app (vocabulary, learning sessions, progress saved locally or on the server, each round's
 * answers recorded as reviews).
 */
export function GameScreen({
  gameId,
  title,
  subtitle,
  notice,
  wordCountSelection,
  loadWords,
  renderGame,
  quitText,
  practiceMinWords,
  ...wordRules
}: GameScreenProps) {
  const gameTitle = useMessages(GAME_TEXT)[gameId].title;
  const { mutateAsync: saveProgress } = useSaveGameProgressMutation();
  const saveReviews = useRecordGameReviews();
  const direction = listedDirection(gameId, useRememberedAnswerLanguage(gameId));
  const reviewKind = useMemo(() => ({ skill: 'meaning' as const, direction }), [direction]);
  return (
    <div className="page game-screen">
      <GameFlow
        gameId={gameId}
        title={title ?? gameTitle}
        quitText={quitText}
        saveProgress={(_id, patch) => saveProgress({ gameId, patch })}
        saveReviews={saveReviews}
        practiceMinWords={practiceMinWords ?? wordRules.minWords}
        renderSetup={(start) => (
          <GameCategoryPicker
            title={title ?? gameTitle}
            subtitle={subtitle}
            notice={notice}
            wordCountSelection={wordCountSelection}
            loadWords={loadWords}
            reviewKind={reviewKind}
            onStart={start}
            {...wordRules}
          />
        )}
        renderGame={renderGame}
      />
    </div>
  );
}
