/** The words of the /stats page, in one place. */
import { MAX_DESIRED_RETENTION, MIN_DESIRED_RETENTION, STATS_FORECAST_DAYS, STATS_RETENTION_DAYS } from '@slovo/shared';

export const STATS_TEXT = {
  loading: 'Loading your stats…',
  loadFailed: 'Could not load your stats',
  retry: 'Retry',
  emptyTitle: 'No reviews yet',
  emptyBody: 'Play any game to start: every word you answer is scheduled for review, and your progress shows up here.',
  chooseGame: 'Choose a game',

  overviewTitle: 'Overview',
  currentStreak: 'Current streak',
  longestStreak: 'Longest streak',
  totalReviews: 'Total reviews',
  wordsLearned: 'Words learned',

  calendarTitle: 'Reviews over the last year',
  calendarScroll: 'Review calendar (scrolls sideways)',
  calendarTable: 'Reviews per day as a table',
  calendarLess: 'Less',
  calendarMore: 'More',
  calendarNone: 'No reviews in the last year.',
  date: 'Date',
  reviews: 'Reviews',

  categoriesTitle: 'Words by category',
  categoriesEmpty: 'Categories appear here once you have played their words.',
  learned: 'Learned',
  learning: 'Learning',
  new: 'New',

  retentionTitle: 'True retention',
  retentionPeriod: `Last ${STATS_RETENTION_DAYS} days`,
  retentionNotEnough: 'Not enough reviews yet',
  retentionExplained: 'The share of words you remembered when they came back, first sightings left out.',

  forecastTitle: `Due in the next ${STATS_FORECAST_DAYS} days`,
  forecastTable: 'Words due per day as a table',
  due: 'Due',
  today: 'Today',

  mistakesTitle: 'Mistake book',
  mistakesLoading: 'Loading your mistakes…',
  mistakesLoadFailed: 'Could not load your mistake book',
  mistakesEmpty: 'No mistakes yet: words you miss in a game show up here until you have learned them.',
  mistakesOrder: 'The words you miss most come first. Recent misses weigh more; a word leaves the book once you have learned it.',
  mistakesPlay: 'To practise them, choose “My mistakes” in any game’s category picker:',
  mistakesGames: 'Games to practise your mistakes in',
  mistakesCount: (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'word' : 'words'}`,
  missed: (times: number) => `missed ${times.toLocaleString('en-GB')} ${times === 1 ? 'time' : 'times'}`,
  missedIn: 'in',
  lastMissed: 'last missed',
  showAll: (count: number) => `Show all ${count.toLocaleString('en-GB')}`,
  showTop: (count: number) => `Show the top ${count.toLocaleString('en-GB')}`,
  showFewer: (count: number) => `Show only the top ${count.toLocaleString('en-GB')}`,
  mistakesCut: (shown: number, total: number) =>
    `Showing the ${shown.toLocaleString('en-GB')} heaviest of ${total.toLocaleString('en-GB')} words.`,

  settingsTitle: 'Review settings',
  retentionLabel: 'Desired retention',
  retentionHint: `From ${MIN_DESIRED_RETENTION.toFixed(2)} to ${MAX_DESIRED_RETENTION.toFixed(2)}. Higher means more reviews and better memory; lower, fewer reviews and more forgetting.`,
  save: 'Save',
  saving: 'Saving…',
  saved: 'Settings saved',
  settingsLoading: 'Loading your review settings…',
  settingsLoadFailed: 'Could not load your review settings',

  historyTitle: 'Your review history',
  historyBody: 'Every review you have made, one row each, for a spreadsheet of your own.',
  download: 'Download review history (CSV)',
  downloading: 'Downloading…',
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  downloadFailed: (reason: string) => `Could not download your review history: ${reason}`,
} as const;

/** "87%". */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
