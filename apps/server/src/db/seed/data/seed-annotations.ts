import { readFileSync } from 'node:fs';
import type { AnnotationField, WordAnnotations } from '@slovo/shared';

/**
 * What the seeded words know (issue 32): one reviewed JSON file per category under
 * ./annotations, one object per word in the category's order, joined to the word by its two
 * sides. Written once and checked word by word against OpenCorpora (az) and espeak-ng; the
 * facts are credited to this list as a dictionary of its own.
 */

export const SEED_ANNOTATION_SOURCE = 'dictionary:slovo-seed@1' as const;

/**
 * One word's entry as the files hold it: its sides and its facts; `sources` names the source of a
 * fact that is not this list's own (the English ones).
 */
export interface SeedWordAnnotation extends WordAnnotations {
  english: string;
  russian: string;
}

/** The entries of one category, [] when it has no file. */
export function readSeedAnnotations(categoryName: string): SeedWordAnnotation[] {
  try {
    const url = new URL(`./annotations/${categoryName}.json`, import.meta.url);
    return JSON.parse(readFileSync(url, 'utf8')) as SeedWordAnnotation[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The entry's facts as a word stores them, each credited to the seed list. */
export function seedWordAnnotations(entry: SeedWordAnnotation): WordAnnotations {
  const { english: _english, russian: _russian, sources: named, ...facts } = entry;
  const fields = Object.keys(facts) as AnnotationField[];
  if (fields.length === 0) return {};
  return { ...facts, sources: Object.fromEntries(fields.map((field) => [field, named?.[field] ?? SEED_ANNOTATION_SOURCE])) };
}

/** A category's facts by the pair they belong to (english + NUL + russian). */
export function seedAnnotationsByPair(categoryName: string): Map<string, WordAnnotations> {
  return new Map(
    readSeedAnnotations(categoryName).map((entry) => [`${entry.english}\u0000${entry.russian}`, seedWordAnnotations(entry)]),
  );
}
