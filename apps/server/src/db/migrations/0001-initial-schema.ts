import { sql } from 'kysely';
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * The whole data model, so later features add no reshaping. Schema builder only; the one dialect
 * branch is the id column. Timestamps are ISO text and booleans 0/1 on both engines (see schema.ts).
 */
export function initialSchema(dialect: SqlDialectName): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : // AUTOINCREMENT: an id is never reused after a delete (tokens and links stay unambiguous).
        table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'))
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('username_key', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_key', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
        .addColumn('avatar', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint('users_role_check', sql`role in ('user', 'admin')`)
        .execute();
      await db.schema.createIndex('users_username_key_unique').on('users').column('username_key').unique().execute();
      await db.schema.createIndex('users_email_key_unique').on('users').column('email_key').unique().execute();
      await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

      await withId(db.schema.createTable('refresh_tokens'))
        .addColumn('token_hash', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('rotated_at', 'text')
        .addColumn('replaced_by', 'integer')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_hash_unique').on('refresh_tokens').column('token_hash').unique().execute();
      await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
      await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
      await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute();

      await withId(db.schema.createTable('categories'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('privacy', 'text', (col) => col.notNull().defaultTo('private'))
        .addColumn('is_approved_list', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint('categories_privacy_check', sql`privacy in ('private', 'shared')`)
        .addCheckConstraint('categories_approved_check', sql`is_approved_list in (0, 1)`)
        .execute();
      await db.schema.createIndex('categories_name_unique').on('categories').column('name').unique().execute();
      // (user_id, privacy) also serves plain user_id lookups and the per-user shared count.
      await db.schema.createIndex('categories_user_privacy_idx').on('categories').columns(['user_id', 'privacy']).execute();
      await db.schema.createIndex('categories_privacy_idx').on('categories').column('privacy').execute();
      await db.schema.createIndex('categories_created_at_idx').on('categories').column('created_at').execute();
      await db.schema.createIndex('categories_approved_idx').on('categories').column('is_approved_list').execute();
      await db.schema
        .createIndex('categories_display_name_lower_idx')
        .on('categories')
        .expression(sql`lower(display_name)`)
        .execute();

      await withId(db.schema.createTable('words'))
        .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('english', 'text', (col) => col.notNull())
        .addColumn('russian', 'text', (col) => col.notNull())
        .addColumn('part_of_speech', 'text', (col) => col.notNull().defaultTo('noun'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('words_category_idx').on('words').column('category_id').execute();
      await db.schema
        .createIndex('words_english_lower_idx')
        .on('words')
        .expression(sql`lower(english)`)
        .execute();
      await db.schema
        .createIndex('words_russian_lower_idx')
        .on('words')
        .expression(sql`lower(russian)`)
        .execute();

      await withId(db.schema.createTable('tags'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('color', 'text')
        .addColumn('icon', 'text')
        .addColumn('is_system', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_public', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint('tags_system_check', sql`is_system in (0, 1)`)
        .addCheckConstraint('tags_public_check', sql`is_public in (0, 1)`)
        .execute();
      await db.schema.createIndex('tags_name_unique').on('tags').column('name').unique().execute();
      await db.schema.createIndex('tags_created_by_idx').on('tags').column('created_by').execute();

      await db.schema
        .createTable('category_tags')
        .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (col) => col.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('category_tags_pk', ['category_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('category_tags_tag_idx').on('category_tags').column('tag_id').execute();

      await withId(db.schema.createTable('learning_sessions'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('words_per_game', 'integer', (col) => col.notNull())
        .addColumn('word_ids', 'text', (col) => col.notNull())
        .addColumn('words_studied', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('learning_sessions_user_unique').on('learning_sessions').column('user_id').unique().execute();
      await db.schema.createIndex('learning_sessions_category_idx').on('learning_sessions').column('category_id').execute();

      await db.schema
        .createTable('game_progress')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('game_id', 'text', (col) => col.notNull())
        .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('score', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('best_score', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('game_progress_pk', ['user_id', 'game_id'])
        .addCheckConstraint('game_progress_game_check', sql`game_id in ('game1', 'game2', 'game3', 'game4', 'game5')`)
        .addCheckConstraint('game_progress_completed_check', sql`completed in (0, 1)`)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'game_progress',
        'learning_sessions',
        'category_tags',
        'tags',
        'words',
        'categories',
        'refresh_tokens',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
