import { categoryDisplayKey } from '@slovo/shared';
import type { Clock } from '../../clock';
import { systemClock } from '../../clock';
import type { DbExecutor } from '../transaction';
import { annotationColumns } from '../word-annotations-column';
import { withTransaction } from '../transaction';
import { SEED_CATEGORIES, SEED_TAGS } from './data';
import type { SeedCategory, SeedTag } from './data';
import { seedAnnotationsByPair } from './data/seed-annotations';
import { fillSeedAnnotations } from './fill-seed-annotations';

export interface SeedData {
  tags: readonly SeedTag[];
  categories: readonly SeedCategory[];
}

export interface SeedResult {
  tagsCreated: number;
  categoriesCreated: number;
  wordsCreated: number;
  /** Seeded words of an earlier version given their annotations (once, see fill-seed-annotations.ts). */
  wordsAnnotated: number;
}

export const DEFAULT_SEED_DATA: SeedData = { tags: SEED_TAGS, categories: SEED_CATEGORIES };

/** Rows per INSERT: far below SQLite's bound-variable limit with 8 columns. */
const WORD_BATCH_SIZE = 400;

/**
 * Inserts the pre-built vocabulary that is missing, in one transaction; safe on every start.
 * - a tag or category is matched by name; an existing one is left exactly as it is, so admin edits
 *   (renamed display names, edited or deleted words, changed tags) survive restarts;
 * - words and tag links are inserted only for a category this run created, so nothing is duplicated;
 * - ON CONFLICT DO NOTHING lets two instances starting together on one PostgreSQL both succeed.
 * A seeded category an admin deletes comes back at the next start (it is "missing" again).
 */
export async function seedDatabase(
  db: DbExecutor,
  data: SeedData = DEFAULT_SEED_DATA,
  clock: Clock = systemClock,
): Promise<SeedResult> {
  const now = clock.now().toISOString();
  return withTransaction(db, async (trx) => {
    const result: SeedResult = { tagsCreated: 0, categoriesCreated: 0, wordsCreated: 0, wordsAnnotated: 0 };

    for (const tag of data.tags) {
      const inserted = await trx
        .insertInto('tags')
        .values({
          name: tag.name,
          display_name: tag.display_name,
          description: tag.description,
          color: tag.color,
          icon: tag.icon,
          is_system: 1,
          is_public: 1,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) result.tagsCreated += 1;
    }

    const tagIds = new Map<string, number>();
    const tagNames = [...new Set(data.categories.flatMap((category) => category.tags))];
    if (tagNames.length > 0) {
      const rows = await trx.selectFrom('tags').select(['id', 'name']).where('name', 'in', tagNames).execute();
      for (const row of rows) tagIds.set(row.name, row.id);
    }

    for (const category of data.categories) {
      const inserted = await trx
        .insertInto('categories')
        .values({
          name: category.name,
          display_name: category.display_name,
          display_key: categoryDisplayKey(category.display_name),
          description: category.description,
          user_id: null,
          privacy: 'shared',
          is_approved_list: 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      result.categoriesCreated += 1;

      const links = category.tags
        .map((name) => tagIds.get(name))
        .filter((id): id is number => id !== undefined)
        .map((tagId) => ({ category_id: inserted.id, tag_id: tagId }));
      if (links.length > 0) {
        await trx
          .insertInto('category_tags')
          .values(links)
          .onConflict((oc) => oc.columns(['category_id', 'tag_id']).doNothing())
          .execute();
      }

      const annotations = seedAnnotationsByPair(category.name);
      const words = category.words.map(([english, russian, partOfSpeech]) => ({
        category_id: inserted.id,
        english,
        russian,
        part_of_speech: partOfSpeech,
        ...annotationColumns(annotations.get(`${english}\u0000${russian}`) ?? {}),
        created_at: now,
        updated_at: now,
      }));
      for (let start = 0; start < words.length; start += WORD_BATCH_SIZE) {
        await trx
          .insertInto('words')
          .values(words.slice(start, start + WORD_BATCH_SIZE))
          .execute();
      }
      result.wordsCreated += words.length;
    }
    result.wordsAnnotated = await fillSeedAnnotations(trx, data.categories);
    return result;
  });
}
