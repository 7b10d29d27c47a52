/**
 * What the load asks for. Each scenario is a function giving the next request path; the paths are
 * drawn from the generated dataset, so every request names a category, tag or word that exists and
 * that its caller may see (a benchmark of 404s would measure nothing useful): anonymous callers,
 * except for the personal vocabulary scenarios, which sign in as a bench learner (and, for writes,
 * send a method and a body).
 *
 * The target scenarios draw from a working set of queries, as real users do: after the warm-up the
 * server answers them from its vocabulary cache, as a running server would (the words route picks
 * at random among all 7,000 visible categories, each requested once beforehand). The others carry
 * no target and explain the figures: "500 popular categories" measures the cached path without
 * interleaving; the "new" scenarios never repeat a query, so every request misses the cache and
 * pays for the database queries.
 */
import { randomUUID } from 'node:crypto';
import { MAX_REVIEW_WORDS, mediaUrl } from '@slovo/shared';
import type { BenchDatabase } from './bench-databases';
import type { BenchAccount, BenchCategory } from './dataset';
import {
  BENCH_ADMIN,
  directoryAccounts,
  BENCH_LEARNER,
  BENCH_WRITER,
  batchPairs,
  benchCategories,
  benchTags,
  benchWords,
  isPublicCategory,
  learnerCategories,
  LEVEL_TAG_COUNT,
  seededRandom,
} from './dataset';
import { createWriterPool } from './load-dataset';
import { apkgWithPictures } from './apkg-stall';
import { benchMediaFiles } from './media-dataset';
import { BENCH_CLASS, BENCH_CLASS_ASSIGNMENT_ID } from './class-dataset';
import { realWordsImportFile } from './real-words';
import { ANSWERS_PER_GAME, learnerWordIds } from './review-history';

/** The next request path; null when a scenario that never repeats itself has used up its queries. */
export type PathSource = () => string | null;

/** The next request body (JSON text); null when the scenario has used up its bodies (the run ends). */
export type BodySource = () => string | null;

/** What each request of a run sends: the path, and for anything but a plain GET its method, headers and body. */
export interface RequestSource {
  next: PathSource;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Readonly<Record<string, string>>;
  body?: BodySource;
}

export interface Scenario extends RequestSource {
  id: string;
  label: string;
  /** One example path, for the report (and the check that the scenario answers 2xx before it is measured). */
  example: string;
  /**
   * Which target applies: the words route's ratio to the baseline, the p99 bound, a streamed
   * answer's memory bound (measured by measureStream, not under autocannon's load), or none.
   */
  target: 'ratio' | 'p99' | 'stream' | 'like' | 'none';
  /**
   * A 'like' target: this scenario's server CPU per request at most `maxRatio` times that of the
   * scenario `scenarioId` measured in the same run (issue 33: recording a drill costs no more than
   * recording a game).
   */
  like?: { scenarioId: string; maxRatio: number };
  /** The p99 bound of a 'p99' target, when not the read routes' TARGETS.maxP99Ms. */
  maxP99Ms?: number;
  /**
   * Measured one request at a time, each right after this write (sent with the scenario's headers,
   * unmeasured): what a query costs when the write has just dropped every cache (measureAfterWrites).
   */
  afterWrites?: {
    count: number;
    write: (index: number) => { path: string; method: 'PUT' | 'POST' | 'PATCH'; body: string };
    /** Another bench user who writes (a class member's game under the teacher's reads); signed in by run.ts. */
    by?: BenchAccount;
    /** The writes' headers when `by` writes (set by run.ts). */
    headers?: Record<string, string>;
  };
  /**
   * Measured by apkg-stall.ts: these packages imported one after the other while a cheap GET is
   * timed; its longest wait is the p99 judged.
   */
  stall?: { runs: number; body: (run: number) => Promise<Buffer> };
  /** A 'stream' target's timed runs, one after the other (then one more for the live heap). */
  streamRuns?: number;
  /** A 'stream' target's bound, when not TARGETS.maxStreamLiveHeapGrowthShare: peak live-heap growth / answer size. */
  maxLiveHeapGrowthShare?: number;
  /** Sign in as this bench user right before the scenario and send its bearer token (tokens live 15 minutes). */
  signIn?: BenchAccount;
  /** Connections of this scenario's load, when not the run's (BENCH connections, 32). */
  connections?: number;
  /** Unmeasured preparation right before the scenario runs (e.g. the empty categories a write scenario fills). */
  prepare?: (database: BenchDatabase, plannedSeconds: number) => Promise<void>;
  /** First-time scenarios get no warm-up: it would only use up their unique queries. */
  warmup: boolean;
  /**
   * Paths requested once each before the warm-up, so the measurement sees the steady state of a
   * long-running server (random picks alone would take ~60,000 requests to touch 7,000 categories).
   */
  prime?: readonly string[];
}

