/** The words of the /stats page, in one place, in both interface languages. */
import { MAX_DESIRED_RETENTION, MIN_DESIRED_RETENTION, STATS_FORECAST_DAYS, STATS_RETENTION_DAYS } from '@slovo/shared';
import { defineMessages, formatNow, type Locale } from '@/i18n';

const ru = formatNow('ru');
/** A count in Russian digits with the noun's form for it: "1 слово", "3 слова", "12 слов". */
const ruCount = (count: number, one: string, few: string, many: string) =>
  `${ru.number(count)} ${ru.plural(count, { one, few, many, other: few })}`;
const ruFixed = (value: number) => ru.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "1 review", "3 reviews": counts in labels read as words (the English texts, as before). */
const enCount = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
const ruReviews = (count: number) => ruCount(count, 'повторение', 'повторения', 'повторений');
const ruDays = (count: number) => ruCount(count, 'день', 'дня', 'дней');
const ruWords = (count: number) => ruCount(count, 'слово', 'слова', 'слов');

export const STATS_TEXT = defineMessages({
  en: {
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
    days: (count: number) => enCount(count, 'day'),

    calendarTitle: 'Reviews over the last year',
    calendarScroll: 'Review calendar (scrolls sideways)',
    calendarTable: 'Reviews per day as a table',
    calendarTableCaption: 'Reviews per day as a table, the latest first',
    calendarLess: 'Less',
    calendarMore: 'More',
    calendarNone: 'No reviews in the last year.',
    /** "20 reviews on 3 days". */
    calendarSummary: (reviews: number, days: number) => `${enCount(reviews, 'review')} on ${enCount(days, 'day')}`,
    /** ", the most on Tuesday, 24 November 2026 (12 reviews)." */
    calendarBusiest: (day: string, reviews: number) => `, the most on ${day} (${enCount(reviews, 'review')}).`,
    colourKey: 'Colour key',
    reviewCount: (count: number) => enCount(count, 'review'),
    reviewRange: (from: number, to: number) => `${from}–${to} reviews`,
    date: 'Date',
    reviews: 'Reviews',

    categoriesTitle: 'Words by category',
    categoriesEmpty: 'Categories appear here once you have played their words.',
    learned: 'Learned',
    learning: 'Learning',
    new: 'New',
    /** "4 learned · 3 learning · 13 new". */
    categoryCounts: (learned: number, learning: number, fresh: number) =>
      `${learned.toLocaleString('en-GB')} learned · ${learning.toLocaleString('en-GB')} learning · ${fresh.toLocaleString('en-GB')} new`,

    retentionTitle: 'True retention',
    retentionPeriod: `Last ${STATS_RETENTION_DAYS} days`,
    retentionNotEnough: 'Not enough reviews yet',
    retentionExplained: 'The share of words you remembered when they came back, first sightings left out.',
    retentionDetail: (passed: number, reviews: number) =>
      `${passed.toLocaleString('en-GB')} of ${enCount(reviews, 'review')} remembered`,

    skillsTitle: 'Skills',
    skillsHint: 'Each skill of a word is a card of its own: a word can be known one way and not yet the other.',
    skillName: {
      'meaning en-ru': 'Meaning, English → Russian',
      'meaning ru-en': 'Meaning, Russian → English',
      'stress ru': 'Stress',
      'gender ru': 'Gender',
      'forms ru': 'Forms',
      'listening ru': 'Listening, Russian',
      'listening en': 'Listening, English',
    } as Record<string, string>,
    skillsTable: 'Skills as a table (scrolls sideways)',
    skillColumn: 'Skill',
    cardsColumn: 'Cards',
    learnedColumn: 'Learned',
    dueColumn: 'Due now',
    retentionColumn: `Retention (${STATS_RETENTION_DAYS} days)`,
    noRetention: '—',
    weakest: (skill: string, rate: string) => `Weakest: ${skill} (${rate} remembered)`,

    forecastTitle: `Due in the next ${STATS_FORECAST_DAYS} days`,
    forecastTable: 'Words due per day as a table',
    forecastDay: (day: string, due: number) => `${day}: ${enCount(due, 'word')} due`,
    due: 'Due',
    today: 'Today',

    mistakesTitle: 'Mistake book',
    mistakesLoading: 'Loading your mistakes…',
    mistakesLoadFailed: 'Could not load your mistake book',
    mistakesEmpty: 'No mistakes yet: words you miss in a game show up here until you have learned them.',
    mistakesOrder:
      'The words you miss most come first. Recent misses weigh more; a word leaves the book once you have learned it.',
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
    retentionMeaning: (percent: string) => `${percent} chance to remember a word when it comes due`,
    save: 'Save',
    saving: 'Saving…',
    saved: 'Settings saved',
    savedValue: (value: number) => `Settings saved: ${value.toFixed(2)}`,
    settingsLoading: 'Loading your review settings…',
    settingsLoadFailed: 'Could not load your review settings',

    historyTitle: 'Your review history',
    historyBody: 'Every review you have made, one row each, for a spreadsheet of your own.',
    download: 'Download review history (CSV)',
    downloading: 'Downloading…',
    downloaded: (fileName: string) => `Downloaded ${fileName}`,
    downloadFailed: (reason: string) => `Could not download your review history: ${reason}`,
  },
  ru: {
    loading: 'Загружаем вашу статистику…',
    loadFailed: 'Не удалось загрузить статистику',
    retry: 'Повторить',
    emptyTitle: 'Повторений пока нет',
    emptyBody:
      'Сыграйте в любую игру: каждое слово, на которое вы ответите, встанет в расписание повторений, а ваши успехи появятся здесь.',
    chooseGame: 'Выбрать игру',

    overviewTitle: 'Обзор',
    currentStreak: 'Текущая серия',
    longestStreak: 'Самая длинная серия',
    totalReviews: 'Всего повторений',
    wordsLearned: 'Выучено слов',
    days: ruDays,

    calendarTitle: 'Повторения за последний год',
    calendarScroll: 'Календарь повторений (прокручивается вбок)',
    calendarTable: 'Повторения по дням в виде таблицы',
    calendarTableCaption: 'Повторения по дням в виде таблицы, сначала последние',
    calendarLess: 'Меньше',
    calendarMore: 'Больше',
    calendarNone: 'За последний год повторений не было.',
    calendarSummary: (reviews, days) => `${ruReviews(reviews)} за ${ruDays(days)}`,
    calendarBusiest: (day, reviews) => `, больше всего — ${day} (${ruReviews(reviews)}).`,
    colourKey: 'Обозначения цветов',
    reviewCount: ruReviews,
    reviewRange: (from, to) => `${ru.number(from)}–${ru.number(to)} повторений`,
    date: 'Дата',
    reviews: 'Повторения',

    categoriesTitle: 'Слова по категориям',
    categoriesEmpty: 'Категории появятся здесь, когда вы сыграете с их словами.',
    learned: 'Выучено',
    learning: 'В изучении',
    new: 'Новые',
    categoryCounts: (learned, learning, fresh) =>
      `выучено: ${ru.number(learned)} · в изучении: ${ru.number(learning)} · новые: ${ru.number(fresh)}`,

    retentionTitle: 'Истинное удержание',
    retentionPeriod: `За последние ${ruDays(STATS_RETENTION_DAYS)}`,
    retentionNotEnough: 'Пока мало повторений',
    retentionExplained: 'Доля слов, которые вы вспомнили, когда они вернулись; первые встречи не в счёт.',
    retentionDetail: (passed, reviews) => `вспомнено ${ru.number(passed)} из ${ruReviews(reviews)}`,

    skillsTitle: 'Навыки',
    skillsHint: 'Каждый навык слова — отдельная карточка: слово можно знать в одну сторону и ещё не знать в другую.',
    skillName: {
      'meaning en-ru': 'Значение, английский → русский',
      'meaning ru-en': 'Значение, русский → английский',
      'stress ru': 'Ударение',
      'gender ru': 'Род',
      'forms ru': 'Формы',
      'listening ru': 'На слух, русский',
      'listening en': 'На слух, английский',
    },
    skillsTable: 'Навыки в виде таблицы (прокручивается вбок)',
    skillColumn: 'Навык',
    cardsColumn: 'Карточки',
    learnedColumn: 'Выучено',
    dueColumn: 'Пора повторить',
    retentionColumn: `Удержание (${ruDays(STATS_RETENTION_DAYS)})`,
    noRetention: '—',
    weakest: (skill, rate) => `Слабее всего: ${skill} (вспомнено ${rate})`,

    forecastTitle: `К повторению в ближайшие ${ruDays(STATS_FORECAST_DAYS)}`,
    forecastTable: 'Слова к повторению по дням в виде таблицы',
    forecastDay: (day, due) => `${day}: к повторению ${ruWords(due)}`,
    due: 'К повторению',
    today: 'Сегодня',

    mistakesTitle: 'Книга ошибок',
    mistakesLoading: 'Загружаем ваши ошибки…',
    mistakesLoadFailed: 'Не удалось загрузить книгу ошибок',
    mistakesEmpty: 'Ошибок пока нет: слова, в которых вы ошибётесь в игре, будут здесь, пока вы их не выучите.',
    mistakesOrder:
      'Сначала идут слова, в которых вы ошибаетесь чаще всего. Недавние ошибки весят больше; слово уходит из книги, когда вы его выучите.',
    mistakesPlay: 'Чтобы потренировать их, выберите «Мои ошибки» в списке категорий любой игры:',
    mistakesGames: 'Игры, в которых можно потренировать ошибки',
    mistakesCount: ruWords,
    missed: (times) => ruCount(times, 'ошибка', 'ошибки', 'ошибок'),
    missedIn: 'в играх:',
    lastMissed: 'последняя',
    showAll: (count) => `Показать все ${ru.number(count)}`,
    showTop: (count) => `Показать первые ${ru.number(count)}`,
    showFewer: (count) => `Показать только первые ${ru.number(count)}`,
    mistakesCut: (shown, total) => `Показаны ${ru.number(shown)} самых трудных из ${ruWords(total)}.`,

    settingsTitle: 'Настройки повторений',
    retentionLabel: 'Желаемое удержание',
    retentionHint: `От ${ruFixed(MIN_DESIRED_RETENTION)} до ${ruFixed(MAX_DESIRED_RETENTION)}. Выше — больше повторений и лучше память; ниже — меньше повторений и больше забытого.`,
    retentionMeaning: (percent) => `${percent} — вероятность вспомнить слово, когда подойдёт срок`,
    save: 'Сохранить',
    saving: 'Сохраняем…',
    saved: 'Настройки сохранены',
    savedValue: (value) => `Настройки сохранены: ${ruFixed(value)}`,
    settingsLoading: 'Загружаем настройки повторений…',
    settingsLoadFailed: 'Не удалось загрузить настройки повторений',

    historyTitle: 'История повторений',
    historyBody: 'Все ваши повторения, по строке на каждое, — для вашей собственной таблицы.',
    download: 'Скачать историю повторений (CSV)',
    downloading: 'Скачиваем…',
    downloaded: (fileName) => `Скачан файл ${fileName}`,
    downloadFailed: (reason) => `Не удалось скачать историю повторений: ${reason}`,
  },
});

/** "87%" in English, "87 %" in Russian. */
export function percent(rate: number, locale: Locale = 'en'): string {
  return locale === 'en' ? `${Math.round(rate * 100)}%` : ru.number(Math.round(rate * 100) / 100, { style: 'percent' });
}
