import { useCallback, useMemo, type ReactNode } from 'react';
import { SKILL_DIRECTIONS, type DrillId, type GameWord, type ReviewDirection } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { GameCategoryPicker } from '@/features/category-picker';
import { GameFlow, type GameRenderContext, type SaveReviews } from '../../engine/game-flow';
import { useRecordGameReviews } from '@/features/reviews';
import { GAME_TEXT, useMessages } from '@/i18n';
import { saveDrillScore } from './drill-progress';

export interface DrillScreenProps {
  drillId: DrillId;
  /** The direction the round's cards are recorded in (the skill's default when absent: `ru`). */
  direction?: ReviewDirection;
  /** Shown under the title on the setup screen (a drill's own choices). */
  notice?: ReactNode;
  /** The words this drill can ask (a noun with a gender, a word whose stress is known…); others are left out. */
  canAsk: (word: Partial<GameWord>) => boolean;
  /** The fewest words a round needs (default 1). */
  minWords?: number;
  renderGame: (context: GameRenderContext) => ReactNode;
}

/**
 * A drill's page (issue 33 §4): the games' frame — category picker (with the drill's own due and
 * mistakes lists) → the drill → the completed screen, the round kept over a reload — recording each
 * answer on the card of the drill's skill, and the score in this browser (drill-progress.ts).
 */
export function DrillScreen({
  drillId,
  direction = SKILL_DIRECTIONS[drillId][0],
  notice,
  canAsk,
  minWords,
  renderGame,
}: DrillScreenProps) {
  const title = useMessages(GAME_TEXT)[drillId].title;
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const record = useRecordGameReviews();
  const saveReviews = useCallback<SaveReviews>(
    (play) => record({ ...play, skill: drillId, direction: play.direction ?? direction }),
    [record, drillId, direction],
  );
  const reviewKind = useMemo(() => ({ skill: drillId, direction }), [drillId, direction]);
  return (
    <div className="page game-screen drill-screen">
      <GameFlow
        gameId={drillId}
        title={title}
        saveProgress={(_id, { score }) => saveDrillScore(userId, drillId, score)}
        saveReviews={saveReviews}
        practiceMinWords={minWords}
        renderSetup={(start) => (
          <GameCategoryPicker
            title={title}
            notice={notice}
            reviewKind={reviewKind}
            wordFilter={canAsk}
            withSessions={false}
            minWords={minWords}
            onStart={start}
          />
        )}
        renderGame={renderGame}
      />
    </div>
  );
}