const VOCABULARY = '/api/vocabulary';

/** An admin's approval flipped on 30 categories in turn: each write drops every cached answer. */
const CLASS_PROGRESS_PATH = `/api/classes/${BENCH_CLASS.id}/progress`;
const ASSIGNMENT_PATH = `/api/classes/${BENCH_CLASS.id}/assignments/${BENCH_CLASS_ASSIGNMENT_ID}`;

const APPROVAL_WRITES: NonNullable<Scenario['afterWrites']> = {
  count: 30,
  write: (index) => ({
    path: `/api/vocabulary-admin/categories/${1 + index}/approved`,
    method: 'PUT',
    body: JSON.stringify({ isApproved: index % 2 === 0 }),
  }),
};

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
  /** 1 to 4 letters of any category's name, as an admin types them into the editor's search box. */
  editorSearches: string[];
}

function sampleDataset(): DatasetSample {
  const publicCategories: BenchCategory[] = [...benchCategories()].filter(isPublicCategory);
  const nameFragments = new Set<string>();
  const shortPrefixes = new Set<string>();
  const longPrefixes = new Set<string>();
  const editorSearches = new Set<string>();
  const random = seededRandom(42);
  const typing = seededRandom(43);
  for (const category of benchCategories()) {
    const letters = category.name.replace(/[^a-z]/g, '');
    const start = Math.floor(typing() * Math.max(1, letters.length - 4));
    editorSearches.add(letters.slice(start, start + 1 + Math.floor(typing() * 4)));
  }
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
    editorSearches: [...editorSearches].filter(Boolean),
  };
}

/** Issue 10 §4: the personal vocabulary routes' p99 bound. */
export const PERSONAL_P99_MS = 50;

/** Issue 11 §3: the p99 bound of a word search that also looks for words containing the query (cache miss). */
export const SUBSTRING_SEARCH_P99_MS = 50;
/** Issue 12: the admins' user list at 100,000 accounts. */
export const ADMIN_USERS_P99_MS = 50;
/** Issue 30 §0: the uncached admin tools are judged at an admin team's load; the run's 32 is information. */
export const ADMIN_TOOL_CONNECTIONS = 8;

/**
 * An uncached admin tool twice: judged at ADMIN_TOOL_CONNECTIONS, then at 32 connections as
 * information. Each asks its own half of the queries, so neither answers from the other's cache.
 */
function adminToolScenarios(tool: {
  id: string;
  label: string;
  paths: readonly string[];
  seed: number;
  maxP99Ms: number;
  signIn?: Scenario['signIn'];
}): Scenario[] {
  const half = (parity: number) => tool.paths.filter((_, index) => index % 2 === parity);
  const common = { example: tool.paths[0] as string, warmup: false, ...(tool.signIn ? { signIn: tool.signIn } : {}) };
  return [
    {
      ...common,
      id: tool.id,
      label: `${tool.label}, ${ADMIN_TOOL_CONNECTIONS} at once`,
      next: onceEach(half(0), tool.seed),
      connections: ADMIN_TOOL_CONNECTIONS,
      target: 'p99',
      maxP99Ms: tool.maxP99Ms,
    },
    {
      ...common,
      id: `${tool.id}-32`,
      label: `${tool.label}, 32 at once`,
      connections: 32,
      next: onceEach(half(1), tool.seed + 100),
      target: 'none',
    },
  ];
}

