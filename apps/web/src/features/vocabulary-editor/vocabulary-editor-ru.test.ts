import { describe, expect, it } from 'vitest';
import { addedWordsMessage } from './api/add-words';
import { EDITOR_TEXT } from './vocabulary-editor.i18n';

describe('the catalogue in Russian', () => {
  it('formats large counts with Russian digit groups and plural forms', () => {
    expect(EDITOR_TEXT.ru.wordCount(1234)).toMatch(/^1\s234 слова$/);
    expect(EDITOR_TEXT.ru.wordCount(21)).toBe('21 слово');
    expect(EDITOR_TEXT.ru.wordCount(11)).toBe('11 слов');
    expect(EDITOR_TEXT.en.wordCount(1234)).toBe('1,234 words');
    expect(EDITOR_TEXT.en.wordCount(1)).toBe('1 word');
  });

  it('adds what was skipped to the success text in the language given', () => {
    const result = {
      message: '2 words added successfully!',
      added: 2,
      skipped: [
        { index: 2, english: 'a', russian: 'б', reason: 'duplicate' as const },
        { index: 3, english: 'c', russian: 'д', reason: 'duplicate' as const },
      ],
    };
    expect(addedWordsMessage(result)).toBe('2 words added successfully! 2 pairs were already in this category.');
    expect(addedWordsMessage(result, EDITOR_TEXT.ru)).toMatch(/2 пары уже были в этой категории\.$/);
  });
});
