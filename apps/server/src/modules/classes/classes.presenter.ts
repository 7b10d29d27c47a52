import type { Assignment, AssignmentTarget, CardKind } from '@slovo/shared';
import type { DbExecutor } from '../../db/transaction';
import type { AssignmentScope } from './class-progress';
import { findCategoryWordIds, type AssignmentRow } from './classes.repository';

/** An assignment as stored, with what its progress is computed over. */
export interface ScopedAssignment {
  row: AssignmentRow;
  scope: AssignmentScope;
}

/**
 * The assignments' JSON columns read, and the words each asks for: its category's, or those of
 * its practice that are still in the category (a word deleted since is no longer asked).
 */
export async function scopesOf(db: DbExecutor, rows: readonly AssignmentRow[]): Promise<ScopedAssignment[]> {
  const words = await findCategoryWordIds(
    db,
    rows.map((row) => row.category_id),
  );
  return rows.map((row) => {
    const inCategory = words.get(row.category_id) ?? [];
    const practice = row.word_ids === null ? null : new Set(JSON.parse(row.word_ids) as number[]);
    return {
      row,
      scope: {
        id: row.id,
        categoryId: row.category_id,
        kinds: JSON.parse(row.kinds) as CardKind[],
        target: JSON.parse(row.target) as AssignmentTarget,
        wordIds: practice === null ? inCategory : inCategory.filter((id) => practice.has(id)),
      },
    };
  });
}

export function presentAssignment({ row, scope }: ScopedAssignment): Assignment {
  return {
    id: row.id,
    category: { id: row.category_id, name: row.category_name, displayName: row.category_display_name },
    dueDate: row.due_date,
    kinds: [...scope.kinds],
    target: scope.target,
    wordIds: row.word_ids === null ? null : [...scope.wordIds],
    words: scope.wordIds.length,
    createdAt: row.created_at,
  };
}
