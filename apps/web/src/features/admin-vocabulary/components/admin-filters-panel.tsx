import { useId, type Dispatch } from 'react';
import { ADMIN_PAGE_SIZE_OPTIONS, CATEGORY_CREATOR_FILTERS, CATEGORY_SORT_FIELDS, CATEGORY_TAG_FILTERS } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import {
  FilterColumn,
  PageSizeSelect,
  SearchField,
  SelectField,
  SortButtons,
  TagFilter,
  type TagOptionsState,
} from '@/components/vocabulary-workspace';
import { useMessages } from '@/i18n';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';
import { activeFilters, type AdminFilterAction, type AdminFilters, type AdminPageSize } from '../filters';
import { ActiveFiltersBanner } from './active-filters-banner';
import '@/components/ui/form-field.css';

interface AdminFiltersPanelProps {
  filters: AdminFilters;
  dispatch: Dispatch<AdminFilterAction>;
  tagOptions: TagOptionsState;
}

type Text = (typeof ADMIN_VOCABULARY_TEXT)['en'];

function approvalLabel(value: boolean | null, TEXT: Text): string {
  if (value === null) return TEXT.approval.all;
  return value ? TEXT.approval.approved : TEXT.approval.notApproved;
}

/**
 * The left column, 'Filter Categories' (spec §2, §4): the active filters with Clear All, search,
 * tags (all must match, at most 10), approval (a button cycling all → approved → non-approved),
 * category type, creator, sort (the active field flips its order), "only words without stress"
 * (issue 32: the selected category's words) and page size.
 */
export function AdminFiltersPanel({ filters, dispatch, tagOptions }: AdminFiltersPanelProps) {
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  const approvalHintId = useId();
  const stressId = useId();
  const active = activeFilters(filters);

  return (
    <FilterColumn activeCount={active.length} title={TEXT.filterCategories}>
      <ActiveFiltersBanner filters={active} tags={tagOptions.tags} dispatch={dispatch} />
      <SearchField value={filters.search} onChange={(value) => dispatch({ type: 'search', value })} />
      <TagFilter selected={filters.tags} options={tagOptions} onToggle={(name) => dispatch({ type: 'toggleTag', name })} />

      <div className="field">
        <span className="field__label">{TEXT.approvalLegend}</span>
        <Button
          block
          variant={filters.isApprovedList === null ? 'secondary' : 'primary'}
          aria-describedby={approvalHintId}
          onClick={() => dispatch({ type: 'cycleApproval' })}
        >
          {approvalLabel(filters.isApprovedList, TEXT)}
        </Button>
        <p id={approvalHintId} className="field__hint">
          {TEXT.approvalHint}
        </p>
      </div>

      <SelectField
        label={TEXT.kindLabel}
        options={CATEGORY_TAG_FILTERS}
        value={filters.tag}
        optionLabel={(kind) => TEXT.kinds[kind]}
        onChange={(value) => dispatch({ type: 'tag', value })}
      />
      <SelectField
        label={TEXT.creatorLabel}
        options={CATEGORY_CREATOR_FILTERS}
        value={filters.creator}
        optionLabel={(creator) => TEXT.creators[creator]}
        onChange={(value) => dispatch({ type: 'creator', value })}
      />

      <SortButtons
        fields={CATEGORY_SORT_FIELDS}
        sortBy={filters.sortBy}
        sortOrder={filters.sortOrder}
        onSort={(field) => dispatch({ type: 'sort', field })}
      />
      <div className="field admin-vocab__check">
        <div className="admin-vocab__check-row">
          <input
            id={stressId}
            type="checkbox"
            checked={filters.stress === 'missing'}
            aria-describedby={`${stressId}-hint`}
            onChange={(event) => dispatch({ type: 'stress', value: event.target.checked ? 'missing' : 'all' })}
          />
          <label htmlFor={stressId}>{TEXT.withoutStressFilter}</label>
        </div>
        <p id={`${stressId}-hint`} className="field__hint">
          {TEXT.withoutStressHint}
        </p>
      </div>

      <PageSizeSelect
        sizes={ADMIN_PAGE_SIZE_OPTIONS}
        value={filters.limit}
        onChange={(limit) => dispatch({ type: 'limit', limit: limit as AdminPageSize })}
      />
    </FilterColumn>
  );
}
