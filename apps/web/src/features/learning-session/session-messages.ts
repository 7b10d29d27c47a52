/** Learning-session and game-start texts, word for word from product-games-auth.md §4 and §8. */
export const SESSION_MESSAGES = {
  checking: 'Checking for active session...',
  lastBatch: 'Last batch! Practice across all games to complete this category.',
  movingToNextBatch: (count: number) => `Moving to next batch: ${count} new words!`,
  noMoreWords: 'No more words available. Starting new session.',
  allWordsCompleted: 'All words completed! Starting new session.',
  categoryCompleted: "You've completed all words in this category!",
  dismissed: 'Learning session dismissed. Choose a new category.',
  dismissFailed: 'Failed to dismiss session',
  continueFailed: 'Failed to continue session. Please try again.',
  nextBatchFailed: 'Failed to move to next batch. Please try again.',
  startFailed: 'Failed to start game. Please try again.',
} as const;
