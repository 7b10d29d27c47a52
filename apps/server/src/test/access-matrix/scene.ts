import sharp from 'sharp';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@slovo/shared';
import { createTestCategory, createTestTag, createTestUser } from '../factories';
import type { TestApp } from '../test-app';
import { refreshCookieOf } from '../test-app';

/**
 * The data a call of the access matrix works on: a learner (the owner) with a private category
 * holding a secret word, an active learning session in it, a game's progress and a review of
 * the secret word (missed an hour ago: due now and in the mistake book). Calls that are
 * meant to write get a scene (and a caller) of their own, so a deletion or a role change never
 * changes what the next call finds; every other call shares one scene and one account per role,
 * which nothing changes unless a refusal wrongly writes (and that fails the row anyway).
 */

export interface SceneUser {
  id: number;
  username: string;
  password: string;
  token: string;
}

export interface SceneTag {
  id: number;
  name: string;
}

export interface Scene {
  owner: SceneUser;
  /** The owner's private category; it carries the public tag. */
  category: { id: number; name: string; displayName: string };
  /** A word of that category (the category has one more). */
  word: { id: number; english: string };
  /** Any learner may attach it; the category carries it. */
  publicTag: SceneTag;
  /** Public too, and not on the category: adding it really writes. */
  spareTag: SceneTag;
  /** Not public: only admins see or attach it. */
  hiddenTag: SceneTag;
  /**
   * Texts that identify private data: `owner` may be seen by the owner and admins only (the
   * category's names, the word), `admin` by admins only (the hidden tag's name), `teachers` by the
   * class's teachers and admins only (the classmate's name).
   */
  secrets: { owner: readonly string[]; admin: readonly string[]; teachers: readonly string[] };
  /** A fresh text of letters after `prefix`, valid as a word, a category name or a tag name. */
  unique(prefix: string): string;
  /** A refresh token of a new sign-in of the owner, through the API. */
  ownerRefreshToken(): Promise<string>;
  /** A new public tag nobody uses, for a call that deletes one. */
  newTag(): Promise<SceneTag>;
  /** The app clock's time (ISO), for requests that carry one (a game's playedAt). */
  now(): string;
  /** A small PNG, as a picture upload's body. */
  png(): Promise<Buffer>;
  /** The URL of a picture the owner put on their private word, through the API. */
  ownerPicture(): Promise<string>;
  /**
   * The owner's class (issue 35): a co-teacher, a member and a second member (the classmate, whose
   * name only the teachers and admins may see), an assignment of a system category.
   */
  classroom: {
    id: number;
    code: string;
    coTeacher: SceneUser;
    member: SceneUser;
    assignmentId: number;
    systemCategoryId: number;
    /** A learner with no tie to the class, whom the creator may add as a co-teacher. */
    spareUsername: string;
  };
}

/** What one test app's calls share. Tags are global: every scene uses these three. */
export interface SceneWorld {
  t: TestApp;
  publicTag: SceneTag;
  spareTag: SceneTag;
  hiddenTag: SceneTag;
  /** The scene of the calls that write nothing. */
  shared: Scene;
  /** The signed-in learner with no tie to the shared scene ('user' and 'other' alike). */
  stranger: SceneUser;
  admin: SceneUser;
}

const letters = (count: number): string =>
  Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

export async function createSceneWorld(t: TestApp): Promise<SceneWorld> {
  const tags = {
    publicTag: await createTestTag(t.db, { name: `public-${letters(10)}` }),
    spareTag: await createTestTag(t.db, { name: `spare-${letters(10)}` }),
    hiddenTag: await createTestTag(t.db, { name: `hidden-${letters(10)}`, is_public: false }),
  };
  return {
    t,
    ...tags,
    shared: await createScene(t, tags),
    stranger: await createSceneUser(t, 'user'),
    admin: await createSceneUser(t, 'admin'),
  };
}

/**
 * A signed-in account of this role. The token is issued by the app's own signer (as sign-in
 * does) instead of signing in through the API: argon2 would cost ~15 ms a call.
 */
export async function createSceneUser(t: TestApp, role: Role): Promise<SceneUser> {
  const user = await createTestUser(t.db, { username: `${role}${letters(12)}`, role });
  // A new account's token version is 0 (users.token_version's default).
  const { token } = await t.app.accessTokens.issue({ id: user.id, username: user.username, role, token_version: 0 });
  return { id: user.id, username: user.username, password: user.password, token };
}

