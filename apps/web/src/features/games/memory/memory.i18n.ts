import { createFormatter, defineMessages } from '@/i18n';

const en = createFormatter('en');
const ru = createFormatter('ru');
const ruPairs = (count: number) =>
  `${ru.number(count)} ${ru.plural(count, { one: 'пару', few: 'пары', many: 'пар', other: 'пары' })}`;
const ruMoves = (count: number) =>
  `${ru.number(count)} ${ru.plural(count, { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' })}`;

/** Memory Match's texts: the board, its status line (logic.ts words it) and the completed screen's stats. */
export const MEMORY_TEXT = defineMessages({
  en: {
    title: 'Memory Match',
    backToCategories: '← Back to categories',
    sound: 'Sound',
    restart: 'Restart',
    categories: 'Categories',
    time: 'Time',
    moves: 'Moves',
    pairs: 'Pairs',
    pairsFound: 'Pairs found',
    cards: 'Cards',
    hint: 'Turn two cards: an English word and its Russian translation make a pair. Arrow keys move between cards.',
    status: {
      start: (total: number) =>
        `Find the ${en.number(total)} ${total === 1 ? 'pair' : 'pairs'}: match each English word with its Russian translation.`,
      flipped: (word: string, pairLanguage: 'en' | 'ru') =>
        `${word} — now find its ${pairLanguage === 'en' ? 'English' : 'Russian'} pair.`,
      hidden: 'Card turned back. Pick any card.',
      mismatch: (a: string, b: string) => `Not a pair: ${a} and ${b}. Try again.`,
      complete: (pair: string, total: number, moves: number) =>
        `Match! ${pair}. All ${en.number(total)} pairs found in ${en.number(moves)} moves!`,
      match: (pair: string, found: number, total: number) =>
        `Match! ${pair}. ${en.number(found)} of ${en.number(total)} pairs found.`,
    },
    card: {
      matched: (position: number, word: string) => `Card ${position}, ${word}, matched`,
      revealed: (position: number, word: string) => `Card ${position}, ${word}, revealed`,
      hidden: (position: number) => `Card ${position}, hidden`,
    },
  },
  ru: {
    title: 'Найди пару',
    backToCategories: '← К выбору категории',
    sound: 'Звук',
    restart: 'Заново',
    categories: 'Категории',
    time: 'Время',
    moves: 'Ходы',
    pairs: 'Пары',
    pairsFound: 'Найдено пар',
    cards: 'Карточки',
    hint: 'Откройте две карточки: английское слово и его русский перевод составляют пару. Стрелки переводят между карточками.',
    status: {
      start: (total: number) => `Найдите ${ruPairs(total)}: соедините каждое английское слово с его русским переводом.`,
      flipped: (word: string, pairLanguage: 'en' | 'ru') =>
        `${word} — теперь найдите ${pairLanguage === 'en' ? 'английскую' : 'русскую'} пару.`,
      hidden: 'Карточка перевёрнута обратно. Выберите любую.',
      mismatch: (a: string, b: string) => `Не пара: ${a} и ${b}. Попробуйте ещё раз.`,
      complete: (pair: string, total: number, moves: number) =>
        `Пара! ${pair}. Все пары (${ru.number(total)}) найдены за ${ruMoves(moves)}!`,
      match: (pair: string, found: number, total: number) =>
        `Пара! ${pair}. Найдено пар: ${ru.number(found)} из ${ru.number(total)}.`,
    },
    card: {
      matched: (position: number, word: string) => `Карточка ${position}, ${word}, найдена`,
      revealed: (position: number, word: string) => `Карточка ${position}, ${word}, открыта`,
      hidden: (position: number) => `Карточка ${position}, закрыта`,
    },
  },
});

export type MemoryText = typeof MEMORY_TEXT.en;