/**
 * What an admin asks the user list, every query new: mostly a search for someone — the start or a
 * piece of a name, a piece or the whole of an email, now and then a role or a mail domain — else a
 * page of the newest accounts, sometimes further back; page sizes as the screen offers them.
 */
function adminUsersPaths(): string[] {
  const random = seededRandom(14);
  const accounts = [...directoryAccounts()];
  const chance = (share: number) => random() < share;
  const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const piece = (text: string, length: number) => {
    const start = Math.floor(random() * Math.max(1, text.length - length));
    return text.slice(start, start + length);
  };
  const paths = new Set<string>();
  for (let attempt = 0; attempt < 40_000; attempt += 1) {
    const account = pickOne(accounts);
    const params: Record<string, string | number> = {};
    const kind = random();
    if (kind < 0.3) params.search = account.username.slice(0, 1 + Math.floor(random() * 8));
    else if (kind < 0.5) params.search = piece(account.username, 3 + Math.floor(random() * 6));
    else if (kind < 0.65)
      params.search = chance(0.5) ? account.email : piece(account.email.split('@')[0] as string, 4 + Math.floor(random() * 5));
    else if (kind < 0.7) params.search = pickOne(['admin', 'adm', 'user', 'gmail', 'yandex.ru', 'proton']);
    params.page = chance(0.8) ? 1 : 2 + Math.floor(random() * (chance(0.9) ? 5 : 4_000));
    params.limit = chance(0.7) ? 20 : pickOne([10, 50, 100]);
    paths.add(`/api/admin/users?${query(params)}`);
  }
  return [...paths];
}

/** Issue 11 §3: the p99 bound of a category list query nobody asked before (cache miss). */
export const FIRST_TIME_LIST_P99_MS = 50;

/** Issue 11 §3: the import of a 10,000-word file, the whole request, one at a time. */
export const IMPORT_WORDS = 10_000;
export const IMPORT_MAX_MS = 2_000;

/** Pairs per batch request in the batch scenarios. */
export const BATCH_PAIRS = 100;
/** Simultaneous writers in the batch scenario that carries the target: one request's own cost. */
export const BATCH_WRITERS = 1;
/** Empty categories prepared per planned second of the batch scenario: more than it can fill. */
const POOL_PER_SECOND = 2_500;

const learnerListPath = (params: Record<string, string | number>): string => `${VOCABULARY}/user/categories?${query(params)}`;

/**
 * The personal vocabulary manager of one learner with 200 categories and 20,000 words: both lists
 * (a working set of list queries like one busy /my-vocabulary page: every sort, several pages,
 * searches and tag filters; cached after the warm-up) and batches of 100 pairs (batchScenario).
 */
function personalScenarios(): Scenario[] {
  const learner = [...learnerCategories()];
  const fragments = [...new Set(learner.map((category) => category.display_name.slice(1, 3).toLowerCase()))].slice(0, 8);
  const levelTags = benchTags()
    .slice(0, LEVEL_TAG_COUNT)
    .map((tag) => tag.name);
  const listPaths = [
    ...(['word_count', 'created_at', 'name'] as const).flatMap((sortBy) =>
      (['ASC', 'DESC'] as const).flatMap((sortOrder) =>
        [1, 2, 3].map((page) => learnerListPath({ sortBy, sortOrder, page, limit: 10 })),
      ),
    ),
    ...fragments.map((search) => learnerListPath({ search, sortBy: 'word_count', sortOrder: 'DESC', page: 1, limit: 10 })),
    ...levelTags.map((tags) => learnerListPath({ tags, sortBy: 'word_count', sortOrder: 'DESC', page: 1, limit: 25 })),
    learnerListPath({ sortBy: 'word_count', sortOrder: 'DESC', page: 1, limit: 1000 }),
  ];

  return [
    {
      id: 'my-categories',
      label: "a learner's categories (200): sort, page, search, tags",
      example: listPaths[0] as string,
      next: randomly(listPaths, 10),
      signIn: BENCH_LEARNER,
      target: 'p99',
      maxP99Ms: PERSONAL_P99_MS,
      warmup: true,
    },
    {
      id: 'my-vocabulary',
      label: "a learner's whole vocabulary (20,000 words, gzip)",
      example: `${VOCABULARY}/user`,
      next: () => `${VOCABULARY}/user`,
      // As a browser asks for it: the 1.7 MB answer goes compressed.
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      signIn: BENCH_LEARNER,
      target: 'p99',
      maxP99Ms: PERSONAL_P99_MS,
      warmup: true,
    },
    batchScenario('my-batch', BATCH_WRITERS, 'p99'),
    batchScenario('my-batch-4', 4, 'none'),
    batchScenario('my-batch-32', 32, 'none'),
  ];
}

