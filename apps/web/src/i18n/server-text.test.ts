import { describe, expect, it } from 'vitest';
import {
  IMPORT_EXPORT_MESSAGES,
  LEARNER_IMPORT_MESSAGES,
  MEDIA_MESSAGES,
  MESSAGES,
  MY_VOCABULARY_MESSAGES,
  TAG_MESSAGES,
  TEXT_IMPORT_MESSAGES,
  USERNAME_MESSAGES,
  VOCABULARY_MESSAGES,
} from '@slovo/shared';
import { APKG_ERROR_MESSAGES, APKG_NOTICES, APKG_SKIP_REASONS } from '@slovo/shared/formats/apkg/apkg-messages';
import { switchLanguage } from '@/test/locale';
import { localizeServerText } from './server-text';
import * as SHARED_TEXT from './shared';

/** Digits grouped as Russian writes them (a non-breaking space between thousands). */
const ru = (value: number) => new Intl.NumberFormat('ru-RU').format(value);

describe('localizeServerText with the shared messages', () => {
  it('gives a plain server text in Russian', () => {
    expect(localizeServerText(MESSAGES.network, 'ru')).toBe(
      'Не удаётся подключиться к серверу. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
    expect(localizeServerText(VOCABULARY_MESSAGES.categoryNotFound, 'ru')).toBe('Категория не найдена');
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.duplicateWord, 'ru')).toBe('Эта пара слов уже есть в этой категории');
  });

  it('puts the values of a text function into the Russian one', () => {
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.duplicateCategoryName('Food'), 'ru')).toBe(
      'У вас уже есть категория «Food»',
    );
    expect(localizeServerText(TAG_MESSAGES.tagExists('x'), 'ru')).toBe('Тег «x» уже существует');
    expect(localizeServerText(MESSAGES.welcomeBack('anna'), 'ru')).toBe('С возвращением, anna');
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.wordEmpty('English'), 'ru')).toBe('Английское слово не может быть пустым');
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.wordRequired('Russian'), 'ru')).toBe('Нужно указать русское слово');
  });

  it('gives the name rules on hidden characters and mixed alphabets in Russian, the word named', () => {
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.categoryNameInvisibleCharacters, 'ru')).toBe(
      'Название категории не может содержать невидимые символы и символы направления текста',
    );
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.categoryNameMixedAlphabets('Аnimals'), 'ru')).toBe(
      'В одном слове названия категории нельзя смешивать латинские и кириллические буквы: «Аnimals»',
    );
    expect(localizeServerText(TAG_MESSAGES.displayNameMixedAlphabets('Vеrbs'), 'ru')).toBe(
      'В одном слове отображаемого названия нельзя смешивать латинские и кириллические буквы: «Vеrbs»',
    );
  });

  it('counts in Russian: one, few and many', () => {
    expect(localizeServerText(MESSAGES.loadedCategories(18), 'ru')).toBe('Загружено 18 категорий словаря');
    expect(localizeServerText(MESSAGES.loadedCategories(3), 'ru')).toBe('Загружено 3 категории словаря');
    expect(localizeServerText(MESSAGES.loadedCategories(21), 'ru')).toBe('Загружена 21 категория словаря');
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.wordsAdded(5), 'ru')).toBe('Добавлено 5 слов!');
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.wordsAdded(1), 'ru')).toBe('Слово добавлено!');
    expect(localizeServerText(IMPORT_EXPORT_MESSAGES.moreErrors(2), 'ru')).toBe('…и ещё 2 ошибки');
  });

  it('reads back a number the English text grouped ("1,234") and groups it the Russian way', () => {
    expect(localizeServerText(LEARNER_IMPORT_MESSAGES.apkgImported(1234, 2), 'ru')).toBe(
      `Добавлено ${ru(1234)} слова в 2 категории`,
    );
  });

  it('writes the shared limits in Russian, parameter names as they are', () => {
    expect(localizeServerText(VOCABULARY_MESSAGES.pageInvalid, 'ru')).toBe(
      `page должен быть целым числом от 1 до ${ru(1_000_000)}`,
    );
    expect(localizeServerText(USERNAME_MESSAGES.length, 'ru')).toBe('Имя пользователя должно содержать от 3 до 32 символов');
    expect(localizeServerText(TEXT_IMPORT_MESSAGES.tooManyEntries, 'ru')).toBe(
      `Слишком много записей: предел — ${ru(50_000)} пар слов, разделите файл`,
    );
    expect(localizeServerText(APKG_ERROR_MESSAGES['too-many-notes'], 'ru')).toBe(
      `В пакете Anki слишком много записей: за раз можно импортировать не больше ${ru(50_000)}`,
    );
    expect(localizeServerText(MY_VOCABULARY_MESSAGES.partOfSpeechInvalid, 'ru')).toMatch(/^part_of_speech должен быть/);
  });

  it("gives the Anki reader's notices and skip reasons in Russian", () => {
    expect(localizeServerText(APKG_NOTICES.mediaMissing(3), 'ru')).toBe(
      'В пакете нет 3 картинок или звуков, на которые ссылаются записи',
    );
    expect(localizeServerText(APKG_SKIP_REASONS.fieldTooLong, 'ru')).toBe(`Поле длиннее ${ru(20_000)} символов`);
    expect(SHARED_TEXT.APKG_NOTICES.ru!.moreMediaPerNote(1)).toBe(
      '1 запись ссылается больше чем на одну картинку или звук: сохраняются только первые',
    );
    // A picture the server's check refused, the reason in Russian too (issue 34).
    expect(localizeServerText(LEARNER_IMPORT_MESSAGES.mediaRefused(2, MEDIA_MESSAGES.imageType), 'ru')).toBe(
      'Пропущены 2 файла картинок или звуков: Картинка должна быть файлом PNG, JPEG, WebP или GIF.',
    );
    expect(localizeServerText(MEDIA_MESSAGES.quota(50), 'ru')).toBe(
      'Ваши картинки и звуки заняли бы больше 50 МБ. Сначала уберите часть из других слов.',
    );
    // A deck read the other way round (issue 32), and an empty side named by its language.
    expect(localizeServerText(LEARNER_IMPORT_MESSAGES.deckTurned('Russian Core'), 'ru')).toBe(
      'В колоде «Russian Core» русское слово на лицевой стороне: первое поле прочитано как русское, второе — как английское',
    );
    expect(localizeServerText(LEARNER_IMPORT_MESSAGES.notesSkipped(2, APKG_SKIP_REASONS.englishEmpty), 'ru')).toBe(
      'Пропущено 2 записи: Английское поле пусто после удаления форматирования',
    );
  });

  it('reads a per-field import problem as the field and its Russian problem', () => {
    expect(localizeServerText(IMPORT_EXPORT_MESSAGES.empty('english'), 'ru')).toBe('english: пустое значение');
    expect(localizeServerText(TEXT_IMPORT_MESSAGES.noSeparator('tab'), 'ru')).toBe('нет табуляции между английским и русским');
    // "Username is required" is a text of its own, not the import's "{field} is required".
    expect(localizeServerText(USERNAME_MESSAGES.required, 'ru')).toBe('Введите имя пользователя');
  });

  it('leaves English alone, and a text it does not know unchanged', () => {
    expect(localizeServerText(TAG_MESSAGES.tagExists('x'), 'en')).toBe('Tag "x" already exists');
    expect(localizeServerText('Something the server made up', 'ru')).toBe('Something the server made up');
  });

  it('follows the interface language when none is given', () => {
    expect(localizeServerText(MESSAGES.client404)).toBe('Resource not found.');
    switchLanguage('ru');
    expect(localizeServerText(MESSAGES.client404)).toBe('Ресурс не найден.');
  });
});

