import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@/test/fetch-stub';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { CategoryExportMenu } from './category-export-menu';
import { exportFailureMessage, exportFormatOptions } from './export-messages';

beforeEach(() => {
  signIn();
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('Export in Russian', () => {
  it('names the button and the formats in Russian', async () => {
    stubFetch({});
    switchLanguage('ru');
    renderWithProviders(<CategoryExportMenu category={{ id: 12, display_name: 'Animals' }} />);
    const button = screen.getByRole('button', { name: 'Экспорт «Animals»' });
    expect(button).toHaveAttribute('title', 'Скачать «Animals» файлом');
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: /^CSV \(таблица\)/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /^JSON \(формат импорта Slovo\)/ })).toBeInTheDocument();
  });

  it('made once, the format entries still follow the language; failures read in Russian', () => {
    const [csv] = exportFormatOptions(['csv']);
    expect(csv!.label).toBe('CSV (spreadsheet)');
    switchLanguage('ru');
    expect(csv!.label).toBe('CSV (таблица)');
    expect(exportFailureMessage(new Error('boom'))).toBe('Не удалось экспортировать данные: boom');
    expect(exportFailureMessage(null)).toBe('Не удалось экспортировать данные');
  });
});
