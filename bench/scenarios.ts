/**
 * What the load asks for. Each scenario is a function giving the next request path; the paths are
 * drawn from the generated dataset, so every request names a category, tag or word that exists and
 * that an anonymous caller may see (a benchmark of 404s would measure nothing useful).
 *
 * The target scenarios draw from a working set of queries, as real users do: after the warm-up the
 * server answers them from its vocabulary cache, as a running server would (the words route picks
 * at random among all 7,000 visible categories, each requested once beforehand). The others carry
 * no target and explain the figures: "500 popular categories" measures the cached path without
 * interleaving; the "new" scenarios never repeat a query, so every request misses the cache and
 * pays for the database queries.
 */
import type { BenchCategory } from './dataset';
import { benchCategories, benchTags, benchWords, isPublicCategory, LEVEL_TAG_COUNT, seededRandom } from './dataset';

/** The next request path; null when a scenario that never repeats itself has used up its queries. */
export type PathSource = () => string | null;

export interface Scenario {
  id: string;
  label: string;
  /** One example path, for the report. */
  example: string;
  next: PathSource;
  /** Which target applies: the words route's ratio to the baseline, the p99 bound, or none. */
  target: 'ratio' | 'p99' | 'none';
  /** First-time scenarios get no warm-up: it would only use up their unique queries. */
  warmup: boolean;
  /**
   * Paths requested once each before the warm-up, so the measurement sees the steady state of a
   * long-running server (random picks alone would take ~60,000 requests to touch 7,000 categories).
   */
  prime?: readonly string[];
}

const VOCABULARY = '/api/vocabulary';

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/** Uniformly random picks (with repetition), reproducible. */
function randomly(paths: readonly string[], seed: number): PathSource {
  const random = seededRandom(seed);
  return () => paths[Math.floor(random() * paths.length)] as string;
}

/** Every path once, in a shuffled order; then null (the run ends early rather than repeat a query). */
export function onceEach(paths: readonly string[], seed: number): PathSource {
  const order = shuffle([...paths], seededRandom(seed));
  let index = 0;
  return () => (index < order.length ? (order[index++] as string) : null);
}

const query = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString();

export const wordsPath = (name: string): string => `${VOCABULARY}/category/${encodeURIComponent(name)}`;
const listPath = (params: Record<string, string | number>): string => `${VOCABULARY}/categories?${query(params)}`;
const searchPath = (q: string): string => `${VOCABULARY}/search?${query({ q })}`;

/** Substrings of category names and word prefixes, collected from the dataset itself. */
interface DatasetSample {
  publicNames: string[];
  nameFragments: string[];
  /** 2 and 3 letters: hundreds of words start with each, so the search never needs its substring scan. */
  shortPrefixes: string[];
  /** 5 letters: most start fewer than 50 words, so the search also scans for words containing them. */
  longPrefixes: string[];
}

function sampleDataset(): DatasetSample {
  const publicCategories: BenchCategory[] = [...benchCategories()].filter(isPublicCategory);
  const nameFragments = new Set<string>();
  const shortPrefixes = new Set<string>();
  const longPrefixes = new Set<string>();
  const random = seededRandom(42);
  for (const [index, category] of publicCategories.entries()) {
    const letters = category.name.replace(/[^a-z]/g, '');
    const start = Math.floor(random() * Math.max(1, letters.length - 3));
    nameFragments.add(letters.slice(start, start + 2));
    nameFragments.add(letters.slice(start, start + 3));
    // Words of one category in ten are enough to give tens of thousands of distinct prefixes.
    if (index % 10 !== 0) continue;
    for (const word of benchWords(category)) {
      for (const text of [word.english, word.russian]) {
        shortPrefixes.add(text.slice(0, 2));
        if (text.length >= 3) shortPrefixes.add(text.slice(0, 3));
        if (text.length >= 5) longPrefixes.add(text.slice(0, 5));
      }
    }
  }
  return {
    publicNames: publicCategories.map((category) => category.name),
    nameFragments: [...nameFragments].filter((fragment) => fragment.length >= 2),
    shortPrefixes: [...shortPrefixes],
    longPrefixes: [...longPrefixes],
  };
}

