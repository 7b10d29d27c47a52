import { useState } from 'react';
import type { GameId } from '@slovo/shared';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { useLocale, useMessages } from '@/i18n';
import { otherLanguage, readAnswerLanguage, storeAnswerLanguage, type AnswerLanguage } from './answer-language';
import { GAME_ENGINE_TEXT } from './engine.i18n';

interface AnswerLanguageChoiceProps {
  gameId: GameId;
  /**
   * What the player chooses: the side they answer in (Typer, Mission, Quiz), or the side shown
   * first (Flashcards' "Front side"; what is kept is still the side recalled, its back).
   */
  asks?: 'answer' | 'front';
  legend?: string;
}

/** The picker's choice of the way a game asks, remembered per game for the next round (issue 33). */
export function AnswerLanguageChoice({ gameId, asks = 'answer', legend }: AnswerLanguageChoiceProps) {
  const [answer, setAnswer] = useState<AnswerLanguage>(() => readAnswerLanguage(gameId));
  const t = useMessages(GAME_ENGINE_TEXT);
  // "Русский" is a Russian word on an English page; on a Russian one both labels are the page's language.
  const locale = useLocale();
  const choices = [
    { id: 'english', label: t.english },
    { id: 'russian', label: t.russian, lang: locale === 'ru' ? undefined : 'ru' },
  ] as const;
  const toShown = asks === 'front' ? otherLanguage : (language: AnswerLanguage) => language;
  return (
    <ChoiceChips
      legend={legend ?? (asks === 'front' ? t.frontSide : t.answerIn)}
      choices={choices}
      value={toShown(answer)}
      onChange={(next) => {
        // The front's language is the other side of the one recalled: the same turn both ways.
        const chosen = toShown(next);
        setAnswer(chosen);
        storeAnswerLanguage(gameId, chosen);
      }}
    />
  );
}
