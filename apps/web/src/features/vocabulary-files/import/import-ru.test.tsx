import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn } from '@/test/sign-in';
import { fakeUserVocabularyServer } from '@/features/my-vocabulary/testing/fake-user-vocabulary-server';
import ApkgImportDialog from './apkg-import-dialog';
import { FILE_MESSAGES, formatFileSize } from './file-text';
import { deckImportRemarks, previewTextImport } from './import-preview';
import { previewSummary } from './import-preview-panel';
import { IMPORT_TEXT } from './import.i18n';
import ImportWordsDialog from './import-words-dialog';

const TAB = { termSeparator: 'tab', cardSeparator: 'newline' } as const;

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Import words in Russian', () => {
  it('names the dialog, the separators and the preview in Russian, with declined counts', () => {
    fakeUserVocabularyServer({ categories: [{ id: 4, display_name: 'Kitchen', words: [] }] });
    switchLanguage('ru');
    renderWithProviders(
      <ImportWordsDialog
        category={{ id: 4, display_name: 'Kitchen' }}
        onClose={vi.fn()}
        onImported={vi.fn<(result: BatchAddWordsResponse) => void>()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Импорт слов' });
    expect(dialog).toHaveAccessibleDescription('Категория: Kitchen');
    expect(within(dialog).getByRole('radio', { name: 'Табуляция' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Новая строка' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Вставьте пары слов или выберите файл, чтобы увидеть, что будет импортировано');

    const text = ['cat\tкошка', 'dog\tсобака', 'house\tдом', 'book\tкнига', 'tree\tдерево'].join('\n');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Пары слов' }), { target: { value: text } });
    expect(within(dialog).getByRole('button', { name: 'Импортировать 5 пар' })).toBeEnabled();
    expect(dialog).toHaveTextContent('Будет импортировано 5 пар слов');
    expect(within(dialog).getByRole('columnheader', { name: 'Английский' })).toBeInTheDocument();
  });

  it('explains an Anki package in Russian', () => {
    switchLanguage('ru');
    renderWithProviders(<ApkgImportDialog onClose={vi.fn()} onImported={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Импорт пакета Anki' });
    expect(dialog).toHaveTextContent('Картинки и звуки не импортируются.');
    expect(dialog).toHaveTextContent('Выбрать файл .apkg…');
  });
});

describe('import texts in Russian', () => {
  it('summarises the preview with Russian plurals and numbers', () => {
    const preview = previewTextImport('cat\tкошка\nbroken\n', TAB, IMPORT_TEXT.ru);
    expect(previewSummary(preview, IMPORT_TEXT.ru)).toBe('Будет импортирована 1 пара слов, пропущено строк: 1');
    expect(previewSummary(null, IMPORT_TEXT.ru)).toBe(IMPORT_TEXT.ru.summaryEmpty);
    expect(IMPORT_TEXT.ru.importPairs(2)).toBe('Импортировать 2 пары');
    expect(IMPORT_TEXT.ru.importPairs(1500)).toMatch(/^Импортировать 1\s500 пар$/);
    expect(IMPORT_TEXT.en.importPairs(1500)).toBe('Import 1,500 pairs');
  });

  it('writes the remarks on decks and tags in Russian, with «ёлочки»', () => {
    const remarks = deckImportRemarks({ decks: ['Еда', 'Дом'], withoutDeck: 2, tags: ['food'] }, IMPORT_TEXT.ru);
    expect(remarks).toEqual([
      'Каждая колода станет одной из ваших личных категорий или дополнит вашу категорию с тем же названием: «Еда», «Дом».',
      '2 заметки без колоды попадут в «Anki import».',
      'Теги добавляются к категориям, если в Slovo есть тег с таким именем: food.',
    ]);
  });

  it('gives file sizes with a decimal comma', () => {
    expect(formatFileSize(12_595, FILE_MESSAGES.ru)).toBe('12,3 КБ');
    expect(formatFileSize(12_595)).toBe('12.3 KB');
    expect(formatFileSize(500, FILE_MESSAGES.ru)).toBe('500 Б');
  });
});
