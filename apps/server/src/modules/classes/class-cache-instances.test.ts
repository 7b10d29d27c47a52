import { randomUUID } from 'node:crypto';
import type { AssignmentProgress, ClassDetail, ClassProgress, LightweightCategoriesResponse, MyAssignments } from '@slovo/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheDegraded } from '../../cache/answer-cache';
import { dropLocalLearnerAnswers, learnerAnswersVersion } from '../../cache/learner-answer-versions';
import type { TestApp, TestCategory, TestUser } from '../../test';
import { createTestApp, createTestCategory, createTestClock } from '../../test';

/**
 * The class views (class-view-cache.ts) across two instances, A and B, on one database and one
 * Redis (TEST_REDIS_URL), as behind a load balancer: what a teacher or a member does on one shows
 * on the other on the next read, not once the kept view's minute is over.
 *
 * Two apps built from one set of modules would share the process's caches (the answer cache's
 * generation, every learner's answers version) and so agree without ever hearing each other. B is
 * therefore built from a second copy of the server's modules (vi.resetModules), its caches its own
 * as another process's would be: A and B learn of each other's changes through the database
 * (the classes' versions) and the Redis cache bus only. The test clock stands still throughout, so
 * no kept view ever reaches its minute.
 */

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/**
 * Once the write on one instance is answered its bus message is in Redis (the publish is awaited),
 * and two processes would have read it before the next request arrived. In one process the reading
 * instance may not have had its turn at its socket yet (on SQLite a request runs without one): a
 * read that must show the change is tried again for at most this long, in real time, and the reads
 * it took are reported. Nothing but the bus can show the change that soon: the test clock stands
 * still, kept answers live minutes, and both buses must be listening (a deaf one keeps answers
 * DEGRADED_CACHE_MAX_AGE_MS, twice this).
 */
const BUS_DELIVERY_MS = 500;

/**
 * A second copy of the server's modules: instance B's own caches and cache bus. The server's test
 * files share their modules within a worker (vitest.config.ts), so the files run after this one in
 * the same worker load theirs afresh (import time only; each builds its own app anyway).
 */
async function secondInstanceModules() {
  vi.resetModules();
  const [helpers, answers, versions] = await Promise.all([
    import('../../test'),
    import('../../cache/answer-cache'),
    import('../../cache/learner-answer-versions'),
  ]);
  return { helpers, answers, versions };
}

let a: TestApp;
let b: TestApp;
let modulesB: Awaited<ReturnType<typeof secondInstanceModules>>;
let animals: TestCategory;
/** Per read that waited on the bus: the reads it took and the milliseconds until it showed the change. */
const waits: Record<string, { reads: number; ms: number }> = {};