/**
 * Batches of 100 fresh pairs, each into a fresh, empty category of the bench writer (prepared
 * before the run, unmeasured), so every request does the same work. `connections` writers at a
 * time: writes to one database wait for each other (SQLite has a single writer), so with many at
 * once the latency is mostly waiting in line. The target ("p99 per request") is judged on one
 * writer at a time, the request's own cost; 4 and 32 writers show how it degrades under contention.
 */
function batchScenario(id: string, connections: number, target: 'p99' | 'none'): Scenario {
  let pool: number[] = [];
  let used = 0;
  const path = `${VOCABULARY}/user/words/batch`;
  return {
    id,
    label: `add ${BATCH_PAIRS} pairs in one batch, ${connections} writer${connections === 1 ? '' : 's'} at once`,
    example: path,
    next: () => path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => {
      if (used >= pool.length) return null;
      const categoryId = pool[used] as number;
      used += 1;
      return JSON.stringify({ categoryId, pairs: batchPairs(categoryId, BATCH_PAIRS) });
    },
    signIn: BENCH_WRITER,
    prepare: async (database, plannedSeconds) => {
      pool = await createWriterPool(database, Math.ceil(plannedSeconds * POOL_PER_SECOND));
      used = 0;
    },
    connections,
    target,
    ...(target === 'p99' ? { maxP99Ms: PERSONAL_P99_MS } : {}),
    warmup: true,
  };
}

/**
 * The admin editor's list as an admin uses it (issue 11 §3): signed in as an admin (every category
 * visible), each request a new combination of what the filter panel offers — a search of 1 to 4
 * letters as it is typed, one or two tags, approval status, creator, each sort in both directions,
 * the first pages, the page sizes — so every request misses the answer cache.
 */
function adminEditorListPaths(sample: DatasetSample): string[] {
  const random = seededRandom(12);
  const tags = benchTags();
  const levelTags = tags.slice(0, LEVEL_TAG_COUNT).map((tag) => tag.name);
  const topicTags = tags.slice(LEVEL_TAG_COUNT).map((tag) => tag.name);
  const chance = (share: number) => random() < share;
  const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const paths = new Set<string>();
  for (let attempt = 0; attempt < 60_000; attempt += 1) {
    const params: Record<string, string | number> = {};
    if (chance(0.6)) params.search = pickOne(sample.editorSearches);
    if (chance(0.4))
      params.tags = chance(0.25) ? `${pickOne(levelTags)},${pickOne(topicTags)}` : pickOne([...levelTags, ...topicTags]);
    if (chance(0.4)) params.isApprovedList = chance(0.5) ? 'true' : 'false';
    if (chance(0.3)) params.creator = chance(0.5) ? 'admin' : 'user';
    params.sortBy = pickOne(['name', 'created_at', 'word_count']);
    params.sortOrder = pickOne(['ASC', 'DESC']);
    params.page = chance(0.6) ? 1 : chance(0.75) ? 2 + Math.floor(random() * 2) : 4 + Math.floor(random() * 7);
    params.limit = chance(0.6) ? 25 : pickOne([10, 50, 100]);
    paths.add(listPath(params));
  }
  return [...paths];
}

/** Categories per import file; IMPORT_WORDS words spread evenly over them. */
const IMPORT_CATEGORIES = 200;

/**
 * A vocabulary file of IMPORT_WORDS new pairs in IMPORT_CATEGORIES new categories (names made unique
 * by the run's stamp and the request's number, so every request does the same work: every category
 * created, every word inserted), each with a level tag and a topic tag, plus one new tag per file.
 */
