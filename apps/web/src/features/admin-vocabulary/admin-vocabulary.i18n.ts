/**
 * Texts of the admin vocabulary editor that @slovo/shared does not hold (ADMIN_VOCABULARY_MESSAGES,
 * MY_VOCABULARY_MESSAGES and IMPORT_EXPORT_MESSAGES have the spec's quoted ones, read through
 * SHARED_TEXT). The spec's own texts here: 'Filter Categories', 'Import Data', 'Clear Cache',
 * 'Create New Category', 'Loading vocabulary data...', 'Clear All' (§2).
 */
import { defineMessages, formatNow } from '@/i18n';

/** "5 слов", "2 слова", "1 слово": a Russian count with its noun. */
const ruCount = (count: number, one: string, few: string, many: string): string => {
  const format = formatNow('ru');
  return `${format.number(count)} ${format.plural(count, { one, few, many, other: few })}`;
};

export const ADMIN_VOCABULARY_TEXT = defineMessages({
  en: {
    filterCategories: 'Filter Categories',
    importData: 'Import Data',
    clearCache: 'Clear Cache',
    clearingCache: 'Clearing…',
    toolsLabel: 'Vocabulary tools',
    categories: 'Categories',
    loadingVocabulary: 'Loading vocabulary data...',
    clearAll: 'Clear All',
    activeFiltersLabel: 'Active filters',
    removeFilter: (label: string) => `Remove filter ${label}`,
    approvalLegend: 'Approval',
    approval: { all: 'All categories', approved: 'Approved only', notApproved: 'Not approved only' },
    approvalHint: 'Click to cycle: all → approved → not approved.',
    kindLabel: 'Category type',
    kinds: { all: 'All types', 'pre-built': 'Pre-built (system)', user: 'User-created' },
    creatorLabel: 'Creator',
    creators: { all: 'Anyone', admin: 'Admins', user: 'Learners' },
    creatorChip: (creator: string) => `Creator: ${creator}`,
    searchChip: (text: string) => `Search: “${text}”`,
    tagChip: (name: string) => `Tag: ${name}`,
    approve: 'Approve',
    unapprove: 'Unapprove',
    /** The card buttons' accessible names, with the category's title. */
    approveOf: (title: string) => `Approve ${title}`,
    unapproveOf: (title: string) => `Unapprove ${title}`,
    emptyList: 'There are no categories yet. Add one or import a file.',
    selectCategoryText: 'Choose a category to see and edit its words.',
    createTitle: 'Create New Category',
    createKindLegend: 'Type',
    createKinds: { 'pre-built': 'Pre-built — a system category every learner sees', user: 'User — your own category' },
    createApproved: 'Approved list',
    nameHint: 'Up to 50 characters.',
    authTitle: 'Authentication Required',
    authText: 'Please sign in with an administrator account to manage the vocabulary.',
    signIn: 'Sign In',
    export: {
      all: 'Export All',
      selected: 'Export Selected',
      /** What Export All exports, said to screen readers. */
      allWhat: 'categories',
      quoted: (name: string) => `“${name}”`,
      /** Two or more categories chosen by name. */
      categoryCount: (count: number) => `${count} categories`,
      everyCategory: 'every category',
      download: (what: string) => `Download ${what} as a file`,
    },
    /** The category cards' Rename, Tags and Delete: the label, and the accessible name with the category's title. */
    cardActions: {
      rename: { label: 'Rename', named: (title: string) => `Rename ${title}` },
      tags: { label: 'Tags', named: (title: string) => `Tags of ${title}` },
      delete: { label: 'Delete', named: (title: string) => `Delete ${title}` },
    },
  },
  ru: {
    filterCategories: 'Фильтр категорий',
    importData: 'Импорт данных',
    clearCache: 'Очистить кэш',
    clearingCache: 'Очистка…',
    toolsLabel: 'Инструменты словаря',
    categories: 'Категории',
    loadingVocabulary: 'Загрузка словаря…',
    clearAll: 'Сбросить всё',
    activeFiltersLabel: 'Активные фильтры',
    removeFilter: (label) => `Убрать фильтр ${label}`,
    approvalLegend: 'Одобрение',
    approval: { all: 'Все категории', approved: 'Только одобренные', notApproved: 'Только неодобренные' },
    approvalHint: 'Нажимайте, чтобы переключать: все → одобренные → неодобренные.',
    kindLabel: 'Тип категории',
    kinds: { all: 'Все типы', 'pre-built': 'Встроенные (системные)', user: 'Созданные пользователями' },
    creatorLabel: 'Автор',
    creators: { all: 'Любой', admin: 'Администраторы', user: 'Ученики' },
    creatorChip: (creator) => `Автор: ${creator}`,
    searchChip: (text) => `Поиск: «${text}»`,
    tagChip: (name) => `Тег: ${name}`,
    approve: 'Одобрить',
    unapprove: 'Снять одобрение',
    approveOf: (title) => `Одобрить «${title}»`,
    unapproveOf: (title) => `Снять одобрение с «${title}»`,
    emptyList: 'Категорий пока нет. Добавьте категорию или импортируйте файл.',
    selectCategoryText: 'Выберите категорию, чтобы увидеть и изменить её слова.',
    createTitle: 'Новая категория',
    createKindLegend: 'Тип',
    createKinds: {
      'pre-built': 'Встроенная — системная категория, которую видят все ученики',
      user: 'Пользовательская — ваша собственная категория',
    },
    createApproved: 'Одобренный список',
    nameHint: 'Не длиннее 50 символов.',
    authTitle: 'Требуется вход',
    authText: 'Войдите под учётной записью администратора, чтобы управлять словарём.',
    signIn: 'Войти',
    export: {
      all: 'Экспорт всего',
      selected: 'Экспорт выбранного',
      allWhat: 'словаря',
      quoted: (name) => `«${name}»`,
      categoryCount: (count) => ruCount(count, 'категория', 'категории', 'категорий'),
      everyCategory: 'все категории',
      download: (what) => `Скачать ${what} файлом`,
    },
    cardActions: {
      rename: { label: 'Переименовать', named: (title) => `Переименовать «${title}»` },
      tags: { label: 'Теги', named: (title) => `Теги «${title}»` },
      delete: { label: 'Удалить', named: (title) => `Удалить «${title}»` },
    },
  },
});

