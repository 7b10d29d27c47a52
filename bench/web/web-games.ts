/**
 * The pages the web part measures, with the one fact about each that the sizes and the timings
 * both need: the route module whose chunk is the page's own (found in the manifest by its `src`).
 */

export interface WebGame {
  id: 'game1' | 'game2' | 'game3' | 'game4' | 'game5';
  path: string;
  label: string;
  /** The route module's file name; matched against the end of the manifest's `src`. */
  routeFile: string;
  /** Games with the XS…ALL selector start on the count; Memory Match starts on the category. */
  hasCountSelector: boolean;
  /** What counts as the first playable card (see page-probe.ts for the exact test). */
  playable: string;
}

export const HOME_ROUTE_FILE = 'home-page.tsx';

export const WEB_GAMES: readonly WebGame[] = [
  {
    id: 'game1',
    path: '/game1',
    label: 'Typer',
    routeFile: 'typer-page.tsx',
    hasCountSelector: true,
    playable: 'the letter boxes and their input',
  },
  {
    id: 'game2',
    path: '/game2',
    label: 'Flashcards',
    routeFile: 'flashcards-page.tsx',
    hasCountSelector: true,
    playable: 'the card button, "Card 1 of 10"',
  },
  {
    id: 'game3',
    path: '/game3',
    label: 'Quiz',
    routeFile: 'quiz-page.tsx',
    hasCountSelector: true,
    playable: 'the 4 answer options',
  },
  {
    id: 'game4',
    path: '/game4',
    label: 'Mission',
    routeFile: 'mission-page.tsx',
    hasCountSelector: true,
    playable: 'the letter tiles and the answer input',
  },
  {
    id: 'game5',
    path: '/game5',
    label: 'Memory Match',
    routeFile: 'memory-page.tsx',
    hasCountSelector: false,
    playable: 'the 20 cards',
  },
];

/** A page whose chunk is sized (bundle-size.ts): the games, and the drills of issue 33 §4. */
export type SizedPage = Pick<WebGame, 'path' | 'label' | 'routeFile'> & { id: string };

const WEB_DRILLS: readonly SizedPage[] = [
  { id: 'stress', path: '/drills/stress', label: 'Stress drill', routeFile: 'stress-page.tsx' },
  { id: 'gender', path: '/drills/gender', label: 'Gender drill', routeFile: 'gender-page.tsx' },
  { id: 'forms', path: '/drills/forms', label: 'Forms drill', routeFile: 'forms-page.tsx' },
  { id: 'listening', path: '/drills/listening', label: 'Listening drill', routeFile: 'listening-page.tsx' },
];

/** Every page sized against the 25 kB chunk budget: the five games and the four drills. */
export const SIZED_PAGES: readonly SizedPage[] = [...WEB_GAMES, ...WEB_DRILLS];
