/**
 * The few parts of Az.js (the `az` package, which ships no types) that russian-morphology.ts uses.
 * A tag carries each grammeme as a property: `tag.NOUN`, `tag.anim`, and for a grammeme with
 * children the child's name (`tag.GNdr === 'masc'`, `tag.POS === 'NOUN'`).
 */
declare module 'az' {
  interface AzTag {
    readonly POS?: string;
    readonly GNdr?: string | true;
    readonly [grammeme: string]: unknown;
    /** The lexeme's grammemes (part of speech, gender, aspect…), then the form's. */
    readonly stat: readonly string[];
    readonly flex: readonly string[];
    toString(): string;
  }
  interface AzParse {
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
  interface AzMorphConfig {
    parsers?: string[];
  }
  /** What az's parsers read of their config (Morph fills it from its defaults; a parser called alone needs all of it). */
  interface AzParserConfig {
    ignoreCase: boolean;
    replacements: Record<string, string>;
    stutter: number;
    typos: number;
  }
  interface AzMorph {
    (word: string, config?: AzMorphConfig): AzParse[];
    init(path: string, callback: (error: Error | null) => void): void;
    /** Morph's analysers; `Dictionary` finds the dictionary's own words, unscored. */
    Parsers: { Dictionary(word: string, config: AzParserConfig): AzParse[] };
  }
  const Az: { Morph: AzMorph };
  export default Az;
  export type { AzMorph, AzParse, AzTag };
}
