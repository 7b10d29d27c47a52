import { MAX_UPLOAD_BYTES } from '@slovo/shared';
import { INVALID_ENDPOINT_MESSAGE } from '@slovo/shared/rules/request-sanitize';
import { defineMessages } from '@/i18n';

/**
 * The request client's own texts (besides the shared MESSAGES.client… ones): they become an
 * ApiError's message, which screens show when the server gave no reason of its own.
 */
export const REQUEST_TEXT = defineMessages({
  en: {
    invalidEndpoint: INVALID_ENDPOINT_MESSAGE,
    unexpectedResponse: 'Unexpected response from the server',
  },
  ru: {
    invalidEndpoint: 'Недопустимый адрес запроса',
    unexpectedResponse: 'Сервер прислал неожиданный ответ',
  },
});

/** The secure client's file checks (vocabulary-management.md §8). */
export const UPLOAD_MESSAGES = defineMessages({
  en: {
    notAFile: 'Invalid file',
    tooLarge: 'File size exceeds 10MB limit',
    badType: 'File type not allowed',
    badName: 'Invalid file name',
  },
  ru: {
    notAFile: 'Недопустимый файл',
    tooLarge: `Размер файла превышает ${MAX_UPLOAD_BYTES / (1024 * 1024)} МБ`,
    badType: 'Недопустимый тип файла',
    badName: 'Недопустимое имя файла',
  },
});
