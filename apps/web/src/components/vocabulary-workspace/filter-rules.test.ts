import { describe, expect, it } from 'vitest';
import { MAX_TAG_FILTER } from '@slovo/shared';
import { nextSort, toggleTagName } from './filter-rules';

describe('nextSort', () => {
  it('flips the order when the active field is clicked again', () => {
    expect(nextSort({ sortBy: 'name', sortOrder: 'ASC' }, 'name')).toEqual({ sortBy: 'name', sortOrder: 'DESC' });
    expect(nextSort({ sortBy: 'name', sortOrder: 'DESC' }, 'name')).toEqual({ sortBy: 'name', sortOrder: 'ASC' });
  });

  it('selects another field ascending, whatever the order was', () => {
    expect(nextSort({ sortBy: 'name', sortOrder: 'DESC' }, 'word_count')).toEqual({ sortBy: 'word_count', sortOrder: 'ASC' });
  });
});

describe('toggleTagName', () => {
  it('adds a tag at the end and removes a chosen one', () => {
    expect(toggleTagName(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTagName(['a', 'b'], 'a')).toEqual(['b']);
  });

  it(`refuses an eleventh tag but still lets one of the ${MAX_TAG_FILTER} go`, () => {
    const full = Array.from({ length: MAX_TAG_FILTER }, (_, index) => `tag-${index}`);
    expect(toggleTagName(full, 'one-more')).toBe(full);
    expect(toggleTagName(full, 'tag-3')).toHaveLength(MAX_TAG_FILTER - 1);
  });
});
