/**
 * The few parts of Az.js (the `az` package, which ships no types) that russian-morphology.ts uses,
 * as a plain module rather than a `declare module 'az'`: every TypeScript project that reaches
 * the server's code (the server's, the repository's for bench/) sees them.
 * A tag carries each grammeme as a property: `tag.NOUN`, `tag.anim`, and for a grammeme with
 * children the child's name (`tag.GNdr === 'masc'`, `tag.POS === 'NOUN'`).
 */
export interface AzTag {
  readonly POS?: string;
  readonly GNdr?: string | true;
  readonly [grammeme: string]: unknown;
  /** The lexeme's grammemes (part of speech, gender, aspect…), then the form's. */
  readonly stat: readonly string[];
  readonly flex: readonly string[];
  toString(): string;
}
export interface AzParse {
  readonly word: string;
  readonly tag: AzTag;
  readonly score: number;
  /** Dictionary parses: the number of forms of the word's paradigm (inflect(i) gives the i-th). */
  readonly formCnt: number;
  readonly paradigmIdx: number;
  readonly formIdx: number;
  normalize(keepPOS?: boolean): AzParse | false;
  inflect(form: number | readonly string[]): AzParse | false;
}
export interface AzMorphConfig {
  parsers?: string[];
}
/** What az's parsers read of their config (Morph fills it from its defaults; a parser called alone needs all of it). */
export interface AzParserConfig {
  ignoreCase: boolean;
  replacements: Record<string, string>;
  stutter: number;
  typos: number;
}
export interface AzMorph {
  (word: string, config?: AzMorphConfig): AzParse[];
  init(path: string, callback: (error: Error | null) => void): void;
  /** Morph's analysers; `Dictionary` finds the dictionary's own words, unscored. */
  Parsers: { Dictionary(word: string, config: AzParserConfig): AzParse[] };
}
/** The module itself (require('az')). */
export interface AzModule {
  Morph: AzMorph;
}
