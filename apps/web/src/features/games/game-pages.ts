import type { ComponentType } from 'react';
import type { GameId } from '@slovo/shared';

/** A page loaded on demand, in the shape React Router's `lazy` takes. */
export type LazyGamePage = () => Promise<{ Component: ComponentType }>;

/**
 * Each game's page (category picker → game → completed screen), loaded when its route is first
 * visited. The router reaches the games through this index only, and the imports stay dynamic, so
 * each game (with the shared engine) remains its own chunk, within the per-game size budget.
 */
export const gamePages: Readonly<Record<GameId, LazyGamePage>> = {
  game1: async () => ({ Component: (await import('./typer/typer-page')).TyperPage }),
  game2: async () => ({ Component: (await import('./flashcards/flashcards-page')).FlashcardsPage }),
  game3: async () => ({ Component: (await import('./quiz/quiz-page')).QuizPage }),
  game4: async () => ({ Component: (await import('./mission/mission-page')).MissionPage }),
  game5: async () => ({ Component: (await import('./memory/memory-page')).MemoryPage }),
};
