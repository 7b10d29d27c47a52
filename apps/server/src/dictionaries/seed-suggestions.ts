import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RussianForms } from '@slovo/shared';
import { lazyLoad } from './lazy-load';

/**
 * Stress for new words from the seeded words' reviewed facts (db/seed/data/annotations/*.json, one
 * array per category: english, russian, stressed, aspect_partner, forms…). No npm dictionary
 * knows Russian stress; these 982 words do. A new word with the same Russian text gets their
 * stressed form — and their stressed forms and aspect partner — as a suggestion, never as a
 * checked fact: the same letters may be another word (мука́ flour, му́ка torment).
 */

/** The facts a seeded word lends a new word with the same Russian text. */
export interface SeedSuggestion {
  stressed?: string;
  aspect_partner?: string;
  forms?: RussianForms;
}

interface SeedEntry extends SeedSuggestion {
  english: string;
  russian: string;
}

export interface SeedSuggestions {
  /** By "english NUL russian": the seeded pair itself. */
  byPair: ReadonlyMap<string, SeedSuggestion>;
  /** By Russian text alone, where every seeded word with that text is stressed alike. */
  byRussian: ReadonlyMap<string, SeedSuggestion>;
}

const pairKey = (english: string, russian: string) => `${english.toLowerCase()}\u0000${russian}`;

const lent = (entry: SeedEntry): SeedSuggestion => ({
  ...(entry.stressed !== undefined ? { stressed: entry.stressed } : {}),
  ...(entry.aspect_partner !== undefined ? { aspect_partner: entry.aspect_partner } : {}),
  ...(entry.forms !== undefined ? { forms: entry.forms } : {}),
});

const isEntry = (value: unknown): value is SeedEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SeedEntry).english === 'string' &&
  typeof (value as SeedEntry).russian === 'string';

/** The suggestions of the given entries: a Russian text seeded twice with different stress (за́мок, замо́к) is known by its pair only. */
export function seedSuggestionsOf(entries: readonly SeedEntry[]): SeedSuggestions {
  const byPair = new Map<string, SeedSuggestion>();
  const byRussian = new Map<string, SeedSuggestion>();
  const ambiguous = new Set<string>();
  for (const entry of entries) {
    const suggestion = lent(entry);
    if (Object.keys(suggestion).length === 0) continue;
    byPair.set(pairKey(entry.english, entry.russian), suggestion);
    const earlier = byRussian.get(entry.russian);
    if (earlier !== undefined && earlier.stressed !== suggestion.stressed) ambiguous.add(entry.russian);
    if (earlier === undefined) byRussian.set(entry.russian, suggestion);
  }
  for (const russian of ambiguous) byRussian.delete(russian);
  return { byPair, byRussian };
}

/** The seeded word `russian` (from `english`) matches: its own pair first, else its Russian text. */
export function seedSuggestionFor(seed: SeedSuggestions, english: string, russian: string): SeedSuggestion | undefined {
  return seed.byPair.get(pairKey(english, russian)) ?? seed.byRussian.get(russian);
}

/** Every entry of the *.json files in `folder` (none when it is missing). */
export async function readSeedEntries(folder: string): Promise<SeedEntry[]> {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: SeedEntry[] = [];
  for (const file of files) {
    const parsed: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
    if (Array.isArray(parsed)) entries.push(...parsed.filter(isEntry));
  }
  return entries;
}

const SEED_ANNOTATIONS = fileURLToPath(new URL('../db/seed/data/annotations/', import.meta.url));

/** The seeded words' facts, read on first use. */
export const loadSeedSuggestions = lazyLoad('seeded words', async () =>
  seedSuggestionsOf(await readSeedEntries(SEED_ANNOTATIONS)),
);
