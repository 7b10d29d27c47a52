import type { PartOfSpeech } from '@slovo/shared';

/** A system tag created at first start; `name` is the stable key categories refer to. */
export interface SeedTag {
  name: string;
  display_name: string;
  description: string;
  /** Hex colour, #rrggbb. */
  color: string;
  /** One emoji. */
  icon: string;
}

/** A pre-built, approved system category and its word pairs. */
export interface SeedCategory {
  /** Lowercase slug: letters, digits and hyphens. */
  name: string;
  display_name: string;
  description: string;
  /** Names of tags in SEED_TAGS: exactly one level tag plus one or two topic tags. */
  tags: string[];
  words: ReadonlyArray<readonly [english: string, russian: string, partOfSpeech: PartOfSpeech]>;
}
