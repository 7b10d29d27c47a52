/**
 * The teacher's progress table's rules, apart from its markup: how far a member is on an
 * assignment (the colour band), the rows' order for each sortable column, and where the arrow
 * keys move the focus (one cell in the tab order, a roving tabindex).
 */
import type { Assignment, AssignmentProgress, ClassProgress } from '@slovo/shared';

/** How far a cell is towards its target, 0 to 1: words learned, or the best score against the one asked for. */
export function cellRatio(cell: AssignmentProgress, assignment: Pick<Assignment, 'target'>): number {
  if (cell.done) return 1;
  const { target } = assignment;
  if (target.kind === 'score') return Math.min(1, (cell.bestScores[target.game] ?? 0) / target.percent);
  return cell.words === 0 ? 0 : Math.min(1, cell.learned / cell.words);
}

export type CellBand = 'none' | 'low' | 'mid' | 'high' | 'done';

/** The colour band of a cell; its text says the same (the number, "Done"), so colour is never alone. */
export function cellBand(cell: AssignmentProgress, assignment: Pick<Assignment, 'target'>): CellBand {
  if (cell.done) return 'done';
  const ratio = cellRatio(cell, assignment);
  if (ratio === 0) return 'none';
  if (ratio < 1 / 3) return 'low';
  if (ratio < 2 / 3) return 'mid';
  return 'high';
}

/** The member name column, or an assignment's column by its id. */
export type SortKey = 'member' | number;
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'member', direction: 'ascending' };

/** A header's button: the same column turns the order round; another starts ascending (names) or with the furthest behind. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The members' indexes in `progress.members`, in the order `sort` asks: by name, or by their
 * progress on one assignment (ties by name, always A→Z so equal rows do not jump about).
 */
export function sortedMemberIndexes(
  progress: Pick<ClassProgress, 'members' | 'assignments' | 'cells'>,
  sort: SortState,
): number[] {
  const indexes = progress.members.map((_, index) => index);
  const name = (index: number) => progress.members[index]!.username;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'member') return indexes.sort((a, b) => sign * byName.compare(name(a), name(b)));
  const column = progress.assignments.findIndex((assignment) => assignment.id === sort.key);
  if (column === -1) return indexes.sort((a, b) => byName.compare(name(a), name(b)));
  const assignment = progress.assignments[column]!;
  const score = (index: number) => {
    const cell = progress.cells[index]![column]!;
    // Ratio first; among equals, more words learned, then fewer mistakes.
    return [cellRatio(cell, assignment), cell.learned, -cell.mistakes] as const;
  };
  return indexes.sort((a, b) => {
    const [left, right] = [score(a), score(b)];
    for (let i = 0; i < left.length; i += 1) {
      if (left[i] !== right[i]) return sign * (left[i]! - right[i]!);
    }
    return byName.compare(name(a), name(b));
  });
}

/** A cell of the table's body: its row (0 = first shown) and column (0 = the member's name). */
export interface GridPosition {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus in a grid of `rows` × `columns`: the arrows by one cell, Home and
 * End to the row's ends (with Ctrl, the table's), PageUp/PageDown to the first and last row.
 * Null for any other key, or when the grid is empty.
 */
export function moveInGrid(from: GridPosition, key: string, rows: number, columns: number, ctrl = false): GridPosition | null {
  if (rows === 0 || columns === 0) return null;
  const clamp = (row: number, column: number) => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    column: Math.max(0, Math.min(columns - 1, column)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(from.row - 1, from.column);
    case 'ArrowDown':
      return clamp(from.row + 1, from.column);
    case 'ArrowLeft':
      return clamp(from.row, from.column - 1);
    case 'ArrowRight':
      return clamp(from.row, from.column + 1);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(from.row, 0);
    case 'End':
      return ctrl ? clamp(rows - 1, columns - 1) : clamp(from.row, columns - 1);
    case 'PageUp':
      return clamp(0, from.column);
    case 'PageDown':
      return clamp(rows - 1, from.column);
    default:
      return null;
  }
}