export async function createScene(
  t: TestApp,
  { publicTag, spareTag, hiddenTag }: Pick<SceneWorld, 'publicTag' | 'spareTag' | 'hiddenTag'>,
): Promise<Scene> {
  const owner = await createSceneUser(t, 'user');
  const secret = letters(12);
  const displayName = `Secret ${secret}`;
  const english = `secret${secret}`;
  const category = await createTestCategory(t.db, {
    name: `secret-${secret}`,
    display_name: displayName,
    user_id: owner.id,
    privacy: 'private',
    words: [
      [english, 'тайна'],
      ['apple', 'яблоко'],
    ],
    tags: [publicTag.name],
  });
  const [wordId = 0] = category.wordIds;
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('learning_sessions')
    .values({
      user_id: owner.id,
      category_id: category.id,
      words_per_game: 10,
      word_ids: JSON.stringify(category.wordIds),
      words_studied: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.db
    .insertInto('game_progress')
    .values({ user_id: owner.id, game_id: 'game3', completed: 1, score: 80, best_score: 90, updated_at: now })
    .execute();
  const review = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: {
      playId: randomUUID(),
      gameId: 'game1',
      // A day and an hour ago: a miss comes due a day later, so the word is due now (GET /api/reviews/due).
      playedAt: new Date(t.clock.now().getTime() - 25 * 60 * 60 * 1000).toISOString(),
      utcOffsetMinutes: 0,
      answers: [{ wordId, outcome: 'wrong' }],
    },
  });
  if (review.statusCode !== 200) throw new Error(`the owner's review failed: ${review.statusCode} ${review.body}`);
  const classroom = await createClassroom(t, owner.id);

  return {
    owner,
    category: { id: category.id, name: category.name, displayName },
    word: { id: wordId, english },
    publicTag,
    spareTag,
    hiddenTag,
    secrets: { owner: [category.name, displayName, english], admin: [hiddenTag.name], teachers: [classroom.classmate] },
    unique: (prefix) => `${prefix}${letters(12)}`,
    async ownerRefreshToken() {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: owner.username, password: owner.password },
      });
      const token = refreshCookieOf(response);
      if (!token) throw new Error(`the owner could not sign in: ${response.statusCode} ${response.body}`);
      return token;
    },
    newTag: () => createTestTag(t.db, { name: `doomed-${letters(10)}` }),
    now: () => t.clock.now().toISOString(),
    png: tinyPng,
    async ownerPicture() {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/vocabulary/user/words/${wordId}/image`,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' },
        payload: await tinyPng(),
      });
      if (response.statusCode !== 200) throw new Error(`the owner's picture failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { image: string }).image;
    },
    classroom: classroom.scene,
  };
}

/** A class of the owner's, written straight to its tables (as the API would): see Scene.classroom. */
async function createClassroom(t: TestApp, ownerId: number): Promise<{ scene: Scene['classroom']; classmate: string }> {
  const now = t.clock.now().toISOString();
  const code = letters(16).replace(/[ilo]/g, 'a');
  const { id } = await t.db
    .insertInto('classes')
    .values({
      name: `Class ${letters(8)}`,
      created_by: ownerId,
      invite_code: code,
      invite_hash: createHash('sha256').update(code).digest('hex'),
      invite_enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [coTeacher, member, classmate] = [
    await createSceneUser(t, 'user'),
    await createSceneUser(t, 'user'),
    await createSceneUser(t, 'user'),
  ];
  await t.db
    .insertInto('class_teachers')
    .values([ownerId, coTeacher.id].map((user_id) => ({ class_id: id, user_id, added_at: now })))
    .execute();
  await t.db
    .insertInto('class_members')
    .values([member.id, classmate.id].map((user_id) => ({ class_id: id, user_id, joined_at: now })))
    .execute();
  const system = await createTestCategory(t.db, { words: 2 });
  const { id: assignmentId } = await t.db
    .insertInto('class_assignments')
    .values({
      class_id: id,
      category_id: system.id,
      due_date: null,
      kinds: JSON.stringify([{ skill: 'meaning', direction: 'en-ru' }]),
      target: JSON.stringify({ kind: 'learned' }),
      word_ids: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    scene: {
      id,
      code,
      coTeacher,
      member,
      assignmentId,
      systemCategoryId: system.id,
      spareUsername: (await createTestUser(t.db, { username: `co${letters(12)}` })).username,
    },
    classmate: classmate.username,
  };
}

/** A fresh 8 × 8 PNG of a random colour. */
const tinyPng = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
    .png()
    .toBuffer();

/** Ids no row has: valid as ids (below 2^31), far above what a test creates. */
const GHOST_ID = 2_000_000_000;

/**
 * The scene with its category, word and owner account replaced by ones that do not exist: a
 * request built from it names nothing, and must be answered exactly as the real one is for a
 * caller who may not see it (so the answer does not reveal that the real one exists).
 */
export function ghostOf(scene: Scene): Scene {
  return {
    ...scene,
    owner: { ...scene.owner, id: GHOST_ID },
    category: { id: GHOST_ID, name: `ghost-${letters(12)}`, displayName: `Ghost ${letters(12)}` },
    word: { id: GHOST_ID, english: `ghost${letters(12)}` },
    classroom: { ...scene.classroom, id: GHOST_ID, assignmentId: GHOST_ID },
  };
}
