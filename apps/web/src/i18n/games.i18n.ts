import { GAMES, type GameId } from '@slovo/shared';
import { defineMessages } from './define-messages';

type GameTexts = Record<GameId, { title: string; description: string }>;

const en = Object.fromEntries(GAMES.map((game) => [game.id, { title: game.title, description: game.description }])) as GameTexts;

/** The five games' names and one-line descriptions (English: the shared catalogue's, from the spec). */
export const GAME_TEXT = defineMessages({
  en,
  ru: {
    game1: { title: 'Набор слов', description: 'Наберите английское слово буква за буквой.' },
    game2: { title: 'Карточки', description: 'Листайте карточки и учите слова в своём темпе.' },
    game3: { title: 'Викторина', description: 'Выберите верный перевод на русский из четырёх вариантов.' },
    game4: { title: 'Миссия', description: 'Соберите слово из перемешанных букв.' },
    game5: { title: 'Найди пару', description: 'Соединяйте английские слова с их русскими парами.' },
  },
});
