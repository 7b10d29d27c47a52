import type { WordAnnotations } from '@slovo/shared';

/**
 * How a word's annotations are stored (migration 0010): the stressed form in words.stressed, the
 * other facts with every source in words.annotations as JSON. Answers spread the facts beside
 * english and russian; a bare word adds nothing, so its answer is what it was before.
 */

export interface AnnotationColumns {
  stressed: string | null;
  annotations: string | null;
}

/** The facts of a word row, ready to spread into an answer. */
export function readAnnotationColumns(row: AnnotationColumns): WordAnnotations {
  const facts: WordAnnotations = row.annotations === null ? {} : (JSON.parse(row.annotations) as WordAnnotations);
  return row.stressed === null ? facts : { stressed: row.stressed, ...facts };
}

/** The columns that store these facts. */
export function annotationColumns(annotations: WordAnnotations): AnnotationColumns {
  const { stressed, ...facts } = annotations;
  return {
    stressed: stressed ?? null,
    annotations: Object.keys(facts).length === 0 ? null : JSON.stringify(facts),
  };
}

/** The columns a word select reads for its annotations. */
export const ANNOTATION_COLUMN_NAMES = ['stressed', 'annotations'] as const;
