import type { Dispatch } from 'react';
import { PAGE_SIZE_OPTIONS } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import {
  FilterColumn,
  PageSizeSelect,
  SearchField,
  SortButtons,
  TagFilter,
  type TagOptionsState,
} from '@/components/vocabulary-workspace';
import { PERSONAL_SORT_FIELDS, hasActiveFilters, type FilterAction, type FilterState } from '../filters';
import { useMessages } from '@/i18n';
import { MY_VOCABULARY_TEXT } from '../my-vocabulary.i18n';

interface FiltersPanelProps {
  filters: FilterState;
  dispatch: Dispatch<FilterAction>;
  tagOptions: TagOptionsState;
}

/**
 * The left column (spec §2, §4): search, sort (word count or creation date, the active field
 * flips its order), tags (all must match, at most 10), page size and Clear filters. Every change
 * goes back to page 1; the list reloads 300 ms after the last one.
 */
export function FiltersPanel({ filters, dispatch, tagOptions }: FiltersPanelProps) {
  const TEXT = useMessages(MY_VOCABULARY_TEXT);
  const activeCount = (filters.search.trim() ? 1 : 0) + filters.tags.length;
  return (
    <FilterColumn activeCount={activeCount}>
      <SearchField value={filters.search} onChange={(value) => dispatch({ type: 'search', value })} />
      <SortButtons
        fields={PERSONAL_SORT_FIELDS}
        sortBy={filters.sortBy}
        sortOrder={filters.sortOrder}
        onSort={(field) => dispatch({ type: 'sort', field })}
      />
      <TagFilter selected={filters.tags} options={tagOptions} onToggle={(name) => dispatch({ type: 'toggleTag', name })} />
      <PageSizeSelect sizes={PAGE_SIZE_OPTIONS} value={filters.limit} onChange={(limit) => dispatch({ type: 'limit', limit })} />
      <Button block onClick={() => dispatch({ type: 'clear' })} disabled={!hasActiveFilters(filters)}>
        {TEXT.clearFilters}
      </Button>
    </FilterColumn>
  );
}
