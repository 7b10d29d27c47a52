import { IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { defineMessages, formatNow } from '@/i18n';
import { ruCount } from '../ru-count';

const EN = formatNow('en');
const RU = formatNow('ru');
const MIB = IMPORT_MAX_BYTES / 1024 / 1024;

const countEn = (count: number, one: string, other: string) => `${EN.number(count)} ${count === 1 ? one : other}`;
/** Russian past participle agreeing with a count: "добавлена 1 пара", "добавлено 5 пар". */
const agreesOne = (count: number) => count % 10 === 1 && count % 100 !== 11;

/** What the separators are called in the Import dialog's radios. */
export type SeparatorName = 'tab' | 'comma' | 'semicolon' | 'dash' | 'custom' | 'newline';

/** The Import words dialog, the .apkg dialog, their previews and the deck-by-deck result. */
export const IMPORT_TEXT = defineMessages({
  en: {
    title: 'Import words',
    categoryLabel: (category: string) => `Category: ${category}`,
    wordPairs: 'Word pairs',
    pasteHint: 'Paste a list — one pair per line, as Quizlet, a spreadsheet or Anki export it — or choose a file.',
    removeFile: 'Remove file',
    reading: 'Reading…',
    chooseAnotherFile: 'Choose another file…',
    chooseFile: 'Choose file…',
    fileHint: `CSV, TSV or TXT, up to ${MIB} MiB — or drop it here`,
    importPairs: (count: number) => `Import ${countEn(count, 'pair', 'pairs')}`,
    import: 'Import',
    importing: 'Importing…',
    cancel: 'Cancel',
    ankiFileImported: 'Anki file imported',
    ankiPackageImported: 'Anki package imported',

    // .apkg
    apkgTitle: 'Import an Anki package',
    apkgDescription: 'Each deck becomes one of your private categories.',
    apkgRuleFiles: `Anki packages (.apkg) from Anki 2.1 and later, up to ${MIB} MiB.`,
    apkgRuleFields: 'A note’s first field becomes the English word and its second the Russian one; formatting is removed.',
    apkgRuleMedia: 'Pictures and sounds are not imported. Anki tags are added where Slovo has a tag of that name.',
    chooseApkg: 'Choose .apkg file…',

    // Deck-by-deck result
    wordsAdded: (count: number) => `${countEn(count, 'word', 'words')} added`,
    skippedSuffix: (count: number) => `, ${EN.number(count)} skipped`,
    newCategory: ' (new category)',
    categories: 'Categories',
    notices: 'Notices',
    done: 'Done',

    // Preview
    preview: 'Preview',
    updating: 'Updating the preview…',
    summaryEmpty: 'Paste word pairs or choose a file to see what will be imported',
    linesSkipped: (count: number) => `, ${countEn(count, 'line', 'lines')} skipped`,
    noPairsToImport: (skipped: string) => `No word pairs to import${skipped}`,
    pairsWillBeImported: (count: number, skipped: string) =>
      `${countEn(count, 'word pair', 'word pairs')} will be imported${skipped}`,
    ankiNote: 'Read as an Anki text file: its header lines set the separator and the columns.',
    slovoCsvNote: 'Read as a Slovo CSV file (english, russian, part_of_speech, category, tags).',
    pairsRegion: 'Word pairs to import',
    line: 'Line',
    english: 'English',
    russian: 'Russian',
    showingPairs: (shown: number, total: number) => `Showing the first ${shown} of ${countEn(total, 'pair', 'pairs')}.`,
    skippedTitle: 'Skipped',
    skippedLines: 'Skipped lines',
    showingSkipped: (shown: number, total: number) =>
      `Showing the first ${shown} of ${countEn(total, 'skipped line', 'skipped lines')}.`,

    // Remarks on what the file holds besides its pairs
    quote: (name: string) => `“${name}”`,
    andMore: (names: string, more: number) => `${names} and ${more} more`,
    groupIntoCategory: (kind: 'deck' | 'category', count: number, names: string) =>
      `The words of ${kind === 'deck' ? (count === 1 ? 'deck' : 'decks') : count === 1 ? 'category' : 'categories'} ${names} all go into this category.`,
    tagsNotImported: (tags: string) => `Tags are not imported with words (${tags}): give the category its tags with Tags.`,
    eachDeckBecomes: (decks: string) =>
      `Each deck becomes one of your private categories, or fills yours of that name: ${decks}.`,
    notesWithoutDeck: (count: number, deck: string) =>
      `${count === 1 ? '1 note without a deck goes' : `${count} notes without a deck go`} into “${deck}”.`,
    tagsAddedWhere: (tags: string) => `Tags are added to the categories where Slovo has a tag of that name: ${tags}.`,

    // Destination of an Anki file
    destinationLegend: 'Where the words go',
    destinationDecks: 'One category per deck, with its tags',
    destinationCategory: (category: string) => `All into “${category}”`,

    // Separators
    termLegend: 'Between English and Russian',
    cardLegend: 'Between cards',
    termCustomLabel: 'Custom separator between English and Russian',
    cardCustomLabel: 'Custom separator between cards',
    separators: {
      tab: 'Tab',
      comma: 'Comma',
      semicolon: 'Semicolon',
      dash: 'Dash ( - )',
      custom: 'Custom',
      newline: 'New line',
    } satisfies Record<SeparatorName, string>,
  },
  ru: {
    title: 'Импорт слов',
    categoryLabel: (category) => `Категория: ${category}`,
    wordPairs: 'Пары слов',
    pasteHint: 'Вставьте список — по паре в строке, как его выгружают Quizlet, таблица или Anki, — или выберите файл.',
    removeFile: 'Убрать файл',
    reading: 'Чтение…',
    chooseAnotherFile: 'Выбрать другой файл…',
    chooseFile: 'Выбрать файл…',
    fileHint: `CSV, TSV или TXT, до ${RU.number(MIB)} МиБ — или перетащите его сюда`,
    importPairs: (count) => `Импортировать ${ruCount(count, 'пару', 'пары', 'пар')}`,
    import: 'Импорт',
    importing: 'Импорт…',
    cancel: 'Отмена',
    ankiFileImported: 'Файл Anki импортирован',
    ankiPackageImported: 'Пакет Anki импортирован',

    apkgTitle: 'Импорт пакета Anki',
    apkgDescription: 'Каждая колода станет одной из ваших личных категорий.',
    apkgRuleFiles: `Пакеты Anki (.apkg) из Anki 2.1 и новее, до ${RU.number(MIB)} МиБ.`,
    apkgRuleFields: 'Первое поле заметки становится английским словом, второе — русским; форматирование удаляется.',
    apkgRuleMedia: 'Картинки и звуки не импортируются. Теги Anki добавляются, если в Slovo есть тег с таким именем.',
    chooseApkg: 'Выбрать файл .apkg…',

    wordsAdded: (count) => `добавлено ${ruCount(count, 'слово', 'слова', 'слов')}`,
    skippedSuffix: (count) => `, пропущено: ${RU.number(count)}`,
    newCategory: ' (новая категория)',
    categories: 'Категории',
    notices: 'Замечания',
    done: 'Готово',

    preview: 'Предпросмотр',
    updating: 'Обновление предпросмотра…',
    summaryEmpty: 'Вставьте пары слов или выберите файл, чтобы увидеть, что будет импортировано',
    linesSkipped: (count) => `, пропущено строк: ${RU.number(count)}`,
    noPairsToImport: (skipped) => `Нет пар слов для импорта${skipped}`,
    pairsWillBeImported: (count, skipped) =>
      `Будет ${agreesOne(count) ? 'импортирована' : 'импортировано'} ${ruCount(count, 'пара слов', 'пары слов', 'пар слов')}${skipped}`,
    ankiNote: 'Прочитан как текстовый файл Anki: его строки заголовка задают разделитель и столбцы.',
    slovoCsvNote: 'Прочитан как CSV-файл Slovo (english, russian, part_of_speech, category, tags).',
    pairsRegion: 'Пары слов для импорта',
    line: 'Строка',
    english: 'Английский',
    russian: 'Русский',
    showingPairs: (shown, total) => `Показаны первые ${RU.number(shown)} из ${ruCount(total, 'пары', 'пар', 'пар')}.`,
    skippedTitle: 'Пропущено',
    skippedLines: 'Пропущенные строки',
    showingSkipped: (shown, total) =>
      `Показаны первые ${RU.number(shown)} из ${ruCount(total, 'пропущенной строки', 'пропущенных строк', 'пропущенных строк')}.`,

    quote: (name) => `«${name}»`,
    andMore: (names, more) => `${names} и ещё ${RU.number(more)}`,
    groupIntoCategory: (kind, count, names) =>
      `Слова ${kind === 'deck' ? (count === 1 ? 'колоды' : 'колод') : count === 1 ? 'категории' : 'категорий'} ${names} попадут в эту категорию.`,
    tagsNotImported: (tags) => `Теги не импортируются вместе со словами (${tags}): задайте теги категории кнопкой «Теги».`,
    eachDeckBecomes: (decks) =>
      `Каждая колода станет одной из ваших личных категорий или дополнит вашу категорию с тем же названием: ${decks}.`,
    notesWithoutDeck: (count, deck) =>
      `${count === 1 ? '1 заметка без колоды попадёт' : `${ruCount(count, 'заметка', 'заметки', 'заметок')} без колоды попадут`} в «${deck}».`,
    tagsAddedWhere: (tags) => `Теги добавляются к категориям, если в Slovo есть тег с таким именем: ${tags}.`,

    destinationLegend: 'Куда добавить слова',
    destinationDecks: 'По категории на колоду, с её тегами',
    destinationCategory: (category) => `Все в «${category}»`,

    termLegend: 'Между английским и русским',
    cardLegend: 'Между карточками',
    termCustomLabel: 'Свой разделитель между английским и русским',
    cardCustomLabel: 'Свой разделитель между карточками',
    separators: {
      tab: 'Табуляция',
      comma: 'Запятая',
      semicolon: 'Точка с запятой',
      dash: 'Дефис ( - )',
      custom: 'Свой',
      newline: 'Новая строка',
    },
  },
});

export const APKG_MESSAGES = defineMessages({
  en: { notApkg: 'Choose an Anki package: a file ending in .apkg' },
  ru: { notApkg: 'Выберите пакет Anki: файл с расширением .apkg' },
});
