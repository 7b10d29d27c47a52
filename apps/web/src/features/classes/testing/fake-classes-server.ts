/**
 * Test-only: a small in-memory stand-in for the classes routes (packages/shared/src/schemas/
 * classes.ts), installed as the fetch stub's handler. It answers as the server does for the caller
 * the request's token names (signIn's user): the creator, a co-teacher, a member, an administrator
 * who teaches nothing, or somebody the class is not for (404).
 *
 * - Class 1 "Year 7": created by anna (id 7, signIn's default), with members vera, boris and alla
 *   and the assignments Animals (due 2030-01-15) and Food (80 % in Quiz Game).
 * - Class 2 "French club": taught by olga; anna is a member, 4 of 10 Animals words learned.
 *
 * It keeps state, so a write is seen by the next read, whoever makes it.
 */
import {
  CLASS_LIMITS,
  CLASS_MESSAGES,
  type Assignment,
  type AssignmentProgress,
  type ClassDetail,
  type ClassProgress,
  type ClassSummary,
  type Invite,
} from '@slovo/shared';
import type { RecordedCall, StubAnswer } from '@/test/fetch-stub';
import { stubFakeServer } from '@/test/fake-server';

export const ME = { id: 7, username: 'anna' } as const;
export const CODE = 'abcdefghjkmnpqrs';

/** Everybody the fake knows, by username (co-teachers are added by it). */
export const PEOPLE = {
  anna: { id: 7, username: 'anna' },
  vera: { id: 20, username: 'vera' },
  boris: { id: 21, username: 'boris' },
  alla: { id: 22, username: 'alla' },
  olga: { id: 30, username: 'olga' },
  pavel: { id: 31, username: 'pavel' },
  /** An administrator who teaches and belongs to no class (sign in with role 'admin'). */
  root: { id: 1, username: 'root' },
} as const;

/** The date the CSV's file name carries (the server puts today's there). */
export const CSV_DATE = '2026-11-20';

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

/** A member who has not played an assignment yet. */
const notPlayed = (words: number): AssignmentProgress =>
  progressOf(0, words, { due: 0, mistakes: 0, lastPlayed: null, bestScores: {} });

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

type Teacher = ClassDetail['teachers'][number];
type Member = NonNullable<ClassDetail['members']>[number];

/** A class as the server stores it; each caller is shown their own view of it (viewOf). */
export interface FakeClass {
  id: number;
  name: string;
  teachers: Teacher[];
  members: Member[];
  invite: Invite;
  assignments: Assignment[];
  /** Each member's progress, keyed `${memberId}/${assignmentId}`; absent: not played yet. */
  cells: Map<string, AssignmentProgress>;
  hardestWords: ClassProgress['hardestWords'];
}

interface Caller {
  id: number;
  admin: boolean;
}

