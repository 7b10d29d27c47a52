import { describe, expect, it } from 'vitest';
import {
  INITIAL_FILTERS,
  filtersReducer,
  hasActiveFilters,
  toQueryFilters,
  type FilterAction,
  type FilterState,
} from './filters';

const run = (...actions: FilterAction[]): FilterState => actions.reduce(filtersReducer, INITIAL_FILTERS);

describe('personal filter state (spec §3, §4)', () => {
  it('starts on page 1 of 10, sorted by word count ascending (the default name sort is switched)', () => {
    expect(INITIAL_FILTERS).toEqual({ search: '', sortBy: 'word_count', sortOrder: 'ASC', tags: [], page: 1, limit: 10 });
  });

  it('flips the order on the active field and starts another field ascending; name means word_count', () => {
    expect(run({ type: 'sort', field: 'word_count' })).toMatchObject({ sortBy: 'word_count', sortOrder: 'DESC' });
    expect(run({ type: 'sort', field: 'word_count' }, { type: 'sort', field: 'created_at' })).toMatchObject({
      sortBy: 'created_at',
      sortOrder: 'ASC',
    });
    expect(run({ type: 'sort', field: 'created_at' }, { type: 'sort', field: 'created_at' })).toMatchObject({
      sortOrder: 'DESC',
    });
    expect(run({ type: 'sort', field: 'name' })).toMatchObject({ sortBy: 'word_count', sortOrder: 'DESC' });
    expect(run({ type: 'sort', field: 'created_at' }, { type: 'sort', field: 'name' })).toMatchObject({
      sortBy: 'word_count',
      sortOrder: 'ASC',
    });
  });

  it('every change but the page itself goes back to page 1', () => {
    const onPage3 = run({ type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    expect(filtersReducer(onPage3, { type: 'search', value: 'a' }).page).toBe(1);
    expect(filtersReducer(onPage3, { type: 'sort', field: 'created_at' }).page).toBe(1);
    expect(filtersReducer(onPage3, { type: 'toggleTag', name: 'food' }).page).toBe(1);
    expect(filtersReducer(onPage3, { type: 'limit', limit: 25 })).toMatchObject({ page: 1, limit: 25 });
    expect(filtersReducer(onPage3, { type: 'clear' }).page).toBe(1);
  });

  it('toggles tags, at most 10', () => {
    const names = Array.from({ length: 11 }, (_, i) => `t${i}`);
    const ten = run(...names.slice(0, 10).map((name): FilterAction => ({ type: 'toggleTag', name })));
    expect(ten.tags).toHaveLength(10);
    expect(filtersReducer(ten, { type: 'toggleTag', name: 't10' })).toBe(ten);
    expect(filtersReducer(ten, { type: 'toggleTag', name: 't3' }).tags).not.toContain('t3');
  });

  it('Clear filters empties search and tags and keeps the sort and page size', () => {
    const state = run(
      { type: 'search', value: 'ki' },
      { type: 'toggleTag', name: 'food' },
      { type: 'sort', field: 'created_at' },
      { type: 'limit', limit: 50 },
    );
    expect(hasActiveFilters(state)).toBe(true);
    const cleared = filtersReducer(state, { type: 'clear' });
    expect(cleared).toEqual({ search: '', tags: [], sortBy: 'created_at', sortOrder: 'ASC', page: 1, limit: 50 });
    expect(hasActiveFilters(cleared)).toBe(false);
  });

  it('a no-op keeps the same state object (no reload)', () => {
    expect(filtersReducer(INITIAL_FILTERS, { type: 'search', value: '' })).toBe(INITIAL_FILTERS);
    expect(filtersReducer(INITIAL_FILTERS, { type: 'page', page: 1 })).toBe(INITIAL_FILTERS);
  });

  it('asks with the search trimmed and the tags in a stable order; blank search is no filter', () => {
    const state = run(
      { type: 'search', value: '  ki  ' },
      { type: 'toggleTag', name: 'verbs' },
      { type: 'toggleTag', name: 'food' },
    );
    expect(toQueryFilters(state)).toEqual({
      search: 'ki',
      sortBy: 'word_count',
      sortOrder: 'ASC',
      tags: ['food', 'verbs'],
      page: 1,
      limit: 10,
    });
    expect(hasActiveFilters({ search: '   ', tags: [] })).toBe(false);
  });
});
