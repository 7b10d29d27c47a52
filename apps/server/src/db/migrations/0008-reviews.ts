import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * Spaced repetition (issue 15): one FSRS card per user × word, the log of every review, the games
 * already recorded (idempotence), per-day aggregates for /stats and the learner's settings.
 *
 * Reads are shaped for a learner with 20,000 cards and 200,000 reviews:
 * - the due queue walks (user_id, due) in order and stops at `count`;
 * - the mistake book walks a partial index of the cards in the book only (miss_count > 0);
 * - /stats reads review_days (one row per local day) and never the log;
 * - the CSV pages through the log by (user_id, id).
 * Every row belongs to a user and, but for the days and settings, to a word: ON DELETE CASCADE
 * removes them with either (word_id indexes keep a word's delete from scanning every card).
 * Timestamps are ISO text as everywhere (schema.ts); FSRS's numbers are doubles on both engines.
 */
export function reviews(dialect: SqlDialectName): Migration {
  /** No route moves a word to another category today; if one ever does, its cards follow. */
  async function followWordMoves(kysely: Kysely<unknown>): Promise<void> {
    if (dialect === 'postgres') {
      await sql`
        create function review_cards_follow_word() returns trigger language plpgsql as $$
        begin
          update review_cards set category_id = new.category_id where word_id = new.id;
          return null;
        end $$`.execute(kysely);
      await sql`
        create trigger review_cards_word_moved after update of category_id on words for each row
        when (old.category_id is distinct from new.category_id) execute function review_cards_follow_word()`.execute(kysely);
    } else {
      await sql`
        create trigger review_cards_word_moved after update of category_id on words
        when old.category_id is not new.category_id begin
          update review_cards set category_id = new.category_id where word_id = new.id;
        end`.execute(kysely);
    }
  }

  async function up(kysely: Kysely<unknown>): Promise<void> {
    const db = (name: string) => kysely.schema.createTable(name);
    const withId = (name: string) =>
      dialect === 'postgres'
        ? db(name).addColumn('id', 'serial', (col) => col.primaryKey())
        : db(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await db('review_cards')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('word_id', 'integer', (col) => col.notNull().references('words.id').onDelete('cascade'))
      // The word's category, copied so /stats and Home count per category and game from one index
      // without joining 20,000 words (a trigger below follows a word that moves).
      .addColumn('category_id', 'integer', (col) => col.notNull())
      // ts-fsrs's Card (elapsed_days aside: deprecated there, kept in the log instead).
      .addColumn('due', 'text', (col) => col.notNull())
      .addColumn('stability', 'double precision', (col) => col.notNull())
      .addColumn('difficulty', 'double precision', (col) => col.notNull())
      .addColumn('scheduled_days', 'integer', (col) => col.notNull())
      .addColumn('learning_steps', 'integer', (col) => col.notNull())
      .addColumn('reps', 'integer', (col) => col.notNull())
      .addColumn('lapses', 'integer', (col) => col.notNull())
      .addColumn('state', 'integer', (col) => col.notNull())
      // stability >= LEARNED_STABILITY_DAYS, kept with the card: the learned counts read it from the index.
      .addColumn('learned', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_review', 'text')
      // The mistake book (reviews/mistake-weight.ts): a word is in it while miss_count > 0.
      .addColumn('miss_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('mistake_weight', 'double precision')
      .addColumn('last_missed_at', 'text')
      .addColumn('missed_games', 'integer', (col) => col.notNull().defaultTo(0))
      // Bit per game (game1 = 1 … game5 = 16) the word was answered in: Home's "learned of played".
      .addColumn('played_games', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('review_cards_pk', ['user_id', 'word_id'])
      .addCheckConstraint('review_cards_state_check', sql`state in (0, 1, 2, 3)`)
      .execute();
    await kysely.schema.createIndex('review_cards_user_due_idx').on('review_cards').columns(['user_id', 'due']).execute();
    // Partial: only the book's cards, so its order and count never touch the rest. Queries must
    // repeat the literal `miss_count > 0` (SQLite matches a partial index by its text).
    await kysely.schema
      .createIndex('review_cards_user_mistakes_idx')
      .on('review_cards')
      .columns(['user_id', 'mistake_weight'])
      .where(sql.ref('miss_count'), '>', sql.lit(0))
      .execute();
    await kysely.schema.createIndex('review_cards_word_idx').on('review_cards').column('word_id').execute();
    // Covers /stats' per-category counts and Home's per-game counts: an index-only scan, no table rows.
    await kysely.schema
      .createIndex('review_cards_user_category_idx')
      .on('review_cards')
      .columns(['user_id', 'category_id', 'learned', 'played_games'])
      .execute();
    await followWordMoves(kysely);

    // Complete enough to optimise FSRS parameters from later (rating, time, elapsed days, state before and after).
    await withId('review_log')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('word_id', 'integer', (col) => col.notNull().references('words.id').onDelete('cascade'))
      .addColumn('play_id', 'text', (col) => col.notNull())
      .addColumn('game_id', 'text', (col) => col.notNull())
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('rating', 'integer', (col) => col.notNull())
      .addColumn('reviewed_at', 'text', (col) => col.notNull())
      .addColumn('elapsed_days', 'double precision', (col) => col.notNull())
      .addColumn('state_before', 'integer', (col) => col.notNull())
      .addColumn('state_after', 'integer', (col) => col.notNull())
      .addColumn('stability_before', 'double precision', (col) => col.notNull())
      .addColumn('stability_after', 'double precision', (col) => col.notNull())
      .addColumn('difficulty_before', 'double precision', (col) => col.notNull())
      .addColumn('difficulty_after', 'double precision', (col) => col.notNull())
      .addColumn('due_before', 'text', (col) => col.notNull())
      .addColumn('due_after', 'text', (col) => col.notNull())
      .addColumn('scheduled_days', 'integer', (col) => col.notNull())
      .execute();
    await kysely.schema.createIndex('review_log_user_id_idx').on('review_log').columns(['user_id', 'id']).execute();
    await kysely.schema.createIndex('review_log_word_idx').on('review_log').column('word_id').execute();

    // One row per recorded game: the primary key makes a second POST of the same playId record nothing.
    await db('review_plays')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('play_id', 'text', (col) => col.notNull())
      .addColumn('game_id', 'text', (col) => col.notNull())
      .addColumn('played_at', 'text', (col) => col.notNull())
      .addColumn('recorded_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('review_plays_pk', ['user_id', 'play_id'])
      .execute();

    // Per local day ('YYYY-MM-DD' at the player's offset): reviews, and of them the reviews of
    // cards in Review state and their passes (true retention). Kept on every POST.
    await db('review_days')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('reviews', 'integer', (col) => col.notNull())
      .addColumn('review_state_reviews', 'integer', (col) => col.notNull())
      .addColumn('review_state_passes', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('review_days_pk', ['user_id', 'day'])
      .execute();

    await db('review_settings')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('desired_retention', 'double precision', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    // One more on every recorded game: the key of the learner's cached review answers
    // (reviews/review-answer-cache.ts), read in one primary-key lookup.
    await db('review_versions')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('version', 'integer', (col) => col.notNull())
      .execute();
  }

  return {
    async up(kysely: Kysely<unknown>) {
      // SQLite's migration runner uses no transaction: one keeps a failed run from leaving half.
      if (kysely.isTransaction || dialect === 'postgres') await up(kysely);
      else await kysely.transaction().execute((trx) => up(trx));
    },

    async down(kysely: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists review_cards_word_moved on words`.execute(kysely);
        await sql`drop function if exists review_cards_follow_word()`.execute(kysely);
      } else {
        await sql`drop trigger if exists review_cards_word_moved`.execute(kysely);
      }
      for (const table of ['review_versions', 'review_settings', 'review_days', 'review_plays', 'review_log', 'review_cards']) {
        await kysely.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
