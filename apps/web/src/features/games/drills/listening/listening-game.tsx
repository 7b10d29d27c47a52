import { useState } from 'react';
import type { GameRenderContext } from '../../engine/game-flow';
import { DrillGame } from '../engine/drill-game';
import { roundLanguage, type ListeningLanguage, type ListeningQuestion } from './logic';
import { ListeningFeedback } from './listening-feedback';
import { ListeningQuestionView } from './listening-question';

/** A Listening round in `language` (a resumed round keeps the language it was started in). */
export function ListeningGame({ context, language }: { context: GameRenderContext; language: ListeningLanguage }) {
  const [played] = useState(() => roundLanguage(context.round.restored, language));
  return (
    <DrillGame<ListeningQuestion>
      context={context}
      direction={played}
      makeQuestions={(words) => words.map((word) => ({ word, language: played }))}
      renderQuestion={(question, answer, answered) => (
        <ListeningQuestionView question={question} answer={answer} answered={answered} />
      )}
      renderFeedback={(question, answered) => <ListeningFeedback question={question} answered={answered} />}
    />
  );
}
