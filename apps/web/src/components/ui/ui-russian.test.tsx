import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { switchLanguage } from '@/test/locale';
import { DialogActions } from './dialog-actions';
import { Modal } from './modal';
import { pickSubtitle } from './page-transition';
import { RouteLoading } from './spinner';
import { TextPromptDialog } from './text-prompt-dialog';
import { ToastContainer } from './toast-container';
import { toast } from './toast-store';
import { UI_TEXT } from './ui.i18n';

describe('the shared UI in Russian', () => {
  it('labels the toast kinds and the dismiss button in Russian', () => {
    switchLanguage('ru');
    render(<ToastContainer />);
    act(() => toast.error('Что-то сломалось'));
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    expect(screen.getByText('Что-то сломалось')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть сообщение' })).toBeInTheDocument();
    act(() => toast.hide());
  });

  it('gives dialogs and buttons their Russian default labels', () => {
    switchLanguage('ru');
    render(
      <Modal open title="Окно" onClose={vi.fn()}>
        <DialogActions confirmLabel="Сохранить" pending={false} onCancel={vi.fn()} />
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Закрыть окно' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });

  it('asks for a text with a Russian OK', () => {
    switchLanguage('ru');
    render(<TextPromptDialog open title="Название" label="Название" onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'ОК' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });

  it('says Loading… in Russian while a page loads', () => {
    switchLanguage('ru');
    render(<RouteLoading />);
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
  });

  it('picks the page-transition subtitle from the Russian texts', () => {
    const ru = UI_TEXT.ru.transition;
    expect(pickSubtitle('backward', () => 0, ru)).toBe('Возвращаемся…');
    expect(Object.values(ru.forward)).toContain(pickSubtitle('forward', () => 0.5, ru));
  });
});
