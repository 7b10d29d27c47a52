import { createFormatter, defineMessages } from '@/i18n';
import { ALMOST, GREAT_JOB, TYPER_ERRORS } from './logic';

const ru = createFormatter('ru');
/** The parts of speech the editors offer, in Russian; one not listed shows as stored. */
const RU_PARTS_OF_SPEECH: Partial<Record<string, string>> = {
  noun: 'существительное',
  verb: 'глагол',
  adjective: 'прилагательное',
  adverb: 'наречие',
  preposition: 'предлог',
  pronoun: 'местоимение',
  conjunction: 'союз',
  interjection: 'междометие',
};
const ruLetters = (count: number) => ru.plural(count, { one: 'буква', few: 'буквы', many: 'букв', other: 'буквы' });

/**
 * The Typer's texts. English keeps the spec's own ("Great job", "Error: No words available"): the
 * rules in logic.ts name them, and the screen shows them in the interface language.
 */
export const TYPER_TEXT = defineMessages({
  en: {
    errors: TYPER_ERRORS,
    errorText: 'The Typer cannot continue with this word list. Reset the game to choose a category again.',
    resetGame: 'Reset Game',
    secondChance: 'Second chance',
    position: (position: string, total: string) => `Word ${position} of ${total}`,
    progress: 'Progress',
    secondChanceProgress: 'Second chance progress',
    typeThe: { english: 'Type the English word for', russian: 'Type the Russian word for' },
    /** The input's label, before the prompt word. */
    wordFor: { english: 'English word for ', russian: 'Russian word for ' },
    /** The word's part of speech (as stored: "noun") beside its letter count. */
    partOfSpeech: (part: string) => part,
    letterCount: (count: number, shown: string) => `${shown} ${count === 1 ? 'letter' : 'letters'}`,
    typedSoFar: (letters: string, phrase: boolean, typed: string) =>
      `${letters} letters${phrase ? ', more than one word' : ''}. Typed so far: ${typed || 'nothing'}.`,
    tapHint: 'Tap the boxes to type',
    /** Phonetic typing filled the boxes with a last letter that one more key could change (issue 33 §5). */
    enterToCheck: 'Press Enter to check: one more key could still change the last letter.',
    greatJob: `${GREAT_JOB}!`,
    /** After the answer word. */
    isCorrect: ' is correct.',
    almost: ALMOST,
    notQuite: 'Not quite.',
    correctSpelling: 'The correct spelling is:',
    /** The live region's "Word 3 of 10: " before the prompt word. */
    announce: (secondChance: boolean, position: string, total: string) =>
      `${secondChance ? 'Second chance, word' : 'Word'} ${position} of ${total}: `,
    understood: 'Understood',
    skip: 'Skip',
    changeCategory: '← Change category',
    correct: 'Correct',
    mistakes: 'Mistakes',
    skipped: 'Skipped',
    stats: {
      wordsCompleted: 'Words completed',
      mistakes: 'Mistakes',
      avgPerWord: 'Avg per word',
      skipped: 'Skipped',
      allTimeAccuracy: 'All-time accuracy',
      /** "4.2 s", the number already formatted. */
      seconds: (seconds: string) => `${seconds} s`,
    },
  },
  ru: {
    errors: {
      noWords: 'Ошибка: нет слов',
      invalidIndex: 'Ошибка: неверный номер слова',
      invalidData: 'Ошибка: неверные данные слова',
    },
    errorText: 'С этим списком слов игра продолжаться не может. Начните заново и выберите категорию.',
    resetGame: 'Начать заново',
    secondChance: 'Второй шанс',
    position: (position: string, total: string) => `Слово ${position} из ${total}`,
    progress: 'Прогресс',
    secondChanceProgress: 'Прогресс второго шанса',
    typeThe: { english: 'Как по-английски', russian: 'Как по-русски' },
    wordFor: { english: 'По-английски: ', russian: 'По-русски: ' },
    partOfSpeech: (part: string) => RU_PARTS_OF_SPEECH[part] ?? part,
    letterCount: (count: number, shown: string) => `${shown} ${ruLetters(count)}`,
    typedSoFar: (letters: string, phrase: boolean, typed: string) =>
      `Букв: ${letters}${phrase ? ', несколько слов' : ''}. Набрано: ${typed || 'ничего'}.`,
    tapHint: 'Нажмите на клетки, чтобы набирать',
    enterToCheck: 'Нажмите Enter, чтобы проверить: ещё одна клавиша может изменить последнюю букву.',
    greatJob: 'Отлично!',
    isCorrect: ' — верно.',
    almost: 'Почти!',
    notQuite: 'Не совсем.',
    correctSpelling: 'Правильно пишется так:',
    announce: (secondChance: boolean, position: string, total: string) =>
      `${secondChance ? 'Второй шанс, слово' : 'Слово'} ${position} из ${total}: `,
    understood: 'Понятно',
    skip: 'Пропустить',
    changeCategory: '← Сменить категорию',
    correct: 'Верно',
    mistakes: 'Ошибки',
    skipped: 'Пропущено',
    stats: {
      wordsCompleted: 'Слов пройдено',
      mistakes: 'Ошибки',
      avgPerWord: 'В среднем на слово',
      skipped: 'Пропущено',
      allTimeAccuracy: 'Точность за всё время',
      seconds: (seconds: string) => `${seconds} с`,
    },
  },
});

export type TyperText = typeof TYPER_TEXT.en;
