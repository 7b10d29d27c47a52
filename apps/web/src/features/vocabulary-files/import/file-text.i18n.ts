import { IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { defineMessages, formatNow } from '@/i18n';

const RU = formatNow('ru');
const MIB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Why a chosen file cannot be read. */
export const FILE_MESSAGES = defineMessages({
  en: {
    tooLarge: `The file is too large: the limit is ${MIB} MiB, split it`,
    unreadable: 'The file could not be read',
    empty: 'The file is empty',
    bytes: (bytes: number) => `${bytes} B`,
    kilobytes: (kilobytes: number) => `${kilobytes.toFixed(1)} KB`,
    megabytes: (megabytes: number) => `${megabytes.toFixed(1)} MB`,
  },
  ru: {
    tooLarge: `Файл слишком большой: предел — ${RU.number(MIB)} МиБ, разделите его`,
    unreadable: 'Не удалось прочитать файл',
    empty: 'Файл пуст',
    bytes: (bytes) => `${RU.number(bytes)} Б`,
    kilobytes: (kilobytes) => `${kilobytes.toFixed(1).replace('.', ',')} КБ`,
    megabytes: (megabytes) => `${megabytes.toFixed(1).replace('.', ',')} МБ`,
  },
});
