/**
 * Test-only: an in-memory stand-in for the reviews API, answering through the one fetch stub with
 * the server's rules that callers notice: POST /reviews records a playId once (a repeat answers
 * `recorded: false`) and refuses a request without a token; due and mistakes answer their lists cut
 * to `count` with the full `total`; the summary is what the test sets. Other paths answer 404 (or
 * `other`, e.g. a category's words).
 */
import { GAME_IDS, type ReviewSummaryResponse } from '@slovo/shared';
import { stubFakeServer } from '@/test/fake-server';
import type { RecordedCall, StubAnswer } from '@/test/fetch-stub';
import type { RecordReviewsRequest } from '@slovo/shared';

export interface FakeReviewWord {
  id: number;
  english: string;
  russian: string;
  category?: string;
  part_of_speech?: string;
}

export function emptySummary(): ReviewSummaryResponse {
  return {
    due: 0,
    mistakes: 0,
    skills: [],
    games: Object.fromEntries(GAME_IDS.map((id) => [id, { played: 0, learned: 0 }])) as ReviewSummaryResponse['games'],
  };
}

/** `count` words with ids from `firstId`: "word 1" ↔ "слово 1"… */
export function reviewWords(count: number, firstId = 1): FakeReviewWord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    english: `word ${firstId + i}`,
    russian: `слово ${firstId + i}`,
    category: 'animals',
    part_of_speech: 'noun',
  }));
}

export interface FakeReviewsOptions {
  summary?: Partial<ReviewSummaryResponse>;
  due?: FakeReviewWord[];
  mistakes?: FakeReviewWord[];
  /** Answers any other call (404 when absent). */
  other?: (call: RecordedCall, path: string) => StubAnswer | Promise<StubAnswer>;
}

/** A summary as the server answers it: counts given without kinds are the meaning cards in en-ru (what the games record by default). */
function completeSummary(summary: Partial<ReviewSummaryResponse>): ReviewSummaryResponse {
  const complete = { ...emptySummary(), ...summary };
  if (summary.skills !== undefined || (complete.due === 0 && complete.mistakes === 0)) return complete;
  return { ...complete, skills: [{ skill: 'meaning', direction: 'en-ru', due: complete.due, mistakes: complete.mistakes }] };
}

export function fakeReviewsServer({ summary = {}, due = [], mistakes = [], other }: FakeReviewsOptions = {}) {
  const state = {
    summary: completeSummary(summary),
    due,
    mistakes,
    /** Every round recorded, in order, once each. */
    recorded: [] as RecordReviewsRequest[],
  };

  const listAnswer = (words: FakeReviewWord[], query: URLSearchParams): StubAnswer => {
    const count = Number(query.get('count') ?? 20);
    return { body: { total: words.length, words: words.slice(0, count) } };
  };

  const server = stubFakeServer((call, path, query) => {
    if (path.startsWith('/api/reviews') && !call.headers.Authorization) {
      return { status: 401, body: { error: 'Access token required' } };
    }
    if (call.method === 'POST' && path === '/api/reviews') {
      const play = call.body as RecordReviewsRequest;
      if (state.recorded.some((done) => done.playId === play.playId)) {
        return { body: { recorded: false, reviewed: 0, ignored: 0 } };
      }
      state.recorded.push(play);
      return { body: { recorded: true, reviewed: play.answers.length, ignored: 0 } };
    }
    if (call.method === 'GET' && path === '/api/reviews/summary') return { body: state.summary };
    if (call.method === 'GET' && path === '/api/reviews/due') return listAnswer(state.due, query);
    if (call.method === 'GET' && path === '/api/reviews/mistakes') return listAnswer(state.mistakes, query);
    if (other) return other(call, path);
    return { status: 404, body: { error: 'Not found' } };
  });

  return { ...server, state };
}
