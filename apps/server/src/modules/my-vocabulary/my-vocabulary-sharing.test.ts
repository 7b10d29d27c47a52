import type { UpdatePrivacyResponse } from '@slovo/shared';
import {
  categoryListResponseSchema,
  lightweightCategoriesResponseSchema,
  updatePrivacyResponseSchema,
  userCategoryListResponseSchema,
} from '@slovo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test';
import { createTestApp, createTestCategory, expectError } from '../../test';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
});
afterAll(async () => {
  await t?.close();
});

const setPrivacy = (app: TestApp, user: TestUser | null, id: number | string, payload: unknown) =>
  app.request('PUT', `/api/vocabulary/user/categories/${id}/privacy`, { user, payload });

async function privacyOk(
  app: TestApp,
  user: TestUser,
  id: number,
  privacy: 'private' | 'shared',
): Promise<UpdatePrivacyResponse> {
  const response = await setPrivacy(app, user, id, { privacy });
  expect(response.statusCode, response.body).toBe(200);
  return updatePrivacyResponseSchema.parse(response.json());
}

const privateCategories = async (app: TestApp, owner: TestUser, count: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await createTestCategory(app.db, { user_id: owner.id, words: 1 })).id);
  return ids;
};

const sharedInDatabase = async (app: TestApp, ownerId: number) =>
  (await app.db.selectFrom('categories').select('id').where('user_id', '=', ownerId).where('privacy', '=', 'shared').execute())
    .length;

describe('PUT /vocabulary/user/categories/{id}/privacy', () => {
  it('shares and unshares, answering the new state and the caller’s count', async () => {
    const user = await t.registerUser();
    const [id] = await privateCategories(t, user, 1);
    expect(await privacyOk(t, user, id!, 'shared')).toEqual({
      message: 'Category is now shared',
      privacy: 'shared',
      sharedCount: 1,
      sharedLimit: 10,
    });
    // The privacy it already has: no error, nothing changes.
    expect(await privacyOk(t, user, id!, 'shared')).toMatchObject({ privacy: 'shared', sharedCount: 1 });
    expect(await privacyOk(t, user, id!, 'private')).toEqual({
      message: 'Category is now private',
      privacy: 'private',
      sharedCount: 0,
      sharedLimit: 10,
    });
    expect(await privacyOk(t, user, id!, 'private')).toMatchObject({ sharedCount: 0 });
  });

  it.each([
    [{ privacy: 'public' }, "privacy must be 'private' or 'shared'"],
    [{ privacy: 'SHARED' }, "privacy must be 'private' or 'shared'"],
    [{}, "privacy must be 'private' or 'shared'"],
  ])('refuses %j with 400', async (payload, error) => {
    const user = await t.registerUser();
    const [id] = await privateCategories(t, user, 1);
    expectError(await setPrivacy(t, user, id!, payload), 400, error);
  });

  it('refuses bad ids (400), missing and other people’s categories (404) and anonymous callers (401)', async () => {
    const [user, other] = [await t.registerUser(), await t.registerUser()];
    const [id] = await privateCategories(t, other, 1);
    expectError(await setPrivacy(t, user, 'abc', { privacy: 'shared' }), 400, 'id must be a positive whole number');
    expectError(await setPrivacy(t, user, 2_000_000_000, { privacy: 'shared' }), 404, 'Category not found');
    expectError(await setPrivacy(t, user, id!, { privacy: 'shared' }), 404, 'Category not found');
    expectError(await setPrivacy(t, null, id!, { privacy: 'shared' }), 401, 'Access token required');
    expect(await sharedInDatabase(t, other.id)).toBe(0);
  });

  it("lets an admin change anybody's category; the owner's limit still applies", async () => {
    const limited = await createTestApp({ config: { sharedCategoryLimit: 1 } });
    try {
      const [owner, limitedAdmin] = [await limited.registerUser(), await limited.createAdmin()];
      const [first, second] = await privateCategories(limited, owner, 2);
      // The answer counts the owner's shared categories, the ones the limit applies to.
      expect(await privacyOk(limited, limitedAdmin, first!, 'shared')).toMatchObject({ privacy: 'shared', sharedCount: 1 });
      expectError(
        await setPrivacy(limited, limitedAdmin, second!, { privacy: 'shared' }),
        409,
        'You can only share up to 1 categories.',
      );
      expect(await sharedInDatabase(limited, owner.id)).toBe(1);
      // System categories have no owner and no limit.
      const system = await createTestCategory(limited.db, { privacy: 'shared' });
      expect(await privacyOk(limited, limitedAdmin, system.id, 'private')).toMatchObject({ privacy: 'private' });
      expect(await privacyOk(limited, limitedAdmin, system.id, 'shared')).toMatchObject({ privacy: 'shared', sharedCount: 0 });
    } finally {
      await limited.close();
    }
  });
});

