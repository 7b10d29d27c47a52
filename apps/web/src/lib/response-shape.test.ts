import { describe, expect, it } from 'vitest';
import { switchLanguage } from '@/test/locale';
import { ApiError } from './api-error';
import {
  arrayOf,
  equals,
  expectShape,
  hasShape,
  isArray,
  isBoolean,
  isCount,
  isFiniteNumber,
  isInteger,
  isNonEmptyString,
  isRecord,
  isString,
  nullable,
  objectOf,
  oneOf,
} from './response-shape';

describe('response shape checks', () => {
  const user = { id: isInteger, name: isString, role: oneOf(['user', 'admin']), avatar: nullable(isString) };

  it('accepts an object whose fields pass, extra fields included', () => {
    expect(hasShape({ id: 1, name: 'ann', role: 'user', avatar: null, extra: true }, user)).toBe(true);
  });

  it('refuses missing or wrongly typed fields, and anything that is not a plain object', () => {
    expect(hasShape({ id: 1, name: 'ann', role: 'user' }, user)).toBe(false);
    expect(hasShape({ id: 1.5, name: 'ann', role: 'user', avatar: null }, user)).toBe(false);
    expect(hasShape({ id: 1, name: 'ann', role: 'root', avatar: null }, user)).toBe(false);
    expect(hasShape(null, user)).toBe(false);
    expect(hasShape([1, 'ann'], user)).toBe(false);
    expect(hasShape('user', user)).toBe(false);
  });

  it('checks nested objects, counts and literal values', () => {
    const answer = { ok: equals(true), user: objectOf(user), left: isCount };
    expect(hasShape({ ok: true, user: { id: 2, name: 'bo', role: 'admin', avatar: 'a.png' }, left: 0 }, answer)).toBe(true);
    expect(hasShape({ ok: 'true', user: { id: 2, name: 'bo', role: 'admin', avatar: null }, left: 0 }, answer)).toBe(false);
    expect(hasShape({ ok: true, user: { id: 2 }, left: 0 }, answer)).toBe(false);
    expect(hasShape({ ok: true, user: { id: 2, name: 'bo', role: 'admin', avatar: null }, left: -1 }, answer)).toBe(false);
  });
});

describe('expectShape', () => {
  it('passes a matching answer through and refuses another with a validation error', () => {
    const answer = { words: [1, 2], total: 2 };
    expect(expectShape(answer, { words: isArray, total: isCount })).toBe(answer);
    const error = (() => {
      try {
        expectShape({ words: 'none' }, { words: isArray }, 'Invalid response from server');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation', message: 'Invalid response from server', body: { words: 'none' } });
  });

  it('has checks for records, arrays, booleans, finite numbers and non-empty text', () => {
    expect([{}, [], null, 'x'].map(isRecord)).toEqual([true, false, false, false]);
    expect([[], {}].map(isArray)).toEqual([true, false]);
    expect([[], [1, 2], [1, 'x'], 'x'].map(arrayOf(isInteger))).toEqual([true, true, false, false]);
    expect([true, false, 0, 'true'].map(isBoolean)).toEqual([true, true, false, false]);
    expect([1.5, Number.NaN, Infinity, '1'].map(isFiniteNumber)).toEqual([true, false, false, false]);
    expect(['a', '', 1].map(isNonEmptyString)).toEqual([true, false, false]);
  });
});

describe('expectShape in Russian', () => {
  it("refuses an answer of the wrong shape with the interface language's text", () => {
    const refuse = () => {
      try {
        expectShape({ words: 'none' }, { words: isArray });
      } catch (caught) {
        return caught;
      }
    };
    expect(refuse()).toMatchObject({ kind: 'validation', message: 'Unexpected response from the server' });
    switchLanguage('ru');
    expect(refuse()).toMatchObject({ kind: 'validation', message: 'Сервер прислал неожиданный ответ' });
  });
});
