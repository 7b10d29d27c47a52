import {
  APKG_EXPORT_MAX_MEDIA_BYTES,
  APKG_EXPORT_MAX_WORDS,
  APKG_IMPORT_LISTED_TAGS,
  APKG_IMPORT_MAX_DECKS,
  CATEGORY_DISPLAY_NAME_MAX_LENGTH,
  CATEGORY_EXPORT_FORMATS,
  CATEGORY_NAME_MAX_LENGTH,
  EXPORT_MAX_SELECTED_CATEGORIES,
  IMPORT_MAX_BYTES,
  TEXT_IMPORT_MAX_CHARS,
  TEXT_IMPORT_MAX_ENTRIES,
  WORD_MAX_LENGTH,
  type IMPORT_EXPORT_MESSAGES,
  type LEARNER_IMPORT_MESSAGES,
  type TEXT_IMPORT_MESSAGES,
} from '@slovo/shared';
import {
  APKG_MAX_BYTES,
  APKG_MAX_CARDS,
  APKG_MAX_COLLECTION_BYTES,
  APKG_MAX_FIELD_LENGTH,
  APKG_MAX_MEDIA_FILE_BYTES,
  APKG_MAX_MEDIA_TOTAL_BYTES,
  APKG_MAX_NOTES,
} from '@slovo/shared/formats/apkg/apkg-limits';
import type { APKG_ERROR_MESSAGES, APKG_NOTICES, APKG_SKIP_REASONS } from '@slovo/shared/formats/apkg/apkg-messages';
import type { Translation } from '../define-messages';
import { countOf, ruCharacters, ruCount, ruNumber, ruPlural } from './plural';
import { PART_OF_SPEECH_INVALID } from './vocabulary';

/** A size limit in megabytes ("10 МБ"); the English texts say MiB. */
const megabytes = (bytes: number) => `${ruNumber(bytes / (1024 * 1024))} МБ`;

export const IMPORT_EXPORT_MESSAGES_RU: Translation<typeof IMPORT_EXPORT_MESSAGES> = {
  selectJsonFile: 'Выберите файл JSON',
  selectFileFirst: 'Сначала выберите файл',
  loginToImport: 'Войдите, чтобы импортировать данные',
  categoriesRequired: 'Неверный формат файла: нужен массив categories',
  importCompleted: 'Импорт завершён!',
  importFailed: 'Импорт не удался',
  failedToImport: (reason: string) => `Не удалось импортировать данные: ${reason}`,

  // An entry's problems read "categories[3].words[12]: english: пустое значение".
  entryNotObject: 'запись должна быть объектом',
  required: (field: string) => `${field}: обязательное поле`,
  notText: (field: string) => `${field}: значение должно быть текстом`,
  empty: (field: string) => `${field}: пустое значение`,
  tooLong: (field: string, max: number | string) => `${field}: значение должно быть не длиннее ${ruCharacters(max)}`,
  controlCharacters: (field: string) => `${field}: переносы строк и управляющие символы недопустимы`,
  wordInvalid: (field: string) =>
    `${field}: недопустимое значение — используйте от 1 до ${ruCharacters(WORD_MAX_LENGTH)}: буквы, цифры, пробелы и - . , ! ? ( )`,
  notBoolean: (field: string) => `${field}: значение должно быть true или false`,
  notList: (field: string) => `${field}: значение должно быть списком`,
  partOfSpeechInvalid: PART_OF_SPEECH_INVALID,
  sourcesInvalid: 'sources: для каждого факта укажите источник — import, editor, suggested или dictionary:<имя>@<версия>',
  mediaReferenceInvalid: (field: string) => `${field} должен быть «sha256:» и 64 шестнадцатеричными цифрами файла`,
  mediaNotStored: (count: number | string) =>
    `На этом сервере нет ${ruCount(count, 'картинки или звука', 'картинок или звуков', 'картинок или звуков')}, на которые ссылается файл: слова импортированы без них.`,
  moreErrors: (count: number | string) => `…и ещё ${ruCount(count, 'ошибка', 'ошибки', 'ошибок')}`,
  categoryNameTooLong: `name должен быть не длиннее ${ruCharacters(CATEGORY_NAME_MAX_LENGTH)}`,
  displayNameTooLong: `display_name должен быть не длиннее ${ruCharacters(CATEGORY_DISPLAY_NAME_MAX_LENGTH)}`,

  bodyTooLarge: `Файл импорта слишком большой: предел — ${megabytes(IMPORT_MAX_BYTES)}`,
  importsBusy: 'Сервер занят другими импортами: попробуйте ещё раз через несколько секунд',
  exportSelectionInvalid: `categories должен содержать от 1 до ${ruCount(EXPORT_MAX_SELECTED_CATEGORIES, 'названия категории', 'названий категорий', 'названий категорий')} через запятую`,
  apkgExportTooLarge: `Пакет Anki вмещает не больше ${ruCount(APKG_EXPORT_MAX_WORDS, 'слова', 'слов', 'слов')} и ${ruNumber(APKG_EXPORT_MAX_MEDIA_BYTES / 1024 / 1024)} МБ картинок и звуков: экспортируйте меньше категорий`,
  exportCategoryNotFound: (names: readonly string[]) =>
    `${names.length === 1 ? 'Категория не найдена' : 'Категории не найдены'}: ${names.join(', ')}`,
};

