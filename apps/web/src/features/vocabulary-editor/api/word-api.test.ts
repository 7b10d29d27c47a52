import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { writeFailureReason } from './failure-reason';
import { toManagedWords } from './get-category-words';

describe('failure reasons (spec §8)', () => {
  it("reads 'HTTP {status}: {statusText} - {body}' for a refused write", () => {
    const error = new ApiError('x', { kind: 'http', status: 409, serverMessage: 'You already have a category named "A"' });
    expect(writeFailureReason(error)).toBe('HTTP 409: Conflict - You already have a category named "A"');
  });

  it('gives no reason for an answer of the wrong shape, and the message for anything else', () => {
    expect(writeFailureReason(new ApiError('bad', { kind: 'validation' }))).toBe('');
    expect(writeFailureReason(new ApiError('Request timeout', { kind: 'timeout' }))).toBe('Request timeout');
  });
});

describe('category words', () => {
  it('takes the alternate field names and drops words without both sides', () => {
    expect(
      toManagedWords({
        words: [
          { id: 1, english: 'cat', russian: 'кошка', part_of_speech: 'noun' },
          { id: 2, word: 'dog', translation: 'собака' },
          { id: 3, english: 'fox' },
          { id: 4, english: ' ', russian: 'x' },
          { english: 'no id', russian: 'без id' },
        ],
      }),
    ).toEqual([
      { id: 1, english: 'cat', russian: 'кошка', part_of_speech: 'noun' },
      { id: 2, english: 'dog', russian: 'собака' },
    ]);
    expect(() => toManagedWords({ nope: [] })).toThrow(ApiError);
  });

  it("keeps a word's picture and sound when they are the server's media URLs (issue 34)", () => {
    expect(
      toManagedWords({
        words: [
          { id: 1, english: 'cat', russian: 'кошка', image: '/api/media/abc', sound: null },
          { id: 2, english: 'dog', russian: 'собака', image: 'https://elsewhere.example/dog.png', sound: null },
        ],
      }),
    ).toEqual([
      { id: 1, english: 'cat', russian: 'кошка', image: '/api/media/abc', sound: null },
      { id: 2, english: 'dog', russian: 'собака' },
    ]);
  });
});
