import type { AnnotationInput, AnnotationSource, PartOfSpeech, SkippedBatchPair, WordAnnotations } from '@slovo/shared';
import { checkStressedForm, isBareWord, mergeAnnotations, partitionWordPairs, sourcedInput } from '@slovo/shared';

/**
 * Word pairs judged by the shared word rules, and how they cross from a worker thread to the
 * request thread. Structured cloning 50,000
 * small objects costs the receiving thread 60–90 ms in one piece (measured); one string of their
 * fields costs a copy, and splitting it on the request thread a few milliseconds.
 */

/** A pair the word rules accepted: cleaned sides, its position in the source, the sides as sent. */
export interface AcceptedPair {
  index: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  sentEnglish: string;
  sentRussian: string;
  /** What the pair brought beside its sides (stress marks, a gender column…), with their source. */
  annotations?: WordAnnotations;
  /** Its picture and sound (issue 34): the SHA-256 of files checked on the worker (an .apkg's, a JSON file's references). */
  media?: PairMedia;
}

export interface PairMedia {
  image?: string;
  sound?: string;
}

/** Pairs judged: the accepted, and the skipped (invalid, or a repeat of an earlier pair) with their reason. */
export interface JudgedPairs {
  accepted: AcceptedPair[];
  skipped: SkippedBatchPair[];
}

type SentPair = { english: string; russian: string; part_of_speech: PartOfSpeech; media?: PairMedia } & AnnotationInput;

/**
 * The facts a pair brings: those it sends, and the stress marks typed into its Russian side (a
 * `stressed` it sends must be that side with marks). Null when its `stressed` does not fit.
 */
function pairAnnotations(
  sent: SentPair,
  russian: string,
  typedStress: string | undefined,
  source: AnnotationSource,
): WordAnnotations | null {
  const input = sourcedInput({ ...sent, stressed: sent.stressed ?? typedStress }, source);
  if (typeof input.stressed === 'string') {
    const check = checkStressedForm(russian, input.stressed);
    if (!check.ok) return null;
    input.stressed = check.stressed;
  }
  return mergeAnnotations({}, input);
}

/**
 * partitionWordPairs, with each accepted pair's sides as sent kept for a later "duplicate" report
 * and its annotations credited to `source`; a pair whose stressed form does not fit is invalid.
 */
export function judgeWordPairs(pairs: readonly SentPair[], source: AnnotationSource = 'editor'): JudgedPairs {
  // The sides alone: `stressed` in what partitionWordPairs answers is then only the marks typed into the Russian side.
  const partitioned = partitionWordPairs(
    pairs.map((pair) => ({ english: pair.english, russian: pair.russian, part_of_speech: pair.part_of_speech })),
  );
  const skipped = [...partitioned.skipped];
  const accepted: AcceptedPair[] = [];
  for (const pair of partitioned.accepted) {
    const sent = pairs[pair.index] as SentPair;
    const annotations = pairAnnotations(sent, pair.russian, pair.stressed, source);
    if (annotations === null) {
      skipped.push({ index: pair.index, english: sent.english, russian: sent.russian, reason: 'invalid' });
      continue;
    }
    accepted.push({
      index: pair.index,
      english: pair.english,
      russian: pair.russian,
      part_of_speech: pair.part_of_speech,
      sentEnglish: sent.english,
      sentRussian: sent.russian,
      ...(isBareWord(annotations) ? {} : { annotations }),
      ...(sent.media === undefined ? {} : { media: sent.media }),
    });
  }
  skipped.sort((a, b) => a.index - b.index);
  return { accepted, skipped };
}

export interface PackedPairs {
  count: number;
  /** Eight fields per pair (the annotations and the media as JSON, or empty), each followed by NUL (which no request text may hold). */
  fields: string;
}

const SEPARATOR = '\u0000';
const FIELDS = 8;

export function packPairs(pairs: readonly AcceptedPair[]): PackedPairs {
  const parts: string[] = [];
  for (const pair of pairs) {
    // The word rules leave no NUL in cleaned sides, and JSON bodies holding one are refused before
    // they get here; only a package's raw field could, and it is never shown back.
    parts.push(
      String(pair.index),
      pair.english,
      pair.russian,
      pair.part_of_speech,
      pair.sentEnglish.replaceAll(SEPARATOR, '\uFFFD'),
      pair.sentRussian.replaceAll(SEPARATOR, '\uFFFD'),
      pair.annotations === undefined ? '' : JSON.stringify(pair.annotations),
      pair.media === undefined ? '' : JSON.stringify(pair.media),
    );
  }
  return { count: pairs.length, fields: parts.length === 0 ? '' : parts.join(SEPARATOR) + SEPARATOR };
}

export function unpackPairs(packed: PackedPairs): AcceptedPair[] {
  const values = packed.fields.split(SEPARATOR);
  const pairs: AcceptedPair[] = new Array(packed.count);
  for (let pair = 0; pair < packed.count; pair += 1) {
    const at = pair * FIELDS;
    const annotations = values[at + 6] as string;
    const media = values[at + 7] as string;
    pairs[pair] = {
      index: Number(values[at]),
      english: values[at + 1] as string,
      russian: values[at + 2] as string,
      part_of_speech: values[at + 3] as PartOfSpeech,
      sentEnglish: values[at + 4] as string,
      sentRussian: values[at + 5] as string,
      ...(annotations === '' ? {} : { annotations: JSON.parse(annotations) as WordAnnotations }),
      ...(media === '' ? {} : { media: JSON.parse(media) as PairMedia }),
    };
  }
  return pairs;
}

/** Judged pairs as a task returns them: the accepted packed, the skipped (usually few) as they are. */
export interface PackedJudgedPairs {
  accepted: PackedPairs;
  skipped: SkippedBatchPair[];
}

export const packJudged = (judged: JudgedPairs): PackedJudgedPairs => ({
  accepted: packPairs(judged.accepted),
  skipped: judged.skipped,
});

export const unpackJudged = (packed: PackedJudgedPairs): JudgedPairs => ({
  accepted: unpackPairs(packed.accepted),
  skipped: packed.skipped,
});