export function importFile(stamp: string, request: number): string {
  const tags = benchTags();
  const perCategory = IMPORT_WORDS / IMPORT_CATEGORIES;
  const newTag = `imported-${stamp}-${request}`;
  const categories = Array.from({ length: IMPORT_CATEGORIES }, (_, index) => ({
    name: `import-${stamp}-${request}-${index}`,
    display_name: `Import ${stamp} ${request} ${index}`,
    description: 'Imported by the benchmark',
    is_approved_list: index % 2 === 0,
    tags: [
      (tags[index % LEVEL_TAG_COUNT] as { name: string }).name,
      (tags[LEVEL_TAG_COUNT + (index % 5)] as { name: string }).name,
      newTag,
    ],
    words: batchPairs(request * IMPORT_CATEGORIES + index, perCategory).map((pair) => ({ ...pair, part_of_speech: 'noun' })),
  }));
  return JSON.stringify({ tags: [{ name: newTag, display_name: `Imported ${request}` }], categories });
}

/** POST /vocabulary-admin/import of a 10,000-word file, one request at a time (issue 11 §3: ≤ 2 s). */
function importScenario(): Scenario {
  const stamp = Date.now().toString(36);
  let request = 0;
  const path = '/api/vocabulary-admin/import';
  return {
    id: 'import',
    label: `import a ${IMPORT_WORDS.toLocaleString('en-US')}-word file (${IMPORT_CATEGORIES} new categories, one transaction), one at a time`,
    example: path,
    next: () => path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => importFile(stamp, (request += 1)),
    signIn: BENCH_ADMIN,
    connections: 1,
    target: 'p99',
    maxP99Ms: IMPORT_MAX_MS,
    warmup: true,
  };
}

/**
 * Issue 32 §2: the same import of real words (the seeded pairs, which the open dictionaries know),
 * so each word is looked up and its facts stored; bench/dictionaries.ts compares it with the
 * dictionaries off (target: at most 1.5× as slow). The first request, a warm-up, loads them.
 */
function realWordsImportScenario(): Scenario {
  const stamp = Date.now().toString(36);
  let request = 0;
  const path = '/api/vocabulary-admin/import';
  return {
    id: 'import-real-words',
    label: `import a ${IMPORT_WORDS.toLocaleString('en-US')}-word file of real words (the open dictionaries fill in their facts), one at a time`,
    example: path,
    next: () => path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () => realWordsImportFile(stamp, (request += 1), IMPORT_WORDS, IMPORT_CATEGORIES),
    signIn: BENCH_ADMIN,
    connections: 1,
    target: 'p99',
    maxP99Ms: IMPORT_MAX_MS,
    warmup: true,
  };
}

/** Issue 34 §5, judged as the hardening issue judged imports: the cheap GET never waits this long. */
export const APKG_STALL_MAX_WAIT_MS = 250;
const STALL_PICTURES = 1_000;

function apkgStallScenario(): Scenario {
  const stamp = Date.now().toString(36);
  const path = '/api/vocabulary/user/import/apkg';
  return {
    id: 'import-apkg-pictures',
    label: `GET /api/config while two .apkg of ${STALL_PICTURES.toLocaleString('en-US')} pictures each are imported (p99 column: its longest wait)`,
    example: path,
    next: () => path,
    signIn: BENCH_LEARNER,
    stall: { runs: 2, body: (run) => apkgWithPictures(STALL_PICTURES, `Pictures ${stamp} ${run}`) },
    connections: 1,
    target: 'p99',
    maxP99Ms: APKG_STALL_MAX_WAIT_MS,
    warmup: false,
  };
}

/** Issue 15: the due queue and the mistake book (and Home's summary) of a learner with 20,000 cards and 200,000 reviews. */
export const REVIEW_LIST_P99_MS = 20;
/** Issue 15: /stats for that learner. */
export const STATS_P99_MS = 50;
/** Issue 15: recording a 30-answer game. */
export const RECORD_GAME_P99_MS = 20;
/** Recording a drill's round may cost this much of a game's, no more (the same work; 10 % for noise). */
const RECORD_DRILL_MAX_COST_RATIO = 1.1;

