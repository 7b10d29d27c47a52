import { useId } from 'react';
import type { GameWord } from '@slovo/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RussianInputBar, useOnScreenKeyboard } from '@/features/russian-input';
import { SpeakButton, VoiceNote } from '@/features/speech';
import { useRussianText } from '@/features/word-details';
import { WordPicture } from '@/features/word-media';
import { GAME_TEXT, useFormat, useMessages } from '@/i18n';
import { PROMPT_TAG, type AnswerLanguage, type GameResult, type RoundKeeper } from '../../engine';
import { currentPrompt, currentSlots, currentWord, typerProgress, type TyperState } from '../logic';
import { TYPER_TEXT } from '../typer.i18n';
import { TyperEntry } from './typer-entry';
import { TyperErrorScreen } from './typer-error-screen';
import { TyperFeedback } from './typer-feedback';
import { browserSchedule, useTyperGame, type Schedule } from './use-typer-game';
import './typer.css';

export type { Schedule } from './use-typer-game';

export interface TyperGameProps {
  words: GameWord[];
  category: string;
  categoryDisplayName: string;
  onComplete: (result: GameResult) => void;
  /** Back to the category picker (also what Reset Game does). */
  onExit: () => void;
  /** Keeps the round across a reload (the game frame's); absent when the game is tested alone. */
  round?: RoundKeeper;
  /** The side typed in a new round (a resumed round keeps its own); default English. */
  answerLanguage?: AnswerLanguage;
  now?: () => number;
  schedule?: Schedule;
}

/**
 * Typer (game1): the Russian word is the prompt and the English word is typed into letter boxes,
 * or the other way round when the player chose to answer in Russian.
 */
export function TyperGame({
  words,
  category,
  categoryDisplayName,
  onComplete,
  onExit,
  round,
  answerLanguage = 'english',
  now = Date.now,
  schedule = browserSchedule,
}: TyperGameProps) {
  const game = useTyperGame({ words, category, onComplete, round, answerLanguage, now, schedule });
  const { state } = game;
  const titleId = useId();
  const t = useMessages(TYPER_TEXT);
  const title = useMessages(GAME_TEXT).game1.title;
  const format = useFormat();
  const russianText = useRussianText();
  // Russian typed: the on-screen keyboard, open by itself on a touch screen (issue 33 §5).
  const keyboard = useOnScreenKeyboard({ openOnTouch: answerLanguage === 'russian' });

  if (game.error) return <TyperErrorScreen message={game.error} onReset={onExit} />;

  const { status, step, pass } = state;
  const language = state.answerLanguage ?? 'english';
  const promptLang = PROMPT_TAG[language];
  const prompt = currentPrompt(state);
  const word = currentWord(state);
  // A Russian prompt shows its stress marks unless the player hid them; it is said without them.
  const shownPrompt = promptLang === 'ru' && word ? russianText(word) : prompt;
  const { position, total, percent } = typerProgress(state);
  const secondChance = pass === 'second-chance';
  const letters = currentSlots(state).filter((slot) => slot.kind === 'letter').length;

  return (
    <section className="card typer" aria-labelledby={titleId} data-status={status}>
      <div className="typer__header">
        <div className="typer__heading">
          <h2 id={titleId} className="typer__title">
            {title}
          </h2>
          <span className="typer__category">{categoryDisplayName}</span>
        </div>
        <div className="typer__counter">
          {secondChance && <Badge tone="warning">{t.secondChance}</Badge>}
          <span className="typer__position">{t.position(format.number(position), format.number(total))}</span>
        </div>
      </div>
      <ProgressBar value={percent} label={secondChance ? t.secondChanceProgress : t.progress} />

      <div className="typer__prompt" key={`${pass}-${step}`}>
        {word && <WordPicture word={word} size="hint" className="typer__picture" />}
        <p className="typer__prompt-label">{t.typeThe[language]}</p>
        <div className="typer__prompt-row">
          <p className="typer__russian" lang={promptLang}>
            {shownPrompt}
          </p>
          <SpeakButton text={prompt} lang={promptLang} sound={word?.sound} />
        </div>
        <p className="typer__meta">
          {word && t.partOfSpeech(word.part_of_speech)} · {t.letterCount(letters, format.number(letters))}
        </p>
      </div>

      <TyperEntry
        state={state}
        inputRef={game.inputRef}
        onKeyDown={game.onKeyDown}
        onChange={game.onChange}
        chooseBox={game.chooseBox}
        hideSystemKeyboard={language === 'russian' && keyboard.hidesSystemKeyboard}
      />
      {language === 'russian' && (
        <RussianInputBar target={game.keyboardTarget} keyboard={keyboard} className="typer__russian-input" />
      )}
      <TyperFeedback state={state} />

      <p className="visually-hidden" aria-live="polite">
        {status === 'typing' && (
          <>
            {t.announce(secondChance, format.number(position), format.number(total))}
            <span lang={promptLang}>{prompt}</span>
          </>
        )}
      </p>

      <div className="typer__actions">
        {status === 'wrong' ? (
          <Button ref={game.understoodRef} variant="primary" size="lg" onClick={game.moveOn}>
            {t.understood}
          </Button>
        ) : (
          <Button onClick={game.skip} disabled={status !== 'typing'}>
            {t.skip}
          </Button>
        )}
        <Button variant="ghost" onClick={onExit}>
          {t.changeCategory}
        </Button>
      </div>

      <VoiceNote />
      <TyperTally state={state} />
    </section>
  );
}

/** The round's running count: words right, mistakes, skipped. */
function TyperTally({ state }: { state: TyperState }) {
  const t = useMessages(TYPER_TEXT);
  return (
    <dl className="typer__tally">
      <div>
        <dt>{t.correct}</dt>
        <dd>{state.wordsCompleted}</dd>
      </div>
      <div>
        <dt>{t.mistakes}</dt>
        <dd>{state.mistakes}</dd>
      </div>
      <div>
        <dt>{t.skipped}</dt>
        <dd>{state.skipped.length}</dd>
      </div>
    </dl>
  );
}
