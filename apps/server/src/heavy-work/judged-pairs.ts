import type { PartOfSpeech, SkippedBatchPair } from '@slovo/shared';
import { partitionWordPairs } from '@slovo/shared';

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
}

/** Pairs judged: the accepted, and the skipped (invalid, or a repeat of an earlier pair) with their reason. */
export interface JudgedPairs {
  accepted: AcceptedPair[];
  skipped: SkippedBatchPair[];
}

type SentPair = { english: string; russian: string; part_of_speech: PartOfSpeech };

/** partitionWordPairs, with each accepted pair's sides as sent kept for a later "duplicate" report. */
export function judgeWordPairs(pairs: readonly SentPair[]): JudgedPairs {
  const { accepted, skipped } = partitionWordPairs(pairs);
  return {
    accepted: accepted.map((pair) => {
      const sent = pairs[pair.index] as SentPair;
      return { ...pair, sentEnglish: sent.english, sentRussian: sent.russian };
    }),
    skipped,
  };
}

export interface PackedPairs {
  count: number;
  /** Six fields per pair, each followed by NUL (which no request text may hold). */
  fields: string;
}

const SEPARATOR = '\u0000';
const FIELDS = 6;

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
    );
  }
  return { count: pairs.length, fields: parts.length === 0 ? '' : parts.join(SEPARATOR) + SEPARATOR };
}

export function unpackPairs(packed: PackedPairs): AcceptedPair[] {
  const values = packed.fields.split(SEPARATOR);
  const pairs: AcceptedPair[] = new Array(packed.count);
  for (let pair = 0; pair < packed.count; pair += 1) {
    const at = pair * FIELDS;
    pairs[pair] = {
      index: Number(values[at]),
      english: values[at + 1] as string,
      russian: values[at + 2] as string,
      part_of_speech: values[at + 3] as PartOfSpeech,
      sentEnglish: values[at + 4] as string,
      sentRussian: values[at + 5] as string,
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
