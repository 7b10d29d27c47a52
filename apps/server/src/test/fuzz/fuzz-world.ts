import { sql } from 'kysely';
import type { Role } from '@slovo/shared';
import { runVocabularyWrite } from '../../modules/vocabulary';
import { refreshCookieOf } from '../test-app';
import type { TestApp } from '../test-app';
import { createTestCategory, createTestTag } from '../factories';

/**
 * The data every route is fuzzed against, made afresh before each route: accounts of each kind
 * (signed in), categories of each kind (pre-built, private, shared, someone else's), words, tags,
 * an active learning session and progress. Fresh per route because a fuzzed admin may well delete
 * the signed-in user or every category, and the next route deserves the same world.
 */

export interface FuzzAccount {
  id: number;
  username: string;
  email: string;
  token: string;
  refreshToken: string;
}

export interface FuzzCategory {
  id: number;
  name: string;
  displayName: string;
}

export interface FuzzWorld {
  admin: FuzzAccount;
  /** The signed-in learner: owns `mine`. */
  user: FuzzAccount;
  /** Another learner: owns `theirs` (private to them). */
  other: FuzzAccount;
  /** An account for admin routes to change or delete. */
  victim: FuzzAccount;
  categories: FuzzCategory[];
  wordIds: number[];
  tagIds: number[];
  tagNames: string[];
}

/** Every table the app writes, children first, so deleting in this order breaks no foreign key. */
const DATA_TABLES = [
  'category_tags',
  'words',
  'learning_sessions',
  'game_progress',
  'refresh_tokens',
  'audit_log',
  'categories',
  'tags',
  'users',
] as const;

const PASSWORD = 'correct horse battery';

let accountSequence = 0;

/**
 * Registers through the API (the real path, whatever the auth code does with tokens). Each account
 * comes from its own address, so a per-IP registration limit never refuses the world's own setup.
 */
async function registerAccount(t: TestApp, role: Role, label: string): Promise<FuzzAccount> {
  accountSequence += 1;
  const username = `fz${label}${process.pid}x${accountSequence}`;
  const email = `${username}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: PASSWORD },
    remoteAddress: `10.77.${(accountSequence >> 8) & 255}.${accountSequence & 255}`,
  });
  if (response.statusCode !== 201) throw new Error(`fuzz world: register ${label}: ${response.statusCode} ${response.body}`);
  const body = response.json<{ token: string; user: { id: number } }>();
  const refreshToken = refreshCookieOf(response) ?? '';
  if (role === 'admin') {
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', body.user.id).execute();
  }
  return { id: body.user.id, username, email, token: body.token, refreshToken };
}

async function wipe(t: TestApp): Promise<void> {
  await runVocabularyWrite(t.db, async (trx) => {
    for (const table of DATA_TABLES) await sql`delete from ${sql.table(table)}`.execute(trx);
  });
}

async function startSession(t: TestApp, account: FuzzAccount, category: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/learning-session/start',
    headers: { authorization: `Bearer ${account.token}` },
    payload: { category, wordCount: 10 },
  });
  if (response.statusCode !== 201) throw new Error(`fuzz world: session: ${response.statusCode} ${response.body}`);
}

/** Empties the database and builds the world again. */
export async function resetFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  await wipe(t);
  // Locks and limits counted by the app's clock (failed logins, registrations) are long over.
  t.clock.advance(24 * 60 * 60 * 1000);
  const admin = await registerAccount(t, 'admin', 'admin');
  const user = await registerAccount(t, 'user', 'user');
  const other = await registerAccount(t, 'user', 'other');
  const victim = await registerAccount(t, 'user', 'victim');

  const travel = await createTestTag(t.db, { name: 'travel', display_name: 'Travel' });
  const food = await createTestTag(t.db, { name: 'food', display_name: 'Food' });
  const hidden = await createTestTag(t.db, { name: 'hidden', display_name: 'Hidden', is_public: false });
  const tagNames = ['travel', 'food', 'hidden'];

  const words: Array<readonly [string, string]> = [
    ['cat', 'кошка'],
    ['dog', 'собака'],
    ['house', 'дом'],
    ['big tree', 'большое дерево'],
    ['well-known', 'известный'],
    ['water', 'вода'],
    ['bread', 'хлеб'],
    ['river', 'река'],
    ['city', 'город'],
    ['window', 'окно'],
    ['book', 'книга'],
    ['sun', 'солнце'],
  ];
  const specs = [
    { name: 'animals', display_name: 'Animals', user_id: null, tags: ['travel'], is_approved_list: true },
    { name: 'fuzz-mine', display_name: 'Fuzz Mine', user_id: user.id, privacy: 'private' as const, tags: ['food'] },
    { name: 'fuzz-shared', display_name: 'Путешествия', user_id: user.id, privacy: 'shared' as const },
    { name: 'fuzz-theirs', display_name: 'Fuzz Theirs', user_id: other.id, privacy: 'private' as const, tags: ['hidden'] },
  ];
  const categories: FuzzCategory[] = [];
  const wordIds: number[] = [];
  for (const spec of specs) {
    const created = await createTestCategory(t.db, { ...spec, words });
    categories.push({ id: created.id, name: created.name, displayName: spec.display_name });
    wordIds.push(...created.wordIds);
  }
  await startSession(t, user, 'animals');
  return { admin, user, other, victim, categories, wordIds, tagIds: [travel.id, food.id, hidden.id], tagNames };
}
