import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@slovo/shared';
import { switchLanguage } from '@/test/locale';
import { ApiError } from './api-error';
import { friendlyErrorMessage, isAuthFailure } from './friendly-errors';

const http = (status: number, message = `HTTP ${status}`) => new ApiError(message, { status, kind: 'http' });

describe('friendlyErrorMessage', () => {
  it('explains connection failures, from the client or from fetch itself', () => {
    expect(friendlyErrorMessage(new ApiError('x', { kind: 'network' }))).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect(friendlyErrorMessage(new TypeError('Failed to fetch'), 'words')).toBe(MESSAGES.network);
    expect(friendlyErrorMessage(new ApiError('Request timeout', { kind: 'timeout' }))).toBe(MESSAGES.network);
  });

  it('maps statuses before the context', () => {
    expect(friendlyErrorMessage(http(404), 'categories')).toBe('The requested resource was not found. Please try again later.');
    expect(friendlyErrorMessage(http(500), 'game')).toBe('Server error occurred. Please try again later.');
    expect(friendlyErrorMessage(http(503))).toBe(MESSAGES.server);
    expect(friendlyErrorMessage(http(400))).toBe('Invalid request. Please check your input and try again.');
    expect(friendlyErrorMessage(http(422))).toBe(MESSAGES.badRequest);
  });

  it('reads the status out of an "HTTP {status}: {statusText}" message', () => {
    expect(friendlyErrorMessage(new Error('HTTP 404: Not Found'))).toBe(MESSAGES.notFound);
    expect(friendlyErrorMessage(new Error('HTTP 502: Bad Gateway'))).toBe(MESSAGES.server);
  });

  it('falls back to the context, then to the general text', () => {
    const plain = new Error('boom');
    expect(friendlyErrorMessage(plain, 'categories')).toBe(
      'Failed to load vocabulary categories. Please refresh the page and try again.',
    );
    expect(friendlyErrorMessage(plain, 'words')).toBe('Failed to load vocabulary words. Please refresh the page and try again.');
    expect(friendlyErrorMessage(plain, 'game')).toBe('A game error occurred. Please refresh the page and try again.');
    expect(friendlyErrorMessage(plain)).toBe(
      'Something went wrong. Please try again or contact support if the problem persists.',
    );
    expect(friendlyErrorMessage('weird')).toBe(MESSAGES.unknown);
  });
});

describe('friendlyErrorMessage in Russian', () => {
  it('gives the same causes in the interface language', () => {
    switchLanguage('ru');
    expect(friendlyErrorMessage(new ApiError('x', { kind: 'network' }))).toBe(
      'Не удаётся подключиться к серверу. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
    expect(friendlyErrorMessage(http(404), 'categories')).toBe('Запрошенные данные не найдены. Попробуйте позже.');
    expect(friendlyErrorMessage(new Error('HTTP 502: Bad Gateway'))).toBe('На сервере произошла ошибка. Попробуйте позже.');
    expect(friendlyErrorMessage(http(422))).toBe('Неверный запрос. Проверьте введённые данные и попробуйте ещё раз.');
    expect(friendlyErrorMessage(new Error('boom'), 'words')).toBe(
      'Не удалось загрузить слова. Обновите страницу и попробуйте ещё раз.',
    );
    expect(friendlyErrorMessage('weird')).toBe(
      'Что-то пошло не так. Попробуйте ещё раз или обратитесь в поддержку, если ошибка повторится.',
    );
  });

  it('still recognises a refused session by its status', () => {
    switchLanguage('ru');
    expect(isAuthFailure(new ApiError('Требуется авторизация, но токена нет', { status: 401, kind: 'auth' }))).toBe(true);
  });
});

describe('isAuthFailure', () => {
  it('is true for 401 and 403', () => {
    expect(isAuthFailure(http(401))).toBe(true);
    expect(isAuthFailure(http(403))).toBe(true);
    expect(isAuthFailure(new ApiError(MESSAGES.clientNoToken, { status: 401, kind: 'auth' }))).toBe(true);
  });

  it.each(['Unauthorized', 'Access token required', 'Invalid token', 'Authentication failed. Please login again.'])(
    'is true for a message containing "%s"',
    (message) => {
      expect(isAuthFailure(new Error(`Request failed: ${message}`))).toBe(true);
    },
  );

  it('is false for other failures', () => {
    expect(isAuthFailure(http(404))).toBe(false);
    expect(isAuthFailure(http(500))).toBe(false);
    expect(isAuthFailure(new Error('Category not found'))).toBe(false);
    expect(isAuthFailure(null)).toBe(false);
  });
});