/** The caller the request's token names (the client sends signIn's token); null for a visitor. */
function callerOf(call: RecordedCall): Caller | null {
  const token = /^Bearer (.+)$/.exec(call.headers.Authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  const fields = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { id: number; role: string };
  return { id: Number(fields.id), admin: fields.role === 'admin' };
}

type Role = 'creator' | 'teacher' | 'member' | 'admin';

function roleOf(item: FakeClass, caller: Caller | null): Role | null {
  if (!caller) return null;
  const teacher = item.teachers.find((person) => person.id === caller.id);
  if (teacher) return teacher.creator ? 'creator' : 'teacher';
  if (item.members.some((person) => person.id === caller.id)) return 'member';
  return caller.admin ? 'admin' : null;
}

const teaches = (role: Role | null) => role === 'creator' || role === 'teacher';

const cellOf = (item: FakeClass, memberId: number, assignment: Assignment) =>
  item.cells.get(`${memberId}/${assignment.id}`) ?? notPlayed(assignment.words);

function viewOf(item: FakeClass, caller: Caller, role: Role): ClassDetail {
  return {
    id: item.id,
    name: item.name,
    role: teaches(role) ? 'teacher' : role === 'admin' ? 'admin' : 'member',
    creator: role === 'creator',
    teachers: item.teachers,
    members: role === 'member' ? null : item.members,
    invite: teaches(role) ? item.invite : null,
    assignments: item.assignments.map((assignment) => ({
      ...assignment,
      progress: role === 'member' ? cellOf(item, caller.id, assignment) : null,
    })),
  };
}

function summaryOf(item: FakeClass, role: ClassSummary['role']): ClassSummary {
  return {
    id: item.id,
    name: item.name,
    role,
    teachers: item.teachers,
    members: role === 'member' ? null : item.members.length,
    assignments: item.assignments.length,
  };
}

function progressCsv(item: FakeClass): string {
  const header = [
    'Member',
    ...item.assignments.flatMap((a) => [`${a.category.displayName}: learned`, `${a.category.displayName}: done`]),
  ];
  const lines = item.members.map((member) => [
    member.username,
    ...item.assignments.flatMap((a) => {
      const cell = cellOf(item, member.id, a);
      return [String(cell.learned), cell.done ? 'yes' : 'no'];
    }),
  ]);
  return [header, ...lines].map((cells) => `${cells.join(',')}\r\n`).join('');
}

const refusal = (status: number, error: string): StubAnswer => ({ status, body: { error } });

export function fakeClassesServer() {
  const yearSeven: FakeClass = {
    id: 1,
    name: 'Year 7',
    teachers: [{ ...PEOPLE.anna, creator: true }],
    members: [
      { ...PEOPLE.vera, joinedAt: '2026-11-02T00:00:00.000Z' },
      { ...PEOPLE.boris, joinedAt: '2026-11-03T00:00:00.000Z' },
      { ...PEOPLE.alla, joinedAt: '2026-11-04T00:00:00.000Z' },
    ],
    invite: { code: CODE, enabled: true },
    assignments: [animals, food],
    cells: new Map([
      ['20/11', progressOf(5)],
      ['20/12', progressOf(0, 10, { bestScores: { game3: 90 }, done: true })],
      ['21/11', progressOf(10)],
      ['21/12', progressOf(0, 10, { bestScores: {} })],
      ['22/11', progressOf(2)],
      ['22/12', progressOf(0, 10, { bestScores: { game3: 40 } })],
    ]),
    hardestWords: [{ wordId: 101, english: 'hare', russian: 'заяц', categoryId: 3, members: 2, misses: 5 }],
  };
  const frenchClub: FakeClass = {
    id: 2,
    name: 'French club',
    teachers: [{ ...PEOPLE.olga, creator: true }],
    members: [{ ...PEOPLE.anna, joinedAt: '2026-11-05T00:00:00.000Z' }],
    invite: { code: 'stuvwxyz23456789', enabled: true },
    assignments: [animals],
    cells: new Map([[`${PEOPLE.anna.id}/${animals.id}`, progressOf(4)]]),
    hardestWords: [],
  };
  const classes = new Map<number, FakeClass>([
    [1, yearSeven],
    [2, frenchClub],
  ]);
  let nextId = 3;
  let nextAssignmentId = 40;
  const notFound = refusal(404, CLASS_MESSAGES.notFound);

  function answer(call: RecordedCall, path: string): StubAnswer {
    const body = (call.body ?? {}) as Record<string, unknown>;
    const route = `${call.method} ${path}`;
    const caller = callerOf(call);
    if (route === 'GET /api/classes') {
      const mine = [...classes.values()].flatMap((item) => {
        const role = roleOf(item, caller);
        return role && role !== 'admin' ? [summaryOf(item, teaches(role) ? 'teacher' : 'member')] : [];
      });
      return { body: { classes: mine } };
    }
    if (route === 'GET /api/admin/classes') {
      if (!caller?.admin) return refusal(403, 'Forbidden');
      return { body: { classes: [...classes.values()].map((item) => summaryOf(item, 'admin')) } };
    }
    if (route === 'POST /api/classes' && caller) {
      const username = Object.values(PEOPLE).find((person) => person.id === caller.id)?.username ?? 'me';
      const created: FakeClass = {
        id: nextId++,
        name: String(body.name),
        teachers: [{ id: caller.id, username, creator: true }],
        members: [],
        invite: { code: CODE, enabled: true },
        assignments: [],
        cells: new Map(),
        hardestWords: [],
      };
      classes.set(created.id, created);
      return { status: 201, body: viewOf(created, caller, 'creator') };
    }
    if (route === 'POST /api/classes/join' && caller) {
      // Whatever class the preview named, the right code lets the caller into "French club".
      if (body.code !== CODE) return refusal(404, CLASS_MESSAGES.inviteInvalid);
      return { body: viewOf(frenchClub, caller, 'member') };
    }
    if (route === `GET /api/classes/invite/${CODE}`) return { body: { name: 'Year 7', teachers: [ME.username] } };
    if (route.startsWith('GET /api/classes/invite/')) return refusal(404, CLASS_MESSAGES.inviteInvalid);
    if (route === 'GET /api/vocabulary/categories/lightweight') {
      return { body: { categories: [{ id: 3, name: 'animals', display_name: 'Animals', word_count: 10 }] } };
    }

    const match = /^\/api\/classes\/(\d+)(\/.*)?$/.exec(path);
    const item = match ? classes.get(Number(match[1])) : undefined;
    const role = item ? roleOf(item, caller) : null;
    if (!match || !item || !caller || !role) return notFound;
    const rest = match[2] ?? '';
    const teacherOnly = refusal(403, CLASS_MESSAGES.teachersOnly);

    if (call.method === 'GET' && rest === '') return { body: viewOf(item, caller, role) };
    if (call.method === 'PATCH' && rest === '') {
      if (!teaches(role)) return teacherOnly;
      const name = String(body.name ?? '').trim();
      if (name === '') return refusal(400, CLASS_MESSAGES.nameRequired);
      if (name.length > CLASS_LIMITS.nameMaxLength) return refusal(400, CLASS_MESSAGES.nameTooLong);
      item.name = name;
      return { body: viewOf(item, caller, role) };
    }
    if (call.method === 'DELETE' && rest === '') {
      if (role !== 'creator' && role !== 'admin') return refusal(403, CLASS_MESSAGES.onlyOwner);
      classes.delete(item.id);
      return { body: { message: 'Class deleted.' } };
    }

    if (call.method === 'GET' && (rest === '/progress' || rest === '/progress%2Ecsv')) {
      if (!teaches(role) && role !== 'admin') return teacherOnly;
      if (rest === '/progress%2Ecsv') {
        return new Response(progressCsv(item), {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="slovo-class-${item.id}-progress-${CSV_DATE}.csv"`,
          },
        });
      }
      const progress: ClassProgress = {
        members: item.members.map(({ id, username }) => ({ id, username })),
        assignments: item.assignments,
        cells: item.members.map((member) => item.assignments.map((assignment) => cellOf(item, member.id, assignment))),
        hardestWords: item.hardestWords,
      };
      return { body: progress };
    }

    if (call.method === 'POST' && rest === '/assignments') {
      if (!teaches(role)) return teacherOnly;
      const created: Assignment = { ...animals, id: nextAssignmentId++, ...(body as Partial<Assignment>) };
      item.assignments.push(created);
      return { status: 201, body: created };
    }
    const assignmentPath = /^\/assignments\/(\d+)$/.exec(rest);
    if (assignmentPath && (call.method === 'PATCH' || call.method === 'DELETE')) {
      if (!teaches(role)) return teacherOnly;
      const index = item.assignments.findIndex((assignment) => assignment.id === Number(assignmentPath[1]));
      if (index < 0) return refusal(404, CLASS_MESSAGES.assignmentNotFound);
      if (call.method === 'DELETE') {
        item.assignments.splice(index, 1);
        return { body: { message: 'Assignment removed.' } };
      }
      const changes = body as Partial<Pick<Assignment, 'dueDate' | 'kinds' | 'target'>>;
      const changed: Assignment = { ...item.assignments[index]!, ...changes };
      item.assignments[index] = changed;
      return { body: changed };
    }

    const memberPath = /^\/members\/(\d+)$/.exec(rest);
    if (call.method === 'DELETE' && memberPath) {
      const userId = Number(memberPath[1]);
      if (!(teaches(role) || (role === 'member' && userId === caller.id))) return teacherOnly;
      if (!item.members.some((person) => person.id === userId)) return refusal(404, CLASS_MESSAGES.memberNotFound);
      item.members = item.members.filter((person) => person.id !== userId);
      return { body: { message: userId === caller.id ? 'You left the class.' : 'Member removed.' } };
    }

    if (call.method === 'POST' && rest === '/teachers') {
      if (role !== 'creator') return refusal(403, CLASS_MESSAGES.onlyOwner);
      const key = String(body.username ?? '').toLowerCase();
      const person = Object.values(PEOPLE).find((candidate) => candidate.username === key);
      if (!person) return refusal(404, CLASS_MESSAGES.teacherNotFound);
      if (item.teachers.some((teacher) => teacher.id === person.id)) return refusal(409, CLASS_MESSAGES.alreadyTeacher);
      if (item.members.some((member) => member.id === person.id)) return refusal(409, CLASS_MESSAGES.memberCannotTeach);
      if (item.teachers.length >= CLASS_LIMITS.teachersPerClass) return refusal(409, CLASS_MESSAGES.tooManyTeachers);
      item.teachers = [...item.teachers, { id: person.id, username: person.username, creator: false }];
      return { body: viewOf(item, caller, role) };
    }
    const teacherPath = /^\/teachers\/(\d+)$/.exec(rest);
    if (call.method === 'DELETE' && teacherPath) {
      const userId = Number(teacherPath[1]);
      if (!(role === 'creator' || (role === 'teacher' && userId === caller.id))) return refusal(403, CLASS_MESSAGES.onlyOwner);
      if (item.teachers.some((teacher) => teacher.id === userId && teacher.creator))
        return refusal(409, CLASS_MESSAGES.ownerStays);
      item.teachers = item.teachers.filter((teacher) => teacher.id !== userId);
      return { body: { message: userId === caller.id ? 'You no longer teach this class.' : 'Teacher removed.' } };
    }

    if (call.method === 'PUT' && rest === '/invite') {
      if (!teaches(role)) return teacherOnly;
      item.invite = { ...item.invite, enabled: Boolean(body.enabled) };
      return { body: item.invite };
    }
    return notFound;
  }

  return { ...stubFakeServer(answer), classes };
}
