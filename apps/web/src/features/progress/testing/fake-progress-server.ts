/**
 * Test-only: a small in-memory stand-in for the progress API behind `fetch`, applying the
 * server's rules (best score is the maximum, completed sticks, merge ORs and maxes), so tests
 * see realistic JSON answers. `failNext` makes the next matching call fail; `hold` delays answers.
 */
import { vi } from 'vitest';
import { GAME_IDS, type GameId } from '@slovo/shared';
import { makeToken } from '@/features/auth/testing/make-token';
import { useAuthStore } from '@/features/auth';

type Entry = { completed: boolean; score: number; bestScore: number };
type Progress = Record<GameId, Entry>;

function empty(): Progress {
  return Object.fromEntries(GAME_IDS.map((id) => [id, { completed: false, score: 0, bestScore: 0 }])) as Progress;
}

export interface ProgressCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export function fakeProgressServer(initial: Partial<Progress> = {}) {
  const stored: Progress = { ...empty(), ...initial };
  const calls: ProgressCall[] = [];
  const failures: { method: string; status: number }[] = [];
  let gate: Promise<void> | null = null;

  function json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input).replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, body, authorization: headers.Authorization });
    if (gate) await gate;

    const failure = failures.findIndex((f) => f.method === method);
    if (failure >= 0) {
      const [{ status }] = failures.splice(failure, 1) as [{ method: string; status: number }];
      return json(status, { error: 'Server error' });
    }
    if (!headers.Authorization) return json(401, { error: 'Access token required' });

    if (method === 'GET' && path === '/progress') return json(200, { progress: stored });
    const put = /^\/progress\/(game[1-5])$/.exec(path);
    if (method === 'PUT' && put) {
      const id = put[1] as GameId;
      const play = body as { completed: boolean; score: number };
      if (!Number.isInteger(play.score) || play.score < 0 || play.score > 100) {
        return json(400, { error: 'score must be a whole number from 0 to 100' });
      }
      const before = stored[id];
      stored[id] = {
        completed: before.completed || play.completed,
        score: play.score,
        bestScore: Math.max(before.bestScore, play.score),
      };
      return json(200, { progress: { [id]: stored[id] } });
    }
    if (method === 'POST' && path === '/progress/merge') {
      const local = (body as { progress: Partial<Progress> }).progress;
      for (const id of GAME_IDS) {
        const theirs = local[id];
        if (!theirs) continue;
        const ours = stored[id];
        stored[id] = {
          completed: ours.completed || theirs.completed,
          score: Math.max(ours.score, theirs.score),
          bestScore: Math.max(ours.bestScore, theirs.bestScore, ours.score, theirs.score),
        };
      }
      return json(200, { progress: stored });
    }
    return json(404, { error: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    stored,
    calls,
    fetchMock,
    /** The next call with this method fails with `status`. */
    failNext(method: string, status = 500) {
      failures.push({ method, status });
    },
    /** Holds every answer until the returned function is called. */
    hold(): () => void {
      let release: () => void = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** A signed-in player with a valid stored token. */
export function signInPlayer(id = '7', username = 'anna'): void {
  const token = makeToken({ id: Number(id), username });
  localStorage.setItem('authToken', token);
  useAuthStore.setState({
    user: {
      id,
      username,
      email: `${username}@example.com`,
      role: 'user',
      joinDate: '2025-01-01T00:00:00.000Z',
      lastLogin: '2025-01-01T00:00:00.000Z',
    },
    token,
    isInitialized: true,
  });
}

export function signOutPlayer(): void {
  localStorage.removeItem('authToken');
  useAuthStore.setState({ user: null, token: null, isInitialized: true });
}