beforeAll(async () => {
  a = await createTestApp({ clock: createTestClock('2026-06-01T09:00:00.000Z'), config: { redisUrl: REDIS_URL } });
  modulesB = await secondInstanceModules();
  b = await modulesB.helpers.createTestApp({
    database: a.database,
    clock: a.clock,
    config: { redisUrl: REDIS_URL, jwtSecret: a.config.jwtSecret, redisKeyPrefix: a.config.redisKeyPrefix },
  });
  animals = await createTestCategory(a.db, { words: 4 });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  console.info(`class-cache-instances: reads until shown ${JSON.stringify(waits)}`);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (t: TestApp, user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.request(method, url, { user, ...(payload === undefined ? {} : { payload }) });

function ok<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/**
 * `read()`'s answer once `shows` holds of it: at once, or once the bus message reached the reading
 * instance (BUS_DELIVERY_MS at most; the reads `label` took are reported).
 */
async function shownSoon<T>(label: string, read: () => Promise<T>, shows: (answer: T) => boolean): Promise<T> {
  const started = performance.now();
  for (let reads = 1; ; reads += 1) {
    const answer = await read();
    const elapsed = performance.now() - started;
    if (shows(answer) || elapsed > BUS_DELIVERY_MS) {
      waits[label] = { reads, ms: Math.round(elapsed) };
      expect([cacheDegraded(), modulesB.answers.cacheDegraded()], 'both instances hear the bus').toEqual([false, false]);
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function newClassWithMember(teacherOn: TestApp, memberOn: TestApp) {
  const teacher = await teacherOn.registerUser();
  const member = await memberOn.registerUser();
  const created = ok<ClassDetail>(
    await call(teacherOn, teacher, 'POST', '/api/classes', { name: `Class ${randomUUID().slice(0, 6)}` }),
    201,
  );
  ok(await call(memberOn, member, 'POST', '/api/classes/join', { code: created.invite!.code }));
  return { teacher, member, classId: created.id };
}

describe('class views across two instances (Redis)', () => {
  it('are two instances: each has its own caches, both listening on the bus', () => {
    expect(modulesB.versions.learnerAnswersVersion).not.toBe(learnerAnswersVersion);
    const before = modulesB.versions.learnerAnswersVersion(123_456_789);
    dropLocalLearnerAnswers(123_456_789);
    expect(learnerAnswersVersion(123_456_789)).not.toBe(modulesB.versions.learnerAnswersVersion(123_456_789));
    expect(modulesB.versions.learnerAnswersVersion(123_456_789)).toBe(before);
    expect([cacheDegraded(), modulesB.answers.cacheDegraded()]).toEqual([false, false]);
  });

  it("a teacher's progress table kept on A shows a game a member recorded on B on the next read", async () => {
    const { teacher, member, classId } = await newClassWithMember(a, b);
    const assignment = ok<{ id: number }>(
      await call(a, teacher, 'POST', `/api/classes/${classId}/assignments`, {
        categoryId: animals.id,
        dueDate: '2026-12-04',
        target: { kind: 'score', game: 'game3', percent: 75 },
      }),
      201,
    );
    const tableOnA = async () => ok<ClassProgress>(await call(a, teacher, 'GET', `/api/classes/${classId}/progress`));
    const cellOf = (table: ClassProgress): AssignmentProgress =>
      table.cells[table.members.findIndex((entry) => entry.id === member.id)]![0]!;

    const before = await tableOnA();
    expect(before.members.map((entry) => entry.username)).toEqual([member.username]);
    expect(cellOf(before)).toMatchObject({ words: 4, mistakes: 0, lastPlayed: null, bestScores: {}, done: false });
    // The table is kept on A: a change behind the module's back (straight SQL) does not show.
    await a.db.updateTable('class_assignments').set({ due_date: '2026-12-24' }).where('id', '=', assignment.id).execute();
    expect((await tableOnA()).assignments[0]!.dueDate).toBe('2026-12-04');

    const [w1, w2, w3, w4] = animals.wordIds as [number, number, number, number];
    const recorded = await call(b, member, 'POST', '/api/reviews', {
      playId: randomUUID(),
      gameId: 'game3',
      playedAt: a.clock.now().toISOString(),
      utcOffsetMinutes: 0,
      answers: [
        [w1, 'right'],
        [w2, 'right'],
        [w3, 'right'],
        [w4, 'wrong'],
      ].map(([wordId, outcome]) => ({ wordId, outcome })),
    });
    ok(recorded);

    const after = await shownSoon('progress table on A', tableOnA, (table) => cellOf(table).lastPlayed !== null);
    expect(cellOf(after)).toMatchObject({ words: 4, mistakes: 1, bestScores: { game3: 75 }, done: true });
    expect(cellOf(after).lastPlayed).not.toBeNull();
    // Built afresh, so the straight change shows now too.
    expect(after.assignments[0]!.dueDate).toBe('2026-12-24');
  });

  it("a member's open assignments kept on B show an assignment added, and a due date changed, on A at once", async () => {
    const { teacher, member, classId } = await newClassWithMember(a, b);
    const openOnB = async () => ok<MyAssignments>(await call(b, member, 'GET', '/api/classes/assignments'));
    const dueDates = (open: MyAssignments) => open.assignments.map((entry) => [entry.class.id, entry.dueDate]);

    expect((await openOnB()).assignments).toEqual([]);
    const added = ok<{ id: number }>(
      await call(a, teacher, 'POST', `/api/classes/${classId}/assignments`, { categoryId: animals.id, dueDate: '2026-12-10' }),
      201,
    );
    const withOne = await openOnB();
    expect(dueDates(withOne)).toEqual([[classId, '2026-12-10']]);
    expect(withOne.assignments[0]!.progress).toMatchObject({ words: 4, learned: 0, done: false });
    // Kept on B: read again, the same.
    expect(dueDates(await openOnB())).toEqual([[classId, '2026-12-10']]);

    ok(await call(a, teacher, 'PATCH', `/api/classes/${classId}/assignments/${added.id}`, { dueDate: '2026-11-20' }));
    expect(dueDates(await openOnB())).toEqual([[classId, '2026-11-20']]);

    ok(
      await call(a, teacher, 'POST', `/api/classes/${classId}/assignments`, { categoryId: animals.id, dueDate: '2026-10-01' }),
      201,
    );
    expect(dueDates(await openOnB())).toEqual([
      [classId, '2026-10-01'],
      [classId, '2026-11-20'],
    ]);
  });

  it("a teacher's private category assigned on A is the member's on B, and gone on B at once when they leave on A", async () => {
    const { teacher, member, classId } = await newClassWithMember(a, b);
    const own = await createTestCategory(a.db, { user_id: teacher.id, words: 2, privacy: 'private' });
    const wordsOnB = () => call(b, member, 'GET', `/api/vocabulary/category/${own.name}`);
    const pickerOnB = async () =>
      ok<LightweightCategoriesResponse>(await call(b, member, 'GET', '/api/vocabulary/categories/lightweight')).categories.map(
        (category) => category.name,
      );

    expect((await wordsOnB()).statusCode).toBe(404);
    expect(await pickerOnB()).not.toContain(own.name);
    ok(await call(a, teacher, 'POST', `/api/classes/${classId}/assignments`, { categoryId: own.id }), 201);

    expect(ok<{ words: unknown[] }>(await wordsOnB()).words).toHaveLength(2);
    const listed = await shownSoon('picker on B, assigned', pickerOnB, (names) => names.includes(own.name));
    expect(listed).toContain(own.name);

    ok(await call(a, member, 'DELETE', `/api/classes/${classId}/members/${member.id}`));
    expect((await wordsOnB()).statusCode).toBe(404);
    expect((await call(b, member, 'GET', '/api/classes/assignments')).json()).toEqual({ assignments: [] });
    const unlisted = await shownSoon('picker on B, left', pickerOnB, (names) => !names.includes(own.name));
    expect(unlisted).not.toContain(own.name);

    // Removed by the teacher instead: the same.
    const again = await b.registerUser();
    const invite = ok<ClassDetail>(await call(a, teacher, 'GET', `/api/classes/${classId}`)).invite!.code;
    ok(await call(b, again, 'POST', '/api/classes/join', { code: invite }));
    expect((await call(b, again, 'GET', `/api/vocabulary/category/${own.name}`)).statusCode).toBe(200);
    ok(await call(a, teacher, 'DELETE', `/api/classes/${classId}/members/${again.id}`));
    expect((await call(b, again, 'GET', `/api/vocabulary/category/${own.name}`)).statusCode).toBe(404);
  });
});