/** The Import Vocabulary Data dialog and the checks of the chosen file. */
export const IMPORT_DIALOG_TEXT = defineMessages({
  en: {
    title: 'Import Vocabulary Data',
    description: 'Adds categories, words and tags from a JSON file. What exists already is kept as it is; nothing is deleted.',
    chooseFile: 'Choose a JSON file',
    chooseAnother: 'Choose another file',
    dropHint: 'or drop it here · .json, up to 10 MiB',
    reading: 'Reading the file…',
    previewTitle: 'The file holds',
    noProblems: 'No problems found.',
    problemsTitle: (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'} will be left out:`,
    problemsLabel: 'Problems found',
    /** What a screen reader hears once the file is read: "animals.json: 2 categories, 10 words, 1 tag." */
    fileSummary: (fileName: string, categories: number, words: number, tags: number) => {
      const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
      return `${fileName}: ${plural(categories, 'category', 'categories')}, ${plural(words, 'word', 'words')}, ${plural(tags, 'tag', 'tags')}.`;
    },
    importing: (name: string) => `Importing ${name}…`,
    importingHint: 'This can take a moment for a large file. Keep this dialog open.',
    importedTitle: 'Added',
    importedNote: 'Categories, words and tags that already existed are not counted again.',
    serverProblemsTitle: 'Left out by the server:',
    importAnother: 'Import Another File',
    counts: { categories: 'Categories', words: 'Words', tags: 'Tags' },
    size: {
      bytes: (value: string) => `${value} B`,
      kilobytes: (value: string) => `${value} KB`,
      megabytes: (value: string) => `${value} MB`,
    },
    cancel: 'Cancel',
    importingButton: 'Importing…',
    done: 'Done',
    close: 'Close',
    back: 'Back',
    logIn: 'Log In',
    import: 'Import',
    file: {
      unreadable: 'The file could not be read. Choose it again.',
      empty: 'The file is empty',
      notJson: (detail: string) => `The file is not valid JSON: ${detail}`,
    },
  },
  ru: {
    title: 'Импорт словаря',
    description: 'Добавляет категории, слова и теги из JSON-файла. Всё, что уже есть, остаётся как было; ничего не удаляется.',
    chooseFile: 'Выберите JSON-файл',
    chooseAnother: 'Выбрать другой файл',
    dropHint: 'или перетащите его сюда · .json, до 10 МиБ',
    reading: 'Чтение файла…',
    previewTitle: 'В файле',
    noProblems: 'Проблем не найдено.',
    problemsTitle: (count) =>
      `${ruCount(count, 'запись', 'записи', 'записей')} ${formatNow('ru').plural(count, { one: 'будет пропущена', other: 'будут пропущены' })}:`,
    problemsLabel: 'Найденные проблемы',
    fileSummary: (fileName, categories, words, tags) =>
      `${fileName}: ${ruCount(categories, 'категория', 'категории', 'категорий')}, ${ruCount(words, 'слово', 'слова', 'слов')}, ${ruCount(tags, 'тег', 'тега', 'тегов')}.`,
    importing: (name) => `Импорт ${name}…`,
    importingHint: 'Большой файл может импортироваться какое-то время. Не закрывайте это окно.',
    importedTitle: 'Добавлено',
    importedNote: 'Категории, слова и теги, которые уже были, повторно не считаются.',
    serverProblemsTitle: 'Пропущено сервером:',
    importAnother: 'Импортировать другой файл',
    counts: { categories: 'Категории', words: 'Слова', tags: 'Теги' },
    size: { bytes: (value) => `${value} Б`, kilobytes: (value) => `${value} КБ`, megabytes: (value) => `${value} МБ` },
    cancel: 'Отмена',
    importingButton: 'Импорт…',
    done: 'Готово',
    close: 'Закрыть',
    back: 'Назад',
    logIn: 'Войти',
    import: 'Импортировать',
    file: {
      unreadable: 'Не удалось прочитать файл. Выберите его ещё раз.',
      empty: 'Файл пуст',
      notJson: (detail) => `Файл не является корректным JSON: ${detail}`,
    },
  },
});
