import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { SqlDialectName } from '../database';
import type { Database } from '../schema';
import { initialSchema } from './0001-initial-schema';
import { wordSearchIndexes } from './0002-word-search-indexes';
import { categoryDisplayKeys } from './0003-category-display-keys';
import { wordSearchTrigrams } from './0004-word-search-trigrams';
import { categoryWordCounts } from './0005-category-word-counts';
import { adminUsers } from './0006-admin-users';
import { userTokenVersion } from './0007-user-token-version';
import { reviews } from './0008-reviews';
import { signOut } from './0009-sign-out';
import { wordAnnotations } from './0010-word-annotations';
import { confirmedStressIndex } from './0011-confirmed-stress-index';
import { reviewSkills } from './0012-review-skills';
import { wordMedia } from './0013-word-media';
import { classes } from './0014-classes';

/**
 * Migrations are imported, not read from a folder, so they run the same under tsx, vitest and any
 * working directory. Add new ones here with the next number; never edit an applied one.
 */
function migrationsFor(dialect: SqlDialectName): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(dialect),
    '0002-word-search-indexes': wordSearchIndexes(dialect),
    '0003-category-display-keys': categoryDisplayKeys(dialect),
    '0004-word-search-trigrams': wordSearchTrigrams(dialect),
    '0005-category-word-counts': categoryWordCounts(dialect),
    '0006-admin-users': adminUsers(dialect),
    '0007-user-token-version': userTokenVersion(),
    '0008-reviews': reviews(dialect),
    '0009-sign-out': signOut(dialect),
    '0010-word-annotations': wordAnnotations(),
    '0011-confirmed-stress-index': confirmedStressIndex(),
    '0012-review-skills': reviewSkills(dialect),
    '0013-word-media': wordMedia(dialect),
    '0014-classes': classes(dialect),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: SqlDialectName) {}

  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrationsFor(this.dialect));
  }
}

/** Applies every pending migration; throws with the failing migration's name and reason. */
export async function migrateToLatest(db: Kysely<Database>, dialect: SqlDialectName): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema it can see; on PostgreSQL, pin them to
  // the schema in use, or a second schema in the same database (tests use one per file) looks migrated.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(dialect),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'a migration';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed} failed: ${reason.split('\n')[0]}`);
  }
}
