import { defineMessages, formatNow } from '@/i18n';

const EN = formatNow('en');
const RU = formatNow('ru');

/** "5 words", "1,234 word pairs": the count in English, its noun after it. */
const countEn = (count: number, one: string, other: string) => `${EN.number(count)} ${count === 1 ? one : other}`;
/** "1 слово, 2 слова, 5 слов". */
const countRu = (count: number, one: string, few: string, many: string) =>
  `${RU.number(count)} ${RU.plural(count, { one, few, many, other: few })}`;

/**
 * Texts of what both vocabulary editors share — the words column, the word dialogs and the category
 * dialogs — that @slovo/shared does not hold. 'No Words Found' and 'Add First Word' are the spec's
 * texts for the words column (§2); the rest is ours.
 */
export const EDITOR_TEXT = defineMessages({
  en: {
    delete: 'Delete',
    loadingWords: 'Loading words...',
    noWordsFound: 'No Words Found',
    noWordsText: 'This category has no words yet.',
    addFirstWord: 'Add First Word',
    wordCount: (count: number) => countEn(count, 'word', 'words'),
    edit: 'Edit',
    editNamed: (word: string) => `Edit ${word}`,
    deleteWordNamed: (word: string) => `Delete ${word}`,
    play: 'Play',
    playIn: (category: string) => `Play ${category} in `,
    wordsIn: (category: string) => `Words in ${category}`,
    createLabel: 'Category name',
    createSubmit: 'Create',
    nameHint: 'Up to 50 characters.',
    renameTitle: 'Rename Category',
    renameLabel: 'New name',
    renameSubmit: 'Rename',
    deleteTitle: 'Delete Category',
    deleteWarning: (name: string, words: number) =>
      `This permanently deletes “${name}” and ${words === 1 ? 'its 1 word' : `its ${EN.number(words)} words`}.`,
    deleteLabel: 'Type delete to confirm',
    deleteLabelBefore: 'Type',
    deleteLabelAfter: 'to confirm',
    deleteSubmit: 'Delete Category',
    cancel: 'Cancel',
    /** 'Failed to edit word: Word not found'. */
    withReason: (text: string, reason: string) => `${text}: ${reason}`,
    quoted: (name: string) => `“${name}”`,

    // Add Word
    addWordTitle: 'Add Word',
    categoryLabel: (category: string) => `Category: ${category}`,
    howToEnter: 'How to enter words',
    english: 'English',
    russian: 'Russian',
    wordPairs: 'Word pairs',
    englishWordN: (row: number) => `English word ${row}`,
    russianWordN: (row: number) => `Russian word ${row}`,
    removeRow: (row: number) => `Remove row ${row}`,
    pastedLines: (lines: number) => `You pasted ${countEn(lines, 'line', 'lines')}.`,
    patternAddsOnePerLine: 'Pattern Entry adds one pair per line.',
    switchToPattern: 'Switch to Pattern Entry',
    pasteIntoRow: 'Paste into this row',
    importWithSeparators: 'Import with separators…',
    addRow: '+ Add Row',
    patternLabel: 'Word pairs, one per line',
    patternHint: 'Separate English and Russian with “ - ”, “=”, “|” or “:”.',
    characters: (length: number, max: number) => `${length}/${max} characters`,
    importPastedInstead: 'Import the pasted text instead',
    longerList: 'A longer list, a spreadsheet or a Quizlet or Anki export?',
    importWordsMore: 'Import words…',
    preview: 'Preview',
    noPairsYet: 'No word pairs to add yet',
    pairsWillBeAdded: (count: number) => `${countEn(count, 'word pair', 'word pairs')} will be added`,
    skippedCount: (count: number) => `, ${EN.number(count)} skipped`,
    pairsToAdd: 'Pairs to add',
    skipped: 'Skipped',
    /** Issue 30: Pattern Entry lines with Russian on the left. */
    reversedWarning: (count: number) =>
      `${count === 1 ? '1 line looks' : `${EN.number(count)} lines look`} reversed: Russian on the left, English on the right.`,
    swapSides: 'Swap sides',
    reversedMark: 'reversed?',
    /** Between a word as typed and as the sanitiser stores it; read out, shown as an arrow. */
    storedAs: ' will be stored as ',
    rowN: (row: number) => `Row ${row}`,
    lineN: (line: number) => `Line ${line}`,
    addWords: 'Add Words',
    adding: 'Adding…',
    /** After the server's 'N words added successfully!'. */
    duplicatesSkipped: (count: number) =>
      count === 1 ? '1 pair was already in this category.' : `${EN.number(count)} pairs were already in this category.`,
    invalidSkipped: (count: number) =>
      count === 1 ? '1 invalid pair was skipped.' : `${EN.number(count)} invalid pairs were skipped.`,

    // Edit Word, Delete Word
    editWordTitle: 'Edit Word',
    inCategory: (category: string) => `In “${category}”`,
    save: 'Save',
    saving: 'Saving…',
    deleteWordTitle: 'Delete Word',
    deleteWordBefore: 'Delete',
    deleteWordAfter: (category: string) => `from “${category}”?`,
    cannotBeUndone: 'This cannot be undone.',
    deletePermanently: 'Delete Permanently',
    deleting: 'Deleting…',
  },
  ru: {
    delete: 'Удалить',
    loadingWords: 'Загрузка слов…',
    noWordsFound: 'Слов нет',
    noWordsText: 'В этой категории пока нет слов.',
    addFirstWord: 'Добавить первое слово',
    wordCount: (count) => countRu(count, 'слово', 'слова', 'слов'),
    edit: 'Изменить',
    editNamed: (word) => `Изменить ${word}`,
    deleteWordNamed: (word) => `Удалить ${word}`,
    play: 'Играть',
    playIn: (category) => `Играть в «${category}»: `,
    wordsIn: (category) => `Слова категории «${category}»`,
    createLabel: 'Название категории',
    createSubmit: 'Создать',
    nameHint: 'До 50 символов.',
    renameTitle: 'Переименовать категорию',
    renameLabel: 'Новое название',
    renameSubmit: 'Переименовать',
    deleteTitle: 'Удалить категорию',
    deleteWarning: (name, words) =>
      `Категория «${name}» и ${words === 1 ? 'её 1 слово будут удалены' : `все её слова (${countRu(words, 'слово', 'слова', 'слов')}) будут удалены`} безвозвратно.`,
    deleteLabel: 'Введите delete для подтверждения',
    deleteLabelBefore: 'Введите',
    deleteLabelAfter: 'для подтверждения',
    deleteSubmit: 'Удалить категорию',
    cancel: 'Отмена',
    withReason: (text, reason) => `${text}: ${reason}`,
    quoted: (name) => `«${name}»`,

    addWordTitle: 'Добавить слово',
    categoryLabel: (category) => `Категория: ${category}`,
    howToEnter: 'Способ ввода слов',
    english: 'Английский',
    russian: 'Русский',
    wordPairs: 'Пары слов',
    englishWordN: (row) => `Английское слово ${row}`,
    russianWordN: (row) => `Русское слово ${row}`,
    removeRow: (row) => `Удалить строку ${row}`,
    pastedLines: (lines) => `Вы вставили ${countRu(lines, 'строку', 'строки', 'строк')}.`,
    patternAddsOnePerLine: 'Ввод по шаблону добавляет по одной паре из каждой строки.',
    switchToPattern: 'Перейти к вводу по шаблону',
    pasteIntoRow: 'Вставить в эту строку',
    importWithSeparators: 'Импорт с разделителями…',
    addRow: '+ Добавить строку',
    patternLabel: 'Пары слов, по одной в строке',
    patternHint: 'Разделяйте английское и русское слово знаком « - », «=», «|» или «:».',
    characters: (length, max) => `${length}/${max} символов`,
    importPastedInstead: 'Импортировать вставленный текст',
    longerList: 'Длинный список, таблица или экспорт из Quizlet или Anki?',
    importWordsMore: 'Импорт слов…',
    preview: 'Предпросмотр',
    noPairsYet: 'Пока нет пар слов для добавления',
    pairsWillBeAdded: (count) =>
      `Будет ${count % 10 === 1 && count % 100 !== 11 ? 'добавлена' : 'добавлено'} ${countRu(count, 'пара слов', 'пары слов', 'пар слов')}`,
    skippedCount: (count) => `, пропущено: ${RU.number(count)}`,
    pairsToAdd: 'Пары для добавления',
    skipped: 'Пропущено',
    reversedWarning: (count) =>
      `${countRu(count, 'строка', 'строки', 'строк')}, похоже, ${count % 10 === 1 && count % 100 !== 11 ? 'записана' : 'записаны'} наоборот: слева русское слово, справа английское.`,
    swapSides: 'Поменять местами',
    reversedMark: 'наоборот?',
    storedAs: ' сохранится как ',
    rowN: (row) => `Строка ${row}`,
    lineN: (line) => `Строка ${line}`,
    addWords: 'Добавить слова',
    adding: 'Добавление…',
    duplicatesSkipped: (count) =>
      count === 1
        ? '1 пара уже была в этой категории.'
        : `${countRu(count, 'пара', 'пары', 'пар')} уже ${count % 10 === 1 && count % 100 !== 11 ? 'была' : 'были'} в этой категории.`,
    invalidSkipped: (count) => (count === 1 ? '1 неверная пара пропущена.' : `Пропущено неверных пар: ${RU.number(count)}.`),

    editWordTitle: 'Изменить слово',
    inCategory: (category) => `В категории «${category}»`,
    save: 'Сохранить',
    saving: 'Сохранение…',
    deleteWordTitle: 'Удалить слово',
    deleteWordBefore: 'Удалить',
    deleteWordAfter: (category) => `из «${category}»?`,
    cannotBeUndone: 'Это действие нельзя отменить.',
    deletePermanently: 'Удалить навсегда',
    deleting: 'Удаление…',
  },
});
