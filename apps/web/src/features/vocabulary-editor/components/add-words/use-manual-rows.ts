import { useRef, useState, type KeyboardEvent } from 'react';
import { canRemoveManualRow, type WordPair } from '@slovo/shared/rules/word-rules';
import type { FocusAfterRender } from './use-focus-after-render';

export type Side = 'english' | 'russian';

export interface Row extends WordPair {
  /** Stable identity for React and focus; row numbers shift when a row is removed. */
  key: number;
}

/**
 * Manual Entry's rows: one empty row to start, a row added or removed with the focus moved to it
 * or its neighbour, and Enter walking English → Russian → the next row (a new one after the last).
 */
export function useManualRows(focus: FocusAfterRender, fieldId: (side: Side, key: number) => string) {
  const nextKey = useRef(1);
  const newRow = (): Row => ({ key: nextKey.current++, english: '', russian: '' });
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);

  const updateRow = (key: number, side: Side, value: string) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, [side]: value } : row)));

  const addRow = () => {
    const row = newRow();
    setRows((all) => [...all, row]);
    focus.afterRender(fieldId('english', row.key));
  };

  /** Whether the row went: the last one stays. */
  const removeRow = (key: number): boolean => {
    if (!canRemoveManualRow(rows.length)) return false;
    const at = rows.findIndex((row) => row.key === key);
    const remaining = rows.filter((row) => row.key !== key);
    setRows(remaining);
    const neighbour = remaining[Math.min(at, remaining.length - 1)];
    if (neighbour) focus.afterRender(fieldId('english', neighbour.key));
    return true;
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number, side: Side) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const row = rows[index]!;
    if (side === 'english') {
      focus.now(fieldId('russian', row.key));
      return;
    }
    const next = rows[index + 1];
    if (next) focus.now(fieldId('english', next.key));
    else addRow();
  };

  return { rows, updateRow, addRow, removeRow, onFieldKeyDown };
}
