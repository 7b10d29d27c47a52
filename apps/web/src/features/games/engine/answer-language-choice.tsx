import { useState } from 'react';
import type { GameId } from '@slovo/shared';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { useLocale, useMessages } from '@/i18n';
import { readAnswerLanguage, storeAnswerLanguage, type AnswerLanguage } from './answer-language';
import { GAME_ENGINE_TEXT } from './engine.i18n';

/** The picker's "Answer in" choice of Typer and Mission, remembered per game for the next round. */
export function AnswerLanguageChoice({ gameId, legend }: { gameId: GameId; legend?: string }) {
  const [language, setLanguage] = useState<AnswerLanguage>(() => readAnswerLanguage(gameId));
  const t = useMessages(GAME_ENGINE_TEXT);
  // "Русский" is a Russian word on an English page; on a Russian one both labels are the page's language.
  const locale = useLocale();
  const choices = [
    { id: 'english', label: t.english },
    { id: 'russian', label: t.russian, lang: locale === 'ru' ? undefined : 'ru' },
  ] as const;
  return (
    <ChoiceChips
      legend={legend ?? t.answerIn}
      choices={choices}
      value={language}
      onChange={(next) => {
        setLanguage(next);
        storeAnswerLanguage(gameId, next);
      }}
    />
  );
}
