import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * A word has several skills (issue 33 §1): each (word, skill, direction) is its own FSRS card, as
 * Anki's reverse cards are — `meaning` in `en-ru` (see English, give Russian) and `ru-en`, and
 * `stress`, `gender`, `forms`, `listening` (rules/review-skills.ts). review_cards, review_log and
 * review_days gain `skill` and `direction`; every existing row becomes meaning in en-ru. The games
 * recorded no direction before; en-ru is the Quiz's and Flashcards' default (Typer and Mission
 * asked ru-en by default, but a word's one card mixed every game's answers and cannot be split).
 *
 * The cards' key grows to (user_id, word_id, skill, direction). Their indexes:
 * - (user_id, due) and the mistake book's partial (user_id, mistake_weight) stay for the lists of
 *   every skill (Review, the stats' mistake book); (user_id, skill, direction, due, learned) serves
 *   a game's or drill's own due list, walked in order, and the counts per kind (grouped in its
 *   order, learned included). A kind's mistakes are read from the book's index: the book is small;
 * - (user_id, category_id, skill, word_id, direction, learned, played_games) replaces (user_id,
 *   category_id, learned, played_games): per category and per game the counts are of words (a word
 *   played both ways is one word), grouped in index order, and per skill of cards, all without
 *   reading a card's row.
 * SQLite cannot change a primary key: the cards' table is built anew and filled from the old one.
 */
/** A card's columns but its key (SQLite's rebuilt tables, either way), as migration 0008 made them. */
const CARD_STATE_COLUMNS = sql`
  category_id integer not null, due text not null, stability double precision not null,
  difficulty double precision not null, scheduled_days integer not null, learning_steps integer not null,
  reps integer not null, lapses integer not null, state integer not null, learned integer not null default 0,
  last_review text, miss_count integer not null default 0, mistake_weight double precision, last_missed_at text,
  missed_games integer not null default 0, played_games integer not null default 0`;

/** The cards' indexes: with the kinds (this migration), or as migration 0008 made them (its down). */
async function cardIndexes(db: Kysely<unknown>, withKinds: boolean): Promise<void> {
  await db.schema.createIndex('review_cards_user_due_idx').on('review_cards').columns(['user_id', 'due']).execute();
  if (withKinds) {
    await db.schema
      .createIndex('review_cards_user_skill_due_idx')
      .on('review_cards')
      .columns(['user_id', 'skill', 'direction', 'due', 'learned'])
      .execute();
  }
  // Queries must repeat the literal `miss_count > 0` (SQLite matches a partial index by its text).
  await db.schema
    .createIndex('review_cards_user_mistakes_idx')
    .on('review_cards')
    .columns(['user_id', 'mistake_weight'])
    .where(sql.ref('miss_count'), '>', sql.lit(0))
    .execute();
  await db.schema.createIndex('review_cards_word_idx').on('review_cards').column('word_id').execute();
  await db.schema
    .createIndex('review_cards_user_category_idx')
    .on('review_cards')
    .columns(
      withKinds
        ? ['user_id', 'category_id', 'skill', 'word_id', 'direction', 'learned', 'played_games']
        : ['user_id', 'category_id', 'learned', 'played_games'],
    )
    .execute();
}

/** SQLite: the cards' table again with the longer key, its rows copied, its indexes and trigger made anew. */
async function rebuildSqliteCards(db: Kysely<unknown>): Promise<void> {
  // The trigger on words names review_cards: renaming a table under it would fail, so it goes first.
  await sql`drop trigger review_cards_word_moved`.execute(db);
  await sql`
    create table review_cards_new (
      user_id integer not null references users(id) on delete cascade,
      word_id integer not null references words(id) on delete cascade,
      skill text not null,
      direction text not null,
      ${CARD_STATE_COLUMNS},
      constraint review_cards_pk primary key (user_id, word_id, skill, direction),
      constraint review_cards_state_check check (state in (0, 1, 2, 3))
    )`.execute(db);
  await sql`
    insert into review_cards_new
      (user_id, word_id, skill, direction, category_id, due, stability, difficulty, scheduled_days,
       learning_steps, reps, lapses, state, learned, last_review, miss_count, mistake_weight,
       last_missed_at, missed_games, played_games)
    select user_id, word_id, 'meaning', 'en-ru', category_id, due, stability, difficulty, scheduled_days,
           learning_steps, reps, lapses, state, learned, last_review, miss_count, mistake_weight,
           last_missed_at, missed_games, played_games
      from review_cards`.execute(db);
  await sql`drop table review_cards`.execute(db);
  await sql`alter table review_cards_new rename to review_cards`.execute(db);
  await cardIndexes(db, true);
  await sql`
    create trigger review_cards_word_moved after update of category_id on words
    when old.category_id is not new.category_id begin
      update review_cards set category_id = new.category_id where word_id = new.id;
    end`.execute(db);
}

/** PostgreSQL: the columns added, the key and the indexes replaced in place. */
async function alterPostgresCards(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review_cards add column skill text not null default 'meaning', add column direction text not null default 'en-ru'`.execute(
    db,
  );
  await sql`alter table review_cards drop constraint review_cards_pk`.execute(db);
  await sql`alter table review_cards add constraint review_cards_pk primary key (user_id, word_id, skill, direction)`.execute(db);
  for (const index of [
    'review_cards_user_due_idx',
    'review_cards_user_mistakes_idx',
    'review_cards_word_idx',
    'review_cards_user_category_idx',
  ]) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
  await cardIndexes(db, true);
}

/** review_days: one row per (user, day, skill, direction), so retention is known per skill. */
async function daysPerSkill(db: Kysely<unknown>, dialect: SqlDialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table review_days add column skill text not null default 'meaning', add column direction text not null default 'en-ru'`.execute(
      db,
    );
    await sql`alter table review_days drop constraint review_days_pk`.execute(db);
    await sql`alter table review_days add constraint review_days_pk primary key (user_id, day, skill, direction)`.execute(db);
    return;
  }
  await sql`
    create table review_days_new (
      user_id integer not null references users(id) on delete cascade,
      day text not null,
      skill text not null,
      direction text not null,
      reviews integer not null,
      review_state_reviews integer not null,
      review_state_passes integer not null,
      constraint review_days_pk primary key (user_id, day, skill, direction)
    )`.execute(db);
  await sql`
    insert into review_days_new (user_id, day, skill, direction, reviews, review_state_reviews, review_state_passes)
    select user_id, day, 'meaning', 'en-ru', reviews, review_state_reviews, review_state_passes from review_days`.execute(db);
  await sql`drop table review_days`.execute(db);
  await sql`alter table review_days_new rename to review_days`.execute(db);
}

