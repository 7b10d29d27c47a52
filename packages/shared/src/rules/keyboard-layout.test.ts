import { describe, expect, it } from 'vitest';
import {
  RUSSIAN_KEY_ROWS,
  RUSSIAN_YO_KEY,
  englishKeysToRussian,
  isEnglishKeyOfRussianLetter,
  russianKeysToEnglish,
} from './keyboard-layout';

describe('the ЙЦУКЕН and English layouts on the same keys', () => {
  it('has the 33 letters of the Russian alphabet on its keys, each once', () => {
    const letters = [...RUSSIAN_KEY_ROWS.join(''), RUSSIAN_YO_KEY];
    expect(letters).toHaveLength(33);
    expect(new Set(letters).size).toBe(33);
    expect([...letters].sort().join('')).toBe([...'абвгдежзийклмнопрстуфхцчшщъыьэюяё'].sort().join(''));
  });

  it('reads English keys as the Russian layout types them, capitals with Shift', () => {
    expect(englishKeysToRussian('ghbdtn')).toBe('привет');
    expect(englishKeysToRussian('Ckjdj')).toBe('Слово');
    expect(englishKeysToRussian('k.,k.')).toBe('люблю');
    expect(englishKeysToRussian("`;[]'")).toBe('ёжхъэ');
    expect(englishKeysToRussian('~:{}"<>')).toBe('ЁЖХЪЭБЮ');
  });

  it('reads Russian letters as the English layout types them', () => {
    expect(russianKeysToEnglish('руддщ')).toBe('hello');
    expect(russianKeysToEnglish('Цщкдв')).toBe('World');
    expect(russianKeysToEnglish('ёжхъэбю')).toBe("`;[]',.");
  });

  it('leaves what is on no letter key as it is, and goes there and back unchanged', () => {
    expect(englishKeysToRussian('12 -!')).toBe('12 -!');
    expect(russianKeysToEnglish('12 -!')).toBe('12 -!');
    const all = RUSSIAN_KEY_ROWS.join('') + RUSSIAN_YO_KEY;
    expect(englishKeysToRussian(russianKeysToEnglish(all))).toBe(all);
    expect(englishKeysToRussian(russianKeysToEnglish(all.toLocaleUpperCase('ru-RU')))).toBe(all.toLocaleUpperCase('ru-RU'));
  });

  it('knows which characters the English layout types on a Russian letter key', () => {
    for (const key of ['q', 'Z', '[', ';', "'", ',', '.', '`', '~', '>'])
      expect(isEnglishKeyOfRussianLetter(key), key).toBe(true);
    for (const key of [' ', '1', '-', '/', 'ж', '']) expect(isEnglishKeyOfRussianLetter(key), key).toBe(false);
  });
});
