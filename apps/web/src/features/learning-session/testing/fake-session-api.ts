import { vi } from 'vitest';
import type { ActiveLearningSession, LearningSessionStatus } from '@slovo/shared';
import type { LearningSessionApi } from '../api/learning-session-api';

/** Server-shaped words: `{id, english, russian, category, part_of_speech}`. */
export function sessionWords(count: number, category = 'animals', firstId = 1) {
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    english: `word${firstId + i}`,
    russian: `слово${firstId + i}`,
    category,
    part_of_speech: 'noun',
  }));
}

export function activeSession(overrides: Partial<ActiveLearningSession> = {}): ActiveLearningSession {
  return {
    hasActiveSession: true,
    category: 'animals',
    categoryDisplayName: 'Animals',
    wordsPerGame: 20,
    // Two batches handed out (the current one included), two to go: studied + remaining = total.
    wordsStudied: 40,
    wordsRemaining: 40,
    totalWords: 80,
    ...overrides,
  };
}

/**
 * A LearningSessionApi of spies. Defaults: no active session, start answers a 20-word first batch,
 * continue and next-batch answer 20 words, dismiss succeeds. Tests change answers with the spies'
 * own mockResolvedValue / mockRejectedValue.
 */
export function fakeSessionApi() {
  const noSession: LearningSessionStatus = { hasActiveSession: false };
  return {
    getStatus: vi.fn<LearningSessionApi['getStatus']>(() => Promise.resolve(noSession)),
    start: vi.fn<LearningSessionApi['start']>(() => Promise.resolve(sessionWords(20))),
    continueSession: vi.fn<LearningSessionApi['continueSession']>(() => Promise.resolve(sessionWords(20))),
    nextBatch: vi.fn<LearningSessionApi['nextBatch']>(() => Promise.resolve(sessionWords(20, 'animals', 21))),
    dismiss: vi.fn<LearningSessionApi['dismiss']>(() => Promise.resolve()),
  } satisfies LearningSessionApi;
}