/**
 * Finished games of ANSWERS_PER_GAME answers over the learner's words, each a new game (a new
 * playId), `connections` at a time. One learner's games are recorded one after the other (SQLite
 * has a single writer; PostgreSQL locks the learner's row so no review is lost), so with many at
 * once the latency is mostly waiting in line: the target is judged on one at a time, the request's
 * own cost, as for the batches; 32 at once shows the line.
 */
/** What a recorded round played: a game (meaning, en-ru) or a drill (its own skill). */
type RecordedPlay = { gameId: 'game1' } | { gameId: 'stress'; skill: 'stress' };

function recordGameScenario(
  id: string,
  connections: number,
  target: 'p99' | 'none',
  play: RecordedPlay = { gameId: 'game1' },
): Scenario {
  let wordIds: number[] = [];
  const random = seededRandom(16 + connections);
  const kind = 'skill' in play ? { skill: play.skill } : {};
  const gameAnswers = () => {
    const chosen = new Set<number>();
    while (chosen.size < ANSWERS_PER_GAME) chosen.add(wordIds[Math.floor(random() * wordIds.length)] as number);
    return [...chosen].map((wordId) => ({ wordId, outcome: random() < 0.8 ? 'right' : 'wrong', ...kind }));
  };
  return {
    id,
    label: `record a finished ${play.gameId === 'game1' ? 'game' : 'drill'} of ${ANSWERS_PER_GAME} answers (one transaction), ${connections} at once`,
    example: '/api/reviews',
    next: () => '/api/reviews',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: () =>
      JSON.stringify({
        playId: randomUUID(),
        gameId: play.gameId,
        playedAt: new Date().toISOString(),
        utcOffsetMinutes: 180,
        answers: gameAnswers(),
      }),
    signIn: BENCH_LEARNER,
    prepare: async (database) => {
      wordIds = await learnerWordIds(database);
    },
    connections,
    target,
    ...(target === 'p99' ? { maxP99Ms: RECORD_GAME_P99_MS } : {}),
    warmup: true,
  };
}

/**
 * A read right after the learner's game was recorded, one at a time: what it costs when the
 * recorded game has made the cached answer stale (the first read after every game pays this).
 */
/**
 * The learner's next game of ANSWERS_PER_GAME answers over their words, as writes after which a
 * read is measured (afterWrites): `prepare` reads the words first.
 */
function learnerGames(): {
  prepare: NonNullable<Scenario['prepare']>;
  write: () => { path: string; method: 'POST'; body: string };
} {
  let wordIds: number[] = [];
  const random = seededRandom(17);
  return {
    prepare: async (database) => {
      wordIds = await learnerWordIds(database);
    },
    write: () => ({
      path: '/api/reviews',
      method: 'POST',
      body: JSON.stringify({
        playId: randomUUID(),
        gameId: 'game3',
        playedAt: new Date().toISOString(),
        utcOffsetMinutes: 180,
        answers: [...new Set(Array.from({ length: ANSWERS_PER_GAME }, () => wordIds[Math.floor(random() * wordIds.length)]))].map(
          (wordId) => ({ wordId, outcome: 'right' }),
        ),
      }),
    }),
  };
}

function afterGameScenario(id: string, path: string): Scenario {
  const games = learnerGames();
  return {
    id,
    label: `${path.split('?')[0]} right after a game was recorded (its cached answer stale)`,
    example: path,
    next: onceEach(
      Array.from({ length: 30 }, () => path),
      18,
    ),
    signIn: BENCH_LEARNER,
    headers: { 'content-type': 'application/json' },
    prepare: games.prepare,
    afterWrites: { count: 30, write: games.write },
    target: 'none',
    warmup: false,
  };
}

/**
 * Spaced repetition as the bench learner uses it after a year of play (bench/review-history.ts):
 * the pickers' two lists as the app asks for them (up to MAX_REVIEW_WORDS words, the picker then
 * takes the chosen count), Home's summary, /stats, and recording finished games of 30 answers, each
 * a new game (a new playId) over 30 of the learner's words.
 */
