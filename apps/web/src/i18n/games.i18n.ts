import { DRILLS, GAMES, type DrillId, type GameId } from '@slovo/shared';
import { defineMessages } from './define-messages';

type PlayTexts = Record<GameId | DrillId | 'review', { title: string; description: string }>;

const en = {
  ...Object.fromEntries([...GAMES, ...DRILLS].map((play) => [play.id, { title: play.title, description: play.description }])),
  review: { title: 'Review', description: 'Everything due today, card by card: you grade each one.' },
} as PlayTexts;

/**
 * The five games', the four drills' and Review's names and one-line descriptions (English: the
 * shared catalogue's, the games' from the spec).
 */
export const GAME_TEXT = defineMessages({
  en,
  ru: {
    game1: { title: 'Набор слов', description: 'Наберите английское слово буква за буквой.' },
    game2: { title: 'Карточки', description: 'Листайте карточки и учите слова в своём темпе.' },
    game3: { title: 'Викторина', description: 'Выберите верный перевод на русский из четырёх вариантов.' },
    game4: { title: 'Миссия', description: 'Соберите слово из перемешанных букв.' },
    game5: { title: 'Найди пару', description: 'Соединяйте английские слова с их русскими парами.' },
    stress: { title: 'Ударение', description: 'Нажмите на ударную гласную русского слова.' },
    gender: { title: 'Род', description: 'Какого рода существительное: он, она или оно?' },
    forms: { title: 'Формы', description: 'Поставьте слово в нужную форму: нет …, два …, я …' },
    listening: { title: 'На слух', description: 'Прослушайте слово и напишите его.' },
    review: { title: 'Повторение', description: 'Всё, что пора повторить сегодня, карточка за карточкой: оценку ставите вы.' },
  },
});
