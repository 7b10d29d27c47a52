/**
 * The mixed workload of issue 14 §5, as streams of requests: at most 100 connections in all, each
 * stream on its own connections so its latency is measured apart (p99 per route). The read routes
 * go as fast as their connections allow and draw their paths from the benchmark's dataset
 * (bench/scenarios.ts: categories, tags and prefixes that exist); logins and the writes arrive at a
 * set pace, as users would send them.
 */
import type { RequestSource, Scenario } from '../../bench/scenarios';
import { buildScenarios } from '../../bench/scenarios';
import { seededRandom } from '../../bench/dataset';

export interface WorkloadStream {
  route: string;
  source: RequestSource;
  connections: number;
  /** Requests per second over the stream's connections; absent: as fast as they go. */
  ratePerSecond?: number;
  /** Only in the phase with logins. */
  loginsOnly?: boolean;
}

export interface Sessions {
  /** Bearer tokens of the bench accounts (bench/dataset.ts) signed in through the API. */
  learner: string;
  writer: string;
  /** The learner's word ids, for the word edits. */
  learnerWordIds: number[];
  /** Who logs in at 20/s, with the right password (a wrong one would be locked out: not load). */
  login: { username: string; password: string };
}

export const LOGINS_PER_SECOND = 20;

/** 0 → "a", 25 → "z", 26 → "ba": a word's side takes letters, not digits. */
function lettersOf(value: number): string {
  let text = '';
  let rest = value;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}

const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

function scenario(scenarios: Scenario[], id: string): Scenario {
  const found = scenarios.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`bench/scenarios.ts has no scenario "${id}"`);
  return found;
}

/** The streams, and the words route's paths to request once each before measuring (a warm server). */
export function buildWorkload(sessions: Sessions): { streams: WorkloadStream[]; prime: readonly string[] } {
  const { scenarios, publicNames } = buildScenarios();
  const words = scenario(scenarios, 'words');
  const random = seededRandom(2024);
  let edit = 0;
  let start = 0;
  const games = ['game1', 'game2', 'game3', 'game4', 'game5'];
  const streams: WorkloadStream[] = [
    { route: 'GET words of a category', source: words, connections: 30 },
    { route: 'GET category list (search)', source: scenario(scenarios, 'list'), connections: 12 },
    { route: 'GET category list (tags)', source: scenario(scenarios, 'list-tags'), connections: 8 },
    { route: 'GET word search', source: scenario(scenarios, 'search'), connections: 15 },
    {
      route: 'GET my categories',
      source: { ...scenario(scenarios, 'my-categories'), headers: json(sessions.learner) },
      connections: 5,
    },
    {
      route: 'POST login',
      source: {
        next: () => '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: () => JSON.stringify(sessions.login),
      },
      connections: 10,
      ratePerSecond: LOGINS_PER_SECOND,
      loginsOnly: true,
    },
    {
      route: 'PUT progress',
      source: {
        next: () => `/api/progress/${games[Math.floor(random() * games.length)]}`,
        method: 'PUT',
        headers: json(sessions.learner),
        body: () => JSON.stringify({ completed: random() < 0.5, score: Math.floor(random() * 101) }),
      },
      connections: 5,
      ratePerSecond: 20,
    },
    {
      route: 'POST learning-session start',
      source: {
        next: () => '/api/learning-session/start',
        method: 'POST',
        headers: json(sessions.writer),
        body: () => JSON.stringify({ category: publicNames[(start += 1) % publicNames.length], wordCount: 10 }),
      },
      connections: 5,
      ratePerSecond: 10,
    },
    {
      route: 'PUT personal word edit',
      source: {
        next: () => `/api/vocabulary/user/words/${sessions.learnerWordIds[(edit += 1) % sessions.learnerWordIds.length]}`,
        method: 'PUT',
        headers: json(sessions.learner),
        // A new spelling every time (an edit into an existing pair is a refused duplicate), letters only.
        body: () => JSON.stringify({ english: `edited ${lettersOf(edit)}`, russian: `правка ${lettersOf(edit)}` }),
      },
      connections: 10,
      ratePerSecond: 5,
    },
  ];
  return { streams, prime: words.prime ?? [] };
}
