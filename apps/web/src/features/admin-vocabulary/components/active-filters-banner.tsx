import type { Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import type { FilterTag } from '@/components/vocabulary-workspace';
import { useMessages } from '@/i18n';
import { ADMIN_VOCABULARY_TEXT } from '../admin-vocabulary.i18n';
import type { ActiveFilter, AdminFilterAction } from '../filters';

/** A tag's display name where the tag list knows it, else its name. */
type TagLabels = ReadonlyMap<string, string>;

type Text = (typeof ADMIN_VOCABULARY_TEXT)['en'];

function chipLabel(filter: ActiveFilter, tagLabels: TagLabels, TEXT: Text): string {
  switch (filter.kind) {
    case 'search':
      return TEXT.searchChip(filter.value);
    case 'tag':
      return TEXT.kinds[filter.value];
    case 'tags':
      return TEXT.tagChip(tagLabels.get(filter.value) ?? filter.value);
    case 'approval':
      return filter.value ? TEXT.approval.approved : TEXT.approval.notApproved;
    case 'creator':
      return TEXT.creatorChip(TEXT.creators[filter.value]);
    case 'stress':
      return TEXT.withoutStressChip;
  }
}

/** The action that removes one filter of the banner. */
function removal(filter: ActiveFilter): AdminFilterAction {
  switch (filter.kind) {
    case 'search':
      return { type: 'search', value: '' };
    case 'tag':
      return { type: 'tag', value: 'all' };
    case 'tags':
      return { type: 'toggleTag', name: filter.value };
    case 'approval':
      return { type: 'approval', value: null };
    case 'creator':
      return { type: 'creator', value: 'all' };
    case 'stress':
      return { type: 'stress', value: 'all' };
  }
}

/**
 * The active-filters banner (spec §2): each filter that narrows the list, removable on its own,
 * and Clear All. Hidden while no filter is active.
 */
export function ActiveFiltersBanner({
  filters,
  tags = [],
  dispatch,
}: {
  filters: readonly ActiveFilter[];
  /** The tags the filter offers, for the chips' display names. */
  tags?: readonly FilterTag[];
  dispatch: Dispatch<AdminFilterAction>;
}) {
  const TEXT = useMessages(ADMIN_VOCABULARY_TEXT);
  if (filters.length === 0) return null;
  const tagLabels: TagLabels = new Map(tags.map((tag) => [tag.name, tag.display_name || tag.name]));
  return (
    <div className="admin-vocab__active" role="group" aria-label={TEXT.activeFiltersLabel}>
      <ul className="admin-vocab__chips" role="list">
        {filters.map((filter) => {
          const label = chipLabel(filter, tagLabels, TEXT);
          return (
            <li key={`${filter.kind}:${String(filter.value)}`}>
              <button
                type="button"
                className="admin-vocab__chip"
                aria-label={TEXT.removeFilter(label)}
                onClick={() => dispatch(removal(filter))}
              >
                {label} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Button size="sm" onClick={() => dispatch({ type: 'clear' })}>
        {TEXT.clearAll}
      </Button>
    </div>
  );
}
