import type { CategoryTag, Role } from '@slovo/shared';
import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean } from '../../db/transaction';
import type { CatalogueCategory, CatalogueSource } from './category-catalogue';
import { CATEGORY_COLUMNS, toCategoryRecord } from './vocabulary.repository';

/**
 * Everything the category catalogue holds (category-catalogue.ts), in four statements: the
 * categories with their word count, owner's role and lowered names, by lower(display_name) and id;
 * their ids by created_at and id; the tag links; the tags with their lowered names.
 */
export async function loadCatalogueSource(db: DbExecutor): Promise<CatalogueSource> {
  // SQLite's lower() is the app's toLowerCase (database.ts), so the names are lowered in code there:
  // calling it through SQLite for 10,000 rows cost 40 ms (measured). The rows are read in table
  // order and put in name order by the ids of a second statement that reads the
  // lower(display_name) index alone (45 → 24 + 3 ms on SQLite, measured).
  const postgres = isPostgres(db);
  const [rows, named, created, links, tagRows] = await Promise.all([
    db
      .selectFrom('categories')
      .leftJoin('users', 'users.id', 'categories.user_id')
      .select(CATEGORY_COLUMNS)
      .select([
        'categories.word_count',
        'users.role as owner_role',
        (postgres ? sql<string>`lower(categories.name)` : sql<string>`categories.name`).as('name_key'),
        (postgres ? sql<string>`lower(categories.display_name)` : sql<string>`categories.display_name`).as('display_name_key'),
      ])
      .execute(),
    db
      .selectFrom('categories')
      .select('id')
      .orderBy(sql`lower(categories.display_name)`, 'asc')
      .orderBy('id', 'asc')
      .execute(),
    db.selectFrom('categories').select('id').orderBy('created_at', 'asc').orderBy('id', 'asc').execute(),
    db.selectFrom('category_tags').select(['category_id', 'tag_id']).execute(),
    db
      .selectFrom('tags')
      .select(['id', 'name', 'display_name', 'color', 'icon', 'is_system', sql<string>`lower(tags.name)`.as('name_key')])
      .orderBy('id')
      .execute(),
  ]);
  // Each category's tags in tag creation order, as tagsOf() gives them; one object per tag, shared.
  const tagOrder = new Map(tagRows.map((row, index) => [row.id, index]));
  const presented = tagRows.map((tag): CategoryTag => ({
    id: tag.id,
    name: tag.name,
    display_name: tag.display_name,
    color: tag.color,
    icon: tag.icon,
    is_system: fromDbBoolean(tag.is_system),
  }));
  const tagIdsOf = new Map<number, number[]>();
  for (const link of links) {
    const ids = tagIdsOf.get(link.category_id);
    if (ids) ids.push(link.tag_id);
    else tagIdsOf.set(link.category_id, [link.tag_id]);
  }
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const byName = named.flatMap(({ id }): CatalogueCategory[] => {
    const row = rowById.get(id);
    if (!row) return [];
    const indexes = (tagIdsOf.get(row.id) ?? []).flatMap((tagId) => tagOrder.get(tagId) ?? []).sort((a, b) => a - b);
    return [
      {
        record: toCategoryRecord(row),
        ownerIsAdmin: (row.owner_role as Role | null) === 'admin',
        shared: row.privacy === 'shared',
        nameKey: postgres ? row.name_key : row.name_key.toLowerCase(),
        displayNameKey: postgres ? row.display_name_key : row.display_name_key.toLowerCase(),
        tagKeys: indexes.map((index) => (tagRows[index] as (typeof tagRows)[number]).name_key),
        tags: indexes.map((index) => presented[index] as CategoryTag),
        wordCount: row.word_count,
      },
    ];
  });
  return { byName, idsByCreatedAt: created.map((row) => row.id) };
}
