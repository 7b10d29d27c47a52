import { useId } from 'react';
import { CATEGORY_SEARCH_MAX_LENGTH, type CategorySortField, type SortOrder } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { WORKSPACE_TEXT as TEXT } from './workspace-text';
import '@/components/ui/form-field.css';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The category search box (name and display name, case-insensitive on the server). */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {TEXT.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        className="field__input"
        value={value}
        maxLength={CATEGORY_SEARCH_MAX_LENGTH}
        placeholder={TEXT.searchPlaceholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface SortButtonsProps<F extends CategorySortField> {
  fields: readonly F[];
  sortBy: F;
  sortOrder: SortOrder;
  onSort: (field: F) => void;
}

/** One toggle button per sort field; the active one shows (and announces) its order. */
export function SortButtons<F extends CategorySortField>({ fields, sortBy, sortOrder, onSort }: SortButtonsProps<F>) {
  const order = sortOrder === 'ASC' ? TEXT.ascending : TEXT.descending;
  return (
    <fieldset className="vocab-ws__fieldset">
      <legend className="field__label">{TEXT.sortLegend}</legend>
      <div className="vocab-ws__sort">
        {fields.map((field) => {
          const active = sortBy === field;
          return (
            <Button
              key={field}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              aria-label={active ? `${TEXT.sortFields[field]}, ${order}` : undefined}
              onClick={() => onSort(field)}
            >
              {TEXT.sortFields[field]}
              {active && <span aria-hidden="true">{sortOrder === 'ASC' ? '↑' : '↓'}</span>}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The 'All' page size is sent as 1000 (spec §9). */
const ALL_PAGE_SIZE = 1000;

interface PageSizeSelectProps {
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}

export function PageSizeSelect({ sizes, value, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {TEXT.pageSize}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size === ALL_PAGE_SIZE ? TEXT.allPageSize : size}
          </option>
        ))}
      </select>
    </div>
  );
}
