import { ALL_WORDS, DEFAULT_PART_OF_SPEECH, DEFAULT_WORD_COUNT, MIN_WORDS_FOR_CATEGORY, WORD_COUNT_OPTIONS } from '../constants';
import { readMediaUrl } from '../limits/media';
import { readWordAnnotations } from './read-annotations';
import type { WordAnnotations } from './word-annotations';

/**
 * Words on category choice (product-games-auth.md §3 "Word", §5 "Words on category choice"):
 * what the category picker does with a category's word payload before a game may start, and the
 * word-count selector's rules. Pure, so the picker, the learning-session card and the games share
 * one definition.
 */

export const CATEGORY_WORDS_MESSAGES = {
  invalidResponse: 'Invalid response from vocabulary service',
  noWords: 'No words available for this category',
  invalidFormat: 'All words in this category have invalid format',
  tooFewWords: (minWords: number) => `This category needs at least ${minWords} words to play`,
  memoryMinWords: 'Min 10 words needed to start the game',
} as const;

/**
 * A word as every game sees it, whatever names the source used, with what it knows beside its two
 * sides (issue 32: the stressed form, gender, forms…) when the source gave it.
 */
export interface GameWord extends WordAnnotations {
  /** The server's numeric id, a sample word's id, or a stand-in from its position when none was given. */
  id: number | string;
  english: string;
  russian: string;
  /** The category's name ('' when the source did not say). */
  category: string;
  part_of_speech: string;
  /** The word's picture and recorded sound (issue 34): URLs, null or absent when it has none. */
  image?: string | null;
  sound?: string | null;
}

/** What a game receives when the player has chosen a category and a word count. */
export interface CategorySelection {
  /** The category's name (its key for the API and the learning session). */
  category: string;
  categoryDisplayName: string;
  /** The chosen count: 10, 15, 20, 25, 30, or -1 for all words. */
  wordCount: number;
  words: GameWord[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `keys` holding a non-blank text (numbers count too: "1984" is a fine word). */
function firstText(record: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

/**
 * One incoming word in the canonical shape. English may arrive as english, en or word, Russian
 * as russian, ru or translation (spec §3). Missing sides become '' so validation can drop them.
 * Its well-formed annotations come along; malformed ones are left behind.
 */
export function normalizeWord(raw: unknown, index = 0): GameWord {
  const record = isRecord(raw) ? raw : {};
  const id = typeof record.id === 'number' || (typeof record.id === 'string' && record.id !== '') ? record.id : `word-${index}`;
  const category = typeof record.category === 'string' ? record.category : '';
  const partOfSpeech =
    typeof record.part_of_speech === 'string' && record.part_of_speech.trim() !== ''
      ? record.part_of_speech.trim()
      : DEFAULT_PART_OF_SPEECH;
  const russian = firstText(record, ['russian', 'ru', 'translation']);
  return {
    id,
    english: firstText(record, ['english', 'en', 'word']),
    russian,
    category,
    part_of_speech: partOfSpeech,
    ...readWordAnnotations(record, russian),
    ...readWordMedia(record),
  };
}

/** The server's media URLs a word carries (issue 34); anything else is not a picture or sound of ours. */
function readWordMedia(record: Record<string, unknown>): Pick<GameWord, 'image' | 'sound'> {
  const image = readMediaUrl(record.image);
  const sound = readMediaUrl(record.sound);
  return image === null && sound === null ? {} : { image, sound };
}

export function hasBothSides(word: GameWord): boolean {
  return word.english !== '' && word.russian !== '';
}

/** The word list inside a payload: the payload itself, or its `words` or `category` array. */
function wordListOf(payload: unknown): unknown[] | null {
  if (Array.isArray(payload)) return payload;
  if (isRecord(payload)) {
    if (Array.isArray(payload.words)) return payload.words;
    if (Array.isArray(payload.category)) return payload.category;
  }
  return null;
}

/** Fisher–Yates on a copy; `random` returns [0, 1) like Math.random. */
export function shuffleWords<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface PrepareCategoryWordsOptions {
  /** Drop words lacking English or Russian (default true). */
  validate?: boolean;
  /** Fewest words a game can start with (default 1). */
  minWords?: number;
  /** Replaces "This category needs at least N words to play". */
  minWordsMessage?: string;
  /** Keep at most this many words; -1 (or absent, or not positive) keeps all. */
  maxWords?: number;
  shuffle?: boolean;
  random?: () => number;
}

export type PrepareCategoryWordsResult = { ok: true; words: GameWord[] } | { ok: false; error: string };

/**
 * Spec §5 "Words on category choice", in its order: the list must be an array, must not be
 * empty, loses invalid words when validating, must keep the minimum, and is then shuffled (when
 * asked) and cut to the maximum. Shuffling comes first so a cut list is a random selection.
 */
export function prepareCategoryWords(
  payload: unknown,
  {
    validate = true,
    minWords = MIN_WORDS_FOR_CATEGORY,
    minWordsMessage,
    maxWords,
    shuffle = false,
    random = Math.random,
  }: PrepareCategoryWordsOptions = {},
): PrepareCategoryWordsResult {
  const list = wordListOf(payload);
  if (list === null) return { ok: false, error: CATEGORY_WORDS_MESSAGES.invalidResponse };
  if (list.length === 0) return { ok: false, error: CATEGORY_WORDS_MESSAGES.noWords };

  let words = list.map((raw, index) => normalizeWord(raw, index));
  if (validate) {
    words = words.filter(hasBothSides);
    if (words.length === 0) return { ok: false, error: CATEGORY_WORDS_MESSAGES.invalidFormat };
  }
  if (words.length < minWords) {
    return { ok: false, error: minWordsMessage ?? CATEGORY_WORDS_MESSAGES.tooFewWords(minWords) };
  }

  if (shuffle) words = shuffleWords(words, random);
  if (maxWords !== undefined && maxWords !== ALL_WORDS && maxWords > 0) words = words.slice(0, maxWords);
  return { ok: true, words };
}

export type WordCountOption = (typeof WORD_COUNT_OPTIONS)[number];

export interface WordCountOptionState {
  key: WordCountOption['key'];
  value: number;
  /** "XS (10)" … "ALL". */
  label: string;
  /** Fewer words available than the option asks for; ALL never is. */
  disabled: boolean;
  /** The spec's default (M = 20). */
  isDefault: boolean;
}

/** Spec §5: an option is disabled when fewer words are available than it asks for; ALL always works. */
export function wordCountOptionState(available: number, option: WordCountOption): WordCountOptionState {
  const isAll = option.value === ALL_WORDS;
  return {
    key: option.key,
    value: option.value,
    label: isAll ? option.key : `${option.key} (${option.value})`,
    disabled: !isAll && available < option.value,
    isDefault: option.value === DEFAULT_WORD_COUNT,
  };
}

/** Every word-count option for a category with `available` words, in the spec's order. */
export function wordCountOptionStates(available: number): WordCountOptionState[] {
  return WORD_COUNT_OPTIONS.map((option) => wordCountOptionState(available, option));
}

/** The count to highlight first: the default (M) when the category has enough words, else ALL. */
export function initialWordCount(available: number): number {
  return available >= DEFAULT_WORD_COUNT ? DEFAULT_WORD_COUNT : ALL_WORDS;
}