describe('the sharing limit (SHARED_CATEGORY_LIMIT)', () => {
  it('refuses one more than the limit with 409, counted per owner; unsharing frees a place', async () => {
    const limited = await createTestApp({ config: { sharedCategoryLimit: 3 } });
    try {
      const [owner, other] = [await limited.registerUser(), await limited.registerUser()];
      const ids = await privateCategories(limited, owner, 5);
      for (const id of ids.slice(0, 3)) await privacyOk(limited, owner, id, 'shared');
      expectError(
        await setPrivacy(limited, owner, ids[3]!, { privacy: 'shared' }),
        409,
        'You can only share up to 3 categories.',
      );
      // Another owner has their own allowance.
      const [othersId] = await privateCategories(limited, other, 1);
      expect(await privacyOk(limited, other, othersId!, 'shared')).toMatchObject({ sharedCount: 1, sharedLimit: 3 });

      const list = await limited.request('GET', '/api/vocabulary/user/categories', { user: owner });
      expect(userCategoryListResponseSchema.parse(list.json())).toMatchObject({ sharedCount: 3, sharedLimit: 3 });

      expect(await privacyOk(limited, owner, ids[0]!, 'private')).toMatchObject({ sharedCount: 2 });
      expect(await privacyOk(limited, owner, ids[4]!, 'shared')).toMatchObject({ sharedCount: 3 });
      // A category shared already stays shared when the count is at the limit.
      expect(await privacyOk(limited, owner, ids[4]!, 'shared')).toMatchObject({ sharedCount: 3 });
    } finally {
      await limited.close();
    }
  });

  it('0 turns sharing off', async () => {
    const closed = await createTestApp({ config: { sharedCategoryLimit: 0 } });
    try {
      const owner = await closed.registerUser();
      const [id] = await privateCategories(closed, owner, 1);
      expectError(await setPrivacy(closed, owner, id!, { privacy: 'shared' }), 409, 'You can only share up to 0 categories.');
    } finally {
      await closed.close();
    }
  });

  it('holds under 20 simultaneous share requests: exactly the limit end up shared', async () => {
    const owner = await t.registerUser();
    const ids = await privateCategories(t, owner, 20);
    const responses = await Promise.all(ids.map((id) => setPrivacy(t, owner, id, { privacy: 'shared' })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectError(response, 409, 'You can only share up to 10 categories.');
    }
    expect(await sharedInDatabase(t, owner.id)).toBe(10);
  });
});

describe('what other players see, at once (the vocabulary cache is dropped after each write)', () => {
  const picker = async (user: TestUser | null) => {
    const response = await t.request('GET', '/api/vocabulary/categories/lightweight', { user });
    return lightweightCategoriesResponseSchema.parse(response.json()).categories.map((category) => category.name);
  };
  const publicList = async (user: TestUser | null) => {
    const response = await t.request('GET', '/api/vocabulary/categories?limit=1000', { user });
    return categoryListResponseSchema.parse(response.json()).categories.map((category) => category.name);
  };
  const everyView = async (owner: TestUser, player: TestUser) => ({
    ownerPicker: await picker(owner),
    playerPicker: await picker(player),
    anonymousPicker: await picker(null),
    adminPicker: await picker(admin),
    playerList: await publicList(player),
    anonymousList: await publicList(null),
  });

  it('a shared category appears in every picker and public list; a private one only for its owner and admins', async () => {
    const [owner, player] = [await t.registerUser(), await t.registerUser()];
    const created = await t.request('POST', '/api/vocabulary/user/categories', {
      user: owner,
      payload: { categoryName: 'Cache Probe' },
    });
    const id: number = created.json().categoryId;
    const name = (await t.db.selectFrom('categories').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

    let views = await everyView(owner, player);
    expect(views.ownerPicker).toContain(name);
    expect(views.adminPicker).toContain(name);
    for (const view of [views.playerPicker, views.anonymousPicker, views.playerList, views.anonymousList]) {
      expect(view).not.toContain(name);
    }

    await privacyOk(t, owner, id, 'shared');
    views = await everyView(owner, player);
    for (const view of Object.values(views)) expect(view).toContain(name);

    await privacyOk(t, owner, id, 'private');
    views = await everyView(owner, player);
    expect(views.ownerPicker).toContain(name);
    expect(views.adminPicker).toContain(name);
    for (const view of [views.playerPicker, views.anonymousPicker, views.playerList, views.anonymousList]) {
      expect(view).not.toContain(name);
    }
  });

  it("a shared category's new words, new name and deletion show at once too", async () => {
    const [owner, player] = [await t.registerUser(), await t.registerUser()];
    const category = await createTestCategory(t.db, { user_id: owner.id, privacy: 'shared', display_name: 'Live Edits' });
    const count = async () => {
      const response = await t.request('GET', '/api/vocabulary/categories/lightweight', { user: player });
      return lightweightCategoriesResponseSchema.parse(response.json()).categories.find((entry) => entry.id === category.id);
    };
    expect(await count()).toMatchObject({ word_count: 0, display_name: 'Live Edits' });
    const added = await t.request('POST', '/api/vocabulary/user/words/batch', {
      user: owner,
      payload: {
        categoryId: category.id,
        pairs: [
          { english: 'one', russian: 'один' },
          { english: 'two', russian: 'два' },
        ],
      },
    });
    expect(added.statusCode).toBe(201);
    expect(await count()).toMatchObject({ word_count: 2 });
    await t.request('PUT', `/api/vocabulary/user/categories/${category.id}`, {
      user: owner,
      payload: { display_name: 'Renamed Live' },
    });
    expect(await count()).toMatchObject({
      word_count: 2,
      display_name: 'Renamed Live',
      name: expect.stringMatching(/^renamed-live-[0-9a-f]{8}$/),
    });
    await t.request('DELETE', `/api/vocabulary/user/categories/${category.id}`, { user: owner });
    expect(await count()).toBeUndefined();
  });
});
