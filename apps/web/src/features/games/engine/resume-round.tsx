import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { StillLearningIcon } from '@/components/icons';
import { useMessages } from '@/i18n';
import { GAME_ENGINE_TEXT } from './engine.i18n';

interface ResumeRoundProps {
  /** The game's title, "Quiz Game". */
  gameTitle: string;
  categoryDisplayName: string;
  wordCount: number;
  onResume: () => void;
  onStartOver: () => void;
}

/**
 * Shown instead of the category picker when the tab kept an unfinished round (a reload mid-game):
 * Resume picks it up where it was, Start over drops it. Resume takes the focus, so Enter resumes.
 */
export function ResumeRound({ gameTitle, categoryDisplayName, wordCount, onResume, onStartOver }: ResumeRoundProps) {
  const titleId = useId();
  const resumeRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(GAME_ENGINE_TEXT).resume;
  useEffect(() => {
    resumeRef.current?.focus();
  }, []);

  return (
    <section className="card game-resume" aria-labelledby={titleId} aria-describedby={`${titleId}-text`}>
      <div className="game-resume__icon" aria-hidden="true">
        <StillLearningIcon />
      </div>
      <h2 id={titleId} className="game-resume__title">
        {t.title}
      </h2>
      <p id={`${titleId}-text`} className="game-resume__text">
        {t.before(gameTitle)}
        <strong>{categoryDisplayName}</strong>
        {t.after(wordCount)}
      </p>
      <div className="game-resume__actions">
        <Button ref={resumeRef} variant="primary" onClick={onResume}>
          {t.resume}
        </Button>
        <Button onClick={onStartOver}>{t.startOver}</Button>
      </div>
    </section>
  );
}
