import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_LIMITS,
  CLASS_MESSAGES,
  type LightweightCategoriesResponse,
  type ClassDetail,
  type ClassProgress,
  type MyAssignments,
} from '@slovo/shared';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestUser, expectError } from '../../test';

// Issue 35 through the API, on either database: a class is created, joined by its invite code,
// given assignments; its teachers see every member's progress from the learning data, a member
// only their own; the invite rotates and switches off; the limits hold, twenty joins at once
// included; deletions leave nothing behind.

let t: TestApp;
let teacher: TestUser;
let admin: TestUser;
let animals: TestCategory;

beforeAll(async () => {
  t = await createTestApp();
  [teacher, admin] = await Promise.all([t.registerUser(), t.createAdmin()]);
  animals = await createTestCategory(t.db, { words: 4 });
});
afterAll(async () => {
  await t?.close();
});

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.request(method, url, { user, ...(payload === undefined ? {} : { payload }) });

async function ok<T>(response: { statusCode: number; body: string; json<U>(): U }, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const newClass = async (owner: TestUser = teacher, name = `Class ${randomUUID().slice(0, 6)}`) =>
  ok<ClassDetail>(await call(owner, 'POST', '/api/classes', { name }), 201);

const join = (user: TestUser, code: string) => call(user, 'POST', '/api/classes/join', { code });

const recordGame = (user: TestUser, gameId: string, answers: Array<[number, string]>) =>
  call(user, 'POST', '/api/reviews', {
    playId: randomUUID(),
    gameId,
    playedAt: t.clock.now().toISOString(),
    utcOffsetMinutes: 0,
    answers: answers.map(([wordId, outcome]) => ({ wordId, outcome })),
  });

describe('a class', () => {
  it('is created by any learner, who teaches it and sees its invite; a member joins by the code and sees no other member', async () => {
    const created = await newClass(teacher, '  Year 7   English ');
    expect(created).toMatchObject({ name: 'Year 7 English', role: 'teacher', creator: true, members: [], assignments: [] });
    expect(created.teachers).toEqual([{ id: teacher.id, username: teacher.username, creator: true }]);
    expect(created.invite!.code).toMatch(/^[a-z2-9]{16}$/);
    expect(created.invite!.enabled).toBe(true);

    const [ann, ben] = await Promise.all([t.registerUser(), t.registerUser()]);
    // Typed with capitals and a dash between groups, as a person copies it.
    const spaced = `${created.invite!.code.slice(0, 8).toUpperCase()}-${created.invite!.code.slice(8)}`;
    const annView = await ok<ClassDetail>(await join(ann, spaced));
    await ok(await join(ben, created.invite!.code));
    expect(annView).toMatchObject({ id: created.id, role: 'member', creator: false, members: null, invite: null });
    expect(annView.teachers.map((person) => person.username)).toEqual([teacher.username]);
    expect(JSON.stringify(annView)).not.toContain(ben.username);

    const teacherView = await ok<ClassDetail>(await call(teacher, 'GET', `/api/classes/${created.id}`));
    expect(teacherView.members!.map((member) => member.username).sort()).toEqual([ann.username, ben.username].sort());
    const mine = await ok<{ classes: Array<{ id: number; role: string; members: number | null }> }>(
      await call(ann, 'GET', '/api/classes'),
    );
    expect(mine.classes.find((entry) => entry.id === created.id)).toMatchObject({ role: 'member', members: null });

    expectError(await join(ann, created.invite!.code), 409, CLASS_MESSAGES.alreadyMember);
    expectError(await join(teacher, created.invite!.code), 409, CLASS_MESSAGES.teacherCannotJoin);
    // Somebody outside the class: as if there were none.
    const stranger = await t.registerUser();
    expectError(await call(stranger, 'GET', `/api/classes/${created.id}`), 404, CLASS_MESSAGES.notFound);
    expectError(await call(null, 'GET', `/api/classes/${created.id}`), 401, 'Access token required');
  });

  it('shows a visitor with the link which class it opens; a rotated or switched-off code stops working at once', async () => {
    const created = await newClass();
    const oldCode = created.invite!.code;
    expect(await ok(await call(null, 'GET', `/api/classes/invite/${oldCode}`))).toEqual({
      name: created.name,
      teachers: [teacher.username],
    });

    const rotated = await ok<{ code: string; enabled: boolean }>(
      await call(teacher, 'POST', `/api/classes/${created.id}/invite/rotate`),
    );
    expect(rotated.code).not.toBe(oldCode);
    const learner = await t.registerUser();
    expectError(await join(learner, oldCode), 404, CLASS_MESSAGES.inviteInvalid);
    expectError(await call(null, 'GET', `/api/classes/invite/${oldCode}`), 404, CLASS_MESSAGES.inviteInvalid);

    expect(await ok(await call(teacher, 'PUT', `/api/classes/${created.id}/invite`, { enabled: false }))).toEqual({
      code: rotated.code,
      enabled: false,
    });
    expectError(await join(learner, rotated.code), 404, CLASS_MESSAGES.inviteInvalid);
    await ok(await call(teacher, 'PUT', `/api/classes/${created.id}/invite`, { enabled: true }));
    await ok(await join(learner, rotated.code));
    // A member may not manage the invite.
    expectError(await call(learner, 'POST', `/api/classes/${created.id}/invite/rotate`), 403, CLASS_MESSAGES.teachersOnly);
    expectError(await join(learner, 'not a code'), 400, CLASS_MESSAGES.inviteInvalid);
  });

  it('takes exactly as many of twenty joins at once as it has places left', async () => {
    const created = await newClass();
    const filler = await Promise.all(Array.from({ length: CLASS_LIMITS.membersPerClass - 5 }, () => createTestUser(t.db)));
    await t.db
      .insertInto('class_members')
      .values(filler.map((user) => ({ class_id: created.id, user_id: user.id, joined_at: t.clock.now().toISOString() })))
      .execute();
    const joiners = await Promise.all(Array.from({ length: 20 }, () => t.registerUser()));
    const answers = await Promise.all(joiners.map((user) => join(user, created.invite!.code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expectError(refused, 409, CLASS_MESSAGES.classFull);
    const count = await t.db
      .selectFrom('class_members')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('class_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(CLASS_LIMITS.membersPerClass);
  });

  it('limits joins per hour and classes per teacher, naming the limit', async () => {
    const learner = await t.registerUser();
    for (let attempt = 0; attempt < CLASS_LIMITS.joinsPerHour; attempt += 1) {
      expectError(await join(learner, 'abcdefghjkmnpqrs'), 404, CLASS_MESSAGES.inviteInvalid);
    }
    const limited = await join(learner, 'abcdefghjkmnpqrs');
    expectError(limited, 429, CLASS_MESSAGES.tooManyJoins);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const busy = await t.registerUser();
    for (let index = 0; index < CLASS_LIMITS.classesPerTeacher; index += 1) await newClass(busy);
    expectError(await call(busy, 'POST', '/api/classes', { name: 'One more' }), 409, CLASS_MESSAGES.tooManyClasses);
    expectError(await call(busy, 'POST', '/api/classes', { name: '   ' }), 400, CLASS_MESSAGES.nameRequired);
    expectError(await call(busy, 'POST', '/api/classes', { name: 'x'.repeat(81) }), 400, CLASS_MESSAGES.nameTooLong);
  });
});

describe('assignments and progress', () => {
  it('a teacher assigns a category; each member sees their own progress, the teachers everybody’s, from the games played', async () => {
    const created = await newClass();
    const [ann, ben] = await Promise.all([t.registerUser(), t.registerUser()]);
    await ok(await join(ann, created.invite!.code));
    await ok(await join(ben, created.invite!.code));
    const assignment = await ok<{ id: number; words: number }>(
      await call(teacher, 'POST', `/api/classes/${created.id}/assignments`, {
        categoryId: animals.id,
        dueDate: '2026-12-04',
        target: { kind: 'score', game: 'game3', percent: 75 },
      }),
      201,
    );
    expect(assignment.words).toBe(4);

    const [w1, w2, w3, w4] = animals.wordIds as [number, number, number, number];
    expect(
      (
        await recordGame(ann, 'game3', [
          [w1, 'right'],
          [w2, 'right'],
          [w3, 'right'],
          [w4, 'wrong'],
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await recordGame(ben, 'game3', [
          [w1, 'right'],
          [w2, 'wrong'],
          [w3, 'wrong'],
          [w4, 'wrong'],
        ])
      ).statusCode,
    ).toBe(200);

    const table = await ok<ClassProgress>(await call(teacher, 'GET', `/api/classes/${created.id}/progress`));
    const row = (user: TestUser) => table.cells[table.members.findIndex((member) => member.id === user.id)]![0]!;
    expect(row(ann)).toMatchObject({ words: 4, mistakes: 1, bestScores: { game3: 75 }, done: true });
    expect(row(ben)).toMatchObject({ words: 4, mistakes: 3, bestScores: { game3: 25 }, done: false });
    expect(row(ann).lastPlayed).not.toBeNull();
    // The most missed: the word both missed first.
    expect(table.hardestWords[0]).toMatchObject({ wordId: w4, members: 2 });

    // A new game shows at once (the kept table is keyed by each member's answers version).
    expect(
      (
        await recordGame(ben, 'game3', [
          [w1, 'right'],
          [w2, 'right'],
          [w3, 'right'],
          [w4, 'right'],
        ])
      ).statusCode,
    ).toBe(200);
    const after = await ok<ClassProgress>(await call(teacher, 'GET', `/api/classes/${created.id}/progress`));
    expect(after.cells[after.members.findIndex((member) => member.id === ben.id)]![0]).toMatchObject({
      bestScores: { game3: 100 },
      done: true,
    });

    const own = await ok<ClassDetail>(await call(ann, 'GET', `/api/classes/${created.id}`));
    expect(own.assignments[0]!.progress).toMatchObject({ bestScores: { game3: 75 }, done: true });
    expectError(await call(ann, 'GET', `/api/classes/${created.id}/progress`), 403, CLASS_MESSAGES.teachersOnly);
    expect((await call(admin, 'GET', `/api/classes/${created.id}/progress`)).statusCode).toBe(200);

    const csv = await call(teacher, 'GET', `/api/classes/${created.id}/progress.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toContain('(due 2026-12-04): learned');
    expect(csv.body).toContain(`${ann.username},0,4,yes`);
  });

  it('lists a member’s open assignments across classes, soonest due first, without those done', async () => {
    const [first, second] = [await newClass(), await newClass()];
    const member = await t.registerUser();
    await ok(await join(member, first.invite!.code));
    await ok(await join(member, second.invite!.code));
    for (const [id, dueDate] of [
      [first.id, '2026-12-20'],
      [second.id, '2026-12-10'],
    ] as const) {
      await ok(await call(teacher, 'POST', `/api/classes/${id}/assignments`, { categoryId: animals.id, dueDate }), 201);
    }
    const open = await ok<MyAssignments>(await call(member, 'GET', '/api/classes/assignments'));
    expect(open.assignments.map((entry) => [entry.class.name, entry.dueDate])).toEqual([
      [second.name, '2026-12-10'],
      [first.name, '2026-12-20'],
    ]);
    expect(open.assignments[0]!.progress).toMatchObject({ learned: 0, words: 4, done: false });
  });

  it('refuses what cannot be assigned, naming why', async () => {
    const created = await newClass();
    const someone = await t.registerUser();
    const privateCategory = await createTestCategory(t.db, { user_id: someone.id, words: 2, privacy: 'private' });
    const empty = await createTestCategory(t.db, { words: 0 });
    const url = `/api/classes/${created.id}/assignments`;
    expectError(await call(teacher, 'POST', url, { categoryId: privateCategory.id }), 404, CLASS_MESSAGES.categoryNotFound);
    expectError(await call(teacher, 'POST', url, { categoryId: empty.id }), 409, CLASS_MESSAGES.categoryEmpty);
    expectError(
      await call(teacher, 'POST', url, { categoryId: animals.id, dueDate: '2026-02-30' }),
      400,
      CLASS_MESSAGES.dueDateInvalid,
    );
    expectError(
      await call(teacher, 'POST', url, { categoryId: animals.id, kinds: [{ skill: 'stress', direction: 'en-ru' }] }),
      400,
      CLASS_MESSAGES.kindsInvalid,
    );
    expectError(
      await call(teacher, 'POST', url, { categoryId: animals.id, target: { kind: 'score', game: 'game3', percent: 0 } }),
      400,
      CLASS_MESSAGES.targetInvalid,
    );
    expectError(
      await call(teacher, 'POST', url, { categoryId: animals.id, wordIds: [privateCategory.wordIds[0]] }),
      409,
      CLASS_MESSAGES.wordsNotInCategory,
    );
    // A practice of exactly some words; its due date changes; it is removed.
    const practice = await ok<{ id: number; words: number; wordIds: number[] }>(
      await call(teacher, 'POST', url, { categoryId: animals.id, wordIds: animals.wordIds.slice(0, 2) }),
      201,
    );
    expect([practice.words, practice.wordIds]).toEqual([2, animals.wordIds.slice(0, 2)]);
    expect(await ok(await call(teacher, 'PATCH', `${url}/${practice.id}`, { dueDate: '2027-01-15' }))).toMatchObject({
      dueDate: '2027-01-15',
    });
    await ok(await call(teacher, 'DELETE', `${url}/${practice.id}`));
    expectError(await call(teacher, 'DELETE', `${url}/${practice.id}`), 404, CLASS_MESSAGES.assignmentNotFound);
  });
});

describe('a teacher’s private category, assigned', () => {
  it('is the class’s to play: its words, the picker’s list, the reviews and the pictures — until the member leaves', async () => {
    const created = await newClass();
    const own = await createTestCategory(t.db, { user_id: teacher.id, words: 2, privacy: 'private' });
    const [member, outsider] = await Promise.all([t.registerUser(), t.registerUser()]);
    await ok(await join(member, created.invite!.code));
    const wordsUrl = `/api/vocabulary/category/${own.name}`;
    // Before the assignment, a member sees it as nobody else does.
    expect((await call(member, 'GET', wordsUrl)).statusCode).toBe(404);
    await ok(await call(teacher, 'POST', `/api/classes/${created.id}/assignments`, { categoryId: own.id }), 201);

    expect((await ok<{ words: unknown[] }>(await call(member, 'GET', wordsUrl))).words).toHaveLength(2);
    const listed = await ok<LightweightCategoriesResponse>(await call(member, 'GET', '/api/vocabulary/categories/lightweight'));
    expect(listed.categories.map((category) => category.name)).toContain(own.name);
    const recorded = await ok<{ reviewed: number; ignored: number }>(
      await recordGame(member, 'game3', [
        [own.wordIds[0]!, 'right'],
        [own.wordIds[1]!, 'wrong'],
      ]),
    );
    expect([recorded.reviewed, recorded.ignored]).toEqual([2, 0]);
    const picture = await t.request('PUT', `/api/vocabulary/user/words/${own.wordIds[0]}/image`, {
      user: teacher,
      payload: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
      headers: { 'content-type': 'image/png' },
    });
    const { image } = await ok<{ image: string }>(picture);
    expect((await call(member, 'GET', image)).statusCode).toBe(200);
    // Nobody outside the class sees any of it.
    expect((await call(outsider, 'GET', wordsUrl)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', image)).statusCode).toBe(404);

    await ok(await call(member, 'DELETE', `/api/classes/${created.id}/members/${member.id}`));
    expect((await call(member, 'GET', wordsUrl)).statusCode).toBe(404);
    const after = await ok<LightweightCategoriesResponse>(await call(member, 'GET', '/api/vocabulary/categories/lightweight'));
    expect(after.categories.map((category) => category.name)).not.toContain(own.name);
  });
});

describe('teachers, leaving and deleting', () => {
  it('the creator adds a co-teacher, who runs the class but cannot add teachers; the creator stays', async () => {
    const created = await newClass();
    const co = await t.registerUser();
    const withCo = await ok<ClassDetail>(
      await call(teacher, 'POST', `/api/classes/${created.id}/teachers`, { username: co.username.toUpperCase() }),
    );
    expect(withCo.teachers.map((person) => [person.username, person.creator])).toEqual([
      [teacher.username, true],
      [co.username, false],
    ]);
    expect((await ok<ClassDetail>(await call(co, 'GET', `/api/classes/${created.id}`))).invite).not.toBeNull();
    expect((await call(co, 'GET', `/api/classes/${created.id}/progress`)).statusCode).toBe(200);
    const other = await t.registerUser();
    expectError(
      await call(co, 'POST', `/api/classes/${created.id}/teachers`, { username: other.username }),
      403,
      CLASS_MESSAGES.onlyOwner,
    );
    expectError(
      await call(teacher, 'POST', `/api/classes/${created.id}/teachers`, { username: 'nobody-here' }),
      404,
      CLASS_MESSAGES.teacherNotFound,
    );
    expectError(await call(co, 'DELETE', `/api/classes/${created.id}/teachers/${teacher.id}`), 403, CLASS_MESSAGES.onlyOwner);
    expectError(await call(co, 'DELETE', `/api/classes/${created.id}`), 403, CLASS_MESSAGES.onlyOwner);
    await ok(await call(co, 'DELETE', `/api/classes/${created.id}/teachers/${co.id}`));
    expectError(await call(co, 'GET', `/api/classes/${created.id}`), 404, CLASS_MESSAGES.notFound);
  });

  it('a member leaves, a teacher removes one; a member cannot remove another', async () => {
    const created = await newClass();
    const [ann, ben] = await Promise.all([t.registerUser(), t.registerUser()]);
    await ok(await join(ann, created.invite!.code));
    await ok(await join(ben, created.invite!.code));
    expectError(await call(ann, 'DELETE', `/api/classes/${created.id}/members/${ben.id}`), 403, CLASS_MESSAGES.teachersOnly);
    expect(await ok(await call(ann, 'DELETE', `/api/classes/${created.id}/members/${ann.id}`))).toEqual({
      message: 'You left the class.',
    });
    await ok(await call(teacher, 'DELETE', `/api/classes/${created.id}/members/${ben.id}`));
    expectError(await call(ben, 'GET', `/api/classes/${created.id}`), 404, CLASS_MESSAGES.notFound);
  });

  it('deleting a class, a member’s account or an assigned category leaves nothing behind; an admin’s deletion is in the audit log', async () => {
    const created = await newClass();
    const member = await t.registerUser();
    await ok(await join(member, created.invite!.code));
    const doomed = await createTestCategory(t.db, { words: 2 });
    await ok(await call(teacher, 'POST', `/api/classes/${created.id}/assignments`, { categoryId: doomed.id }), 201);
    await t.db.deleteFrom('categories').where('id', '=', doomed.id).execute();
    expect((await ok<ClassDetail>(await call(teacher, 'GET', `/api/classes/${created.id}`))).assignments).toEqual([]);
    await t.db.deleteFrom('users').where('id', '=', member.id).execute();
    expect((await ok<ClassDetail>(await call(teacher, 'GET', `/api/classes/${created.id}`))).members).toEqual([]);

    expect(
      (await ok<{ classes: Array<{ id: number }> }>(await call(admin, 'GET', '/api/admin/classes'))).classes.map((c) => c.id),
    ).toContain(created.id);
    expectError(await call(teacher, 'GET', '/api/admin/classes'), 403, 'Admin access required');
    await ok(await call(admin, 'DELETE', `/api/classes/${created.id}`));
    const entry = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'class_deleted', actor_id: admin.id, target_id: teacher.id, detail: created.name });
    for (const table of ['class_teachers', 'class_members', 'class_assignments'] as const) {
      const left = await t.db.selectFrom(table).select('class_id').where('class_id', '=', created.id).execute();
      expect(left).toEqual([]);
    }
    expectError(await call(teacher, 'GET', `/api/classes/${created.id}`), 404, CLASS_MESSAGES.notFound);
  });
});
