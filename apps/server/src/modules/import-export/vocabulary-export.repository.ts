import type { PartOfSpeech } from '@slovo/shared';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean } from '../../db/transaction';
import type { AnnotationColumns } from '../vocabulary';
import { ANNOTATION_COLUMN_NAMES } from '../vocabulary';

/** The reads of the vocabulary export, a page at a time (see vocabulary-export.service.ts). */

export interface ExportTagRow {
  name: string;
  display_name: string;
  description: string | null;
  color: string | null;
  icon: string | null;
}

/** Every tag (categoryIds null), or the tags of these categories, in creation order. */
export async function listExportTags(db: DbExecutor, categoryIds: readonly number[] | null): Promise<ExportTagRow[]> {
  let query = db.selectFrom('tags').select(['name', 'display_name', 'description', 'color', 'icon']).orderBy('id');
  if (categoryIds !== null) {
    if (categoryIds.length === 0) return [];
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('category_tags')
        .select('tag_id')
        .where('category_id', 'in', [...categoryIds]),
    );
  }
  return query.execute();
}

export interface ExportCategoryRow {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  is_approved_list: boolean;
}

/** The next page of categories after id `afterId` (all, or only `onlyIds`), in id order. */
export async function pageExportCategories(
  db: DbExecutor,
  afterId: number,
  limit: number,
  onlyIds: readonly number[] | null,
): Promise<ExportCategoryRow[]> {
  let query = db
    .selectFrom('categories')
    .select(['id', 'name', 'display_name', 'description', 'is_approved_list'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit);
  if (onlyIds !== null) query = query.where('id', 'in', [...onlyIds]);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, is_approved_list: fromDbBoolean(row.is_approved_list) }));
}

/** The tag names of these categories, in tag creation order. */
export async function listTagNamesOfCategories(
  db: DbExecutor,
  categoryIds: readonly number[],
): Promise<Array<{ category_id: number; name: string }>> {
  if (categoryIds.length === 0) return [];
  return db
    .selectFrom('category_tags')
    .innerJoin('tags', 'tags.id', 'category_tags.tag_id')
    .select(['category_tags.category_id', 'tags.name'])
    .where('category_tags.category_id', 'in', [...categoryIds])
    .orderBy('tags.id')
    .execute();
}

/** A word with the columns of its facts (db/word-annotations-column.ts). */
export interface ExportWordRow extends AnnotationColumns {
  id: number;
  category_id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

/**
 * The next page of the words of these categories, ordered by category then id (the order they
 * were added), after the word `after` (keyset pagination: each page costs the same however far in).
 */
export async function pageExportWords(
  db: DbExecutor,
  categoryIds: readonly number[],
  after: { categoryId: number; id: number } | null,
  limit: number,
): Promise<ExportWordRow[]> {
  if (categoryIds.length === 0) return [];
  let query = db
    .selectFrom('words')
    .select(['id', 'category_id', 'english', 'russian', 'part_of_speech', ...ANNOTATION_COLUMN_NAMES])
    .where('category_id', 'in', [...categoryIds])
    .orderBy('category_id')
    .orderBy('id')
    .limit(limit);
  if (after !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('category_id', '>', after.categoryId),
        eb.and([eb('category_id', '=', after.categoryId), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.execute();
}
