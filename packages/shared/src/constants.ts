/** Business constants from product-games-auth.md §9 and vocabulary-management.md §9. */

export const APP_NAME = 'Slovo';
export const APP_VERSION = '1.2.0';
export const APP_VERSION_STORAGE_KEY = 'appVersion';
export const TOKEN_STORAGE_KEY = 'authToken';
export const THEME_STORAGE_KEY = 'theme';
/** The saved interface language (the web app's i18n/locale.ts). */
export const LOCALE_STORAGE_KEY = 'slovo.locale';
export const DEFAULT_THEME = 'dark' as const;
export const DEFAULT_LANGUAGE = 'en' as const;
/**
 * The visitor's appearance, "language.theme" ("ru.light") plus ".member" with a stored session
 * ("ru.light.member"). The web app keeps it in this cookie so the server can send Home prerendered
 * as this visitor's first render will show it. No cookie yet: DEFAULT_APPEARANCE.
 * The cookie keeps its old name, "slovo-look": returning visitors' browsers hold it, and a new name
 * would send each of them the default Home once.
 */
export const APPEARANCE_COOKIE = 'slovo-look';
export const DEFAULT_APPEARANCE = `${DEFAULT_LANGUAGE}.${DEFAULT_THEME}` as const;
/** Every appearance the build prerenders Home in (apps/web/build/prerender-plugin.ts). */
export const PRERENDERED_APPEARANCES = [
  'en.dark',
  'en.light',
  'ru.dark',
  'ru.light',
  'en.dark.member',
  'en.light.member',
  'ru.dark.member',
  'ru.light.member',
] as const;

/** The appearance's name: "ru.light", or "ru.light.member" for a visitor with a stored session. */
export function appearanceName(appearance: { locale: string; theme: string; member: boolean }): string {
  return `${appearance.locale}.${appearance.theme}${appearance.member ? '.member' : ''}`;
}

/**
 * The build's file holding Home prerendered in `appearance`: index.html for the defaults (also what
 * a build without the others serves), home.APPEARANCE.html for the others; null for an appearance
 * it has none of.
 */
export function prerenderedHomeFile(appearance: string): string | null {
  if (appearance === DEFAULT_APPEARANCE) return 'index.html';
  return (PRERENDERED_APPEARANCES as readonly string[]).includes(appearance) ? `home.${appearance}.html` : null;
}

export const TOAST_DURATION_MS = { success: 5000, error: 8000, info: 5000, warning: 6000 } as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;

export const WORD_COUNT_OPTIONS = [
  { key: 'XS', value: 10 },
  { key: 'S', value: 15 },
  { key: 'M', value: 20 },
  { key: 'L', value: 25 },
  { key: 'XL', value: 30 },
  { key: 'ALL', value: -1 },
] as const;
export const DEFAULT_WORD_COUNT = 20;
export const ALL_WORDS = -1;
export const START_DELAY_MS = 800;
export const MIN_WORDS_FOR_CATEGORY = 1;

/** The auth utility treats a token as expired this long before exp. */
export const SESSION_EXPIRY_MARGIN_MS = 5 * 60 * 1000;
/** The token manager treats a token as expired this long before exp. */
export const TOKEN_MANAGER_EXPIRY_MARGIN_MS = 30 * 1000;
/** The token manager wants a refresh within this window before exp. */
export const TOKEN_NEEDS_REFRESH_WINDOW_MS = 5 * 60 * 1000;
export const REFRESH_BEFORE_EXPIRY_MS = 4 * 60 * 1000;

export const CRASH_MAX_RETRIES = 3;
/** Wait before crash-screen retry number `attempt` (0-based): 1 s × (attempt + 1). */
export const crashRetryDelayMs = (attempt: number): number => 1000 * (attempt + 1);
export const ROOT_BOUNDARY_RELOAD_DELAY_MS = 1000;

export const PAGE_TRANSITION = {
  overlayMs: 1200,
  fadeMs: 500,
  tickMs: 16,
  progressPerTick: 1.5,
  /** Earlier entries in this order are "backward". */
  order: ['/', '/game2', '/game1', '/game3', '/game4', '/game5', '/components'],
} as const;

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SORT_BY = 'name' as const;
export const DEFAULT_SORT_ORDER = 'ASC' as const;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 1000] as const;
export const ADMIN_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const MAX_TAG_FILTER = 10;
export const MAX_SHARED_CATEGORIES = 10;