describe('SHARED_TEXT in Russian', () => {
  it('counts with Russian plurals and numbers when the app calls the texts itself', () => {
    const texts = SHARED_TEXT.MY_VOCABULARY_MESSAGES.ru!;
    expect(texts.wordCount(1)).toBe('1 слово');
    expect(texts.wordCount(2)).toBe('2 слова');
    expect(texts.wordCount(5)).toBe('5 слов');
    expect(texts.wordCount(12345)).toBe(`${ru(12345)} слов`);
    expect(texts.shareLimit(5)).toBe('Общими можно сделать не больше 5 категорий.');
    expect(texts.createCategoryFailed()).toBe('Не удалось создать категорию');
    expect(texts.createCategoryFailed('нет связи')).toBe('Не удалось создать категорию: нет связи');
  });

  it('lists what an English list function lists', () => {
    expect(SHARED_TEXT.IMPORT_EXPORT_MESSAGES.ru!.exportCategoryNotFound(['a', 'b'])).toBe('Категории не найдены: a, b');
    expect(SHARED_TEXT.LEARNER_IMPORT_MESSAGES.ru!.linesSkipped(3, ['x', 'y'])).toBe('Пропущено 3 строки: x; y; …');
    const tags = Array.from({ length: 22 }, (_, i) => `t${i}`);
    expect(SHARED_TEXT.LEARNER_IMPORT_MESSAGES.ru!.tagsNotAdded(tags)).toMatch(/t19 и ещё 2$/);
  });
});
