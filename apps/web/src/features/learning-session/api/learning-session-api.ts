import type { LearningSessionStatus, StartLearningSessionRequest } from '@slovo/shared';
import { api } from '@/lib/api-client';
import { equals, expectShape, hasShape, isArray, isCount, isInteger, isString } from '@/lib/response-shape';

/**
 * The five learning-session calls (product-games-auth.md §7). Everything that uses them takes
 * this interface, so components can be tested against a fake without a server.
 * Word lists come back raw: the caller runs them through prepareCategoryWords like any other
 * word payload, so one set of rules decides what is playable.
 */
export interface LearningSessionApi {
  getStatus(): Promise<LearningSessionStatus>;
  /** Resolves the first batch's words when the server sent them (it does: 201 with status + words). */
  start(request: StartLearningSessionRequest): Promise<unknown[]>;
  /** The current batch; the same words on every call until next-batch. */
  continueSession(): Promise<unknown[]>;
  /** The next batch, or [] when nothing remained. */
  nextBatch(): Promise<unknown[]>;
  dismiss(): Promise<void>;
}

// The two answers of GET /learning-session, as the shared schema (schemas/learning-session.ts) defines them.
const NO_SESSION = { hasActiveSession: equals(false) };
const ACTIVE_SESSION = {
  hasActiveSession: equals(true),
  category: isString,
  categoryDisplayName: isString,
  wordsPerGame: isInteger,
  wordsStudied: isCount,
  wordsRemaining: isCount,
  totalWords: isCount,
};

const MALFORMED = 'Invalid response from learning session service';
const WITH_WORDS = { words: isArray };

function wordsOf(body: unknown): unknown[] {
  return expectShape<{ words: unknown[] }>(body, WITH_WORDS, MALFORMED).words;
}

// Sessions belong to a signed-in user: without a token the client refuses before sending.
const AUTH = { requiresAuth: true } as const;

export const learningSessionApi: LearningSessionApi = {
  async getStatus() {
    // One quick look: the picker must not sit on "Checking for active session..." through retries.
    const body = await api.get<unknown>('/learning-session', { ...AUTH, retry: false });
    if (hasShape(body, NO_SESSION)) return { hasActiveSession: false };
    return expectShape<LearningSessionStatus>(body, ACTIVE_SESSION, MALFORMED);
  },
  async start(request) {
    const body = await api.post<unknown>('/learning-session/start', request, AUTH);
    // The session exists once the server said 201; without its words the game plays the chosen ones.
    return hasShape(body, WITH_WORDS) ? (body as { words: unknown[] }).words : [];
  },
  async continueSession() {
    return wordsOf(await api.post<unknown>('/learning-session/continue', undefined, AUTH));
  },
  async nextBatch() {
    return wordsOf(await api.post<unknown>('/learning-session/next-batch', undefined, AUTH));
  },
  async dismiss() {
    await api.delete<unknown>('/learning-session', AUTH);
  },
};
