import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ClassProgress } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { CLASSES_TEXT } from '../classes.i18n';
import {
  DEFAULT_SORT,
  cellBand,
  moveInGrid,
  nextSort,
  sortedMemberIndexes,
  type GridPosition,
  type SortKey,
  type SortState,
} from '../progress-grid';
import { useAssignmentText } from './use-assignment-text';

/**
 * The teacher's table: rows are the members, columns the assignments. Each cell is a colour band
 * and its words ("12/40 learned", "Done"), with the due cards and mistakes under them; the chosen
 * cell's whole story (last played, best scores) shows below the table. Sortable by the member's
 * name and by each assignment (buttons in the headers, aria-sort), and a grid for the keyboard:
 * one cell in the tab order, the arrow keys (Home, End, PageUp, PageDown) move between them.
 */
export function ProgressTable({ progress }: { progress: ClassProgress }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const text = useAssignmentText();
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [focus, setFocus] = useState<GridPosition>({ row: 0, column: 0 });
  const [chosen, setChosen] = useState<{ member: number; assignment: number } | null>(null);
  const moved = useRef(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const order = sortedMemberIndexes(progress, sort);
  const rows = order.length;
  const columns = progress.assignments.length + 1;
  // The remembered cell stays inside the table when members or assignments go.
  const active = { row: Math.min(focus.row, rows - 1), column: Math.min(focus.column, columns - 1) };

  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}-${active.column}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, at: GridPosition) => {
    const next = moveInGrid(at, event.key, rows, columns, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocus(next);
  };

  const cellProps = (at: GridPosition) => ({
    'data-cell': `${at.row}-${at.column}`,
    tabIndex: at.row === active.row && at.column === active.column ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, at),
    onFocus: () => {
      setFocus(at);
      const member = order[at.row]!;
      setChosen(at.column === 0 ? null : { member, assignment: at.column - 1 });
    },
  });

  const ariaSort = (key: SortKey) => (sort.key === key ? sort.direction : undefined);
  const sortButton = (key: SortKey, label: string) => (
    <button type="button" className="classes__sort" onClick={() => setSort((current) => nextSort(current, key))}>
      <span>{label}</span>
      <span className="classes__sort-mark" aria-hidden="true">
        {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
      </span>
      <span className="visually-hidden">{` ${TEXT.sortBy(label)}`}</span>
    </button>
  );

  const chosenCell = chosen && progress.cells[chosen.member]?.[chosen.assignment];
  const chosenAssignment = chosen && progress.assignments[chosen.assignment];
  return (
    <>
      <p className="classes__muted classes__small">{TEXT.progressHint}</p>
      <div className="classes__table-wrap" role="region" aria-labelledby="class-progress-caption">
        <table ref={tableRef} className="classes__table">
          <caption id="class-progress-caption" className="visually-hidden">
            {TEXT.progressCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('member')}>
                {sortButton('member', TEXT.member)}
              </th>
              {progress.assignments.map((assignment) => (
                <th key={assignment.id} scope="col" aria-sort={ariaSort(assignment.id)}>
                  {sortButton(assignment.id, assignment.category.displayName)}
                  <span className="classes__th-due">{text.due(assignment.dueDate)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.map((memberIndex, row) => (
              <tr key={progress.members[memberIndex]!.id}>
                <th scope="row" className="classes__member-cell" {...cellProps({ row, column: 0 })}>
                  {progress.members[memberIndex]!.username}
                </th>
                {progress.assignments.map((assignment, index) => {
                  const cell = progress.cells[memberIndex]![index]!;
                  const band = cellBand(cell, assignment);
                  return (
                    <td
                      key={assignment.id}
                      className={`classes__cell classes__cell--${band}`}
                      title={text.details(cell)}
                      {...cellProps({ row, column: index + 1 })}
                    >
                      <span className="classes__band" aria-hidden="true" />
                      <span className="classes__cell-main">
                        {text.learned(cell)}
                        {cell.done && <span className="classes__done"> ✓ {TEXT.done}</span>}
                      </span>
                      <span className="classes__cell-sub">
                        {TEXT.dueCount(cell.due)} · {TEXT.mistakes(cell.mistakes)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="classes__cell-details" role="status" aria-live="polite" aria-label={TEXT.cellDetails}>
        {chosenCell && chosenAssignment ? (
          <p>
            <strong>
              {progress.members[chosen.member]!.username} — {chosenAssignment.category.displayName}:
            </strong>{' '}
            {text.learned(chosenCell)}
            {chosenCell.done && ` · ${TEXT.done}`} · {text.due(chosenAssignment.dueDate)} · {text.details(chosenCell)}
          </p>
        ) : (
          <p className="classes__muted">{TEXT.cellDetailsHint}</p>
        )}
      </div>
    </>
  );
}
