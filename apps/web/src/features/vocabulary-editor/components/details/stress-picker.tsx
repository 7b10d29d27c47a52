import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { DETAILS_TEXT } from '../../details/details.i18n';
import { stressSegments, type StressSegment } from '../../details/stress-segments';

interface StressPickerProps {
  /** The Russian side without marks. */
  bare: string;
  /** Its stressed form, or null while no stress is set. */
  stressed: string | null;
  onStress: (position: number) => void;
  onClear: () => void;
  /** Ids of the texts that describe the picker (its source, a refusal). */
  describedBy?: string;
}

/**
 * Sets the stress by tapping a vowel (issue 32 §2): each word that needs a mark is a group of its
 * vowels as toggle buttons, one tab stop per word; arrows move between its vowels, Enter or Space
 * sets the one in focus, and a digit sets the vowel of that number. Several words each get their
 * own stress (withStressAt moves only the tapped word's).
 */
export function StressPicker({ bare, stressed, onStress, onClear, describedBy }: StressPickerProps) {
  const t = useMessages(DETAILS_TEXT);
  const segments = stressSegments(bare, stressed);
  const needed = segments.some((segment) => segment.kind === 'word' && segment.needsStress);
  return (
    <fieldset className="word-details__stress" aria-describedby={describedBy}>
      <legend className="field__label">{t.stress}</legend>
      {needed ? (
        <>
          <p className="field__hint">{t.stressHint}</p>
          <p className="word-details__stress-word" lang="ru">
            {segments.map((segment, index) =>
              segment.kind === 'text' ? (
                <span key={`text-${index}`}>{segment.text}</span>
              ) : (
                <StressWord key={segment.start} segment={segment} onStress={onStress} />
              ),
            )}
          </p>
          <div className="word-details__stress-result">
            <p aria-live="polite">
              {t.stressedForm}:{' '}
              {stressed === null ? (
                <span className="word-details__muted">{t.stressNotSet}</span>
              ) : (
                <strong lang="ru">{stressed}</strong>
              )}
            </p>
            {stressed !== null && (
              <Button size="sm" variant="ghost" onClick={onClear}>
                {t.clearStress}
              </Button>
            )}
          </div>
        </>
      ) : (
        <p className="field__hint">{t.stressNotNeeded}</p>
      )}
    </fieldset>
  );
}

type WordSegment = Extract<StressSegment, { kind: 'word' }>;

/** One word: plain when it needs no mark, else its vowels as buttons with a roving tab stop. */
function StressWord({ segment, onStress }: { segment: WordSegment; onStress: (position: number) => void }) {
  const t = useMessages(DETAILS_TEXT);
  const vowels = segment.letters.filter((letter) => letter.vowel);
  const stressedIndex = vowels.findIndex((vowel) => vowel.stressed);
  const [active, setActive] = useState(Math.max(0, stressedIndex));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  if (!segment.needsStress) return <span>{segment.word}</span>;

  const focusVowel = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: vowels.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusVowel(Math.min(vowels.length - 1, Math.max(0, to)));
      return;
    }
    const number = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
    if (number >= 1 && number <= vowels.length) {
      event.preventDefault();
      onStress(vowels[number - 1]!.position);
      focusVowel(number - 1);
    }
  };

  let vowelIndex = -1;
  return (
    <span role="group" className="word-details__stress-group" aria-label={t.stressInWord(segment.word)} onKeyDown={onKeyDown}>
      {segment.letters.map((letter) => {
        if (!letter.vowel) {
          return (
            <span key={letter.position} className="word-details__letter" aria-hidden="true">
              {letter.letter}
            </span>
          );
        }
        vowelIndex += 1;
        const index = vowelIndex;
        return (
          <button
            key={letter.position}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="word-details__vowel"
            // The vowel's number, for the digit keys, is drawn by CSS: the button's visible text stays the letter its name holds.
            data-number={index + 1}
            aria-pressed={letter.stressed}
            aria-label={t.vowelN(index + 1, letter.letter)}
            tabIndex={index === active ? 0 : -1}
            onFocus={() => setActive(index)}
            onClick={() => onStress(letter.position)}
          >
            {letter.letter}
          </button>
        );
      })}
    </span>
  );
}
