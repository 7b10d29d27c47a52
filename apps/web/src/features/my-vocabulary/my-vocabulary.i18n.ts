import { defineMessages } from '@/i18n';

/**
 * Texts of the personal manager that @slovo/shared does not hold (MY_VOCABULARY_MESSAGES has the
 * spec's quoted ones, read through SHARED_TEXT); the words column's and the dialogs' texts, shared
 * with the admin editor, are the vocabulary editor's (EDITOR_TEXT).
 */
export const MY_VOCABULARY_TEXT = defineMessages({
  en: {
    clearFilters: 'Clear filters',
    yourCategoriesEmpty: 'You have no categories yet.',
    import: 'Import',
    importWords: 'Import words',
    importWordsInto: (category: string) => ` into ${category}`,
    importApkg: 'Import .apkg',
    importInto: (category: string) => `Import words into ${category}`,
    words: 'Words',
    selectCategoryText: 'Choose one of your categories to see and edit its words.',
    createTitle: 'Create Category',
    /** The category cards' Rename, Tags and Delete: the label, and the accessible name with the category's title. */
    cardActions: {
      rename: { label: 'Rename', named: (category: string) => `Rename ${category}` },
      tags: { label: 'Tags', named: (category: string) => `Tags of ${category}` },
      delete: { label: 'Delete', named: (category: string) => `Delete ${category}` },
    },
  },
  ru: {
    clearFilters: 'Сбросить фильтры',
    yourCategoriesEmpty: 'У вас пока нет категорий.',
    import: 'Импорт',
    importWords: 'Импорт слов',
    importWordsInto: (category) => ` в «${category}»`,
    importApkg: 'Импорт .apkg',
    // Starts with the button's visible «Импорт», so speech input and screen readers agree (axe label-content-name-mismatch).
    importInto: (category) => `Импорт слов в «${category}»`,
    words: 'Слова',
    selectCategoryText: 'Выберите одну из своих категорий, чтобы посмотреть и изменить её слова.',
    createTitle: 'Новая категория',
    cardActions: {
      rename: { label: 'Переименовать', named: (category) => `Переименовать «${category}»` },
      tags: { label: 'Теги', named: (category) => `Теги категории «${category}»` },
      delete: { label: 'Удалить', named: (category) => `Удалить «${category}»` },
    },
  },
});
