import { APP_NAME } from '@slovo/shared';
import { defineMessages } from '@/i18n';

/**
 * What the header, the browser tab and links call each page that is not a game (the games' names
 * are GAME_TEXT's, Page Not Found is the shared MESSAGES'). `title`: header and document title;
 * `name`: the name on links to it.
 */
export const PAGE_TEXT = defineMessages({
  en: {
    home: { title: APP_NAME, name: 'Home' },
    components: { title: 'Components', name: 'Components' },
    myVocabulary: { title: 'My Vocabulary', name: 'My Vocabulary' },
    stats: { title: 'My Stats', name: 'My Stats' },
    classes: { title: 'My Classes', name: 'My Classes' },
    classJoin: { title: 'Join a Class', name: 'Join a Class' },
    class: { title: 'Class', name: 'Class' },
    adminVocabulary: { title: 'Vocabulary Editor', name: 'Vocabulary Editor' },
    adminUsers: { title: 'User Management', name: 'User Management' },
  },
  ru: {
    home: { title: APP_NAME, name: 'Главная' },
    components: { title: 'Компоненты', name: 'Компоненты' },
    myVocabulary: { title: 'Мой словарь', name: 'Мой словарь' },
    stats: { title: 'Моя статистика', name: 'Моя статистика' },
    classes: { title: 'Мои классы', name: 'Мои классы' },
    classJoin: { title: 'Вступить в класс', name: 'Вступить в класс' },
    class: { title: 'Класс', name: 'Класс' },
    adminVocabulary: { title: 'Редактор словаря', name: 'Редактор словаря' },
    adminUsers: { title: 'Пользователи', name: 'Пользователи' },
  },
});