function reviewScenarios(): Scenario[] {
  const read = (id: string, label: string, path: string, maxP99Ms: number): Scenario => ({
    id,
    label,
    example: path,
    next: () => path,
    signIn: BENCH_LEARNER,
    target: 'p99',
    maxP99Ms,
    warmup: true,
  });
  const dueList = `/api/reviews/due?count=${MAX_REVIEW_WORDS}`;
  const mistakesList = `/api/reviews/mistakes?count=${MAX_REVIEW_WORDS}`;
  return [
    read(
      'reviews-due',
      `due for review: the picker's list (up to ${MAX_REVIEW_WORDS} words) of 20,000 cards`,
      dueList,
      REVIEW_LIST_P99_MS,
    ),
    read(
      'reviews-mistakes',
      `my mistakes: the picker's list (up to ${MAX_REVIEW_WORDS} words)`,
      mistakesList,
      REVIEW_LIST_P99_MS,
    ),
    read(
      'reviews-summary',
      "Home's review summary (due, mistakes, learned per game)",
      '/api/reviews/summary',
      REVIEW_LIST_P99_MS,
    ),
    read(
      'stats',
      '/stats: a year of reviews per day, streaks, categories, retention, forecast',
      '/api/stats?utcOffsetMinutes=180',
      STATS_P99_MS,
    ),
    afterGameScenario('reviews-due-after-game', dueList),
    afterGameScenario('stats-after-game', '/api/stats?utcOffsetMinutes=180'),
    recordGameScenario('reviews-record', 1, 'p99'),
    {
      ...recordGameScenario('reviews-record-drill', 1, 'none', { gameId: 'stress', skill: 'stress' }),
      target: 'like',
      like: { scenarioId: 'reviews-record', maxRatio: RECORD_DRILL_MAX_COST_RATIO },
    },
    recordGameScenario('reviews-record-32', 32, 'none'),
  ];
}

export interface ScenarioSet {
  scenarios: Scenario[];
  /** Every category an anonymous caller may see (the words route picks among them). */
  publicNames: string[];
  /** Paths for the bare baseline server (it ignores them): the same kind of requests as the words route. */
  baselineNext: PathSource;
}

/** The teacher's table of the bench class, read one request at a time, each right after one of `afterWrites`. */
function tableAfter(
  id: string,
  what: string,
  afterWrites: NonNullable<Scenario['afterWrites']>,
  prepare?: Scenario['prepare'],
): Scenario {
  return {
    id,
    label: `the teacher's table right after ${what}`,
    example: CLASS_PROGRESS_PATH,
    next: () => CLASS_PROGRESS_PATH,
    signIn: BENCH_WRITER,
    headers: { 'content-type': 'application/json' },
    ...(prepare ? { prepare } : {}),
    afterWrites,
    target: 'none',
    warmup: false,
  };
}

