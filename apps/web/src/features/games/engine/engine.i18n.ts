import type { ScoreRating } from '@slovo/shared';
import { createFormatter, defineMessages } from '@/i18n';

const enFormat = createFormatter('en');
const ruFormat = createFormatter('ru');

/** The game frame's texts: completed screen, resume offer, quit confirmation, uses-left badge, "Answer in", "Front side". */
export const GAME_ENGINE_TEXT = defineMessages({
  en: {
    completed: {
      title: 'Game Complete!',
      scoreLabel: 'Score: ',
      outOf: ' out of 100',
      score: 'Score',
      accuracy: 'Accuracy',
      time: 'Time',
      playAgain: 'Play Again',
      backToHome: 'Back to Home',
      wordsToPractise: (count: string) => `Words to practise (${count})`,
      practiseNow: 'Practise these now',
      noMistakes: 'No mistakes this round',
      rating: {
        Excellent: 'Excellent',
        Good: 'Good',
        Fair: 'Fair',
        'Needs Practice': 'Needs Practice',
      } satisfies Record<ScoreRating, string>,
    },
    resume: {
      title: 'Resume your round?',
      /** Before and after the category's name, which is shown in bold between them. */
      before: (gameTitle: string) => `Your ${gameTitle} round in `,
      after: (wordCount: number) =>
        ` (${enFormat.number(wordCount)} ${wordCount === 1 ? 'word' : 'words'}) was not finished. Pick it up where you left off, or start a new one.`,
      resume: 'Resume',
      startOver: 'Start over',
    },
    quit: {
      title: 'Quit this round?',
      description: 'Your progress in this round will be lost.',
      confirm: 'Quit round',
      cancel: 'Keep playing',
      close: 'Close dialog',
    },
    /** Read after the number of skips or lifelines left ("Skip 3 left"). */
    usesLeft: ' left',
    answerIn: 'Answer in',
    /** Flashcards' choice of the side each card shows first. */
    frontSide: 'Front side',
    english: 'English',
    russian: 'Русский',
  },
  ru: {
    completed: {
      title: 'Игра окончена!',
      scoreLabel: 'Счёт: ',
      outOf: ' из 100',
      score: 'Счёт',
      accuracy: 'Точность',
      time: 'Время',
      playAgain: 'Играть снова',
      backToHome: 'На главную',
      wordsToPractise: (count: string) => `Слова для повторения (${count})`,
      practiseNow: 'Потренировать их сейчас',
      noMistakes: 'В этом раунде без ошибок',
      rating: {
        Excellent: 'Отлично',
        Good: 'Хорошо',
        Fair: 'Неплохо',
        'Needs Practice': 'Нужна практика',
      },
    },
    resume: {
      title: 'Продолжить раунд?',
      before: (gameTitle: string) => `Ваш раунд игры «${gameTitle}» в категории `,
      after: (wordCount: number) =>
        ` (${ruFormat.number(wordCount)} ${ruFormat.plural(wordCount, { one: 'слово', few: 'слова', many: 'слов', other: 'слова' })}) не окончен. Продолжите с того же места или начните новый.`,
      resume: 'Продолжить',
      startOver: 'Начать заново',
    },
    quit: {
      title: 'Выйти из раунда?',
      description: 'Прогресс этого раунда будет потерян.',
      confirm: 'Выйти из раунда',
      cancel: 'Продолжить игру',
      close: 'Закрыть окно',
    },
    usesLeft: ' в запасе',
    answerIn: 'Отвечать на',
    frontSide: 'Лицевая сторона на',
    english: 'английском',
    russian: 'русском',
  },
});
