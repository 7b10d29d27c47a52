import { defineMessages, formatNow } from '@/i18n';

const ru = () => formatNow('ru');

/** What every drill says around its questions (each drill's own texts live beside it). */
export const DRILL_TEXT = defineMessages({
  en: {
    counter: (n: number, total: number) => `Word ${n} of ${total}`,
    rightSoFar: (right: number) => `Right: ${right}`,
    next: 'Next',
    finish: 'See the result',
    quit: 'Quit',
    right: 'Right!',
    wrong: 'Not quite.',
    almost: 'Almost!',
    skipped: 'Skipped.',
    answerIs: 'The answer:',
    youAnswered: 'You answered:',
    statsRight: 'Right',
    statsMissed: 'Missed',
    noWords: 'This choice has no words this drill can ask.',
  },
  ru: {
    counter: (n: number, total: number) => `Слово ${ru().number(n)} из ${ru().number(total)}`,
    rightSoFar: (right: number) => `Верно: ${ru().number(right)}`,
    next: 'Дальше',
    finish: 'К результату',
    quit: 'Выйти',
    right: 'Верно!',
    wrong: 'Не совсем.',
    almost: 'Почти!',
    skipped: 'Пропущено.',
    answerIs: 'Ответ:',
    youAnswered: 'Ваш ответ:',
    statsRight: 'Верно',
    statsMissed: 'Ошибки',
    noWords: 'В этом выборе нет слов, которые может спросить это упражнение.',
  },
});
