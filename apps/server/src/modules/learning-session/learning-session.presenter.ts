import type { ActiveLearningSession } from '@slovo/shared';
import type { VisibleCategory } from '../vocabulary';
import type { StoredSession } from './learning-session.repository';
import type { SessionView } from './session-batches';

/** The counters of an active session, as GET /learning-session and start answer them. */
export const presentSessionStatus = (
  category: VisibleCategory,
  session: StoredSession,
  view: SessionView,
): ActiveLearningSession => ({
  hasActiveSession: true,
  category: category.name,
  categoryDisplayName: category.display_name,
  wordsPerGame: session.wordsPerGame,
  wordsStudied: view.wordsStudied,
  wordsRemaining: view.wordsRemaining,
  totalWords: view.totalWords,
});
