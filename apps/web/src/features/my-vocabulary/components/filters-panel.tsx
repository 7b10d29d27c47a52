import { useId, useState, type Dispatch } from 'react';
import { CATEGORY_SEARCH_MAX_LENGTH, MAX_TAG_FILTER, MY_VOCABULARY_MESSAGES, PAGE_SIZE_OPTIONS } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PERSONAL_SORT_FIELDS, hasActiveFilters, type FilterAction, type FilterState } from '../filters';
import { MY_VOCABULARY_TEXT as TEXT } from '../my-vocabulary-text';
import { useMediaQuery } from '../use-media-query';
import '@/components/ui/form-field.css';

/** A tag the filter offers. */
export interface FilterTag {
  name: string;
  display_name: string;
}

export interface TagOptionsState {
  tags: readonly FilterTag[] | undefined;
  isLoading: boolean;
  /** 'Failed to load available tags' when the list could not be loaded. */
  error: string | null;
}

interface FiltersPanelProps {
  filters: FilterState;
  dispatch: Dispatch<FilterAction>;
  tagOptions: TagOptionsState;
}

/** Phones (the stylesheet's breakpoint): the filters fold away. */
const NARROW_SCREEN = '(max-width: 767.98px)';

/** The 'All' page size is sent as 1000 (spec §9). */
const ALL_PAGE_SIZE = 1000;

/**
 * The left column (spec §2, §4): search, sort (word count or creation date, the active field
 * flips its order), tags (all must match, at most 10), page size and Clear filters. Every change
 * goes back to page 1; the list reloads 300 ms after the last one. On phones it folds away
 * behind its heading, a disclosure button.
 */
export function FiltersPanel({ filters, dispatch, tagOptions }: FiltersPanelProps) {
  const headingId = useId();
  const bodyId = useId();
  const searchId = useId();
  const pageSizeId = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [open, setOpen] = useState(false);
  const activeCount = (filters.search.trim() ? 1 : 0) + filters.tags.length;

  return (
    <section className="my-vocab__panel my-vocab__filters" aria-labelledby={headingId}>
      {narrow ? (
        // Phones: the heading is a disclosure button that folds the filters away.
        <h2 id={headingId} className="my-vocab__panel-title">
          <button
            type="button"
            className="my-vocab__filters-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {TEXT.filters}
            {activeCount > 0 && <span className="my-vocab__filters-count">{TEXT.activeFilters(activeCount)}</span>}
            <span className={open ? 'my-vocab__chevron is-open' : 'my-vocab__chevron'} aria-hidden="true">
              ▾
            </span>
          </button>
        </h2>
      ) : (
        <h2 id={headingId} className="my-vocab__panel-title">
          {TEXT.filters}
        </h2>
      )}

      <div id={bodyId} className="my-vocab__filters-body" hidden={narrow && !open}>
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {TEXT.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            value={filters.search}
            maxLength={CATEGORY_SEARCH_MAX_LENGTH}
            placeholder={TEXT.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => dispatch({ type: 'search', value: event.target.value })}
          />
        </div>

        <fieldset className="my-vocab__fieldset">
          <legend className="field__label">{TEXT.sortLegend}</legend>
          <div className="my-vocab__sort">
            {PERSONAL_SORT_FIELDS.map((field) => {
              const active = filters.sortBy === field;
              const order = filters.sortOrder === 'ASC' ? TEXT.ascending : TEXT.descending;
              return (
                <Button
                  key={field}
                  size="sm"
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  aria-label={active ? `${TEXT.sortFields[field]}, ${order}` : undefined}
                  onClick={() => dispatch({ type: 'sort', field })}
                >
                  {TEXT.sortFields[field]}
                  {active && <span aria-hidden="true">{filters.sortOrder === 'ASC' ? '↑' : '↓'}</span>}
                </Button>
              );
            })}
          </div>
        </fieldset>

        <TagFilter selected={filters.tags} options={tagOptions} onToggle={(name) => dispatch({ type: 'toggleTag', name })} />

        <div className="field">
          <label className="field__label" htmlFor={pageSizeId}>
            {TEXT.pageSize}
          </label>
          <select
            id={pageSizeId}
            className="field__input"
            value={filters.limit}
            onChange={(event) => dispatch({ type: 'limit', limit: Number(event.target.value) })}
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size === ALL_PAGE_SIZE ? TEXT.allPageSize : size}
              </option>
            ))}
          </select>
        </div>

        <Button block onClick={() => dispatch({ type: 'clear' })} disabled={!hasActiveFilters(filters)}>
          {TEXT.clearFilters}
        </Button>
      </div>
    </section>
  );
}

interface TagFilterProps {
  selected: readonly string[];
  options: TagOptionsState;
  onToggle: (name: string) => void;
}

/** Tag multi-select as a list of checkboxes: once 10 are chosen the others are disabled. */
function TagFilter({ selected, options, onToggle }: TagFilterProps) {
  const hintId = useId();
  const full = selected.length >= MAX_TAG_FILTER;
  let body;
  if (options.error) {
    body = (
      <p className="field__error" role="alert">
        {options.error}
      </p>
    );
  } else if (!options.tags) {
    body = (
      <p className="my-vocab__muted" role="status">
        <Spinner size="sm" /> {TEXT.loadingTags}
      </p>
    );
  } else if (options.tags.length === 0) {
    body = <p className="my-vocab__muted">{MY_VOCABULARY_MESSAGES.noTagsAvailable}</p>;
  } else {
    body = (
      <ul className="my-vocab__tag-list" role="list">
        {options.tags.map((tag) => {
          const checked = selected.includes(tag.name);
          return (
            <li key={tag.name}>
              <label className="my-vocab__tag-option">
                <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => onToggle(tag.name)} />
                <span>{tag.display_name || tag.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset className="my-vocab__fieldset" aria-describedby={hintId}>
      <legend className="field__label">{TEXT.tagsLegend}</legend>
      <p id={hintId} className="field__hint">
        {full ? TEXT.tagsLimitReached(MAX_TAG_FILTER) : TEXT.tagsHint(MAX_TAG_FILTER)}
      </p>
      {body}
    </fieldset>
  );
}
