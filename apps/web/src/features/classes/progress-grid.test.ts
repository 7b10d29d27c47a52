import { describe, expect, it } from 'vitest';
import type { Assignment } from '@slovo/shared';
import { cellBand, moveInGrid, nextSort, sortedMemberIndexes } from './progress-grid';
import { progressOf } from './testing/fake-classes-server';

const learnedTarget: Pick<Assignment, 'target'> = { target: { kind: 'learned' } };
const scoreTarget: Pick<Assignment, 'target'> = { target: { kind: 'score', game: 'game3', percent: 80 } };
const assignment = (id: number, target: Assignment['target'] = { kind: 'learned' }) =>
  ({ id, target, category: { id, name: `c${id}`, displayName: `C${id}` } }) as Assignment;

describe('the progress table’s rules', () => {
  it('bands a cell by words learned, or by the best score against the one asked for', () => {
    expect(cellBand(progressOf(0), learnedTarget)).toBe('none');
    expect(cellBand(progressOf(2), learnedTarget)).toBe('low');
    expect(cellBand(progressOf(5), learnedTarget)).toBe('mid');
    expect(cellBand(progressOf(9), learnedTarget)).toBe('high');
    expect(cellBand(progressOf(10), learnedTarget)).toBe('done');
    expect(cellBand(progressOf(0, 10, { bestScores: { game3: 60 } }), scoreTarget)).toBe('high');
    expect(cellBand(progressOf(0, 10, { bestScores: { game1: 100 } }), scoreTarget)).toBe('none');
  });

  it('sorts by name, then by a column (ties by name), and turns the order round on a second press', () => {
    const progress = {
      members: [
        { id: 1, username: 'vera' },
        { id: 2, username: 'Boris' },
        { id: 3, username: 'alla' },
      ],
      assignments: [assignment(11)],
      cells: [[progressOf(5)], [progressOf(2)], [progressOf(5, 10, { mistakes: 0 })]],
    };
    const names = (order: number[]) => order.map((index) => progress.members[index]!.username);
    let sort = nextSort({ key: 'member', direction: 'ascending' }, 'member');
    expect(sort).toEqual({ key: 'member', direction: 'descending' });
    expect(names(sortedMemberIndexes(progress, sort))).toEqual(['vera', 'Boris', 'alla']);
    sort = nextSort(sort, 11);
    expect(sort).toEqual({ key: 11, direction: 'ascending' });
    // Furthest behind first; alla and vera both 5/10, alla with fewer mistakes ranks as further on.
    expect(names(sortedMemberIndexes(progress, sort))).toEqual(['Boris', 'vera', 'alla']);
    expect(names(sortedMemberIndexes(progress, nextSort(sort, 11)))).toEqual(['alla', 'vera', 'Boris']);
  });

  it('moves by the arrows inside the grid, to the row’s ends with Home and End, to the corners with Ctrl', () => {
    const at = { row: 1, column: 1 };
    expect(moveInGrid(at, 'ArrowUp', 3, 3)).toEqual({ row: 0, column: 1 });
    expect(moveInGrid(at, 'ArrowDown', 3, 3)).toEqual({ row: 2, column: 1 });
    expect(moveInGrid(at, 'ArrowLeft', 3, 3)).toEqual({ row: 1, column: 0 });
    expect(moveInGrid(at, 'ArrowRight', 3, 3)).toEqual({ row: 1, column: 2 });
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowUp', 3, 3)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 2, column: 2 }, 'ArrowRight', 3, 3)).toEqual({ row: 2, column: 2 });
    expect(moveInGrid(at, 'Home', 3, 3)).toEqual({ row: 1, column: 0 });
    expect(moveInGrid(at, 'End', 3, 3)).toEqual({ row: 1, column: 2 });
    expect(moveInGrid(at, 'End', 3, 3, true)).toEqual({ row: 2, column: 2 });
    expect(moveInGrid(at, 'PageUp', 3, 3)).toEqual({ row: 0, column: 1 });
    expect(moveInGrid(at, 'Enter', 3, 3)).toBeNull();
    expect(moveInGrid(at, 'ArrowUp', 0, 3)).toBeNull();
  });
});
