import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Tag } from '@slovo/shared';
import { stubFetch } from '@/test/fetch-stub';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { TagEditorDialog } from './tag-editor-dialog';

function tag(id: number, name: string, display_name: string, usage_count: number): Tag {
  return { id, name, display_name, description: null, color: null, icon: null, is_system: true, usage_count };
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('Manage Tags in Russian', () => {
  it('names the dialog, its parts and the usage counts in Russian', async () => {
    stubFetch({ 'GET /api/tags': { body: { tags: [tag(1, 'food', 'Food', 1), tag(2, 'home', 'Home', 5)] } } });
    switchLanguage('ru');
    renderWithProviders(<TagEditorDialog category={{ id: 12, display_name: 'Kitchen', tags: [] }} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Управление тегами' });
    expect(dialog).toHaveAccessibleDescription('Теги категории «Kitchen»');
    expect(within(dialog).getByRole('searchbox', { name: 'Поиск тегов' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Food , используется в 1 категории' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Home , используется в 5 категориях' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeEnabled();
  });
});
