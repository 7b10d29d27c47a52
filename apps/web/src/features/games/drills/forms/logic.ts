import {
  checkTypedAnswer,
  shuffleWords,
  stripStress,
  type GameWord,
  type ReviewOutcome,
  type RussianFormKey,
  ALL_WORDS,
  WORD_COUNT_OPTIONS,
} from '@slovo/shared';
import type { DrillQuestion } from '../engine/drill-round';

/**
 * The Forms drill's rules (issue 33 §4): a frame asks for the form a phrase needs — нет …, два …,
 * много … of a noun; я …, ты …, они … of a verb; a verb's aspect partner — typed, or at XS and S
 * chosen among four. Only facts that are known (not a suggestion) are asked.
 */

export type FrameKind = 'gen_pl' | 'sg1' | 'gen_sg' | 'two' | 'sg2' | 'pl3' | 'partner';

/**
 * The order frames are preferred in: the genitive plural and the first person, the forms learners
 * get wrong most (irregular: много людей, я могу), then the rest.
 */
export const FRAME_ORDER: readonly FrameKind[] = ['gen_pl', 'sg1', 'gen_sg', 'two', 'sg2', 'pl3', 'partner'];

/** The form each frame asks for, of the word's `forms` (the partner is its own fact). */
const FORM_OF: Record<Exclude<FrameKind, 'partner'>, RussianFormKey> = {
  gen_pl: 'gen_pl',
  sg1: 'sg1',
  gen_sg: 'gen_sg',
  two: 'gen_sg',
  sg2: 'sg2',
  pl3: 'pl3',
};

export interface FormsQuestion extends DrillQuestion {
  kind: FrameKind;
  /** The form asked, with its stress marks where known. */
  expected: string;
  /** Four options without stress marks (the answer among them) when the round is small; null: typed. */
  choices: string[] | null;
}

/** The frames a word can be asked in, in FRAME_ORDER, each with the form it asks for. */
export function framesOf(word: Partial<GameWord>): { kind: FrameKind; expected: string }[] {
  const frames: { kind: FrameKind; expected: string }[] = [];
  const forms = word.sources?.forms === 'suggested' ? undefined : word.forms;
  for (const kind of FRAME_ORDER) {
    if (kind === 'partner') {
      if (word.part_of_speech === 'verb' && word.aspect_partner && word.sources?.aspect_partner !== 'suggested') {
        frames.push({ kind, expected: word.aspect_partner });
      }
      continue;
    }
    const isNounFrame = kind === 'gen_pl' || kind === 'gen_sg' || kind === 'two';
    if (word.part_of_speech !== (isNounFrame ? 'noun' : 'verb')) continue;
    if (kind === 'two' && countedByTwo(word) === null) continue;
    const form = forms?.[FORM_OF[kind]];
    if (form) frames.push({ kind, expected: form });
  }
  return frames;
}

/**
 * «два» or «две» before a noun: «две» for a feminine one. None when the gender is unknown or only
 * suggested, or for a plural-only noun (двое ножниц, not два): the frame is then not asked.
 */
export function countedByTwo(word: Partial<GameWord>): 'два' | 'две' | null {
  if (word.sources?.gender === 'suggested') return null;
  if (word.gender === 'f') return 'две';
  return word.gender === 'm' || word.gender === 'n' ? 'два' : null;
}

const LEADS: Record<Exclude<FrameKind, 'two' | 'partner'>, string> = {
  gen_pl: 'много',
  gen_sg: 'нет',
  sg1: 'я',
  sg2: 'ты',
  pl3: 'они',
};

/** The words before the blank: «много», «две», «я»; the partner's frame has none. */
export function frameLead(kind: FrameKind, word: Partial<GameWord>): string {
  if (kind === 'partner') return '';
  return kind === 'two' ? (countedByTwo(word) ?? 'два') : LEADS[kind];
}

export const canAskForms = (word: Partial<GameWord>): boolean => framesOf(word).length > 0;

/** A round of the picker's XS or S (10 or 15 words) is answered by choosing among four. */
export const CHOICE_ROUND_MAX_WORDS = WORD_COUNT_OPTIONS.find((option) => option.key === 'S')!.value;

/** Whether a round of the chosen count (ALL_WORDS: the whole category) chooses rather than types. */
export const choosesAmongFour = (wordCount: number): boolean => wordCount !== ALL_WORDS && wordCount <= CHOICE_ROUND_MAX_WORDS;

const key = (text: string) => stripStress(text).toLowerCase().replace(/ё/g, 'е').trim();

/**
 * Three wrong options for a form: the word's other forms and its base form first (the ones a
 * learner mixes up), then the same kind of form of other words in the round; unique, never the answer.
 */
export function distractors(word: GameWord, expected: string, others: readonly GameWord[], random: () => number): string[] {
  const seen = new Set([key(expected)]);
  const picked: string[] = [];
  const offer = (text: string | undefined) => {
    if (!text || picked.length >= 3 || seen.has(key(text))) return;
    seen.add(key(text));
    picked.push(text);
  };
  const own = shuffleWords([word.russian, ...Object.values(word.forms ?? {}), word.aspect_partner], random);
  own.forEach(offer);
  for (const other of shuffleWords(others, random)) framesOf(other).forEach((frame) => offer(frame.expected));
  for (const other of others) offer(other.russian);
  return picked;
}

/**
 * The round's questions: one frame per word, the frame kinds spread across the round (each word
 * takes the kind used least so far, FRAME_ORDER breaking ties); rounds of XS and S get four options.
 */
export function formsQuestions(words: GameWord[], wordCount: number, random: () => number = Math.random): FormsQuestion[] {
  const asked = words.filter(canAskForms);
  const used = new Map<FrameKind, number>();
  const choosing = choosesAmongFour(wordCount);
  return asked.map((word) => {
    const frames = framesOf(word);
    const frame = frames.reduce((best, next) => ((used.get(next.kind) ?? 0) < (used.get(best.kind) ?? 0) ? next : best));
    used.set(frame.kind, (used.get(frame.kind) ?? 0) + 1);
    const others = asked.filter((other) => other !== word);
    // Options without stress marks: a known form carries them and a made-up one would not, so
    // marks would point at the answer.
    const choices = choosing
      ? shuffleWords([frame.expected, ...distractors(word, frame.expected, others, random)], random).map(stripStress)
      : null;
    return { word, kind: frame.kind, expected: frame.expected, choices };
  });
}

/** A typed answer: right, "Almost!" (one letter off: right with help), or wrong; stress and ё/е never count. */
export function judgeTyped(given: string, expected: string): ReviewOutcome {
  if (given.trim() === '') return 'skipped';
  const { verdict } = checkTypedAnswer(given, stripStress(expected));
  return verdict === 'correct' ? 'right' : verdict === 'almost' ? 'right-with-help' : 'wrong';
}

/**
 * A chosen option: the right one is right with help — picking among four is recognition, weaker
 * evidence than typing the form (FSRS Hard, as the Quiz's options are).
 */
export const judgeChoice = (choice: string, expected: string): ReviewOutcome =>
  key(choice) === key(expected) ? 'right-with-help' : 'wrong';
