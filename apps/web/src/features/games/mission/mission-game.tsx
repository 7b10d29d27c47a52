import { useId } from 'react';
import type { GameWord } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, EmptyStateText } from '@/components/ui/empty-state';
import { GAME_ICONS, HintIcon, SkipIcon } from '@/components/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SpeakButton, VoiceNote } from '@/features/speech';
import { useRussianText } from '@/features/word-details';
import { WordPicture } from '@/features/word-media';
import { useLocale } from '@/i18n';
import { LANGUAGE_TAG, PROMPT_TAG, promptField, type AnswerLanguage } from '../engine/answer-language';
import type { GameResult } from '../engine/game-result';
import type { RoundKeeper } from '../engine/use-round-reducer';
import { UsesLeft } from '../engine/uses-left';
import { LetterTiles } from './letter-tiles';
import { answeredCount, canSkip, canUseHint, skipsRemaining, visibleTiles } from './logic';
import { phraseWordLengths } from './scramble';
import { MissionFeedback } from './mission-feedback';
import { MissionAnswerForm } from './mission-answer-form';
import { MISSION_TEXT as T } from './mission-text';
import { scheduleWithTimeout, useMissionGame, type Schedule } from './use-mission-game';
import './mission.css';

const MissionIcon = GAME_ICONS.game4;

export type { Schedule } from './use-mission-game';

export interface MissionGameProps {
  words: GameWord[];
  categoryDisplayName: string;
  onComplete: (result: GameResult) => void;
  onExit: () => void;
  /** Keeps the round across a reload (the game frame's); absent when the game is tested alone. */
  round?: RoundKeeper;
  /** The side rebuilt in a new round (a resumed round keeps its own); default English. */
  answerLanguage?: AnswerLanguage;
  random?: () => number;
  now?: () => number;
  schedule?: Schedule;
}

/** Mission (game4): unscramble the letters, type the English (or Russian) word. Rules live in ./logic. */
export function MissionGame({
  words,
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  answerLanguage = 'english',
  random = Math.random,
  now = Date.now,
  schedule = scheduleWithTimeout,
}: MissionGameProps) {
  const game = useMissionGame({ words, onComplete, round, answerLanguage, random, now, schedule });
  const { state } = game;
  // The voice note speaks the interface language.
  const locale = useLocale();
  const titleId = useId();
  const lettersId = useId();
  const russianText = useRussianText();

  if (state.phase === 'empty') {
    return (
      <EmptyState
        className="card mission"
        lang="ru"
        title={T.emptyTitle}
        actions={
          <Button variant="primary" onClick={onExit}>
            {T.emptyBack}
          </Button>
        }
      >
        <EmptyStateText>{T.emptyText}</EmptyStateText>
      </EmptyState>
    );
  }

  const total = state.words.length;
  const word = state.words[state.currentWordIndex]!;
  const answered = state.phase === 'correct' || state.phase === 'wrong';
  const skips = skipsRemaining(state);
  const tiles = visibleTiles(state);
  const wordLengths = phraseWordLengths(state.originalWord);
  const inRussian = state.answerLanguage === 'russian';
  const answerLang = LANGUAGE_TAG[state.answerLanguage ?? 'english'];
  const promptLang = PROMPT_TAG[state.answerLanguage ?? 'english'];
  const turnKey = `${state.isShowingSkippedWords ? 'r' : 'm'}${state.passPosition}`;

  return (
    <section className="card mission" aria-labelledby={titleId} lang="ru" data-phase={state.phase}>
      <header className="mission__header">
        <div className="mission__heading">
          <span className="mission__icon" aria-hidden="true">
            <MissionIcon />
          </span>
          <div>
            <h2 id={titleId} className="mission__title">
              {T.title}
            </h2>
            <p className="mission__category">{categoryDisplayName}</p>
          </div>
        </div>
        <Button variant="ghost" onClick={onExit} aria-label={T.exitLabel}>
          {T.exit}
        </Button>
      </header>

      <div className="mission__progress">
        <div className="mission__progress-line">
          <p className="mission__counter" data-testid="mission-counter">
            {state.isShowingSkippedWords
              ? T.replayProgress(state.passPosition + 1, state.pass.length)
              : T.progress(state.passPosition + 1, total)}
          </p>
          <span className="mission__badges">
            {state.isShowingSkippedWords && <Badge tone="warning">{T.replayBadge}</Badge>}
            <Badge tone="success">{T.correctCount(state.correctAnswers)}</Badge>
          </span>
        </div>
        <ProgressBar value={(answeredCount(state) / total) * 100} label={T.progressBar} />
      </div>

      <WordPicture word={word} size="hint" className="mission__picture" />
      <p className="mission__instructions">{inRussian ? T.instructionsRussian : T.instructions}</p>
      {wordLengths.length > 1 && <p className="mission__phrase-hint">{T.phraseHint(wordLengths)}</p>}
      <LetterTiles tiles={tiles} phase={state.phase} turnKey={turnKey} lang={answerLang} />
      <p id={lettersId} className="visually-hidden">
        {T.lettersLabel}:{' '}
        <span lang={answerLang}>
          {state.scrambledLetters
            .filter((letter) => letter !== ' ')
            .join(', ')
            .toUpperCase()}
        </span>
      </p>

      <p className="mission__hint" aria-live="polite">
        {state.hintUsed && (
          <>
            <span className="mission__hint-label">
              <HintIcon /> {T.hintShown}
            </span>{' '}
            <strong lang={promptLang}>{promptLang === 'ru' ? russianText(word) : promptField(word, state.answerLanguage)}</strong>
          </>
        )}
      </p>

      <MissionFeedback state={state} word={word} />
      {(state.hintUsed || answered) && (
        <div className="mission__say">
          {answered && <SpeakButton text={state.originalWord} lang={answerLang} withText sayLabel={T.say} sound={word.sound} />}
          <SpeakButton
            text={promptField(word, state.answerLanguage)}
            lang={promptLang}
            withText
            sayLabel={T.say}
            sound={word.sound}
          />
        </div>
      )}

      <MissionAnswerForm state={state} inputRef={game.inputRef} lettersId={lettersId} onType={game.type} onSubmit={game.submit} />

      <div className="mission__actions">
        <Button onClick={game.hint} disabled={!canUseHint(state)}>
          <HintIcon /> {T.hint}
        </Button>
        {!state.isShowingSkippedWords && (
          <Button onClick={game.skip} disabled={!canSkip(state)}>
            <SkipIcon /> {T.skip}
            <UsesLeft count={skips} after={T.skipsSpare} />
          </Button>
        )}
      </div>
      {/* Its text follows the interface language, not Mission's Russian. */}
      <div lang={locale}>
        <VoiceNote />
      </div>
    </section>
  );
}
