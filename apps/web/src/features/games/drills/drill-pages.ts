import type { DrillId } from '@slovo/shared';
import type { LazyGamePage } from '../game-pages';

/**
 * Each drill's page, loaded when its route is first visited: the imports stay dynamic, so each
 * drill is its own chunk (≤ 25 kB gzip, bench/bundle), sharing the games' frame.
 */
export const drillPages: Readonly<Record<DrillId, LazyGamePage>> = {
  stress: async () => ({ Component: (await import('./stress/stress-page')).StressPage }),
  gender: async () => ({ Component: (await import('./gender/gender-page')).GenderPage }),
  forms: async () => ({ Component: (await import('./forms/forms-page')).FormsPage }),
  listening: async () => ({ Component: (await import('./listening/listening-page')).ListeningPage }),
};
