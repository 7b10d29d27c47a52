import { useId } from 'react';
import { CATEGORY_SEARCH_MAX_LENGTH, type CategorySortField, type SortOrder } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { WORKSPACE_TEXT } from './workspace.i18n';
import '@/components/ui/form-field.css';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The category search box (name and display name, case-insensitive on the server). */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const id = useId();
  const TEXT = useMessages(WORKSPACE_TEXT);
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
  const TEXT = useMessages(WORKSPACE_TEXT);
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

interface SelectFieldProps<V extends string | number> {
  label: string;
  options: readonly V[];
  value: V;
  /** The text of each option (the value itself by default). */
  optionLabel?: (option: V) => string;
  onChange: (value: V) => void;
}

/** A labelled drop-down of fixed options; the chosen one comes back as the option itself, not its text. */
export function SelectField<V extends string | number>({
  label,
  options,
  value,
  optionLabel = String,
  onChange,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(options.find((option) => String(option) === event.target.value) ?? value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
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
  const TEXT = useMessages(WORKSPACE_TEXT);
  return (
    <SelectField
      label={TEXT.pageSize}
      options={sizes}
      value={value}
      optionLabel={(size) => (size === ALL_PAGE_SIZE ? TEXT.allPageSize : String(size))}
      onChange={onChange}
    />
  );
}