export interface ScenarioSet {
  scenarios: Scenario[];
  /** Every category an anonymous caller may see (the words route picks among them). */
  publicNames: string[];
  /** Paths for the bare baseline server (it ignores them): the same kind of requests as the words route. */
  baselineNext: PathSource;
}

export function buildScenarios(): ScenarioSet {
  const sample = sampleDataset();
  const tags = benchTags().filter((tag) => tag.is_system === 1);
  const levelTags = tags.slice(0, LEVEL_TAG_COUNT).map((tag) => tag.name);
  const topicTags = tags.slice(LEVEL_TAG_COUNT).map((tag) => tag.name);

  // A working set like a busy browse page: 12 searches × 3 pages, sorted by word count.
  const listSearches = sample.nameFragments.filter((fragment) => fragment.length === 2).slice(0, 12);
  const listPaths = listSearches.flatMap((search) =>
    [1, 2, 3].map((page) => listPath({ search, sortBy: 'word_count', sortOrder: 'DESC', page, limit: 25 })),
  );
  const tagPaths = levelTags.flatMap((level) =>
    topicTags.flatMap((topic) =>
      [1, 2].map((page) => listPath({ tags: `${level},${topic}`, sortBy: 'name', sortOrder: 'ASC', page, limit: 25 })),
    ),
  );
  const searchPaths = sample.shortPrefixes.slice(0, 300).map(searchPath);

  // Thousands of distinct list queries: every filter and sort combination over many fragments.
  const repeated = new Set(listPaths);
  const firstTimeListPaths = sample.nameFragments
    .slice(0, 150)
    .flatMap((search) =>
      (['name', 'created_at', 'word_count'] as const).flatMap((sortBy) =>
        (['ASC', 'DESC'] as const).flatMap((sortOrder) =>
          [1, 2, 3].map((page) => listPath({ search, sortBy, sortOrder, page, limit: 25 })),
        ),
      ),
    )
    .filter((path) => !repeated.has(path));
  const firstTimePrefixPaths = sample.shortPrefixes
    .slice(300)
    .filter((prefix) => prefix.length === 3)
    .map(searchPath);
  const substringPaths = sample.longPrefixes.map(searchPath);
  const hotNames = sample.publicNames.slice(0, 500).map(wordsPath);

  const scenarios: Scenario[] = [
    {
      id: 'words',
      label: 'words of a category',
      example: wordsPath(sample.publicNames[0] as string),
      next: randomly(sample.publicNames.map(wordsPath), 1),
      target: 'ratio',
      warmup: true,
      prime: sample.publicNames.map(wordsPath),
    },
    {
      id: 'words-hot',
      label: 'words of a category, 500 popular ones (all cached)',
      example: hotNames[0] as string,
      next: randomly(hotNames, 8),
      target: 'none',
      warmup: true,
    },
    {
      id: 'list',
      label: 'category list: search, sort by word count, page',
      example: listPaths[1] as string,
      next: randomly(listPaths, 2),
      target: 'p99',
      warmup: true,
    },
    {
      id: 'list-tags',
      label: 'category list: two tags, sort by name, page',
      example: tagPaths[0] as string,
      next: randomly(tagPaths, 3),
      target: 'p99',
      warmup: true,
    },
    {
      id: 'search',
      label: 'word search (prefixes)',
      example: searchPaths[0] as string,
      next: randomly(searchPaths, 4),
      target: 'p99',
      warmup: true,
    },
    {
      id: 'list-first-time',
      label: 'category list, every query new (cache miss)',
      example: firstTimeListPaths[0] as string,
      next: onceEach(firstTimeListPaths, 5),
      target: 'none',
      warmup: false,
    },
    {
      id: 'search-first-time',
      label: 'word search, every 3-letter prefix new (cache miss)',
      example: firstTimePrefixPaths[0] as string,
      next: onceEach(firstTimePrefixPaths, 6),
      target: 'none',
      warmup: false,
    },
    {
      id: 'search-substring',
      label: 'word search, new 5-letter queries (cache miss, mostly substring scan)',
      example: substringPaths[0] as string,
      next: onceEach(substringPaths, 9),
      target: 'none',
      warmup: false,
    },
  ];
  return { scenarios, publicNames: sample.publicNames, baselineNext: randomly(sample.publicNames.map(wordsPath), 7) };
}
