import { defineMessages, formatNow } from '@/i18n';

/**
 * Sessions (issue 30 §2; not in the spec): on how many devices the player is signed in, and
 * signing out on all of them — the Game Hub's Account group and its confirmation dialog.
 */
export const SESSIONS_TEXT = defineMessages({
  en: {
    signedInOn: (count: number) =>
      `Signed in on ${formatNow('en').number(count)} ${formatNow('en').plural(count, { one: 'device', other: 'devices' })}`,
    countingDevices: 'Counting your devices…',
    signOutEverywhere: 'Sign out everywhere',
    confirmTitle: 'Sign out everywhere?',
    confirmText:
      'Every device signed in to your account, this one included, is signed out at once. You will need your password to sign in again.',
    confirm: 'Sign out everywhere',
    signingOut: 'Signing out…',
    failed: 'Could not sign out everywhere.',
    signedOutEverywhere: 'Signed out on every device.',
  },
  ru: {
    signedInOn: (count: number) =>
      `Вход выполнен на ${formatNow('ru').number(count)} ${formatNow('ru').plural(count, {
        one: 'устройстве',
        few: 'устройствах',
        many: 'устройствах',
        other: 'устройства',
      })}`,
    countingDevices: 'Считаем ваши устройства…',
    signOutEverywhere: 'Выйти везде',
    confirmTitle: 'Выйти на всех устройствах?',
    confirmText:
      'Вы сразу выйдете из аккаунта на всех устройствах, где выполнен вход, включая это. Чтобы войти снова, понадобится пароль.',
    confirm: 'Выйти везде',
    signingOut: 'Выходим…',
    failed: 'Не удалось выйти на всех устройствах.',
    signedOutEverywhere: 'Вы вышли из аккаунта на всех устройствах.',
  },
});
