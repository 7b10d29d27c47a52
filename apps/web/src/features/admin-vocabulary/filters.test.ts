import { describe, expect, it } from 'vitest';
import { MAX_TAG_FILTER } from '@slovo/shared';
import {
  DEFAULT_ADMIN_FILTERS,
  activeFilters,
  adminFiltersReducer,
  filtersFromSearchParams,
  filtersToSearchParams,
  nextApproval,
  toListParams,
  type AdminFilters,
} from './filters';

const onPage3: AdminFilters = { ...DEFAULT_ADMIN_FILTERS, page: 3 };

describe('adminFiltersReducer', () => {
  it('cycles approval all → approved → non-approved → all', () => {
    expect(nextApproval(null)).toBe(true);
    expect(nextApproval(true)).toBe(false);
    expect(nextApproval(false)).toBeNull();
    const once = adminFiltersReducer(DEFAULT_ADMIN_FILTERS, { type: 'cycleApproval' });
    expect(once.isApprovedList).toBe(true);
  });

  it('flips the order on the active sort field and starts another field ascending', () => {
    const desc = adminFiltersReducer(DEFAULT_ADMIN_FILTERS, { type: 'sort', field: 'name' });
    expect(desc).toMatchObject({ sortBy: 'name', sortOrder: 'DESC' });
    expect(adminFiltersReducer(desc, { type: 'sort', field: 'created_at' })).toMatchObject({
      sortBy: 'created_at',
      sortOrder: 'ASC',
    });
  });

  it('goes back to page 1 on every change but the page itself', () => {
    const changes = [
      { type: 'search', value: 'kitchen' },
      { type: 'tag', value: 'pre-built' },
      { type: 'toggleTag', name: 'food' },
      { type: 'cycleApproval' },
      { type: 'creator', value: 'user' },
      { type: 'sort', field: 'word_count' },
      { type: 'limit', limit: 50 },
      { type: 'clear' },
    ] as const;
    for (const action of changes) expect(adminFiltersReducer(onPage3, action).page).toBe(1);
    expect(adminFiltersReducer(onPage3, { type: 'page', page: 4 }).page).toBe(4);
    expect(adminFiltersReducer(onPage3, { type: 'page', page: 0 }).page).toBe(1);
  });

  it('keeps at most 10 tags', () => {
    let state = DEFAULT_ADMIN_FILTERS;
    for (let index = 0; index <= MAX_TAG_FILTER; index += 1)
      state = adminFiltersReducer(state, { type: 'toggleTag', name: `t${index}` });
    expect(state.tags).toHaveLength(MAX_TAG_FILTER);
    expect(state.tags).not.toContain(`t${MAX_TAG_FILTER}`);
  });

  it('Clear All empties the narrowing filters and keeps the sort and the page size', () => {
    const busy: AdminFilters = {
      search: 'a',
      tag: 'user',
      tags: ['x'],
      isApprovedList: false,
      creator: 'admin',
      sortBy: 'word_count',
      sortOrder: 'DESC',
      page: 5,
      limit: 50,
      stress: 'missing',
    };
    expect(adminFiltersReducer(busy, { type: 'clear' })).toEqual({
      ...DEFAULT_ADMIN_FILTERS,
      sortBy: 'word_count',
      sortOrder: 'DESC',
      limit: 50,
    });
    expect(activeFilters(busy)).toEqual([
      { kind: 'search', value: 'a' },
      { kind: 'tag', value: 'user' },
      { kind: 'tags', value: 'x' },
      { kind: 'approval', value: false },
      { kind: 'creator', value: 'admin' },
      { kind: 'stress', value: 'missing' },
    ]);
  });

  it('narrows the words column to the words without stress, the category list staying on its page', () => {
    const onPage = { ...DEFAULT_ADMIN_FILTERS, page: 3 };
    const missing = adminFiltersReducer(onPage, { type: 'stress', value: 'missing' });
    expect(missing).toEqual({ ...onPage, stress: 'missing' });
    expect(adminFiltersReducer(missing, { type: 'stress', value: 'missing' })).toBe(missing);
  });

  it('takes the address as it is on Back/Forward, unless it asks for what is shown (a search still being typed stays)', () => {
    const typing = { ...DEFAULT_ADMIN_FILTERS, search: 'cat ' };
    expect(adminFiltersReducer(typing, { type: 'replace', filters: { ...DEFAULT_ADMIN_FILTERS, search: 'cat' } })).toBe(typing);
    const other = { ...DEFAULT_ADMIN_FILTERS, page: 2 };
    expect(adminFiltersReducer(typing, { type: 'replace', filters: other })).toBe(other);
  });
});

describe('the address bar', () => {
  it('holds only what differs from the defaults', () => {
    expect(filtersToSearchParams(DEFAULT_ADMIN_FILTERS).toString()).toBe('');
    const filters: AdminFilters = {
      search: '  кухня ',
      tag: 'pre-built',
      tags: ['food', 'home'],
      isApprovedList: true,
      creator: 'admin',
      sortBy: 'created_at',
      sortOrder: 'DESC',
      page: 2,
      limit: 20,
      stress: 'missing',
    };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe(
      'search=%D0%BA%D1%83%D1%85%D0%BD%D1%8F&tag=pre-built&tags=food%2Chome&isApprovedList=true&creator=admin&sortBy=created_at&sortOrder=DESC&page=2&limit=20&stress=missing',
    );
    expect(filtersFromSearchParams(params)).toEqual({ ...filters, search: 'кухня' });
  });

  it('reads a hand-edited address without failing: what it cannot read is the default', () => {
    const params = new URLSearchParams(
      'sortBy=colour&sortOrder=sideways&page=-2&limit=7&tag=mine&creator=robots&isApprovedList=maybe&tags=a,,a,b&stress=some',
    );
    expect(filtersFromSearchParams(params)).toEqual({ ...DEFAULT_ADMIN_FILTERS, tags: ['a', 'b'] });
    expect(filtersFromSearchParams(new URLSearchParams('sortOrder=desc&page=3')).sortOrder).toBe('DESC');
    const many = Array.from({ length: 12 }, (_, index) => `t${index}`).join(',');
    expect(filtersFromSearchParams(new URLSearchParams({ tags: many })).tags).toHaveLength(MAX_TAG_FILTER);
  });

  it('asks the list for the same parameters, without the page (the list pages on from it) and the words column’s stress filter', () => {
    expect(
      toListParams({ ...DEFAULT_ADMIN_FILTERS, isApprovedList: false, tags: ['a', 'b'], page: 4, stress: 'missing' }),
    ).toEqual({
      isApprovedList: 'false',
      tags: 'a,b',
    });
  });
});
