/**
 * Writes the generated dataset into a fresh database: the server's own migrations first (so the
 * schema and every index are exactly the production ones), then bulk inserts in one transaction —
 * multi-row INSERTs on SQLite, column arrays through unnest() on PostgreSQL (COPY-like speed
 * without a COPY client).
 */
import { categoryDisplayKey } from '@slovo/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import type { SqlDialectName } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrations';
import type { Database } from '../apps/server/src/db/schema';
import type { BenchDatabase } from './bench-databases';
import type { BenchCategory, BenchWord } from './dataset';
import { benchMediaFiles, benchWordMedia } from './media-dataset';
import { hashPassword } from '../apps/server/src/modules/auth';
import {
  BENCH_ADMIN,
  BENCH_LEARNER,
  BENCH_WRITER,
  LEARNER_WORDS_PER_CATEGORY,
  benchCategories,
  benchTags,
  benchUsers,
  benchWords,
  directoryAccounts,
  learnerCategories,
} from './dataset';

interface Column {
  name: string;
  /** Element type for the PostgreSQL unnest() array. */
  pgType: 'int4' | 'text' | 'bytea';
}

type Row = ReadonlyArray<string | number | Buffer | null>;

/** Rows per statement: SQLite binds every value (limit 32,766), PostgreSQL one array per column. */
const rowsPerStatement = (dialect: SqlDialectName, columns: number) =>
  dialect === 'sqlite' ? Math.floor(30_000 / columns) : 20_000;

