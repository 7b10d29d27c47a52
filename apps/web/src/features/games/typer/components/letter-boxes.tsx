import type { CSSProperties } from 'react';
import { sameLetter, type Slot } from '../logic';

/** Letters in one word beyond which the boxes close up (see typer.css). */
const LONG_WORD = 9;

export type BoxesTone = 'typing' | 'correct' | 'wrong' | 'answer';

interface LetterBoxesProps {
  slots: Slot[];
  /** One entry per slot (what the player typed, or the expected text for the answer row). */
  entries: string[];
  /** The current box while typing; -1 for none. */
  cursor?: number;
  tone: BoxesTone;
  /** Choosing a box (click or tap) makes it the current one. */
  onChooseBox?: (index: number) => void;
  className?: string;
}

interface WordGroup {
  start: number;
  slots: Slot[];
}

/** Splits at gaps so each word of a multi-word answer stays together and wraps as a unit. */
function groupWords(slots: Slot[]): WordGroup[] {
  const groups: WordGroup[] = [];
  slots.forEach((slot, index) => {
    if (slot.kind === 'gap') return;
    const last = groups[groups.length - 1];
    if (last && last.start + last.slots.length === index) last.slots.push(slot);
    else groups.push({ start: index, slots: [slot] });
  });
  return groups;
}

function boxState(slot: Slot, entry: string, tone: BoxesTone): string {
  if (slot.kind === 'fixed') return 'fixed';
  // A bracketed part left out when the answer was checked: shown as given, neither right nor wrong.
  if (slot.optionalPart !== null && entry === '' && tone !== 'typing') return 'fixed';
  if (tone === 'answer') return 'answer';
  if (tone === 'typing') return entry ? 'filled' : 'empty';
  if (tone === 'correct') return 'right';
  return sameLetter(entry, slot.char) ? 'right' : 'wrong';
}

/**
 * The answer as boxes, one per letter, words separated by a gap; the boxes of a bracketed part
 * ("to go (on foot)") are marked optional (data-optional). Purely visual (aria-hidden):
 * the focused input and the live region carry the same information for assistive technology.
 */
export function LetterBoxes({ slots, entries, cursor = -1, tone, onChooseBox, className }: LetterBoxesProps) {
  const groups = groupWords(slots);
  const longest = Math.max(1, ...groups.map((group) => group.slots.length));
  // Boxes shrink for long words so one word fits a 360 px phone; see .typer-boxes in typer.css.
  const style = { '--typer-letters': longest } as CSSProperties;
  return (
    <div
      className={['typer-boxes', `typer-boxes--${tone}`, className].filter(Boolean).join(' ')}
      style={style}
      data-long={longest > LONG_WORD ? '' : undefined}
      aria-hidden="true"
    >
      {groups.map((group) => (
        <span className="typer-boxes__word" key={group.start}>
          {group.slots.map((slot, offset) => {
            const index = group.start + offset;
            const entry = entries[index] ?? '';
            const state = boxState(slot, entry, tone);
            return (
              <span
                key={index}
                className="typer-box"
                data-state={state}
                data-optional={slot.optionalPart !== null ? '' : undefined}
                data-current={index === cursor ? 'true' : undefined}
                // Keep focus in the hidden input; the click then moves the cursor.
                onMouseDown={onChooseBox ? (event) => event.preventDefault() : undefined}
                onClick={onChooseBox && slot.kind === 'letter' ? () => onChooseBox(index) : undefined}
              >
                {state === 'fixed' ? slot.char : entry}
              </span>
            );
          })}
        </span>
      ))}
    </div>
  );
}
