import { useState } from 'react';
import type { GameId } from '@slovo/shared';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { readAnswerLanguage, storeAnswerLanguage, type AnswerLanguage } from './answer-language';

const CHOICES = [
  { id: 'english', label: 'English' },
  { id: 'russian', label: 'Русский', lang: 'ru' },
] as const;

/** The picker's "Answer in" choice of Typer and Mission, remembered per game for the next round. */
export function AnswerLanguageChoice({ gameId, legend = 'Answer in' }: { gameId: GameId; legend?: string }) {
  const [language, setLanguage] = useState<AnswerLanguage>(() => readAnswerLanguage(gameId));
  return (
    <ChoiceChips
      legend={legend}
      choices={CHOICES}
      value={language}
      onChange={(next) => {
        setLanguage(next);
        storeAnswerLanguage(gameId, next);
      }}
    />
  );
}
