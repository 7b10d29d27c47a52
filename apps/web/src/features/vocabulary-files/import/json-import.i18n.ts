import { defineMessages, formatNow } from '@/i18n';
import { ruCount } from '../ru-count';

/**
 * The admin's Import Vocabulary Data dialog (a JSON file) and the checks of the chosen file (an empty
 * file and the size are said as in the learner's imports: FILE_MESSAGES).
 */
export const JSON_IMPORT_TEXT = defineMessages({
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
    cancel: 'Cancel',
    importingButton: 'Importing…',
    done: 'Done',
    close: 'Close',
    back: 'Back',
    logIn: 'Log In',
    import: 'Import',
    file: {
      unreadable: 'The file could not be read. Choose it again.',
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
    cancel: 'Отмена',
    importingButton: 'Импорт…',
    done: 'Готово',
    close: 'Закрыть',
    back: 'Назад',
    logIn: 'Войти',
    import: 'Импортировать',
    file: {
      unreadable: 'Не удалось прочитать файл. Выберите его ещё раз.',
      notJson: (detail) => `Файл не является корректным JSON: ${detail}`,
    },
  },
});
