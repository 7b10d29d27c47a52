import type { AnnotationSource } from '@slovo/shared';

/**
 * How each open dictionary is credited in a word's `sources`: its name and the version installed
 * (apps/server/package.json pins each exactly; a test checks these against node_modules, so an
 * upgrade that forgets them fails).
 */
export const DICTIONARY_SOURCES = {
  /** Az.js with the OpenCorpora dictionary it ships: gender, animacy, aspect, forms. */
  az: 'dictionary:az@0.2.3',
  /**
   * CMUdict as the npm package cmu-pronouncing-dictionary ships it; the version is the package's
   * (CMUdict's own repository has had no numbered release since 0.7b).
   */
  cmudict: 'dictionary:cmudict@3.0.0',
  englishVerbsIrregular: 'dictionary:english-verbs-irregular@3.4.0',
  irregularPlurals: 'dictionary:irregular-plurals@4.2.0',
  /** Slovo's own short list of irregular comparisons (english-comparisons.ts). */
  slovoComparisons: 'dictionary:slovo-comparisons@1',
} as const satisfies Record<string, AnnotationSource>;
