/**
 * Texts of admin user management (/admin/users) that @slovo/shared does not hold. The spec's own
 * words here (vocabulary-management.md §2): 'Total', 'Filtered', the columns 'User', 'Email',
 * 'Role', 'Joined', 'Actions', the dialogs 'User Details', 'Reset Password', 'Delete User', and
 * 'Save Changes', 'Cancel'. Its quoted messages (successes, Access Denied) are in
 * ADMIN_USERS_MESSAGES and MESSAGES, read through SHARED_TEXT.
 */
import type { Role } from '@slovo/shared';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@slovo/shared';
import { defineMessages, formatNow } from '@/i18n';

/** A role as the audit log's Russian sentences name it. */
const RU_ROLE_IN_LOG: Record<string, string> = { user: 'пользователь', admin: 'администратор' };

/** "3 devices" — what follows "Signed in on". */
const ADMIN_DEVICES_EN = (count: number) =>
  `${formatNow('en').number(count)} ${formatNow('en').plural(count, { one: 'device', other: 'devices' })}`;
/** "3 устройствах" — what follows "Вход выполнен на" (the prepositional case). */
const ADMIN_DEVICES_RU = (count: number) =>
  `${formatNow('ru').number(count)} ${formatNow('ru').plural(count, {
    one: 'устройстве',
    few: 'устройствах',
    many: 'устройствах',
    other: 'устройства',
  })}`;

