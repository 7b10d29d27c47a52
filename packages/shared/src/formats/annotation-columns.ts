import type { AnnotationValues, RawAnnotationValues, ValueCheck } from '../rules/annotation-values';
import { readAnnotationValues } from '../rules/annotation-values';
import { ENGLISH_FORM_KEYS, RUSSIAN_FORM_KEYS } from '../rules/word-annotations';
import type { EnglishFormKey, RussianFormKey } from '../rules/word-annotations';

/**
 * A word's facts as columns of a CSV or TSV file (issue 32): the columns Slovo's CSV export writes
 * after its own, and the names a header row may give them. One column per fact and per form, so a
 * spreadsheet shows and edits each on its own:
 *
 *   stressed  gender  animate  aspect  aspect_partner  gen_sg nom_pl gen_pl  sg1 sg2 pl3 past_m
 *   past_f  short_m short_f short_n short_pl  ipa  english_past english_past_participle
 *   english_plural english_comparative english_superlative
 *
 * Header names are read in any case, with spaces or hyphens for underscores; "stress" is read as
 * stressed, "partner" as aspect_partner, "forms.gen_sg" and "english_forms.past" as the form. Cells
 * are checked by the value rules (rules/annotation-values.ts); a blank cell is no value.
 */

type SingleField = 'stressed' | 'gender' | 'animate' | 'aspect' | 'aspect_partner' | 'ipa';
export type AnnotationColumn = { field: SingleField } | { form: RussianFormKey } | { englishForm: EnglishFormKey };

const englishFormColumn = (key: EnglishFormKey) => `english_${key}`;

/** The columns in the order the CSV export writes them. */
export const ANNOTATION_COLUMNS: readonly string[] = [
  'stressed',
  'gender',
  'animate',
  'aspect',
  'aspect_partner',
  ...RUSSIAN_FORM_KEYS,
  'ipa',
  ...ENGLISH_FORM_KEYS.map(englishFormColumn),
];

const COLUMNS_BY_NAME: ReadonlyMap<string, AnnotationColumn> = new Map<string, AnnotationColumn>([
  ...(['stressed', 'gender', 'animate', 'aspect', 'aspect_partner', 'ipa'] as const).map(
    (field) => [field, { field }] as [string, AnnotationColumn],
  ),
  ['stress', { field: 'stressed' }],
  ['partner', { field: 'aspect_partner' }],
  ...RUSSIAN_FORM_KEYS.flatMap((form) => [
    [form, { form }] as [string, AnnotationColumn],
    [`forms.${form}`, { form }] as [string, AnnotationColumn],
  ]),
  ...ENGLISH_FORM_KEYS.flatMap((englishForm) => [
    [englishFormColumn(englishForm), { englishForm }] as [string, AnnotationColumn],
    [`english_forms.${englishForm}`, { englishForm }] as [string, AnnotationColumn],
  ]),
]);

/** The fact a header cell names, or null. */
export function annotationColumnOf(name: string): AnnotationColumn | null {
  return (
    COLUMNS_BY_NAME.get(
      name
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    ) ?? null
  );
}

const columnKey = (column: AnnotationColumn) =>
  'field' in column ? column.field : 'form' in column ? `form:${column.form}` : `english:${column.englishForm}`;

/** Position → fact of the header's annotation columns (each fact's first column only). */
export function annotationColumnsOf(header: readonly string[]): Map<number, AnnotationColumn> {
  const columns = new Map<number, AnnotationColumn>();
  const seen = new Set<string>();
  header.forEach((name, index) => {
    const column = annotationColumnOf(name);
    if (column === null || seen.has(columnKey(column))) return;
    seen.add(columnKey(column));
    columns.set(index, column);
  });
  return columns;
}

/** The columns in ANNOTATION_COLUMNS order, starting at `first` (a file without a header row). */
export function positionalAnnotationColumns(first: number): Map<number, AnnotationColumn> {
  return new Map(ANNOTATION_COLUMNS.map((name, index) => [first + index, annotationColumnOf(name)!]));
}

/**
 * The facts a row's cells give, checked against the row's cleaned Russian side; a bad cell
 * refuses them all with its message (the caller skips the row).
 */
export function readAnnotationCells(
  fields: readonly string[],
  columns: ReadonlyMap<number, AnnotationColumn>,
  russian: string,
): ValueCheck<AnnotationValues> {
  const raw: RawAnnotationValues & { forms?: Record<string, string>; english_forms?: Record<string, string> } = {};
  for (const [index, column] of columns) {
    const cell = fields[index] ?? '';
    if (cell.trim() === '') continue;
    if ('field' in column) raw[column.field] = cell;
    else if ('form' in column) raw.forms = { ...raw.forms, [column.form]: cell };
    else raw.english_forms = { ...raw.english_forms, [column.englishForm]: cell };
  }
  return readAnnotationValues(raw, russian);
}

/** A word's facts as cells, in ANNOTATION_COLUMNS order (blank where it has none). */
export function annotationCells(values: AnnotationValues): string[] {
  return ANNOTATION_COLUMNS.map((name) => {
    const column = annotationColumnOf(name)!;
    if ('form' in column) return values.forms?.[column.form] ?? '';
    if ('englishForm' in column) return values.english_forms?.[column.englishForm] ?? '';
    const value = values[column.field];
    return value === undefined ? '' : String(value);
  });
}