/** The teacher's 30 changes of the bench class's first assignment, the `index`th with `body(index)`. */
const assignmentPatches = (body: (index: number) => unknown): NonNullable<Scenario['afterWrites']> => ({
  count: 30,
  write: (index) => ({ path: ASSIGNMENT_PATH, method: 'PATCH', body: JSON.stringify(body(index)) }),
});

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
  // A class member's games, under the teacher's reads of the class's table.
  const memberGames = learnerGames();

  // Thousands of distinct list queries: every filter and sort combination over many fragments.
  const repeated = new Set(listPaths);
  const firstTimeListPaths = sample.nameFragments
    .slice(0, 600)
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
  const adminListPaths = adminEditorListPaths(sample);
  const adminUserPaths = adminUsersPaths();
  const picturePaths = benchMediaFiles().pictures.map((file) => mediaUrl(file.hash));

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
    // Issue 34: a word's picture, as games ask for it (a year's immutable caching keeps a browser
    // from asking twice; this is each first time).
    {
      id: 'media',
      label: "a word's picture (28 kB; public, from the server's memory)",
      example: picturePaths[0] as string,
      next: randomly(picturePaths, 21),
      target: 'p99',
      warmup: true,
    },
    {
      id: 'media-after-write',
      label: "a word's picture right after a vocabulary write (every cache dropped: read from the database)",
      example: picturePaths[0] as string,
      next: randomly(picturePaths, 22),
      signIn: BENCH_ADMIN,
      headers: { 'content-type': 'application/json' },
      afterWrites: APPROVAL_WRITES,
      target: 'none',
      warmup: false,
    },
    // Issue 35: the teacher's table of a class of 40 members × 10 assignments, judged at 8
    // connections; kept per class, so the figure is the cached path; the one after a change of the
    // class is what a recomputation costs.
    {
      id: 'class-progress',
      label: `a teacher's progress table (${BENCH_CLASS.members} members × ${BENCH_CLASS.assignments} assignments), 8 at once`,
      example: CLASS_PROGRESS_PATH,
      next: () => CLASS_PROGRESS_PATH,
      signIn: BENCH_WRITER,
      connections: 8,
      target: 'p99',
      maxP99Ms: 50,
      warmup: true,
    },
    tableAfter(
      'class-progress-after-write',
      'a new due date (its rows kept, the table assembled again)',
      assignmentPatches((index) => ({ dueDate: `2031-01-${String(1 + index).padStart(2, '0')}` })),
    ),
    tableAfter(
      'class-progress-after-game',
      "a member's game (that member's row read afresh)",
      { count: 30, write: memberGames.write, by: BENCH_LEARNER },
      memberGames.prepare,
    ),
    tableAfter(
      'class-progress-after-scope',
      "an assignment's target changes (every row read afresh)",
      assignmentPatches((index) => ({ target: { kind: 'score', game: 'game3', percent: 50 + index } })),
    ),
    // The learner's Home asks for their open assignments (the bench learner is one of the members).
    {
      id: 'my-assignments',
      label: "a member's open assignments (Home), the learner of a year's reviews",
      example: '/api/classes/assignments',
      next: () => '/api/classes/assignments',
      signIn: BENCH_LEARNER,
      target: 'p99',
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
      target: 'p99',
      maxP99Ms: FIRST_TIME_LIST_P99_MS,
      warmup: false,
    },
    {
      id: 'admin-list',
      label: "admin editor's list, every query new: search, tags, approval, creator, sort, page",
      example: adminListPaths[0] as string,
      next: onceEach(adminListPaths, 11),
      signIn: BENCH_ADMIN,
      target: 'p99',
      maxP99Ms: FIRST_TIME_LIST_P99_MS,
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
    ...adminToolScenarios({
      id: 'search-substring',
      label: 'word search, new 5-letter queries (cache miss, mostly substring search)',
      paths: substringPaths,
      seed: 9,
      maxP99Ms: SUBSTRING_SEARCH_P99_MS,
    }),
    ...adminToolScenarios({
      id: 'admin-users',
      label: "admins' user list (100,000 accounts), every query new: search, page, page size",
      paths: adminUserPaths,
      seed: 15,
      maxP99Ms: ADMIN_USERS_P99_MS,
      signIn: BENCH_ADMIN,
    }),
    {
      id: 'admin-list-after-write',
      label: "admin editor's list right after an admin's write (approval changed: every cache dropped)",
      example: adminListPaths[0] as string,
      next: onceEach(adminListPaths.slice(0, 2_000), 13),
      signIn: BENCH_ADMIN,
      headers: { 'content-type': 'application/json' },
      afterWrites: APPROVAL_WRITES,
      target: 'none',
      warmup: false,
    },
    {
      id: 'export',
      label: 'export of every category and word (streamed)',
      example: '/api/vocabulary-admin/export',
      next: () => '/api/vocabulary-admin/export',
      signIn: BENCH_ADMIN,
      target: 'stream',
      streamRuns: 2,
      warmup: false,
    },
    // Writes come last: the batches and imports add words, which the read scenarios should not see.
    ...reviewScenarios(),
    ...personalScenarios(),
    importScenario(),
    realWordsImportScenario(),
    apkgStallScenario(),
  ];
  return { scenarios, publicNames: sample.publicNames, baselineNext: randomly(sample.publicNames.map(wordsPath), 7) };
}