/** The separators' names (shared/formats) after "нет": genitive. An unnamed one ('"x"') keeps its quotes. */
const SEPARATOR_NAMES: Readonly<Record<string, string>> = {
  tab: 'табуляции',
  comma: 'запятой',
  semicolon: 'точки с запятой',
  space: 'пробела',
  pipe: 'вертикальной черты',
  colon: 'двоеточия',
  'dash (" - ")': 'тире (" - ")',
};

export const TEXT_IMPORT_MESSAGES_RU: Translation<typeof TEXT_IMPORT_MESSAGES> = {
  atLine: (line: number | string, message: string) => `Строка ${line}: ${message}`,
  noSeparator: (separatorName: string) =>
    `нет ${SEPARATOR_NAMES[separatorName] ?? `разделителя ${separatorName}`} между английским и русским`,
  noRussianField: 'нет русского поля после английского',
  duplicateOf: (line: number | string) => `повтор пары из строки ${line}`,
  headerRow: 'строка заголовков, а не пара слов',
  partOfSpeechInvalid: PART_OF_SPEECH_INVALID,
  textTooLong: `Текст слишком длинный: предел — ${megabytes(TEXT_IMPORT_MAX_CHARS)}`,
  tooManyEntries: `Слишком много записей: предел — ${ruCount(TEXT_IMPORT_MAX_ENTRIES, 'пара слов', 'пары слов', 'пар слов')}, разделите файл`,
  noPairs: 'Пары слов не найдены',
  separatorEmpty: 'Введите разделитель',
  separatorIsQuote: 'Двойная кавычка не может быть разделителем',
  separatorsEqual: 'Разделитель между английским и русским должен отличаться от разделителя между карточками',
  csvColumnsMissing: 'В заголовке должны быть столбцы english и russian',
};

