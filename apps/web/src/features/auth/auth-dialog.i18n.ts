import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@slovo/shared';
import { defineMessages } from '@/i18n';

/**
 * The sign-in dialog and its checklists: a catalogue of its own, so these texts load with the
 * dialog (on first use) instead of with every first screen. Its "Sign In" is AUTH_TEXT's.
 */
export const AUTH_DIALOG_TEXT = defineMessages({
  en: {
    close: 'Close',
    signInTitle: 'Sign In',
    createAccountTitle: 'Create Account',
    createAccount: 'Create Account',
    signInDescription: 'Welcome back! Sign in to save your progress.',
    registerDescription: 'Join Slovo to save your progress.',
    continue: 'Continue',
    username: 'Username',
    usernameRules: 'Username rules',
    email: 'Email',
    password: 'Password',
    passwordRules: 'Password rules',
    confirmPassword: 'Confirm Password',
    signingIn: 'Signing In…',
    creatingAccount: 'Creating Account…',
    noAccount: "Don't have an account? ",
    haveAccount: 'Already have an account? ',
    createOne: 'Create one',
    signInLink: 'Sign in',
    /** The registration checklist's lines, by rule id (the shared rules give them in English). */
    usernameChecks: {
      length: `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters`,
      characters: 'Letters, digits, _ . - only (no spaces)',
      'one-alphabet': 'Latin or Cyrillic letters, not both',
    },
    passwordChecks: { length: `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters` },
    passwordLength: `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`,
    ruleMet: ' (met);',
    ruleNotMet: ' (not met yet);',
  },
  ru: {
    close: 'Закрыть',
    signInTitle: 'Вход',
    createAccountTitle: 'Регистрация',
    createAccount: 'Зарегистрироваться',
    signInDescription: 'С возвращением! Войдите, чтобы сохранять прогресс.',
    registerDescription: 'Зарегистрируйтесь в Slovo, чтобы сохранять прогресс.',
    continue: 'Продолжить',
    username: 'Имя пользователя',
    usernameRules: 'Требования к имени пользователя',
    email: 'Эл. почта',
    password: 'Пароль',
    passwordRules: 'Требования к паролю',
    confirmPassword: 'Повторите пароль',
    signingIn: 'Входим…',
    creatingAccount: 'Регистрируем…',
    noAccount: 'Нет аккаунта? ',
    haveAccount: 'Уже есть аккаунт? ',
    createOne: 'Зарегистрироваться',
    signInLink: 'Войти',
    usernameChecks: {
      length: `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} символа`,
      characters: 'Только буквы, цифры и _ . - (без пробелов)',
      'one-alphabet': 'Латиница или кириллица, но не вместе',
    },
    passwordChecks: { length: `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} символов` },
    passwordLength: `Пароль должен содержать от ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов`,
    ruleMet: ' (выполнено);',
    ruleNotMet: ' (пока не выполнено);',
  },
});
