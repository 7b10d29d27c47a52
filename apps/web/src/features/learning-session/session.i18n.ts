import { defineMessages, formatNow } from '@/i18n';

const ru = formatNow('ru');
const ruWords = (count: number) => ru.plural(count, { one: 'слово', few: 'слова', many: 'слов', other: 'слова' });

/**
 * Learning-session and game-start texts (English word for word from product-games-auth.md §4 and
 * §8), with the Continue Learning card's.
 */
export const SESSION_MESSAGES = defineMessages({
  en: {
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

    /** The Continue Learning card (spec §4 "Active-session card"). */
    card: {
      title: 'Continue Learning',
      subtitleCompleted: 'You have studied every word of this category.',
      subtitleActive: 'You have a learning session in progress.',
      category: 'Category',
      wordsPerGame: 'Words per game',
      remaining: 'Remaining',
      allWords: 'All words',
      perGame: (count: number) => `${count} words`,
      /** Before the studied count ("<strong>3</strong> / 20 words studied" in English). */
      studiedBefore: '',
      studiedAfter: (total: number) => ` / ${total} words studied`,
      categoryDone: 'Category completed',
      progressLabel: 'Words studied',
      practice: 'Practice Current Batch',
      nextWords: (count: number) => `Next ${count} Words`,
      lastWords: (count: number) => `Last ${count} ${count === 1 ? 'Word' : 'Words'}`,
      chooseAnother: 'Choose another category',
      dismiss: 'Dismiss',
      orReview: 'Or review words',
    },
  },
  ru: {
    checking: 'Проверяем, есть ли активная учебная сессия…',
    lastBatch: 'Последняя порция! Потренируйтесь во всех играх, чтобы завершить эту категорию.',
    movingToNextBatch: (count) =>
      `Переходим к следующей порции: ${count} ${ru.plural(count, { one: 'новое слово', few: 'новых слова', many: 'новых слов', other: 'новых слова' })}!`,
    noMoreWords: 'Слов больше нет. Начинаем новую сессию.',
    allWordsCompleted: 'Все слова пройдены! Начинаем новую сессию.',
    categoryCompleted: 'Вы прошли все слова этой категории!',
    dismissed: 'Учебная сессия закрыта. Выберите новую категорию.',
    dismissFailed: 'Не удалось закрыть сессию',
    continueFailed: 'Не удалось продолжить сессию. Попробуйте ещё раз.',
    nextBatchFailed: 'Не удалось перейти к следующей порции. Попробуйте ещё раз.',
    startFailed: 'Не удалось начать игру. Попробуйте ещё раз.',

    card: {
      title: 'Продолжить обучение',
      subtitleCompleted: 'Вы изучили все слова этой категории.',
      subtitleActive: 'У вас есть незавершённая учебная сессия.',
      category: 'Категория',
      wordsPerGame: 'Слов за игру',
      remaining: 'Осталось',
      allWords: 'Все слова',
      perGame: (count) => `${count} ${ruWords(count)}`,
      studiedBefore: 'Изучено слов: ',
      studiedAfter: (total) => ` из ${total}`,
      categoryDone: 'Категория пройдена',
      progressLabel: 'Изучено слов',
      practice: 'Тренировать текущую порцию',
      nextWords: (count) => `Следующие ${count} ${ruWords(count)}`,
      lastWords: (count) => (count === 1 ? 'Последнее слово' : `Последние ${count} ${ruWords(count)}`),
      chooseAnother: 'Выбрать другую категорию',
      dismiss: 'Закрыть сессию',
      orReview: 'Или повторите слова',
    },
  },
});
