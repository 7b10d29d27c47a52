import { randomBytes } from 'node:crypto';
import type { PartOfSpeech, Role } from '@slovo/shared';
import { categoryDisplayKey } from '@slovo/shared';
import type { Privacy } from '../db/schema';
import type { DbExecutor } from '../db/transaction';
import { hashPassword } from '../modules/auth';
import type { UserRecord } from '../modules/users';
import { emailKey, usernameKey } from '../modules/users';
import type { VocabularyWriteTransaction } from '../modules/vocabulary';
import { runVocabularyWrite } from '../modules/vocabulary';

/**
 * Test data written straight to the database: faster than going through the API, and independent
 * of the features that will create these things for real. Categories, words and tags are written
 * through runVocabularyWrite, so the vocabulary cache is invalidated after they commit (tests need
 * no manual invalidation) and, given an open transaction from withTransaction, they join it.
 * Every name defaults to a unique one.
 */

const DEFAULT_TIME = '2024-01-01T00:00:00.000Z';
const DEFAULT_PASSWORD = 'correct horse battery';
/** Bound-parameter lists stay well below SQLite's limit (7 columns per word). */
const WORD_ROWS_PER_INSERT = 500;

let sequence = 0;
const uniqueSuffix = () => `${(sequence += 1)}${randomBytes(3).toString('hex')}`;

/** argon2id costs ~14 ms a hash: each distinct password is hashed once per test file. */
const passwordHashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
};

export interface TestUserSpec {
  username?: string;
  email?: string;
  /** Stored as a real argon2id hash, so the user can sign in with it. */
  password?: string;
  role?: Role;
  created_at?: string;
}

/** A user row (no tokens: sign in through the API, or use TestApp.registerUser, when a test needs them). */
export async function createTestUser(db: DbExecutor, spec: TestUserSpec = {}): Promise<UserRecord & { password: string }> {
  const username = spec.username ?? `user${uniqueSuffix()}`;
  const email = spec.email ?? `${username.toLowerCase()}@example.com`;
  const password = spec.password ?? DEFAULT_PASSWORD;
  const created = spec.created_at ?? DEFAULT_TIME;
  const user = await db
    .insertInto('users')
    .values({
      username,
      username_key: usernameKey(username),
      email,
      email_key: emailKey(email),
      password_hash: await hashOnce(password),
      role: spec.role ?? 'user',
      avatar: null,
      created_at: created,
      updated_at: created,
    })
    .returning(['id', 'username', 'email', 'role', 'avatar', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { ...user, password };
}

export interface TestTagSpec {
  name?: string;
  display_name?: string;
  created_by?: number | null;
  is_system?: boolean;
  /** Defaults to true; a learner may attach only public tags. */
  is_public?: boolean;
}

export async function createTestTag(db: DbExecutor, spec: TestTagSpec = {}): Promise<{ id: number; name: string }> {
  const name = spec.name ?? `tag-${uniqueSuffix()}`;
  return runVocabularyWrite(db, (trx) =>
    trx
      .insertInto('tags')
      .values({
        name,
        display_name: spec.display_name ?? name,
        description: null,
        color: null,
        icon: null,
        is_system: spec.is_system ? 1 : 0,
        is_public: spec.is_public === false ? 0 : 1,
        created_by: spec.created_by ?? null,
        created_at: DEFAULT_TIME,
        updated_at: DEFAULT_TIME,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow(),
  );
}

/** [english, russian, part of speech (default noun)]. */
export type TestWord = readonly [english: string, russian: string, partOfSpeech?: PartOfSpeech];

/**
 * Words for createTestWords: given ones, or a count of numbered words (word1/слово1, word2/слово2, …)
 * for tests that only care how many there are.
 */
export type TestWords = number | readonly TestWord[];

const wordList = (words: TestWords): readonly TestWord[] =>
  typeof words === 'number' ? Array.from({ length: words }, (_, index) => [`word${index + 1}`, `слово${index + 1}`]) : words;

async function insertWords(
  trx: VocabularyWriteTransaction,
  categoryId: number,
  words: TestWords,
  created: string,
): Promise<number[]> {
  const rows = wordList(words).map(([english, russian, partOfSpeech]) => ({
    category_id: categoryId,
    english,
    russian,
    part_of_speech: partOfSpeech ?? ('noun' as const),
    created_at: created,
    updated_at: created,
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += WORD_ROWS_PER_INSERT) {
    const inserted = await trx
      .insertInto('words')
      .values(rows.slice(start, start + WORD_ROWS_PER_INSERT))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  // Ids grow in insertion order; sorted, they are the order given whatever order RETURNING used.
  return ids.sort((a, b) => a - b);
}

/** Adds words to a category; their ids in the order given. */
export async function createTestWords(
  db: DbExecutor,
  categoryId: number,
  words: TestWords,
  created: string = DEFAULT_TIME,
): Promise<number[]> {
  return runVocabularyWrite(db, (trx) => insertWords(trx, categoryId, words, created));
}

export interface TestCategorySpec {
  name?: string;
  /** Defaults to the name. */
  display_name?: string;
  description?: string | null;
  /** The owner; null or absent = a system (pre-built) category. */
  user_id?: number | null;
  /** Defaults to private for a user's category, shared for a system one. */
  privacy?: Privacy;
  is_approved_list?: boolean;
  created_at?: string;
  words?: TestWords;
  /** Names of existing tags. */
  tags?: readonly string[];
}

export interface TestCategory {
  id: number;
  name: string;
  /** Its words' ids in the order given. */
  wordIds: number[];
}

/** A category with its words and tag links, in one transaction. */
export async function createTestCategory(db: DbExecutor, spec: TestCategorySpec = {}): Promise<TestCategory> {
  const name = spec.name ?? `category-${uniqueSuffix()}`;
  const created = spec.created_at ?? DEFAULT_TIME;
  const userId = spec.user_id ?? null;
  const displayName = spec.display_name ?? name;
  return runVocabularyWrite(db, async (trx) => {
    const { id } = await trx
      .insertInto('categories')
      .values({
        name,
        display_name: displayName,
        display_key: categoryDisplayKey(displayName),
        description: spec.description ?? null,
        user_id: userId,
        privacy: spec.privacy ?? (userId === null ? 'shared' : 'private'),
        is_approved_list: spec.is_approved_list ? 1 : 0,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wordIds = spec.words === undefined ? [] : await insertWords(trx, id, spec.words, created);
    if (spec.tags && spec.tags.length > 0) {
      const tags = await trx
        .selectFrom('tags')
        .select('id')
        .where('name', 'in', [...spec.tags])
        .execute();
      if (tags.length !== new Set(spec.tags).size) throw new Error(`unknown tag among ${spec.tags.join(', ')}`);
      await trx
        .insertInto('category_tags')
        .values(tags.map((tag) => ({ category_id: id, tag_id: tag.id })))
        .execute();
    }
    return { id, name, wordIds };
  });
}

/**
 * What a learner leaves behind by playing: an active learning session in `categoryId` and a game's
 * progress (game3, completed), for tests of what goes with their account.
 */
export async function createTestPlayRecords(
  db: DbExecutor,
  { userId, categoryId, now = new Date().toISOString() }: { userId: number; categoryId: number; now?: string },
): Promise<void> {
  await db
    .insertInto('learning_sessions')
    .values({
      user_id: userId,
      category_id: categoryId,
      words_per_game: 10,
      word_ids: '[]',
      words_studied: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('game_progress')
    .values({ user_id: userId, game_id: 'game3', completed: 1, score: 80, best_score: 90, updated_at: now })
    .execute();
}
