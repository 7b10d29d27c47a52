import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../context';
import type { NewAccount } from '../modules/users';
import { createUser } from '../modules/users';
import type { TestDatabase } from '../test';
import {
  createTestCategory,
  createTestPlayRecords,
  createTestClock,
  createTestDatabase,
  createTestTag,
  createTestUser,
  createTestWords,
  rejection,
} from '../test';
import { isUniqueViolation } from './errors';
import { migrateToLatest } from './migrations';

let t: TestDatabase;
const now = '2025-01-02T03:04:05.678Z';
const insertUser = (account: NewAccount) => createUser(systemContext(t.db, createTestClock(now)), account);
let counter = 0;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.destroy();
});

const newUser = () => createTestUser(t.db, { created_at: now });
const newCategory = (userId: number | null) => createTestCategory(t.db, { user_id: userId, privacy: 'private' });

describe('migrations', () => {
  it('are idempotent: running them again changes nothing', async () => {
    await migrateToLatest(t.db, t.dialect);
    const user = await newUser();
    expect(user.id).toBeGreaterThan(0);
  });

  it('use SQLite in WAL mode with foreign keys on (PostgreSQL always enforces them)', async () => {
    if (t.dialect === 'sqlite') {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    } else {
      const error = await rejection(
        t.db
          .insertInto('words')
          .values({ category_id: 999_999, english: 'a', russian: 'б', part_of_speech: 'noun', created_at: now, updated_at: now })
          .execute(),
      );
      expect((error as { code?: string }).code).toBe('23503');
    }
  });
});

describe('SQLite checkpoints', () => {
  it('are run by a background worker: committed pages reach the database file without a checkpointing write', async () => {
    if (t.dialect !== 'sqlite') return;
    const path = t.databaseUrl.slice('file:'.length);
    const category = await createTestCategory(t.db, {});
    const before = statSync(path).size;
    // About 3 MB of WAL, far below the request thread's own checkpoint threshold.
    await createTestWords(
      t.db,
      category.id,
      Array.from({ length: 20_000 }, (_, index) => [`word ${index}`, `слово ${index}`] as const),
    );
    const deadline = Date.now() + 10_000;
    while (statSync(path).size <= before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statSync(path).size).toBeGreaterThan(before);
  });
});

describe('users', () => {
  it('keeps usernames and emails unique regardless of letter case', async () => {
    await insertUser({ username: 'Natasha', email: 'natasha@example.com', passwordHash: 'x', role: 'user' });
    const sameName = await rejection(
      insertUser({ username: 'NATASHA', email: 'n2@example.com', passwordHash: 'x', role: 'user' }),
    );
    expect(isUniqueViolation(sameName)).toBe(true);
    const sameEmail = await rejection(
      insertUser({ username: 'natasha2', email: 'Natasha@Example.COM', passwordHash: 'x', role: 'user' }),
    );
    expect(isUniqueViolation(sameEmail)).toBe(true);
  });

  it('accepts only the roles user and admin', async () => {
    const error = await rejection(
      insertUser({ username: 'rooty', email: 'rooty@example.com', passwordHash: 'x', role: 'root' as never }),
    );
    expect(error).toBeInstanceOf(Error);
  });

  it('returns timestamps as the ISO text that was stored and ids as numbers', async () => {
    const user = await newUser();
    expect(typeof user.id).toBe('number');
    expect(user.created_at).toBe(now);
  });
});

describe('cascades', () => {
  it('deleting a user removes their tokens, categories (with words and tag links), session and progress; their tags stay, unowned', async () => {
    const user = await newUser();
    const tag = await createTestTag(t.db, { created_by: user.id });
    const category = await createTestCategory(t.db, { user_id: user.id, words: [['cat', 'кошка']], tags: [tag.name] });
    await t.db
      .insertInto('refresh_tokens')
      .values({
        token_hash: `h${++counter}`,
        user_id: user.id,
        family_id: 'f',
        expires_at: now,
        revoked_at: null,
        rotated_at: null,
        replaced_by: null,
        created_at: now,
      })
      .execute();
    await createTestPlayRecords(t.db, { userId: user.id, categoryId: category.id, now });

    await t.db.deleteFrom('users').where('id', '=', user.id).execute();

    const count = async (table: 'refresh_tokens' | 'learning_sessions' | 'game_progress') =>
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count('refresh_tokens')).toBe(0);
    expect(await count('learning_sessions')).toBe(0);
    expect(await count('game_progress')).toBe(0);
    expect(await t.db.selectFrom('categories').select('id').where('id', '=', category.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('words').select('id').where('category_id', '=', category.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('category_tags').select('tag_id').where('category_id', '=', category.id).execute()).toEqual([]);
    const orphanTag = await t.db.selectFrom('tags').select(['id', 'created_by']).where('id', '=', tag.id).executeTakeFirst();
    expect(orphanTag).toEqual({ id: tag.id, created_by: null });
  });

  it('allows one learning session per user and one progress row per user and game', async () => {
    const user = await newUser();
    const category = await newCategory(null);
    const session = {
      user_id: user.id,
      category_id: category.id,
      words_per_game: 10,
      word_ids: '[1,2]',
      words_studied: 0,
      created_at: now,
      updated_at: now,
    };
    await t.db.insertInto('learning_sessions').values(session).execute();
    expect(isUniqueViolation(await rejection(t.db.insertInto('learning_sessions').values(session).execute()))).toBe(true);
    const progress = {
      user_id: user.id,
      game_id: 'game1' as const,
      completed: 0 as const,
      score: 0,
      best_score: 0,
      updated_at: now,
    };
    await t.db.insertInto('game_progress').values(progress).execute();
    expect(isUniqueViolation(await rejection(t.db.insertInto('game_progress').values(progress).execute()))).toBe(true);
    await expect(
      t.db
        .insertInto('game_progress')
        .values({ ...progress, game_id: 'game9' as never })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('identical behaviour on both engines', () => {
  it('lower() folds Cyrillic, so case-insensitive word search matches the same rows', async () => {
    const category = await createTestCategory(t.db, {
      words: [
        ['Apple', 'Яблоко'],
        ['hedgehog', 'ёж'],
      ],
    });
    const search = (column: 'english' | 'russian', text: string) =>
      t.db
        .selectFrom('words')
        .select('english')
        .where('category_id', '=', category.id)
        .where(sql`lower(${sql.ref(column)})`, 'like', sql`lower(${`%${text}%`})`)
        .execute();
    expect(await search('russian', 'ЯБЛ')).toEqual([{ english: 'Apple' }]);
    expect(await search('russian', 'Ё')).toEqual([{ english: 'hedgehog' }]);
    expect(await search('english', 'aPPle')).toEqual([{ english: 'Apple' }]);
  });

  it('counts come back as numbers', async () => {
    const row = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
  });
});
