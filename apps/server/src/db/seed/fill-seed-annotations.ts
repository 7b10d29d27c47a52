import type { DbExecutor } from '../transaction';
import { annotationColumns } from '../word-annotations-column';
import type { SeedCategory } from './data';
import { seedAnnotationsByPair } from './data/seed-annotations';

/**
 * A database seeded before words knew their stress has the seeded words bare. Once — while no
 * word of a system category carries any annotation — each seeded word still holding its seeded
 * sides gets the facts the seed files give it. After that the admins' edits rule: a fact an
 * admin removes does not come back at the next start.
 */
export async function fillSeedAnnotations(trx: DbExecutor, categories: readonly SeedCategory[]): Promise<number> {
  const annotated = await trx
    .selectFrom('words')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select('words.id')
    .where('categories.user_id', 'is', null)
    .where((eb) => eb.or([eb('words.stressed', 'is not', null), eb('words.annotations', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  if (annotated) return 0;
  let filled = 0;
  for (const category of categories) {
    const byPair = seedAnnotationsByPair(category.name);
    if (byPair.size === 0) continue;
    const words = await trx
      .selectFrom('words')
      .innerJoin('categories', 'categories.id', 'words.category_id')
      .select(['words.id', 'words.english', 'words.russian'])
      .where('categories.name', '=', category.name)
      .where('categories.user_id', 'is', null)
      .execute();
    for (const word of words) {
      const annotations = byPair.get(`${word.english}\u0000${word.russian}`);
      if (!annotations) continue;
      await trx.updateTable('words').set(annotationColumns(annotations)).where('id', '=', word.id).execute();
      filled += 1;
    }
  }
  return filled;
}
