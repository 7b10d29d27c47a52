import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/render';
import { stubFetch } from '@/test/fetch-stub';
import { categoryListQuery, vocabularyKeys } from './index';

const PAGE = {
  categories: [
    {
      id: 3,
      name: 'kitchen',
      display_name: 'Kitchen',
      privacy: 'shared',
      user: { username: 'anna' },
      word_count: 25,
      tags: [],
      can_edit: true,
      can_delete: true,
    },
  ],
  totalCount: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPreviousPage: false,
  page: 1,
  limit: 20,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('categoryListQuery (GET /api/vocabulary/categories)', () => {
  it('sends the filled-in filters, encoded, and caches the page per identity and filters', async () => {
    const { calls } = stubFetch({ 'GET /api/vocabulary/categories?search=it%27s%20a%20%28test%29&page=2': { body: PAGE } });
    const client = createTestQueryClient();
    const query = categoryListQuery('user:7', { search: "it's a (test)", page: '2', tag: '' });
    await expect(client.fetchQuery(query)).resolves.toEqual(PAGE);
    expect(calls).toHaveLength(1);
    expect(query.queryKey).toEqual(vocabularyKeys.list('user:7', { search: "it's a (test)", page: '2', tag: '' }));
    expect(query.queryKey.slice(0, 1)).toEqual(vocabularyKeys.all);
  });

  it('refuses a page whose categories are not the expected shape', async () => {
    stubFetch({ 'GET /api/vocabulary/categories': { body: { ...PAGE, categories: [{ id: 3, name: 'kitchen' }] } } });
    const error = await createTestQueryClient()
      .fetchQuery(categoryListQuery('anonymous', {}))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation' });
  });
});
