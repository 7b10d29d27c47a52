import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { getUserCategories, userCategoriesQueryString, type UserCategoryList } from './get-user-categories';
import { withPrivacy } from './update-privacy';

const FILTERS = { search: '', sortBy: 'word_count', sortOrder: 'ASC', tags: [], page: 1, limit: 10 } as const;

beforeEach(() => {
  localStorage.setItem('authToken', 'header.payload.signature');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /vocabulary/user/categories', () => {
  it('sends the filters the endpoint check allows, empty ones left out', () => {
    expect(userCategoriesQueryString(FILTERS)).toBe('sortBy=word_count&sortOrder=ASC&page=1&limit=10');
    expect(userCategoriesQueryString({ ...FILTERS, search: " Моя (o'k) ", tags: ['food', 'a b'], page: 2 })).toBe(
      'search=%D0%9C%D0%BE%D1%8F%20%28o%27k%29&sortBy=word_count&sortOrder=ASC&tags=food%2Ca%20b&page=2&limit=10',
    );
  });

  it('refuses an answer without the sharing count', async () => {
    stubFetch({
      'GET /api/vocabulary/user/categories?sortBy=word_count&sortOrder=ASC&page=1&limit=10': {
        body: { categories: [], totalCount: 0, totalPages: 0, hasNextPage: false, hasPreviousPage: false, page: 1, limit: 10 },
      },
    });
    await expect(getUserCategories(FILTERS)).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('privacy, applied at once', () => {
  const list = (shared: number): UserCategoryList =>
    ({
      categories: [
        { id: 1, privacy: 'private' },
        { id: 2, privacy: 'shared' },
      ],
      sharedCount: shared,
      sharedLimit: 10,
    }) as unknown as UserCategoryList;

  it('moves the switch and the count together', () => {
    expect(withPrivacy(list(1), 1, 'shared')).toMatchObject({ sharedCount: 2, categories: [{ privacy: 'shared' }, {}] });
    expect(withPrivacy(list(1), 2, 'private')).toMatchObject({ sharedCount: 0, categories: [{}, { privacy: 'private' }] });
    expect(withPrivacy(list(1), 2, 'shared').sharedCount).toBe(1);
  });

  it('moves the count on pages that do not hold the category', () => {
    expect(withPrivacy(list(4), 99, 'shared').sharedCount).toBe(5);
    expect(withPrivacy(list(4), 99, 'private').sharedCount).toBe(3);
  });
});
