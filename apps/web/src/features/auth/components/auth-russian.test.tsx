import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { roleLabel } from '../auth-user';
import { AUTH_TEXT } from '../auth.i18n';
import { initialAuthState, useAuthStore } from '../store';
import { tokenManager } from '../token-manager';
import { AuthModal } from './auth-modal';

beforeEach(() => {
  tokenManager.clearTokens();
  useAuthStore.setState(initialAuthState);
});

afterEach(() => {
  tokenManager.dispose();
  vi.restoreAllMocks();
});

describe('the sign-in dialog in Russian', () => {
  it('asks to sign in in Russian', () => {
    switchLanguage('ru');
    render(<AuthModal />);
    act(() => useAuthStore.getState().showLogin());
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(within(dialog).getByLabelText('Имя пользователя')).toHaveFocus();
    expect(within(dialog).getByLabelText('Пароль')).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Войти' })).toHaveAttribute('type', 'submit');
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('С возвращением! Войдите, чтобы сохранять прогресс.');
  });

  it('registers in Russian, its checklist and rule errors included', async () => {
    switchLanguage('ru');
    const user = userEvent.setup();
    render(<AuthModal />);
    act(() => useAuthStore.getState().showRegister());
    const dialog = screen.getByRole('dialog', { name: 'Регистрация' });
    expect(within(dialog).getByLabelText('Повторите пароль')).toBeRequired();
    expect(within(dialog).getByText('Латиница или кириллица, но не вместе')).toBeInTheDocument();
    expect(within(dialog).getByText('8–128 символов')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Имя пользователя'), 'olga');
    await user.type(within(dialog).getByLabelText('Эл. почта'), 'olga@example.com');
    await user.type(within(dialog).getByLabelText('Пароль'), 'short');
    await user.type(within(dialog).getByLabelText('Повторите пароль'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(within(dialog).getByText('Пароль должен содержать от 8 до 128 символов')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Пароль')).toHaveFocus();
  });

  it('names the roles in Russian', () => {
    expect(roleLabel({ role: 'admin' }, AUTH_TEXT.ru.roles)).toBe('Администратор');
    expect(roleLabel({ role: 'user' }, AUTH_TEXT.ru.roles)).toBe('Игрок');
  });
});
