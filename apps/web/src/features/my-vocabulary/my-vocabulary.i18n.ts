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
    rename: 'Rename',
    delete: 'Delete',
    tags: 'Tags',
    import: 'Import',
    importWords: 'Import words',
    importWordsInto: (category: string) => ` into ${category}`,
    importApkg: 'Import .apkg',
    renameNamed: (category: string) => `Rename ${category}`,
    tagsOf: (category: string) => `Tags of ${category}`,
    importInto: (category: string) => `Import words into ${category}`,
    deleteNamed: (category: string) => `Delete ${category}`,
    words: 'Words',
    selectCategoryText: 'Choose one of your categories to see and edit its words.',
    createTitle: 'Create Category',
  },
  ru: {
    clearFilters: 'Сбросить фильтры',
    yourCategoriesEmpty: 'У вас пока нет категорий.',
    rename: 'Переименовать',
    delete: 'Удалить',
    tags: 'Теги',
    import: 'Импорт',
    importWords: 'Импорт слов',
    importWordsInto: (category) => ` в «${category}»`,
    importApkg: 'Импорт .apkg',
    renameNamed: (category) => `Переименовать «${category}»`,
    tagsOf: (category) => `Теги категории «${category}»`,
    // Starts with the button's visible «Импорт», so speech input and screen readers agree (axe label-content-name-mismatch).
    importInto: (category) => `Импорт слов в «${category}»`,
    deleteNamed: (category) => `Удалить «${category}»`,
    words: 'Слова',
    selectCategoryText: 'Выберите одну из своих категорий, чтобы посмотреть и изменить её слова.',
    createTitle: 'Новая категория',
  },
});
