import { APP_NAME } from '@slovo/shared';
import { defineMessages, formatNow } from '@/i18n';

const ru = () => formatNow('ru');
/** "слово / слова / слов" after a Russian count. */
const words = (count: number) => ru().plural(count, { one: 'слово', few: 'слова', many: 'слов', other: 'слова' });

/** Home: the "Choose Your Game" grid, its cards, the review line and the support card (its dialog: support.i18n.ts). */
export const HOME_TEXT = defineMessages({
  en: {
    title: 'Choose Your Game',
    subtitle: 'Five ways to learn English ↔ Russian words. Pick one and start playing.',
    gamesLabel: 'Games',
    card: {
      status: { Completed: 'Completed', 'In Progress': 'In Progress', 'Ready to Play': 'Ready to Play' },
      /** The bar's caption: what a full bar means (a round played to the end, not words mastered). */
      /** Typer's description when the player has chosen to type the Russian side (its picker's "Answer in"). */
      typerRussianAnswer: 'Type the Russian word letter by letter.',
      /** The Quiz's description when the player has chosen English options (its picker's "Answer in", issue 33). */
      quizEnglishAnswer: 'Pick the right English translation from four options.',
      playedThrough: 'Played through',
      /** The bar's caption while in progress: it shows the last round's score. */
      lastRound: 'Last round',
      wordsLearned: (learned: number, played: number) => `Words learned: ${learned} of ${played} played`,
      bestScore: (best: number) => `Best Score: ${best}`,
      notPlayed: 'Not played yet',
      play: 'Play →',
    },
    reviews: {
      noneDue: 'No words due for review',
      due: (due: number) => `${due} ${due === 1 ? 'word' : 'words'} due for review`,
      hint: (listName: string) => `Open Review below, or pick any game and choose “${listName}” in its category list.`,
      progressLink: 'Your progress →',
    },
    drills: {
      title: 'Drills',
      subtitle: 'Practise what a word knows: its stress, gender, forms and sound.',
      cardsDue: (due: number) => (due === 0 ? 'Nothing due' : `${due} ${due === 1 ? 'card' : 'cards'} due`),
    },
    support: {
      enjoying: `Enjoying ${APP_NAME}?`,
      text: `${APP_NAME} is free and ad-free. A small tip helps keep it that way.`,
      button: 'Support the Project',
    },
  },
  ru: {
    title: 'Выберите игру',
    subtitle: 'Пять способов учить английские и русские слова. Выберите любой и начинайте играть.',
    gamesLabel: 'Игры',
    card: {
      status: { Completed: 'Пройдено', 'In Progress': 'В процессе', 'Ready to Play': 'Можно играть' },
      typerRussianAnswer: 'Наберите русское слово буква за буквой.',
      quizEnglishAnswer: 'Выберите верный перевод на английский из четырёх вариантов.',
      playedThrough: 'Доиграно до конца',
      lastRound: 'Последний раунд',
      wordsLearned: (learned: number, played: number) =>
        `Выучено слов: ${ru().number(learned)} из ${ru().number(played)} ${ru().plural(played, { one: 'сыгранного', few: 'сыгранных', many: 'сыгранных', other: 'сыгранных' })}`,
      bestScore: (best: number) => `Лучший счёт: ${ru().number(best)}`,
      notPlayed: 'Ещё не играли',
      play: 'Играть →',
    },
    reviews: {
      noneDue: 'Нет слов для повторения',
      due: (due: number) => `Пора повторить ${ru().number(due)} ${words(due)}`,
      hint: (listName: string) => `Откройте «Повторение» ниже или любую игру и выберите «${listName}» в списке категорий.`,
      progressLink: 'Ваш прогресс →',
    },
    drills: {
      title: 'Упражнения',
      subtitle: 'Тренируйте то, что знает слово: ударение, род, формы и звучание.',
      cardsDue: (due: number) =>
        due === 0
          ? 'Повторять нечего'
          : `Пора повторить ${ru().number(due)} ${ru().plural(due, { one: 'карточку', few: 'карточки', many: 'карточек', other: 'карточки' })}`,
    },
    support: {
      enjoying: `Нравится ${APP_NAME}?`,
      text: `${APP_NAME} — бесплатный и без рекламы. Небольшое пожертвование помогает сохранить его таким.`,
      button: 'Поддержать проект',
    },
  },
});
