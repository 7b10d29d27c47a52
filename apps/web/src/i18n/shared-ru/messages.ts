import type { MESSAGES } from '@slovo/shared';
import type { Translation } from '../define-messages';
import { ruCount, ruPlural } from './plural';

// A file of its own: every screen needs these (a Russian first visit fetches only them and the
// screen's own groups).
/** The general texts (product-games-auth.md §8, the request client's, vocabulary-management.md §8). */
export const MESSAGES_RU: Translation<typeof MESSAGES> = {
  loginFailed: 'Не удалось войти',
  loginFailedRetry: 'Не удалось войти. Попробуйте ещё раз.',
  registrationFailed: 'Не удалось зарегистрироваться',
  registrationFailedRetry: 'Не удалось зарегистрироваться. Попробуйте ещё раз.',
  network: 'Не удаётся подключиться к серверу. Проверьте подключение к интернету и попробуйте ещё раз.',
  notFound: 'Запрошенные данные не найдены. Попробуйте позже.',
  server: 'На сервере произошла ошибка. Попробуйте позже.',
  badRequest: 'Неверный запрос. Проверьте введённые данные и попробуйте ещё раз.',
  categoriesFailed: 'Не удалось загрузить категории словаря. Обновите страницу и попробуйте ещё раз.',
  wordsFailed: 'Не удалось загрузить слова. Обновите страницу и попробуйте ещё раз.',
  gameError: 'В игре произошла ошибка. Обновите страницу и попробуйте ещё раз.',
  unknown: 'Что-то пошло не так. Попробуйте ещё раз или обратитесь в поддержку, если ошибка повторится.',
  crashTitle: 'Что-то пошло не так',
  crashBody: 'Извините, произошло что-то непредвиденное. Мы уже получили сообщение об ошибке.',
  crashMaxTitle: 'Попытки исчерпаны',
  crashMaxBody: 'Мы несколько раз попытались, но не смогли устранить ошибку. Обратитесь в поддержку.',
  refreshFailed: 'Не удалось обновить токен авторизации.',
  loggedOut: 'Вы вышли из аккаунта!',
  previewMode: 'Демо-режим: войдите, чтобы получить полный доступ',
  loadingVocabulary: 'Загрузка словаря…',
  loadedCategories: (n: number | string) =>
    `${ruPlural(n, 'Загружена', 'Загружено', 'Загружено')} ${ruCount(n, 'категория', 'категории', 'категорий')} словаря`,
  accessRequired: 'Требуется вход',
  accessDenied: 'Доступ запрещён: эта страница только для администраторов',
  adminUsersDenied: 'Доступ запрещён — для этой страницы нужны права администратора.',
  pageNotFound: 'Страница не найдена',
  notLoggedIn: 'Вы не вошли',
  loginToSave: 'Войдите, чтобы сохранять прогресс',
  loginSuccessful: 'Вход выполнен!',
  registrationSuccessful: 'Регистрация прошла успешно!',
  welcomeBack: (name: string) => `С возвращением, ${name}`,
  fieldRequired: 'Это обязательное поле',
  // The English texts name these numbers themselves (no shared constant says "at least 3, less than 50").
  categoryNameTooShort: 'Название категории должно быть не короче 3 символов',
  categoryNameTooLong: 'Название категории должно быть короче 50 символов',
  speechUnsupported: 'Этот браузер не поддерживает синтез речи',
  client401: 'Ошибка авторизации. Войдите снова.',
  client403: 'Доступ запрещён. Недостаточно прав.',
  client404: 'Ресурс не найден.',
  client429: 'Слишком много запросов. Попробуйте позже.',
  client500: 'Внутренняя ошибка сервера. Попробуйте позже.',
  clientNoToken: 'Требуется авторизация, но токена нет',
  clientTimeout: 'Время ожидания запроса истекло',
  clientSessionExpired: 'Сессия истекла. Войдите снова.',
};