function insertStatement(
  dialect: SqlDialectName,
  table: string,
  columns: readonly Column[],
  rows: readonly Row[],
): RawBuilder<unknown> {
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  if (dialect === 'sqlite') {
    const values = sql.join(rows.map((row) => sql`(${sql.join(row as unknown[])})`));
    return sql`insert into ${sql.table(table)} (${names}) values ${values}`;
  }
  const arrays = columns.map((column, index) => {
    const values = rows.map((row) => row[index] ?? null);
    return sql`${values}::${sql.raw(column.pgType)}[]`;
  });
  return sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)})`;
}

/** Buffers rows and writes them in large statements. */
class BulkWriter {
  private rows: Row[] = [];
  private readonly batchSize: number;
  written = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: SqlDialectName,
    private readonly table: string,
    private readonly columns: readonly Column[],
  ) {
    this.batchSize = rowsPerStatement(dialect, columns.length);
  }

  async add(row: Row): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await insertStatement(this.dialect, this.table, this.columns, rows).execute(this.db);
    this.written += rows.length;
  }
}

const int = (name: string): Column => ({ name, pgType: 'int4' });
const text = (name: string): Column => ({ name, pgType: 'text' });
const bytes = (name: string): Column => ({ name, pgType: 'bytea' });

export interface LoadSummary {
  users: number;
  tags: number;
  categories: number;
  words: number;
  seconds: number;
}

async function writeRows(db: Kysely<Database>, dialect: SqlDialectName, now: string): Promise<Omit<LoadSummary, 'seconds'>> {
  const users = new BulkWriter(db, dialect, 'users', [
    int('id'),
    text('username'),
    text('username_key'),
    text('email'),
    text('email_key'),
    text('password_hash'),
    text('role'),
    text('created_at'),
    text('updated_at'),
  ]);
  for (const user of benchUsers()) {
    const email = `${user.username}@bench.invalid`;
    // Nobody logs in as these users; the hash only has to be a non-empty string.
    await users.add([user.id, user.username, user.username, email, email, 'not-a-password-hash', user.role, now, now]);
  }
  // The personal vocabulary scenarios sign in as the learner and the writer, the admin editor's as the admin.
  for (const [account, role] of [
    [BENCH_LEARNER, 'user'],
    [BENCH_WRITER, 'user'],
    [BENCH_ADMIN, 'admin'],
  ] as const) {
    const email = `${account.username}@bench.invalid`;
    const hash = await hashPassword(account.password);
    await users.add([account.id, account.username, account.username, email, email, hash, role, now, now]);
  }
  for (const account of directoryAccounts()) {
    const { id, username, email, created_at } = account;
    await users.add([
      id,
      username,
      username.toLowerCase(),
      email,
      email.toLowerCase(),
      'not-a-password-hash',
      'user',
      created_at,
      created_at,
    ]);
  }
  await users.flush();

  const tags = new BulkWriter(db, dialect, 'tags', [
    int('id'),
    text('name'),
    text('display_name'),
    text('color'),
    text('icon'),
    int('is_system'),
    int('is_public'),
    int('created_by'),
    text('created_at'),
    text('updated_at'),
  ]);
  for (const tag of benchTags()) {
    await tags.add([tag.id, tag.name, tag.display_name, tag.color, tag.icon, tag.is_system, 1, tag.created_by, now, now]);
  }
  await tags.flush();

  const categories = new BulkWriter(db, dialect, 'categories', [
    int('id'),
    text('name'),
    text('display_name'),
    text('display_key'),
    text('description'),
    int('user_id'),
    text('privacy'),
    int('is_approved_list'),
    text('created_at'),
    text('updated_at'),
  ]);
  const links = new BulkWriter(db, dialect, 'category_tags', [int('category_id'), int('tag_id')]);
  const words = new BulkWriter(db, dialect, 'words', [
    int('category_id'),
    text('english'),
    text('russian'),
    text('part_of_speech'),
    text('stressed'),
    text('annotations'),
    text('image_hash'),
    text('sound_hash'),
    text('created_at'),
    text('updated_at'),
  ]);
  // The words' pictures and sounds exist before the words that point at them.
  const media = new BulkWriter(db, dialect, 'media', [
    text('hash'),
    text('kind'),
    text('content_type'),
    int('byte_size'),
    bytes('data'),
    text('created_at'),
  ]);
  const { pictures, sounds } = benchMediaFiles();
  for (const file of [...pictures, ...sounds]) {
    await media.add([file.hash, file.kind, file.contentType, file.bytes.length, file.bytes, now]);
  }
  await media.flush();
  const all: BenchCategory[] = [...benchCategories()];
  const learner: BenchCategory[] = [...learnerCategories()];
  for (const category of [...all, ...learner]) {
    await categories.add([
      category.id,
      category.name,
      category.display_name,
      categoryDisplayKey(category.display_name),
      category.description,
      category.user_id,
      category.privacy,
      category.is_approved_list,
      category.created_at,
      category.created_at,
    ]);
  }
  await categories.flush();
  // Links and words only after every category exists (the foreign keys are checked per statement).
  for (const category of [...all, ...learner]) {
    for (const tagId of category.tagIds) await links.add([category.id, tagId]);
  }
  await links.flush();
  // Words in category order: word ids ascend within each category, as in real use.
  const addWords = async (category: BenchCategory, list: readonly BenchWord[]) => {
    for (const [index, word] of list.entries()) {
      const { image_hash, sound_hash } = benchWordMedia(category.id, index);
      await words.add([
        word.category_id,
        word.english,
        word.russian,
        word.part_of_speech,
        word.stressed,
        word.annotations,
        image_hash,
        sound_hash,
        category.created_at,
        category.created_at,
      ]);
    }
  };
  for (const category of all) await addWords(category, benchWords(category));
  for (const category of learner) await addWords(category, benchWords(category, LEARNER_WORDS_PER_CATEGORY));
  await words.flush();
  return { users: users.written, tags: tags.written, categories: categories.written, words: words.written };
}

/** Explicit ids bypass PostgreSQL's sequences; move them past the rows so a later insert cannot collide. */
async function advanceSequences(db: Kysely<Database>): Promise<void> {
  for (const table of ['users', 'tags', 'categories'] as const) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
}

export async function loadDataset(database: BenchDatabase): Promise<LoadSummary> {
  const startedAt = performance.now();
  const { db, dialect, destroy } = await openDatabase(database.target, database.pgSchema ? { pgSchema: database.pgSchema } : {});
  try {
    await migrateToLatest(db, dialect);
    const now = new Date().toISOString();
    const counts = await db.transaction().execute((trx) => writeRows(trx, dialect, now));
    if (dialect === 'postgres') {
      await advanceSequences(db);
      // A live database has planner statistics (autovacuum gathers them); a freshly loaded one not yet.
      await sql`analyze`.execute(db);
    }
    return { ...counts, seconds: (performance.now() - startedAt) / 1000 };
  } finally {
    await destroy();
  }
}

/** Category rows per INSERT of the writer's pool (10 values each; PostgreSQL binds at most 65,535). */
const POOL_ROWS_PER_INSERT = 2_000;

/**
 * `count` new, empty categories of the bench writer, for the batch scenario to fill one per request
 * (a category that grew with every batch would measure a different thing as the run goes on).
 * Written straight to the database before the scenario, unmeasured; nobody else reads them, so the
 * app's vocabulary cache needs no invalidation. Returns their ids.
 */
export async function createWriterPool(database: BenchDatabase, count: number): Promise<number[]> {
  const { db, destroy } = await openDatabase(database.target, database.pgSchema ? { pgSchema: database.pgSchema } : {});
  try {
    const now = new Date().toISOString();
    const stamp = Date.now().toString(36);
    const ids: number[] = [];
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += POOL_ROWS_PER_INSERT) {
        const rows = Array.from({ length: Math.min(POOL_ROWS_PER_INSERT, count - start) }, (_, offset) => {
          const displayName = `Batch ${stamp} ${start + offset + 1}`;
          return {
            name: `bench-batch-${stamp}-${start + offset + 1}`,
            display_name: displayName,
            display_key: categoryDisplayKey(displayName),
            description: null,
            user_id: BENCH_WRITER.id,
            privacy: 'private' as const,
            is_approved_list: 0 as const,
            created_at: now,
            updated_at: now,
          };
        });
        const inserted = await trx.insertInto('categories').values(rows).returning('id').execute();
        ids.push(...inserted.map((row) => row.id));
      }
    });
    return ids.sort((a, b) => a - b);
  } finally {
    await destroy();
  }
}
