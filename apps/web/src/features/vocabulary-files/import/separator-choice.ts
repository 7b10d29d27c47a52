import { guessSeparators, type CardSeparator, type TermSeparator } from '@slovo/shared/formats/delimited-text';
import type { ImportSeparators } from './import-preview';

/**
 * The Import dialog's separator radios: which one is chosen, and the custom text typed for each.
 * Until the learner picks one, the choice follows a guess from the text (guessSeparators), so a
 * pasted Quizlet list or a comma CSV previews right without a click.
 */

export type TermChoice = 'tab' | 'comma' | 'semicolon' | 'dash' | 'custom';
export type CardChoice = 'newline' | 'semicolon' | 'custom';

export interface SeparatorState {
  term: TermChoice;
  card: CardChoice;
  termCustom: string;
  cardCustom: string;
  /** The learner chose a separator: stop following the guess. */
  chosen: boolean;
}

export const INITIAL_SEPARATORS: SeparatorState = { term: 'tab', card: 'newline', termCustom: '', cardCustom: '', chosen: false };

/** The radios in order; each is named by IMPORT_TEXT.separators[id] (import.i18n.ts). */
export const TERM_CHOICES: readonly { id: TermChoice }[] = [
  { id: 'tab' },
  { id: 'comma' },
  { id: 'semicolon' },
  { id: 'dash' },
  { id: 'custom' },
];

export const CARD_CHOICES: readonly { id: CardChoice }[] = [{ id: 'newline' }, { id: 'semicolon' }, { id: 'custom' }];

const namedTerm = (separator: TermSeparator): TermChoice => (typeof separator === 'string' ? separator : 'custom');
const namedCard = (separator: CardSeparator): CardChoice => (typeof separator === 'string' ? separator : 'custom');

/** The radios as shown: the learner's choice, or the guess for this text while there is none. */
export function shownSeparators(state: SeparatorState, text: string): SeparatorState {
  if (state.chosen || !/\S/.test(text)) return state;
  const guess = guessSeparators(text);
  return { ...state, term: namedTerm(guess.termSeparator), card: namedCard(guess.cardSeparator) };
}

/** The parser's options for the radios as shown. */
export function separatorsOf(state: SeparatorState): ImportSeparators {
  return {
    termSeparator: state.term === 'custom' ? { custom: state.termCustom } : state.term,
    cardSeparator: state.card === 'custom' ? { custom: state.cardCustom } : state.card,
  };
}
