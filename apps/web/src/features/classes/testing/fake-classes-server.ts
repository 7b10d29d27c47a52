/**
 * Test-only: a small in-memory stand-in for the classes routes (packages/shared/src/schemas/
 * classes.ts), installed as the fetch stub's handler. The signed-in user (signIn's default, anna,
 * id 7) teaches class 1 "Year 7" (created it) with members boris and vera, and belongs to class 2
 * "French club". It keeps state, so a write is seen by the next read.
 */
import {
  CLASS_MESSAGES,
  type Assignment,
  type AssignmentProgress,
  type ClassDetail,
  type ClassProgress,
  type ClassSummary,
} from '@slovo/shared';
import type { RecordedCall, StubAnswer } from '@/test/fetch-stub';
import { stubFakeServer } from '@/test/fake-server';

export const ME = { id: 7, username: 'anna' } as const;
export const CODE = 'abcdefghjkmnpqrs';

export const progressOf = (learned: number, words = 10, extra: Partial<AssignmentProgress> = {}): AssignmentProgress => ({
  learned,
  words,
  due: 1,
  mistakes: 2,
  lastPlayed: '2026-11-20T10:00:00.000Z',
  bestScores: { game3: 70 },
  done: learned === words,
  ...extra,
});

const animals: Assignment = {
  id: 11,
  category: { id: 3, name: 'animals', displayName: 'Animals' },
  dueDate: '2030-01-15',
  kinds: [{ skill: 'meaning', direction: 'en-ru' }],
  target: { kind: 'learned' },
  wordIds: null,
  words: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const food: Assignment = {
  ...animals,
  id: 12,
  category: { id: 4, name: 'food', displayName: 'Food' },
  dueDate: null,
  target: { kind: 'score', game: 'game3', percent: 80 },
};

export function fakeClassesServer() {
  const taught: ClassDetail = {
    id: 1,
    name: 'Year 7',
    role: 'teacher',
    creator: true,
    teachers: [{ id: ME.id, username: ME.username, creator: true }],
    members: [
      { id: 20, username: 'vera', joinedAt: '2026-11-02T00:00:00.000Z' },
      { id: 21, username: 'boris', joinedAt: '2026-11-03T00:00:00.000Z' },
      { id: 22, username: 'alla', joinedAt: '2026-11-04T00:00:00.000Z' },
    ],
    invite: { code: CODE, enabled: true },
    assignments: [
      { ...animals, progress: null },
      { ...food, progress: null },
    ],
  };
  const joined: ClassDetail = {
    id: 2,
    name: 'French club',
    role: 'member',
    creator: false,
    teachers: [{ id: 30, username: 'olga', creator: true }],
    members: null,
    invite: null,
    assignments: [{ ...animals, progress: progressOf(4) }],
  };
  const classes = new Map<number, ClassDetail>([
    [1, taught],
    [2, joined],
  ]);
  const progress: ClassProgress = {
    members: taught.members!.map(({ id, username }) => ({ id, username })),
    assignments: [animals, food],
    // vera, boris, alla × animals, food
    cells: [
      [progressOf(5), progressOf(0, 10, { bestScores: { game3: 90 }, done: true })],
      [progressOf(10), progressOf(0, 10, { bestScores: {} })],
      [progressOf(2), progressOf(0, 10, { bestScores: { game3: 40 } })],
    ],
    hardestWords: [{ wordId: 101, english: 'hare', russian: 'заяц', categoryId: 3, members: 2, misses: 5 }],
  };
  let nextId = 3;

  const summary = (detail: ClassDetail): ClassSummary => ({
    id: detail.id,
    name: detail.name,
    role: detail.role,
    teachers: detail.teachers,
    members: detail.members ? detail.members.length : null,
    assignments: detail.assignments.length,
  });
  const notFound = { status: 404, body: { error: CLASS_MESSAGES.notFound } };

  function answer(call: RecordedCall, path: string): StubAnswer {
    const body = (call.body ?? {}) as Record<string, unknown>;
    const route = `${call.method} ${path}`;
    if (route === 'GET /api/classes') return { body: { classes: [...classes.values()].map(summary) } };
    if (route === 'POST /api/classes') {
      const created: ClassDetail = { ...taught, id: nextId++, name: String(body.name), members: [], assignments: [] };
      classes.set(created.id, created);
      return { status: 201, body: created };
    }
    if (route === 'POST /api/classes/join') {
      if (body.code !== CODE) return { status: 404, body: { error: CLASS_MESSAGES.inviteInvalid } };
      return { body: joined };
    }
    if (route === `GET /api/classes/invite/${CODE}`) return { body: { name: 'Year 7', teachers: [ME.username] } };
    if (route.startsWith('GET /api/classes/invite/')) return { status: 404, body: { error: CLASS_MESSAGES.inviteInvalid } };
    if (route === 'GET /api/vocabulary/categories/lightweight') {
      return { body: { categories: [{ id: 3, name: 'animals', display_name: 'Animals', word_count: 10 }] } };
    }
    const match = /^\/api\/classes\/(\d+)(\/.*)?$/.exec(path);
    const detail = match ? classes.get(Number(match[1])) : undefined;
    if (!match || !detail) return notFound;
    const rest = match[2] ?? '';
    if (call.method === 'GET' && rest === '') return { body: detail };
    if (call.method === 'PATCH' && rest === '') {
      detail.name = String(body.name);
      return { body: detail };
    }
    if (call.method === 'DELETE' && rest === '') {
      classes.delete(detail.id);
      return { body: { message: 'Class deleted' } };
    }
    if (call.method === 'GET' && rest === '/progress') return { body: progress };
    if (call.method === 'POST' && rest === '/assignments') {
      const created = { ...animals, id: 40 + detail.assignments.length, ...(body as Partial<Assignment>) };
      detail.assignments.push({ ...created, progress: null });
      return { status: 201, body: created };
    }
    const member = /^\/members\/(\d+)$/.exec(rest);
    if (call.method === 'DELETE' && member) {
      if (detail.role === 'member') classes.delete(detail.id);
      else detail.members = detail.members!.filter((person) => person.id !== Number(member[1]));
      return { body: { message: 'Removed' } };
    }
    if (call.method === 'PUT' && rest === '/invite') {
      detail.invite = { code: CODE, enabled: Boolean(body.enabled) };
      return { body: detail.invite };
    }
    return notFound;
  }

  return { ...stubFakeServer(answer), classes };
}