export const ADMIN_USERS_TEXT = defineMessages({
  en: {
    loading: 'Loading users...',
    searchLabel: 'Search users',
    searchPlaceholder: 'Name, email or role…',
    searchHint: 'From 3 characters it matches anywhere in a name or email; 1–2 characters match their start.',
    total: 'Total',
    filtered: 'Filtered',
    /** The Filtered counter when more accounts match than the server counts (ADMIN_USER_COUNT_CAP, formatted). */
    filteredCapped: (cap: string) => `${cap}+`,
    cappedHint: (cap: string) => `Showing the first ${cap} matches. Refine your search to narrow them down.`,
    usersLabel: 'Users',
    pageSize: 'Users per page',
    columns: { user: 'User', email: 'Email', role: 'Role', joined: 'Joined', actions: 'Actions' },
    /** User Details: the label of signedInOnDevices. */
    sessionsLabel: 'Sessions',
    /** The user cell's line under the ID: the account's live sessions. */
    signedInOnDevices: (count: number) => `Signed in on ${ADMIN_DEVICES_EN(count)}`,
    /** What follows "Signed in on": the account's live sessions. */
    devices: (count: number) => ADMIN_DEVICES_EN(count),
    roles: { user: 'User', admin: 'Admin' } satisfies Record<Role, string>,
    userId: (id: number) => `ID: ${id}`,
    you: 'You',
    pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
    emptyTitle: 'No users found',
    emptyFiltered: 'No users match your search',
    emptyText: 'There are no accounts yet.',
    emptyFilteredText: 'Try another name, email or role.',
    clearSearch: 'Clear search',
    loadFailed: 'Failed to load users',
    refreshFailed: 'Failed to refresh the user list. The list shown may be out of date.',
    retry: 'Retry',
    viewDetails: 'View details',
    resetPassword: 'Reset password',
    delete: 'Delete',
    viewDetailsOf: (username: string) => `View details of ${username}`,
    resetPasswordOf: (username: string) => `Reset password of ${username}`,
    deleteUser: (username: string) => `Delete ${username}`,
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereOf: (username: string) => `Sign ${username} out everywhere`,
    /** Why the button is off on one's own row. */
    signOutSelfHint: 'To sign yourself out everywhere, use Sign out everywhere in the Games menu',
    /** A failure with nothing more to say. */
    somethingWentWrong: 'Something went wrong',

    detailsTitle: 'User Details',
    username: 'Username',
    email: 'Email',
    joined: 'Joined',
    idLabel: 'ID',
    roleLabel: 'Role',
    saveChanges: 'Save Changes',
    saving: 'Saving…',

    resetTitle: 'Reset Password',
    resetDescription: (username: string) =>
      `Choose a new password for ${username}. Their current password stops working at once.`,
    newPassword: 'New password',
    passwordHint: `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, the same rule as at registration.`,
    passwordRule: `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`,
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    resetSubmit: 'Reset Password',
    resetting: 'Resetting…',

    deleteTitle: 'Delete User',
    deleteQuestion: (username: string) => `Delete the account of ${username}?`,
    deleteWarning: 'Their progress, personal vocabulary and sessions are removed too. This cannot be undone.',
    deleteSubmit: 'Delete User',
    deleting: 'Deleting…',

    signOutTitle: 'Sign Out Everywhere',
    signOutQuestion: (username: string) => `Sign ${username} out on every device?`,
    /** `devices`: devices(count), e.g. "2 devices". */
    signOutNote: (devices: string) =>
      `They are signed in on ${devices}. Every session ends at once; the password stays the same, so they can sign in again.`,
    signOutSubmit: 'Sign out everywhere',
    signingOut: 'Signing out…',

    auditTitle: 'Recent changes',
    auditEmpty: 'No changes yet. Role changes, password resets, sign-outs everywhere and deletions appear here.',
    auditFailed: 'Failed to load recent changes',
    auditLoading: 'Loading recent changes...',
    /** An audit-log entry, with the names the log kept; roles as the server writes them. */
    audit: {
      roleChangedFromTo: (actor: string, target: string, from: string, to: string) =>
        `${actor} changed ${target}'s role from ${from} to ${to}`,
      roleChanged: (actor: string, target: string) => `${actor} changed ${target}'s role`,
      passwordReset: (actor: string, target: string) => `${actor} reset ${target}'s password`,
      userDeleted: (actor: string, target: string) => `${actor} deleted ${target}`,
      signedOutEverywhere: (actor: string, target: string) => `${actor} signed ${target} out on every device`,
      classDeleted: (actor: string, target: string, name: string) => `${actor} deleted ${target}'s class “${name}”`,
      justNow: 'just now',
    },
  },
  ru: {
    loading: 'Загрузка пользователей…',
    searchLabel: 'Поиск пользователей',
    searchPlaceholder: 'Имя, почта или роль…',
    searchHint: 'От 3 символов ищет в любом месте имени или почты; 1–2 символа — в начале.',
    total: 'Всего',
    filtered: 'Найдено',
    filteredCapped: (cap) => `${cap}+`,
    cappedHint: (cap) => `Показаны первые ${cap} совпадений. Уточните поиск, чтобы сузить список.`,
    usersLabel: 'Пользователи',
    pageSize: 'Пользователей на странице',
    columns: {
      user: 'Пользователь',
      email: 'Эл. почта',
      role: 'Роль',
      joined: 'Регистрация',
      actions: 'Действия',
    },
    sessionsLabel: 'Сеансы',
    signedInOnDevices: (count) => `Вход выполнен на ${ADMIN_DEVICES_RU(count)}`,
    devices: (count) => ADMIN_DEVICES_RU(count),
    roles: { user: 'Пользователь', admin: 'Администратор' },
    userId: (id) => `ID: ${id}`,
    you: 'Вы',
    pageOf: (page, totalPages) => `Страница ${page} из ${totalPages}`,
    emptyTitle: 'Пользователи не найдены',
    emptyFiltered: 'По запросу никого не нашлось',
    emptyText: 'Учётных записей пока нет.',
    emptyFilteredText: 'Попробуйте другое имя, почту или роль.',
    clearSearch: 'Очистить поиск',
    loadFailed: 'Не удалось загрузить пользователей',
    refreshFailed: 'Не удалось обновить список пользователей. Показанный список может быть устаревшим.',
    retry: 'Повторить',
    viewDetails: 'Подробнее',
    resetPassword: 'Сбросить пароль',
    delete: 'Удалить',
    viewDetailsOf: (username) => `Подробнее о пользователе ${username}`,
    resetPasswordOf: (username) => `Сбросить пароль пользователя ${username}`,
    deleteUser: (username) => `Удалить пользователя ${username}`,
    signOutEverywhere: 'Завершить все сеансы',
    signOutEverywhereOf: (username) => `Завершить все сеансы пользователя ${username}`,
    signOutSelfHint: 'Чтобы выйти на всех своих устройствах, выберите «Выйти везде» в меню «Игры»',
    somethingWentWrong: 'Что-то пошло не так',

    detailsTitle: 'Сведения о пользователе',
    username: 'Имя пользователя',
    email: 'Эл. почта',
    joined: 'Дата регистрации',
    idLabel: 'ID',
    roleLabel: 'Роль',
    saveChanges: 'Сохранить изменения',
    saving: 'Сохранение…',

    resetTitle: 'Сброс пароля',
    resetDescription: (username) => `Задайте новый пароль для ${username}. Текущий пароль сразу перестанет действовать.`,
    newPassword: 'Новый пароль',
    passwordHint: `От ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов — то же правило, что при регистрации.`,
    passwordRule: `Пароль должен содержать от ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов`,
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
    resetSubmit: 'Сбросить пароль',
    resetting: 'Сброс…',

    deleteTitle: 'Удаление пользователя',
    deleteQuestion: (username) => `Удалить учётную запись ${username}?`,
    deleteWarning: 'Прогресс, личный словарь и сессии пользователя тоже будут удалены. Это действие нельзя отменить.',
    deleteSubmit: 'Удалить пользователя',
    deleting: 'Удаление…',

    signOutTitle: 'Завершение всех сеансов',
    signOutQuestion: (username) => `Завершить сеансы ${username} на всех устройствах?`,
    signOutNote: (devices) =>
      `Вход выполнен на ${devices}. Все сеансы завершатся сразу; пароль останется прежним, так что войти снова можно будет как обычно.`,
    signOutSubmit: 'Завершить все сеансы',
    signingOut: 'Завершение…',

    auditTitle: 'Последние изменения',
    auditEmpty: 'Изменений пока нет. Здесь появятся смены ролей, сбросы паролей, завершения сеансов и удаления.',
    auditFailed: 'Не удалось загрузить последние изменения',
    auditLoading: 'Загрузка последних изменений…',
    audit: {
      roleChangedFromTo: (actor, target, from, to) =>
        `${actor}: роль ${target} изменена с «${RU_ROLE_IN_LOG[from] ?? from}» на «${RU_ROLE_IN_LOG[to] ?? to}»`,
      roleChanged: (actor, target) => `${actor}: роль ${target} изменена`,
      passwordReset: (actor, target) => `${actor}: пароль ${target} сброшен`,
      userDeleted: (actor, target) => `${actor}: пользователь ${target} удалён`,
      signedOutEverywhere: (actor, target) => `${actor}: сеансы ${target} завершены на всех устройствах`,
      classDeleted: (actor, target, name) => `${actor} удалил класс «${name}» пользователя ${target}`,
      justNow: 'только что',
    },
  },
});
