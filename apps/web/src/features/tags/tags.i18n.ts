import { defineMessages, formatNow } from '@/i18n';

const RU = formatNow('ru');

/** Manage Tags (the tag editor dialog); MY_VOCABULARY_MESSAGES holds the spec's own texts. */
export const TAG_EDITOR_TEXT = defineMessages({
  en: {
    title: 'Manage Tags',
    tagsOf: (category: string) => `Tags of “${category}”`,
    close: 'Close',
    logIn: 'Log In',
    loadingTags: 'Loading tags...',
    usedBy: ', used by ',
    categories: (count: number) => (count === 1 ? 'category' : 'categories'),
    selectedTags: 'Selected tags',
    searchTags: 'Search tags',
    availableTags: 'Available tags',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    withReason: (text: string, reason: string) => `${text}: ${reason}`,
  },
  ru: {
    title: 'Управление тегами',
    tagsOf: (category) => `Теги категории «${category}»`,
    close: 'Закрыть',
    logIn: 'Войти',
    loadingTags: 'Загрузка тегов…',
    usedBy: ', используется в ',
    categories: (count) => RU.plural(count, { one: 'категории', few: 'категориях', many: 'категориях', other: 'категориях' }),
    selectedTags: 'Выбранные теги',
    searchTags: 'Поиск тегов',
    availableTags: 'Доступные теги',
    save: 'Сохранить',
    saving: 'Сохранение…',
    cancel: 'Отмена',
    withReason: (text, reason) => `${text}: ${reason}`,
  },
});

/** The admin's inline "new tag" form inside Manage Tags. */
export const CREATE_TAG_TEXT = defineMessages({
  en: {
    offer: (text: string) => `Create tag “${text}”`,
    title: 'New tag',
    displayName: 'Display name',
    name: 'Name',
    nameHint: 'Its key: lower-case letters, digits and hyphens, like phrasal-verbs',
    color: 'Colour (optional)',
    icon: 'Icon (optional)',
    description: 'Description (optional)',
    isPublic: 'Visible to everyone',
    submit: 'Create Tag',
    pending: 'Creating…',
    cancel: 'Cancel',
    created: (displayName: string) => `Tag “${displayName}” created and selected`,
    failed: 'Failed to create tag',
    failedWith: (reason: string) => `Failed to create tag: ${reason}`,
  },
  ru: {
    offer: (text) => `Создать тег «${text}»`,
    title: 'Новый тег',
    displayName: 'Отображаемое название',
    name: 'Имя',
    nameHint: 'Его ключ: строчные латинские буквы, цифры и дефисы, например phrasal-verbs',
    color: 'Цвет (необязательно)',
    icon: 'Значок (необязательно)',
    description: 'Описание (необязательно)',
    isPublic: 'Виден всем',
    submit: 'Создать тег',
    pending: 'Создание…',
    cancel: 'Отмена',
    created: (displayName) => `Тег «${displayName}» создан и выбран`,
    failed: 'Не удалось создать тег',
    failedWith: (reason) => `Не удалось создать тег: ${reason}`,
  },
});
