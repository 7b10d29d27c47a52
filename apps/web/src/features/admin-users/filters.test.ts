import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_USERS_FILTERS as DEFAULTS,
  adminUsersFiltersReducer as reduce,
  filtersFromSearchParams,
  filtersToSearchParams,
  toListParams,
} from './filters';
import { adminUsersEndpoint } from './api/get-admin-users';

const read = (address: string) => filtersFromSearchParams(new URLSearchParams(address));
const write = (filters: Parameters<typeof filtersToSearchParams>[0]) => filtersToSearchParams(filters).toString();

describe('the list view', () => {
  it('goes back to page 1 for a new search or page size, not for a space or the same value', () => {
    const onPage3 = { ...DEFAULTS, search: 'ali', page: 3 };
    expect(reduce(onPage3, { type: 'search', value: 'alic' })).toEqual({ ...DEFAULTS, search: 'alic', page: 1 });
    expect(reduce(onPage3, { type: 'search', value: 'ali ' })).toEqual({ ...onPage3, search: 'ali ' });
    expect(reduce(onPage3, { type: 'search', value: 'ali' })).toBe(onPage3);
    expect(reduce(onPage3, { type: 'limit', limit: 50 })).toEqual({ ...onPage3, limit: 50, page: 1 });
    expect(reduce(onPage3, { type: 'limit', limit: 20 })).toBe(onPage3);
  });

  it('keeps a page whole and from 1', () => {
    expect(reduce(DEFAULTS, { type: 'page', page: 4.7 }).page).toBe(4);
    expect(reduce(DEFAULTS, { type: 'page', page: -2 })).toBe(DEFAULTS);
  });

  it('writes only what differs from the defaults, the search trimmed', () => {
    expect(write(DEFAULTS)).toBe('');
    expect(write({ search: '  bob@mail ', page: 2, limit: 50 })).toBe('search=bob%40mail&page=2&limit=50');
    expect(write({ search: '   ', page: 1, limit: 20 })).toBe('');
  });

  it('reads an address, falling back to the default for anything it cannot read', () => {
    expect(read('search=adm&page=3&limit=100')).toEqual({ search: 'adm', page: 3, limit: 100 });
    expect(read('page=x&limit=25')).toEqual(DEFAULTS);
    expect(read('page=0&limit=-1')).toEqual(DEFAULTS);
    expect(read(`search=${'a'.repeat(300)}`).search).toHaveLength(254);
  });

  it('asks the server for every parameter, the search trimmed and only when there is one', () => {
    expect(adminUsersEndpoint(toListParams(DEFAULTS))).toBe('/admin/users?page=1&limit=20');
    expect(adminUsersEndpoint(toListParams({ search: ' bob@mail.test ', page: 2, limit: 10 }))).toBe(
      '/admin/users?search=bob%40mail.test&page=2&limit=10',
    );
  });
});
