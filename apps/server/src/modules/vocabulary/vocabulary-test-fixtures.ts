import type { PartOfSpeech } from '@slovo/shared';
import type { Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * Test-only: categories, words and tags written straight into the database, for the cases the seed
 * does not cover (private, shared, other users' categories). The features that create these through
 * the API come later; these tests must not depend on them.
 */

export interface FixtureCategory {
  name: string;
  display_name?: string;
  description?: string | null;
  user_id?: number | null;
  privacy?: Privacy;
  is_approved_list?: boolean;
  created_at?: string;
  words?: ReadonlyArray<readonly [english: string, russian: string, partOfSpeech?: PartOfSpeech]>;
  /** Names of existing tags. */
  tags?: readonly string[];
}

export async function insertFixtureCategory(db: DbExecutor, fixture: FixtureCategory): Promise<number> {
  const created = fixture.created_at ?? '2024-01-01T00:00:00.000Z';
  const { id } = await db
    .insertInto('categories')
    .values({
      name: fixture.name,
      display_name: fixture.display_name ?? fixture.name,
      description: fixture.description ?? null,
      user_id: fixture.user_id ?? null,
      privacy: fixture.privacy ?? (fixture.user_id ? 'private' : 'shared'),
      is_approved_list: fixture.is_approved_list ? 1 : 0,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fixture.words && fixture.words.length > 0) {
    await db
      .insertInto('words')
      .values(
        fixture.words.map(([english, russian, partOfSpeech]) => ({
          category_id: id,
          english,
          russian,
          part_of_speech: partOfSpeech ?? 'noun',
          created_at: created,
          updated_at: created,
        })),
      )
      .execute();
  }
  if (fixture.tags && fixture.tags.length > 0) {
    const tags = await db
      .selectFrom('tags')
      .select('id')
      .where('name', 'in', [...fixture.tags])
      .execute();
    if (tags.length !== fixture.tags.length) throw new Error(`unknown tag among ${fixture.tags.join(', ')}`);
    await db
      .insertInto('category_tags')
      .values(tags.map((tag) => ({ category_id: id, tag_id: tag.id })))
      .execute();
  }
  return id;
}

export async function insertFixtureTag(
  db: DbExecutor,
  tag: { name: string; display_name?: string; created_by?: number | null },
): Promise<number> {
  const now = '2024-01-01T00:00:00.000Z';
  const { id } = await db
    .insertInto('tags')
    .values({
      name: tag.name,
      display_name: tag.display_name ?? tag.name,
      description: null,
      color: null,
      icon: null,
      is_system: 0,
      is_public: 1,
      created_by: tag.created_by ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
