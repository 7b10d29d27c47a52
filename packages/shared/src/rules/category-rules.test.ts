import { describe, expect, it } from 'vitest';
import {
  canConfirmCategoryDelete,
  canShareCategory,
  categoryDisplayKey,
  categoryNameError,
  normalizeCategoryName,
  personalCategorySort,
  renameCategoryError,
  tagSelectionChanged,
} from './category-rules';

describe('categoryNameError', () => {
  it('accepts 1 to 50 characters after trimming', () => {
    expect(categoryNameError('a')).toBeNull();
    expect(categoryNameError(`  ${'я'.repeat(50)}  `)).toBeNull();
    expect(categoryNameError('Food & Drink (A1) 🍎')).toBeNull();
  });

  it('refuses blank, too long and multi-line names', () => {
    expect(categoryNameError('   ')).toBe('Category name cannot be empty');
    expect(categoryNameError('x'.repeat(51))).toBe('Category name must be at most 50 characters');
    expect(categoryNameError('two\nlines')).toBe('Category name cannot contain line breaks or control characters');
  });

  it('refuses invisible and text-direction characters (Default_Ignorable_Code_Point)', () => {
    const hidden = ['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u202A', '\u202E', '\u2066', '\u2069', '\u00AD'];
    for (const character of [...hidden, '\u2060', '\uFEFF', '\u034F', '\u3164', '\u180E', '\u{E0041}']) {
      expect(categoryNameError(`Ani${character}mals`), JSON.stringify(character)).toBe(
        'Category name cannot contain invisible or text-direction characters',
      );
    }
    // At either end too: trimming does not remove them.
    expect(categoryNameError('\u200BAnimals')).toBe('Category name cannot contain invisible or text-direction characters');
  });

  it('keeps the joiners of an emoji, which are part of one visible picture', () => {
    for (const name of ['✈️ Travel', '👩‍🏫 Teachers', '👍🏽 Praise', '1️⃣ First', '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland', '❤️']) {
      expect(categoryNameError(name), name).toBeNull();
    }
    // A joiner or selector that joins no emoji is hidden, not part of a picture.
    expect(categoryNameError('Tra\uFE0Fvel')).toBe('Category name cannot contain invisible or text-direction characters');
    expect(categoryNameError('✈\u200DTravel')).toBe('Category name cannot contain invisible or text-direction characters');
  });

  it('refuses a word that mixes Latin and Cyrillic letters, naming it, but not words of each alphabet side by side', () => {
    // "Аnimals" below starts with a Cyrillic "А" and looks exactly like the system category "Animals".
    expect(categoryNameError('Аnimals')).toBe('Category name may not mix Latin and Cyrillic letters in one word: "Аnimals"');
    expect(categoryNameError('My Trаvel-Words')).toBe(
      'Category name may not mix Latin and Cyrillic letters in one word: "Trаvel"',
    );
    expect(categoryNameError('Cafe Кафе')).toBeNull();
    expect(categoryNameError('Travel Путешествия')).toBeNull();
    expect(categoryNameError('Travel/Путешествия 2')).toBeNull();
    expect(categoryNameError('Ёлка и чаи\u0306')).toBeNull();
  });

  it('normalises to NFC and trims', () => {
    expect(normalizeCategoryName('  чаи\u0306 ')).toBe('чай');
  });
});

describe('categoryDisplayKey', () => {
  it('gives names that differ only in case, spacing or Unicode form one key', () => {
    expect(categoryDisplayKey('  Travel ')).toBe('travel');
    expect(categoryDisplayKey('TRAVEL')).toBe(categoryDisplayKey('travel'));
    expect(categoryDisplayKey('Мои   Слова')).toBe('мои слова');
    expect(categoryDisplayKey('ПУТЕШЕСТВИЯ')).toBe(categoryDisplayKey('путешествия'));
    expect(categoryDisplayKey('ЧАИ\u0306')).toBe(categoryDisplayKey('чай'));
  });

  it('keeps apart what a learner tells apart', () => {
    expect(categoryDisplayKey('ёж')).not.toBe(categoryDisplayKey('еж'));
    expect(categoryDisplayKey('Travel 2')).not.toBe(categoryDisplayKey('Travel'));
    expect(categoryDisplayKey('Food & Drink')).not.toBe(categoryDisplayKey('Food and Drink'));
  });
});

describe('renameCategoryError', () => {
  const current = { name: 'user-7-food', display_name: 'Food' };

  it('uses the spec texts for empty and unchanged names', () => {
    expect(renameCategoryError('  ', current)).toBe('Category name cannot be empty');
    expect(renameCategoryError(' Food ', current)).toBe('Please enter a different name');
    expect(renameCategoryError('user-7-food', current)).toBe('Please enter a different name');
  });

  it('allows a change of case or any other new name', () => {
    expect(renameCategoryError('food', current)).toBeNull();
    expect(renameCategoryError('Drinks', current)).toBeNull();
  });
});

describe('canConfirmCategoryDelete', () => {
  it('needs exactly "delete" and no deletion running', () => {
    expect(canConfirmCategoryDelete('delete')).toBe(true);
    expect(canConfirmCategoryDelete('Delete')).toBe(false);
    expect(canConfirmCategoryDelete(' delete')).toBe(false);
    expect(canConfirmCategoryDelete('delete', true)).toBe(false);
  });
});

describe('canShareCategory', () => {
  it('refuses once the shared count reaches the maximum (10 by default)', () => {
    expect(canShareCategory(9)).toBe(true);
    expect(canShareCategory(10)).toBe(false);
    expect(canShareCategory(2, 2)).toBe(false);
  });
});

describe('personalCategorySort', () => {
  it('switches a sort by name to word_count', () => {
    expect(personalCategorySort('name')).toBe('word_count');
    expect(personalCategorySort('created_at')).toBe('created_at');
    expect(personalCategorySort('word_count')).toBe('word_count');
  });
});

describe('tagSelectionChanged', () => {
  it('compares selections as sets', () => {
    expect(tagSelectionChanged([1, 2], [2, 1])).toBe(false);
    expect(tagSelectionChanged([], [])).toBe(false);
    expect(tagSelectionChanged([1, 2], [1])).toBe(true);
    expect(tagSelectionChanged([1, 2], [1, 3])).toBe(true);
  });
});