/** "a, b и ещё 3": at most `max` names. */
const listed = (names: readonly string[], max: number) =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} и ещё ${ruNumber(names.length - max)}`;

export const LEARNER_IMPORT_MESSAGES_RU: Translation<typeof LEARNER_IMPORT_MESSAGES> = {
  pairsInvalid: `pairs должен быть списком от 1 до ${ruCount(TEXT_IMPORT_MAX_ENTRIES, 'пары слов', 'пар слов', 'пар слов')}`,
  textTooLarge: `Импорт слишком большой: предел — ${megabytes(IMPORT_MAX_BYTES)}, разделите файл`,
  exportFormatInvalid: `format должен быть одним из значений ${CATEGORY_EXPORT_FORMATS.join(', ')}`,
  apkgContentType: 'Отправьте сам пакет Anki (.apkg) телом запроса с Content-Type application/octet-stream',
  apkgNoPairs: 'В пакете Anki нет ни одной правильной пары слов для импорта',
  apkgTooManyDecks: `В пакете Anki слишком много колод: за раз можно импортировать не больше ${ruNumber(APKG_IMPORT_MAX_DECKS)}`,
  apkgImported: (added: number | string, categories: number | string) =>
    `Добавлено ${ruCount(added, 'слово', 'слова', 'слов')} в ${ruCount(categories, 'категорию', 'категории', 'категорий')}`,
  apkgNothingAdded: 'Слова не добавлены: все правильные пары уже есть в своих категориях',
  notesSkipped: (count: number | string, reason: string) =>
    `${ruPlural(count, 'Пропущена', 'Пропущено', 'Пропущено')} ${ruCount(count, 'запись', 'записи', 'записей')}: ${reason}`,
  deckWithoutPairs: (deck: string) => `В колоде «${deck}» нет ни одной правильной пары слов: из неё ничего не импортировано`,
  deckTurned: (deck: string) =>
    `В колоде «${deck}» русское слово на лицевой стороне: первое поле прочитано как русское, второе — как английское`,
  linesSkipped: (count: number | string, first: readonly string[]) =>
    `${ruPlural(count, 'Пропущена', 'Пропущено', 'Пропущено')} ${ruCount(count, 'строка', 'строки', 'строк')}: ${first.join('; ')}${countOf(count) > first.length ? '; …' : ''}`,
  ankiTextTooLong: `text должен быть текстовым файлом Anki не больше ${megabytes(TEXT_IMPORT_MAX_CHARS)}`,
  ankiTextEmpty: 'text должен быть текстовым файлом Anki («Notes in Plain Text»)',
  mediaRefused: (count: number | string, reason: string) =>
    `${ruPlural(count, 'Пропущен', 'Пропущены', 'Пропущено')} ${ruCount(count, 'файл', 'файла', 'файлов')} картинок или звуков: ${reason}`,
  mediaOverQuota: (count: number | string, quotaMb: number | string) =>
    `${ruPlural(count, 'Пропущен', 'Пропущены', 'Пропущено')} ${ruCount(count, 'файл', 'файла', 'файлов')} картинок или звуков: ваши картинки и звуки могут занимать не больше ${ruNumber(quotaMb)} МБ`,
  mediaKept: (words: number | string) =>
    `${ruCount(words, 'слово получило', 'слова получили', 'слов получили')} картинку или звук из пакета`,
  tagsNotAdded: (names: readonly string[]) =>
    `Теги Anki не добавлены (в Slovo нет доступного вам тега с таким именем; импорт не создаёт теги): ${listed(names, APKG_IMPORT_LISTED_TAGS)}`,
};

export const APKG_ERROR_MESSAGES_RU: Translation<typeof APKG_ERROR_MESSAGES> = {
  'too-large': `Файл слишком большой: пакет Anki может занимать не больше ${megabytes(APKG_MAX_BYTES)}`,
  'not-zip': 'Это не пакет Anki (.apkg): файл не является zip-архивом',
  'damaged-zip': 'Пакет Anki повреждён: не удалось прочитать его zip-архив',
  encrypted: 'Пакет Anki защищён паролем, его нельзя прочитать',
  'unsupported-compression': 'Пакет Anki сжат методом, который не удаётся прочитать',
  'no-collection': 'Это не пакет Anki: в нём нет коллекции (collection.anki21b, collection.anki21 или collection.anki2)',
  'collection-too-large': `Пакет Anki слишком большой: его коллекция после распаковки занимает больше ${megabytes(APKG_MAX_COLLECTION_BYTES)}`,
  'damaged-zstd': 'Пакет Anki повреждён: не удалось распаковать его сжатую коллекцию (collection.anki21b)',
  'not-database': 'Пакет Anki повреждён: его коллекция не является базой данных SQLite',
  'not-anki-collection': 'Пакет Anki повреждён: в его коллекции нет читаемой таблицы записей',
  'damaged-collection': 'Пакет Anki повреждён: не удалось прочитать его коллекцию',
  'too-many-notes': `В пакете Anki слишком много записей: за раз можно импортировать не больше ${ruNumber(APKG_MAX_NOTES)}`,
  'too-many-cards': `В пакете Anki слишком много карточек: за раз можно импортировать не больше ${ruNumber(APKG_MAX_CARDS)}`,
  'placeholder-only':
    'В этом пакете Anki есть только запись, которую Anki добавляет для старых версий («Please update to the latest Anki version…»), а не сама колода',
};

export const APKG_NOTICES_RU: Translation<typeof APKG_NOTICES> = {
  mediaMissing: (files: number | string) =>
    `В пакете нет ${ruCount(files, 'картинки или звука', 'картинок или звуков', 'картинок или звуков')}, на которые ссылаются записи`,
  mediaUnreadable: (files: number | string) =>
    `${ruPlural(files, 'Пропущен', 'Пропущены', 'Пропущено')} ${ruCount(files, 'файл', 'файла', 'файлов')} картинок или звуков: больше ${megabytes(APKG_MAX_MEDIA_FILE_BYTES)} или повреждены`,
  mediaOverTotal: (files: number | string) =>
    `${ruPlural(files, 'Пропущен', 'Пропущены', 'Пропущено')} ${ruCount(files, 'файл', 'файла', 'файлов')} картинок или звуков: все они вместе могут занимать не больше ${megabytes(APKG_MAX_MEDIA_TOTAL_BYTES)}`,
  mediaMapUnreadable: 'Не удалось прочитать список картинок и звуков пакета: они пропущены',
  moreMediaPerNote: (notes: number | string) =>
    `${ruCount(notes, 'запись ссылается', 'записи ссылаются', 'записей ссылаются')} больше чем на одну картинку или звук: сохраняются только первые`,
  clozeUnwrapped: (notes: number | string) =>
    `Записей с пропусками ({{c1::…}}): ${ruNumber(notes)} — скрытый текст сохранён как слово`,
};

export const APKG_SKIP_REASONS_RU: Translation<typeof APKG_SKIP_REASONS> = {
  fewerThanTwoFields: 'В записи меньше двух полей',
  fieldsNotText: 'Поля записи — не текст',
  fieldTooLong: `Поле длиннее ${ruCharacters(APKG_MAX_FIELD_LENGTH)}`,
  englishEmpty: 'Английское поле пусто после удаления форматирования',
  russianEmpty: 'Русское поле пусто после удаления форматирования',
};
