/**
 * Test-only: a small in-memory stand-in for the progress API, answering through the one fetch
 * stub and applying the server's rules (best score is the maximum, completed sticks, merge ORs and
 * maxes), so tests see realistic JSON answers. `failNext` makes the next matching call fail;
 * `hold` delays answers.
 */
import { GAME_IDS, type GameId } from '@slovo/shared';
import { stubFetch, type RecordedCall, type StubReply } from '@/test/fetch-stub';

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

  function answer({ method, path, body, headers }: RecordedCall): StubReply {
    const failure = failures.findIndex((f) => f.method === method);
    if (failure >= 0) {
      const [{ status }] = failures.splice(failure, 1) as [{ method: string; status: number }];
      return { status, body: { error: 'Server error' } };
    }
    if (!headers.Authorization) return { status: 401, body: { error: 'Access token required' } };

    if (method === 'GET' && path === '/progress') return { body: { progress: stored } };
    const put = /^\/progress\/(game[1-5])$/.exec(path);
    if (method === 'PUT' && put) {
      const id = put[1] as GameId;
      const play = body as { completed: boolean; score: number };
      if (!Number.isInteger(play.score) || play.score < 0 || play.score > 100) {
        return { status: 400, body: { error: 'score must be a whole number from 0 to 100' } };
      }
      const before = stored[id];
      stored[id] = {
        completed: before.completed || play.completed,
        score: play.score,
        bestScore: Math.max(before.bestScore, play.score),
      };
      return { body: { progress: { [id]: stored[id] } } };
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
      return { body: { progress: stored } };
    }
    return { status: 404, body: { error: 'Not found' } };
  }

  const { fetchMock } = stubFetch(async (call) => {
    calls.push({ method: call.method, path: call.path, body: call.body, authorization: call.headers.Authorization });
    if (gate) await gate;
    return answer(call);
  });

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
