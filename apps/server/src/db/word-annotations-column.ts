import type { WordAnnotations, WordMedia } from '@slovo/shared';
import { mediaUrl } from '@slovo/shared';

/**
 * How a word's annotations are stored (migration 0010): the stressed form in words.stressed, the
 * other facts with every source in words.annotations as JSON. Answers spread the facts beside
 * english and russian; a bare word adds nothing, so its answer is what it was before.
 */

/** What the facts are written to. */
export interface FactColumns {
  stressed: string | null;
  annotations: string | null;
}

/**
 * What a word select reads beside the sides: the facts, and the picture and sound (migration
 * 0013), read together so every answer that shows a word has its media.
 */
export interface AnnotationColumns extends FactColumns {
  image_hash: string | null;
  sound_hash: string | null;
}

/** The facts of a word row (no media: what files and exports carry). */
export function readWordFacts(row: FactColumns): WordAnnotations {
  const facts: WordAnnotations = row.annotations === null ? {} : (JSON.parse(row.annotations) as WordAnnotations);
  return row.stressed === null ? facts : { stressed: row.stressed, ...facts };
}

/** A word row's picture and sound as URLs, null when it has none. */
export const readMediaColumns = (row: Pick<AnnotationColumns, 'image_hash' | 'sound_hash'>): WordMedia => ({
  image: row.image_hash === null ? null : mediaUrl(row.image_hash),
  sound: row.sound_hash === null ? null : mediaUrl(row.sound_hash),
});

/** The facts of a word row and its media URLs (null when none), ready to spread into an answer. */
export function readAnnotationColumns(row: AnnotationColumns): WordAnnotations & WordMedia {
  return { ...readWordFacts(row), ...readMediaColumns(row) };
}

/** The columns that store these facts. */
export function annotationColumns(annotations: WordAnnotations): FactColumns {
  const { stressed, ...facts } = annotations;
  return {
    stressed: stressed ?? null,
    annotations: Object.keys(facts).length === 0 ? null : JSON.stringify(facts),
  };
}

/** The columns a word select reads for its annotations and media. */
export const ANNOTATION_COLUMN_NAMES = ['stressed', 'annotations', 'image_hash', 'sound_hash'] as const;
