import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a test checks a write left in a category, read straight from the database. */

/** The category's words, in the order they were added. */
export function wordsOfCategory(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('words')
    .select(['english', 'russian', 'part_of_speech'])
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .execute();
}

/** The names of the category's tags, sorted. */
export async function tagNamesOfCategory(db: Kysely<Database>, categoryId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('category_tags')
    .innerJoin('tags', 'tags.id', 'category_tags.tag_id')
    .select('tags.name')
    .where('category_tags.category_id', '=', categoryId)
    .orderBy('tags.name')
    .execute();
  return rows.map((row) => row.name);
}

/** A user's own categories (id, display name, privacy), oldest first. */
export function categoriesOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'display_name', 'privacy'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
