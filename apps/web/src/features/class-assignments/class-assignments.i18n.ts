import { defineMessages, formatNow } from '@/i18n';

const en = () => formatNow('en');
const ru = () => formatNow('ru');

/** "May 12" / "12 мая" (the genitive, as after «до»), with the year when it is not this one. */
const dayOf = (locale: 'en' | 'ru', date: Date, withYear: boolean) =>
  formatNow(locale).date(date, { month: 'long', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });

const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** After «до»: the genitive. */
const RU_WEEKDAYS = ['воскресенья', 'понедельника', 'вторника', 'среды', 'четверга', 'пятницы', 'субботы'];

/** A score target as written: "80 %" (a no-break space before the sign). */
const percent = (locale: 'en' | 'ru', value: number) => `${formatNow(locale).number(value)}\u00a0%`;

/**
 * Home's class assignments (issue 35 §2): "Due Friday: Animals — 12 of 40 words learned", the
 * class, a score target, and the ways to play. Loaded with the section's chunk, for signed-in
 * learners only.
 */
export const CLASS_ASSIGNMENTS_TEXT = defineMessages({
  en: {
    title: 'Class assignments',
    dueToday: 'Due today',
    dueTomorrow: 'Due tomorrow',
    dueWeekday: (weekday: number) => `Due ${EN_WEEKDAYS[weekday] ?? ''}`,
    dueOn: (date: Date, withYear: boolean) => `Due ${dayOf('en', date, withYear)}`,
    overdueYesterday: 'Overdue, was due yesterday',
    overdueSince: (date: Date, withYear: boolean) => `Overdue, was due ${dayOf('en', date, withYear)}`,
    /** "Animals — 12 of 40 words learned": the noun agrees with the total. */
    learned: (category: string, learned: number, words: number) =>
      `${category} — ${en().number(learned)} of ${en().number(words)} ${en().plural(words, { one: 'word', other: 'words' })} learned`,
    className: (name: string) => `Class: ${name}`,
    goal: (game: string, value: number) => `Goal: ${game} ${percent('en', value)}`,
    play: (game: string) => `Play ${game}`,
    otherGames: 'Other games',
    otherGamesAndDrills: 'Other games and drills',
    /** The menu's links, named for what they open. */
    playIn: (category: string, play: string) => `${category} in ${play}`,
    showMore: (count: number) => `Show ${en().number(count)} more`,
  },
  ru: {
    title: 'Задания класса',
    dueToday: 'Срок — сегодня',
    dueTomorrow: 'До завтра',
    dueWeekday: (weekday: number) => `До ${RU_WEEKDAYS[weekday] ?? ''}`,
    dueOn: (date: Date, withYear: boolean) => `До ${dayOf('ru', date, withYear)}`,
    overdueYesterday: 'Просрочено, срок был вчера',
    overdueSince: (date: Date, withYear: boolean) => `Просрочено, срок был ${dayOf('ru', date, withYear)}`,
    /** «выучено 12 из 40 слов»: after «из» the genitive — из 1 слова, из 2 слов, из 21 слова. */
    learned: (category: string, learned: number, words: number) =>
      `${category} — выучено ${ru().number(learned)} из ${ru().number(words)} ${ru().plural(words, { one: 'слова', few: 'слов', many: 'слов', other: 'слова' })}`,
    className: (name: string) => `Класс: ${name}`,
    goal: (game: string, value: number) => `Цель: ${game} ${percent('ru', value)}`,
    play: (game: string) => `Играть: ${game}`,
    otherGames: 'Другие игры',
    otherGamesAndDrills: 'Другие игры и упражнения',
    playIn: (category: string, play: string) => `${category}: ${play}`,
    showMore: (count: number) => `Показать ещё ${ru().number(count)}`,
  },
});
