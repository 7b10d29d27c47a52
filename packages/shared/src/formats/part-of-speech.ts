import type { PartOfSpeech } from '../constants';
import { PARTS_OF_SPEECH } from '../constants';

/**
 * A word's part of speech where an import source gives one (issue 30: imported verbs arrived as
 * nouns). The readers of pasted text, Anki text and .apkg files use it; a note or line without one
 * keeps the default (DEFAULT_PART_OF_SPEECH), as before. Slovo's CSV and JSON formats name the
 * value exactly and keep their own strict check.
 *
 *   a column or field value: the name ("Verb"), a dictionary abbreviation ("v.", "adj") or the
 *     Russian name or abbreviation ("глагол", "гл.")
 *   an Anki tag: the name or its plural ("verb", "Verbs", "pos::verb"); abbreviations are not
 *     read there, as a tag "v" or "n" could mean anything
 *   a column or field named "Part of speech", "part_of_speech", "POS" or «Часть речи»
 */

/** Abbreviations and Russian names, without a trailing period, lower case. */
const OTHER_NAMES: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  v: 'verb',
  vb: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  prep: 'preposition',
  pron: 'pronoun',
  conj: 'conjunction',
  interj: 'interjection',
  существительное: 'noun',
  сущ: 'noun',
  глагол: 'verb',
  гл: 'verb',
  прилагательное: 'adjective',
  прил: 'adjective',
  наречие: 'adverb',
  нар: 'adverb',
  нареч: 'adverb',
  предлог: 'preposition',
  предл: 'preposition',
  местоимение: 'pronoun',
  мест: 'pronoun',
  союз: 'conjunction',
  междометие: 'interjection',
  межд: 'interjection',
};

const COLUMN_NAMES = new Set(['part of speech', 'pos', 'часть речи']);

const isName = (text: string): text is PartOfSpeech => (PARTS_OF_SPEECH as readonly string[]).includes(text);

/** A field as plain lower-case text: Anki's HTML tags and a trailing period left out. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');

/** The part of speech a column or field value names, or null. */
export function readPartOfSpeech(text: string): PartOfSpeech | null {
  const value = plain(text);
  if (isName(value)) return value;
  return Object.hasOwn(OTHER_NAMES, value) ? OTHER_NAMES[value]! : null;
}

/** The part of speech named by the first tag that names one ("verb", "Verbs", "pos::verb"), or null. */
export function partOfSpeechFromTags(tags: readonly string[]): PartOfSpeech | null {
  for (const tag of tags) {
    const value = (tag.split('::').pop() ?? '').toLowerCase();
    const singular = value.endsWith('s') ? value.slice(0, -1) : value;
    if (isName(value)) return value;
    if (isName(singular)) return singular;
  }
  return null;
}

/** Whether a column or field name says it holds the part of speech. */
export function isPartOfSpeechColumn(name: string): boolean {
  return COLUMN_NAMES.has(
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' '),
  );
}
