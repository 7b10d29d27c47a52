import { defineMessages } from '@/i18n';
import { ruCount } from '../ru-count';

/**
 * The export menus' texts and toasts (shared by the learner's and the admin's toolbars). Outside
 * React read them with messagesNow(EXPORT_MESSAGES) at the moment of use.
 */
export const EXPORT_MESSAGES = defineMessages({
  en: {
    exported: (fileName: string) => `Exported ${fileName}`,
    exportFailed: 'Failed to export data',
    failedToExport: (reason: string) => `Failed to export data: ${reason}`,
    export: 'Export',
    exporting: 'Exporting…',
    quoted: (name: string) => `“${name}”`,
    downloadCategory: (name: string) => `Download “${name}” as a file`,
    /** The admin's menu: the whole vocabulary or the chosen categories. */
    vocabulary: {
      all: 'Export All',
      selected: 'Export Selected',
      /** What Export All exports, said to screen readers. */
      allWhat: 'categories',
      /** Two or more categories chosen by name. */
      categoryCount: (count: number) => `${count} categories`,
      everyCategory: 'every category',
      download: (what: string) => `Download ${what} as a file`,
    },
    formats: {
      csv: { label: 'CSV (spreadsheet)', hint: 'Opens in Excel, LibreOffice or Google Sheets' },
      anki: { label: 'Anki (text file)', hint: 'Notes in plain text, for Anki’s File › Import' },
      json: { label: 'JSON (Slovo import format)', hint: 'Every field, in the file format Slovo imports' },
      apkg: { label: 'Anki package (.apkg)', hint: 'A deck per category, pictures and sounds inside; opens in Anki' },
    },
  },
  ru: {
    exported: (fileName) => `Экспортировано: ${fileName}`,
    exportFailed: 'Не удалось экспортировать данные',
    failedToExport: (reason) => `Не удалось экспортировать данные: ${reason}`,
    export: 'Экспорт',
    exporting: 'Экспорт…',
    quoted: (name) => `«${name}»`,
    downloadCategory: (name) => `Скачать «${name}» файлом`,
    vocabulary: {
      all: 'Экспорт всего',
      selected: 'Экспорт выбранного',
      allWhat: 'словаря',
      categoryCount: (count) => ruCount(count, 'категория', 'категории', 'категорий'),
      everyCategory: 'все категории',
      download: (what) => `Скачать ${what} файлом`,
    },
    formats: {
      csv: { label: 'CSV (таблица)', hint: 'Открывается в Excel, LibreOffice или Google Таблицах' },
      anki: { label: 'Anki (текстовый файл)', hint: 'Заметки простым текстом, для «Файл › Импорт» в Anki' },
      json: { label: 'JSON (формат импорта Slovo)', hint: 'Все поля, в формате файла, который импортирует Slovo' },
      apkg: { label: 'Пакет Anki (.apkg)', hint: 'Колода на каждую категорию, с картинками и звуками; открывается в Anki' },
    },
  },
});
