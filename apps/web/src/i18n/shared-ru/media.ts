import type { MEDIA_MESSAGES } from '@slovo/shared';
import type { Translation } from '../define-messages';
import { ruNumber } from './plural';

export const MEDIA_MESSAGES_RU: Translation<typeof MEDIA_MESSAGES> = {
  imageTooLarge: 'Картинка может занимать не больше 2 МБ.',
  imageType: 'Картинка должна быть файлом PNG, JPEG, WebP или GIF.',
  imageUnreadable: 'Не удалось прочитать картинку. Файл не повреждён?',
  soundTooLarge: 'Звук может занимать не больше 1 МБ.',
  soundType: 'Звук должен быть записью MP3, OGG/Opus, M4A/AAC, WAV или WebM.',
  soundTooLong: 'Звук может длиться не больше 15 секунд.',
  soundUnreadable: 'Не удалось прочитать звук. Файл не повреждён?',
  empty: 'Файл пустой.',
  notAFile: 'Отправьте саму картинку или звук телом запроса.',
  quota: (quotaMb: number | string) =>
    `Ваши картинки и звуки заняли бы больше ${ruNumber(quotaMb)} МБ. Сначала уберите часть из других слов.`,
  notFound: 'Такой картинки или звука нет.',
};
