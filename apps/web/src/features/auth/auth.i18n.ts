import { defineMessages } from '@/i18n';

/**
 * The access guards, the role names and "Sign In" (the dialog's own texts are auth-dialog.i18n.ts,
 * loaded with it). The spec's quoted texts (Login Successful!, Access Required, …) are the shared
 * MESSAGES, read through SHARED_TEXT.
 */
export const AUTH_TEXT = defineMessages({
  en: {
    roles: { admin: 'Administrator', user: 'Player' },
    signIn: 'Sign In',
    accessRequiredText: 'Please sign in to open this page. Your progress and vocabulary are saved to your account.',
    backToHome: 'Back to Home',
    currentRole: (role: string) => `Current role: ${role}`,
    userRole: 'User',
    checkingSession: 'Checking your session…',
  },
  ru: {
    roles: { admin: 'Администратор', user: 'Игрок' },
    signIn: 'Войти',
    accessRequiredText: 'Войдите, чтобы открыть эту страницу. Ваш прогресс и словарь сохраняются в аккаунте.',
    backToHome: 'На главную',
    currentRole: (role: string) => `Текущая роль: ${role}`,
    userRole: 'Пользователь',
    checkingSession: 'Проверяем сеанс…',
  },
});