export const QUIZ = {
  skips: 3,
  skipBonusEvery: 5,
  maxExtraSkips: 2,
  lifelines: 1,
  lifelineBonusEvery: 8,
  maxExtraLifelines: 1,
  correctDelayMs: 1500,
  incorrectDelayMs: 2500,
  autoSubmitMs: 800,
  lifelineDelayMs: 100,
} as const;

export const MISSION = {
  skips: 2,
  skipBonusEvery: 6,
  maxExtraSkips: 2,
  wrongDisplayMs: 3000,
  perLetterMs: 150,
  correctAdvanceMs: 1500,
  wrongExtraMs: 1000,
} as const;

export const TYPER_AUTO_ADVANCE_MS = 2000;
export const MEMORY = { pairs: 10, cards: 20, columns: 5, rows: 4, minWords: 10 } as const;
export const SCORE_RATINGS = [
  { min: 90, label: 'Excellent' },
  { min: 80, label: 'Good' },
  { min: 70, label: 'Fair' },
  { min: 0, label: 'Needs Practice' },
] as const;
export const COPY_TICK_MS = 2000;
export const SPEECH = { rate: 1, pitch: 1, volume: 1, lang: 'en-US' } as const;

export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY = { maxRetries: 3, delayMs: 1000, multiplier: 2 } as const;
export const QUERY_CACHE = { staleTimeMs: 300_000, gcTimeMs: 600_000, retries: 3 } as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const PATTERN_MAX_CHARS = 900;
export const WORD_MAX_LENGTH = 100;
export const FILTER_DEBOUNCE_MS = 300;

export const GAME_IDS = ['game1', 'game2', 'game3', 'game4', 'game5'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The five games in Home-grid order, with their routes. */
export const GAMES = [
  {
    id: 'game2',
    path: '/game2',
    title: 'Flashcards',
    icon: '🃏',
    description: 'Flip through cards and learn words at your own pace.',
  },
  { id: 'game1', path: '/game1', title: 'Typer Game', icon: '⌨️', description: 'Type the English word letter by letter.' },
  {
    id: 'game3',
    path: '/game3',
    title: 'Quiz Game',
    icon: '❓',
    description: 'Pick the right Russian translation from four options.',
  },
  { id: 'game4', path: '/game4', title: 'Mission', icon: '🧩', description: 'Unscramble the letters to rebuild the word.' },
  { id: 'game5', path: '/game5', title: 'Memory Game', icon: '🧠', description: 'Match English words with their Russian pairs.' },
] as const satisfies readonly { id: GameId; path: string; title: string; icon: string; description: string }[];

/**
 * The four drills of issue 33 §4, in Home's order: each practises one skill of a word, at its own
 * route. Their ids are the skills they practise.
 */
export const DRILL_IDS = ['stress', 'gender', 'forms', 'listening'] as const;
export type DrillId = (typeof DRILL_IDS)[number];

export const DRILLS = [
  {
    id: 'stress',
    path: '/drills/stress',
    title: 'Stress',
    description: 'Tap the stressed vowel of a Russian word.',
  },
  { id: 'gender', path: '/drills/gender', title: 'Gender', description: 'Is the noun он, она or оно?' },
  {
    id: 'forms',
    path: '/drills/forms',
    title: 'Forms',
    description: 'Give the form a phrase needs: нет …, два …, я …',
  },
  {
    id: 'listening',
    path: '/drills/listening',
    title: 'Listening',
    description: 'Hear a word and type it.',
  },
] as const satisfies readonly { id: DrillId; path: string; title: string; description: string }[];

/** The Review screen (issue 33 §3): the learner grades each due card. */
export const REVIEW_PLAY_ID = 'review';
/** Whatever records reviews: a game, a drill or the Review screen. */
export const PLAY_IDS = [...GAME_IDS, ...DRILL_IDS, REVIEW_PLAY_ID] as const;
export type PlayId = (typeof PLAY_IDS)[number];
/** What plays rounds of words (the games and the drills; Review grades cards one by one). */
export type RoundPlayId = GameId | DrillId;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'preposition',
  'pronoun',
  'conjunction',
  'interjection',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
export const DEFAULT_PART_OF_SPEECH: PartOfSpeech = 'noun';