/**
 * Back to one card per word: the meaning cards in en-ru are kept, every other card and the log's
 * and days' kinds are given up (the days added up per day). For tests of the way up.
 */
async function down(db: Kysely<unknown>, dialect: SqlDialectName): Promise<void> {
  await sql`delete from review_cards where skill <> 'meaning' or direction <> 'en-ru'`.execute(db);
  for (const index of [
    'review_cards_user_due_idx',
    'review_cards_user_skill_due_idx',
    'review_cards_user_mistakes_idx',
    'review_cards_word_idx',
    'review_cards_user_category_idx',
  ]) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
  if (dialect === 'postgres') {
    await sql`alter table review_cards drop constraint review_cards_pk`.execute(db);
    await sql`alter table review_cards drop column skill, drop column direction`.execute(db);
    await sql`alter table review_cards add constraint review_cards_pk primary key (user_id, word_id)`.execute(db);
  } else {
    // Not indexed any more, so SQLite can drop them; the key holds them, so it is made anew.
    await sql`create table review_cards_key as select * from review_cards`.execute(db);
    await sql`drop table review_cards`.execute(db);
    await sql`
      create table review_cards (
        user_id integer not null references users(id) on delete cascade,
        word_id integer not null references words(id) on delete cascade,
        ${CARD_STATE_COLUMNS},
        constraint review_cards_pk primary key (user_id, word_id),
        constraint review_cards_state_check check (state in (0, 1, 2, 3))
      )`.execute(db);
    await sql`
      insert into review_cards
      select user_id, word_id, category_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses,
             state, learned, last_review, miss_count, mistake_weight, last_missed_at, missed_games, played_games
        from review_cards_key`.execute(db);
    await sql`drop table review_cards_key`.execute(db);
  }
  await cardIndexes(db, false);
  await sql`alter table review_log drop column skill`.execute(db);
  await sql`alter table review_log drop column direction`.execute(db);
  await sql`create table review_days_old as
    select user_id, day, sum(reviews) as reviews, sum(review_state_reviews) as review_state_reviews,
           sum(review_state_passes) as review_state_passes
      from review_days group by user_id, day`.execute(db);
  await sql`drop table review_days`.execute(db);
  await sql`
    create table review_days (
      user_id integer not null references users(id) on delete cascade,
      day text not null,
      reviews integer not null,
      review_state_reviews integer not null,
      review_state_passes integer not null,
      constraint review_days_pk primary key (user_id, day)
    )`.execute(db);
  await sql`insert into review_days select * from review_days_old`.execute(db);
  await sql`drop table review_days_old`.execute(db);
}

export function reviewSkills(dialect: SqlDialectName): Migration {
  async function up(db: Kysely<unknown>): Promise<void> {
    if (dialect === 'postgres') await alterPostgresCards(db);
    else await rebuildSqliteCards(db);
    await sql`alter table review_log add column skill text not null default 'meaning'`.execute(db);
    await sql`alter table review_log add column direction text not null default 'en-ru'`.execute(db);
    await daysPerSkill(db, dialect);
  }
  return {
    async up(kysely: Kysely<unknown>) {
      // SQLite's migration runner uses no transaction: one keeps a failed run from leaving half.
      if (kysely.isTransaction || dialect === 'postgres') await up(kysely);
      else await kysely.transaction().execute((trx) => up(trx));
    },
    async down(kysely: Kysely<unknown>) {
      if (kysely.isTransaction || dialect === 'postgres') await down(kysely, dialect);
      else await kysely.transaction().execute((trx) => down(trx, dialect));
    },
  };
}
