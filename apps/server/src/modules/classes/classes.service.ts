import {
  CLASS_LIMITS,
  CLASS_MESSAGES,
  type Assignment,
  type AssignmentRequest,
  type AssignmentUpdateRequest,
  type ClassDetail,
  type ClassProgress,
  type ClassSummary,
  type Invite,
  type MyAssignments,
} from '@slovo/shared';
import { AppError, conflict, forbidden, notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { afterCommit, withTransaction } from '../../db/transaction';
import type { DbExecutor } from '../../db/transaction';
import { insertAuditEntry } from '../admin-users';
import { findVisibleCategoryById, invalidateVocabularyCache } from '../vocabulary';
import { usernameKey } from '../users';
import { computeMemberProgress, hardestWords, scopeKeyOf } from './class-progress';
import {
  countAssignments,
  countMembers,
  countPerClass,
  countMemberships,
  countTeachers,
  countTeaching,
  deleteAssignmentRow,
  deleteClassRow,
  deleteMember,
  deleteTeacher,
  findAllClasses,
  findAssignments,
  findClass,
  findClassByInviteHash,
  findClassesOf,
  findMemberClasses,
  findMemberIds,
  findMembers,
  findTeachers,
  findWordTexts,
  findUserByUsernameKey,
  insertAssignment,
  insertClass,
  insertMember,
  insertTeacher,
  isMember,
  isTeacher,
  touchClass,
  updateAssignmentRow,
  type ClassRow,
} from './classes.repository';
import { csvCell } from '../reviews';
import { cachedClassView, cachedMemberRows } from './class-view-cache';
import { presentAssignment, scopesOf } from './classes.presenter';
import { inviteHash, newInviteCode, sameInviteCode } from './invite-code';
import type { JoinLimiter } from './join-limit';

/**
 * Classes (issue 35): any signed-in user may create one and teaches it; the creator adds
 * co-teachers; members join by invite code. Every rule of who may see and do what is here:
 * - a class the caller neither teaches nor belongs to reads like a missing one (404), admins
 *   excepted (they see and delete any class; a deletion of somebody else's is audit-logged);
 * - a member who tries a teacher's action is told it is for teachers (403);
 * - a member sees the class, its teachers, the assignments and their own progress, never
 *   another member.
 */

type Role = 'creator' | 'teacher' | 'member' | 'admin';

async function roleIn(db: DbExecutor, row: ClassRow, actor: { id: number; role: string }): Promise<Role | null> {
  if (row.created_by === actor.id) return 'creator';
  if (await isTeacher(db, row.id, actor.id)) return 'teacher';
  if (await isMember(db, row.id, actor.id)) return 'member';
  return actor.role === 'admin' ? 'admin' : null;
}

/** The class and the caller's role in it; 404 when they have none. */
async function classFor(
  context: ServiceContext,
  db: DbExecutor,
  classId: number,
  lock = false,
): Promise<{ row: ClassRow; role: Role }> {
  const actor = requireActor(context);
  const row = await findClass(db, classId, lock);
  const role = row && (await roleIn(db, row, actor));
  if (!row || !role) throw notFound(CLASS_MESSAGES.notFound);
  return { row, role };
}

const teaches = (role: Role) => role === 'creator' || role === 'teacher';

/** The class for one of its teachers (admins too when `admins`); members are told it is for teachers. */
async function classToTeach(context: ServiceContext, db: DbExecutor, classId: number, admins = false, lock = false) {
  const found = await classFor(context, db, classId, lock);
  if (!teaches(found.role) && !(admins && found.role === 'admin')) throw forbidden(CLASS_MESSAGES.teachersOnly);
  return found;
}

const now = (context: ServiceContext) => context.clock.now().toISOString();

/**
 * Who belongs to which class, or what is assigned, changed: the categories a teacher's or member's
 * classes let them see changed too (category.policies.ts), so every cached answer built on that
 * goes, on every instance, once the change is committed.
 */
const classCategoriesChanged = (trx: DbExecutor) => afterCommit(trx, invalidateVocabularyCache);

// ---- Classes -----------------------------------------------------------------------------------

export async function createClass(context: ServiceContext, name: string): Promise<ClassDetail> {
  const actor = requireActor(context);
  const id = await withTransaction(context.db, async (trx) => {
    if ((await countTeaching(trx, actor.id)) >= CLASS_LIMITS.classesPerTeacher) throw conflict(CLASS_MESSAGES.tooManyClasses);
    const code = newInviteCode();
    return insertClass(trx, { name, createdBy: actor.id, inviteCode: code, inviteHash: inviteHash(code), now: now(context) });
  });
  return getClass(context, id);
}

/** Classes as lists show them; `members` counted for the roles that may see them (teachers, admins). */
async function summariesOf(
  db: DbExecutor,
  rows: ReadonlyArray<ClassRow & { role: ClassSummary['role'] }>,
): Promise<{ classes: ClassSummary[] }> {
  const ids = rows.map((row) => row.id);
  const [teachers, members, assignments] = await Promise.all([
    findTeachers(db, ids),
    countPerClass(db, 'class_members', ids),
    countPerClass(db, 'class_assignments', ids),
  ]);
  return {
    classes: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      teachers: teachers.get(row.id) ?? [],
      members: row.role === 'member' ? null : (members.get(row.id) ?? 0),
      assignments: assignments.get(row.id) ?? 0,
    })),
  };
}

/** GET /classes: the classes the caller teaches and belongs to. */
export async function listMyClasses(context: ServiceContext) {
  return summariesOf(context.db, await findClassesOf(context.db, requireActor(context).id));
}

/** GET /admin/classes: every class, newest first, for admins. */
export async function listAllClasses(context: ServiceContext) {
  const rows = await findAllClasses(context.db);
  return summariesOf(
    context.db,
    rows.map((row) => ({ ...row, role: 'admin' as const })),
  );
}

/** GET /classes/{id}: the teacher's view (members, invite), an admin's (no invite), or a member's (their own progress). */
export async function getClass(context: ServiceContext, classId: number): Promise<ClassDetail> {
  const { row, role } = await classFor(context, context.db, classId);
  const [teachers, members, assignmentRows] = await Promise.all([
    findTeachers(context.db, [row.id]),
    role === 'member' ? Promise.resolve(null) : findMembers(context.db, row.id),
    findAssignments(context.db, [row.id]),
  ]);
  const scoped = await scopesOf(context.db, assignmentRows);
  const own =
    role === 'member'
      ? (
          await computeMemberProgress(
            context.db,
            now(context),
            [requireActor(context).id],
            scoped.map((entry) => entry.scope),
          )
        )[0]?.cells
      : undefined;
  return {
    id: row.id,
    name: row.name,
    role: teaches(role) ? 'teacher' : role === 'admin' ? 'admin' : 'member',
    creator: role === 'creator',
    teachers: teachers.get(row.id) ?? [],
    members:
      members === null
        ? null
        : members.map((member) => ({ id: member.id, username: member.username, joinedAt: member.joined_at })),
    invite: teaches(role) ? { code: row.invite_code, enabled: row.invite_enabled === 1 } : null,
    assignments: scoped.map((entry, index) => ({ ...presentAssignment(entry), progress: own?.[index] ?? null })),
  };
}

export async function renameClass(context: ServiceContext, classId: number, name: string): Promise<ClassDetail> {
  await withTransaction(context.db, async (trx) => {
    await classToTeach(context, trx, classId);
    await touchClass(trx, classId, now(context), { name });
  });
  return getClass(context, classId);
}

/** The creator deletes their class; an admin any class, written to the audit log. */
export async function deleteClass(context: ServiceContext, classId: number): Promise<{ message: string }> {
  const actor = requireActor(context);
  await withTransaction(context.db, async (trx) => {
    const { row, role } = await classFor(context, trx, classId, true);
    if (role !== 'creator' && role !== 'admin') throw forbidden(CLASS_MESSAGES.onlyOwner);
    if (role === 'admin') {
      const creator = await trx
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', '=', row.created_by)
        .executeTakeFirstOrThrow();
      await insertAuditEntry(trx, { action: 'class_deleted', actor, target: creator, detail: row.name, now: now(context) });
    }
    await deleteClassRow(trx, classId);
    classCategoriesChanged(trx);
  });
  return { message: 'Class deleted.' };
}

// ---- Invites -----------------------------------------------------------------------------------

export async function setInviteEnabled(context: ServiceContext, classId: number, enabled: boolean): Promise<Invite> {
  return withTransaction(context.db, async (trx) => {
    const { row } = await classToTeach(context, trx, classId);
    await touchClass(trx, classId, now(context), { invite_enabled: enabled ? 1 : 0 });
    return { code: row.invite_code, enabled };
  });
}

/** A new code: the old one stops working at once. */
export async function rotateInvite(context: ServiceContext, classId: number): Promise<Invite> {
  return withTransaction(context.db, async (trx) => {
    const { row } = await classToTeach(context, trx, classId);
    const code = newInviteCode();
    await touchClass(trx, classId, now(context), { invite_code: code, invite_hash: inviteHash(code) });
    return { code, enabled: row.invite_enabled === 1 };
  });
}

/** The class an invite code opens, when it is the current code and switched on. */
async function classOfInvite(db: DbExecutor, code: string, lock = false): Promise<ClassRow> {
  const found = await findClassByInviteHash(db, inviteHash(code));
  const row = found && (lock ? await findClass(db, found.id, true) : found);
  if (!row || row.invite_enabled !== 1 || !sameInviteCode(row.invite_code, code)) throw notFound(CLASS_MESSAGES.inviteInvalid);
  return row;
}

/** GET /classes/invite/{code}: the class's name and teachers, for the join page (visitors too). */
export async function previewInvite(context: ServiceContext, code: string) {
  const row = await classOfInvite(context.db, code);
  const teachers = (await findTeachers(context.db, [row.id])).get(row.id) ?? [];
  return { name: row.name, teachers: teachers.map((teacher) => teacher.username) };
}

export async function joinClass(context: ServiceContext, code: string, limiter: JoinLimiter): Promise<ClassDetail> {
  const actor = requireActor(context);
  const retryAfter = await limiter.admit(actor.id);
  if (retryAfter !== null) throw new AppError(429, CLASS_MESSAGES.tooManyJoins, { 'retry-after': String(retryAfter) });
  const classId = await withTransaction(context.db, async (trx) => {
    // The class's row is locked: twenty joins at once are counted one after another.
    const row = await classOfInvite(trx, code, true);
    if (await isTeacher(trx, row.id, actor.id)) throw conflict(CLASS_MESSAGES.teacherCannotJoin);
    if (await isMember(trx, row.id, actor.id)) throw conflict(CLASS_MESSAGES.alreadyMember);
    if ((await countMembers(trx, row.id)) >= CLASS_LIMITS.membersPerClass) throw conflict(CLASS_MESSAGES.classFull);
    if ((await countMemberships(trx, actor.id)) >= CLASS_LIMITS.classesPerMember)
      throw conflict(CLASS_MESSAGES.tooManyMemberships);
    await insertMember(trx, row.id, actor.id, now(context));
    await touchClass(trx, row.id, now(context));
    classCategoriesChanged(trx);
    return row.id;
  });
  return getClass(context, classId);
}

/** A teacher removes a member; a member leaves (their own id). */
export async function removeMember(context: ServiceContext, classId: number, userId: number): Promise<{ message: string }> {
  const actor = requireActor(context);
  await withTransaction(context.db, async (trx) => {
    const { role } = await classFor(context, trx, classId);
    if (!(teaches(role) || (role === 'member' && userId === actor.id))) throw forbidden(CLASS_MESSAGES.teachersOnly);
    if (!(await deleteMember(trx, classId, userId))) throw notFound(CLASS_MESSAGES.memberNotFound);
    await touchClass(trx, classId, now(context));
    classCategoriesChanged(trx);
  });
  return { message: userId === actor.id ? 'You left the class.' : 'Member removed.' };
}

// ---- Teachers ----------------------------------------------------------------------------------

export async function addTeacher(context: ServiceContext, classId: number, username: string): Promise<ClassDetail> {
  await withTransaction(context.db, async (trx) => {
    const { role } = await classFor(context, trx, classId, true);
    if (role !== 'creator') throw forbidden(CLASS_MESSAGES.onlyOwner);
    const user = await findUserByUsernameKey(trx, usernameKey(username));
    if (!user) throw notFound(CLASS_MESSAGES.teacherNotFound);
    if (await isTeacher(trx, classId, user.id)) throw conflict(CLASS_MESSAGES.alreadyTeacher);
    if (await isMember(trx, classId, user.id)) throw conflict(CLASS_MESSAGES.memberCannotTeach);
    if ((await countTeachers(trx, classId)) >= CLASS_LIMITS.teachersPerClass) throw conflict(CLASS_MESSAGES.tooManyTeachers);
    if ((await countTeaching(trx, user.id)) >= CLASS_LIMITS.classesPerTeacher) throw conflict(CLASS_MESSAGES.tooManyClasses);
    await insertTeacher(trx, classId, user.id, now(context));
    await touchClass(trx, classId, now(context));
    classCategoriesChanged(trx);
  });
  return getClass(context, classId);
}

/** The creator removes a co-teacher; a co-teacher steps down (their own id). The creator stays. */
export async function removeTeacher(context: ServiceContext, classId: number, userId: number): Promise<{ message: string }> {
  const actor = requireActor(context);
  await withTransaction(context.db, async (trx) => {
    const { row, role } = await classFor(context, trx, classId);
    if (!(role === 'creator' || (role === 'teacher' && userId === actor.id))) throw forbidden(CLASS_MESSAGES.onlyOwner);
    if (userId === row.created_by) throw conflict(CLASS_MESSAGES.ownerStays);
    if (!(await deleteTeacher(trx, classId, userId))) throw notFound(CLASS_MESSAGES.teacherNotFound);
    await touchClass(trx, classId, now(context));
    classCategoriesChanged(trx);
  });
  return { message: userId === actor.id ? 'You no longer teach this class.' : 'Teacher removed.' };
}

// ---- Assignments -------------------------------------------------------------------------------

export async function addAssignment(context: ServiceContext, classId: number, body: AssignmentRequest): Promise<Assignment> {
  const id = await withTransaction(context.db, async (trx) => {
    await classToTeach(context, trx, classId, false, true);
    if ((await countAssignments(trx, classId)) >= CLASS_LIMITS.assignmentsPerClass)
      throw conflict(CLASS_MESSAGES.tooManyAssignments);
    const category = await findVisibleCategoryById({ ...context, db: trx }, body.categoryId);
    if (!category) throw notFound(CLASS_MESSAGES.categoryNotFound);
    const wordIds = await trx.selectFrom('words').select('id').where('category_id', '=', category.id).execute();
    if (wordIds.length === 0) throw conflict(CLASS_MESSAGES.categoryEmpty);
    if (body.wordIds !== null) {
      const inCategory = new Set(wordIds.map((word) => word.id));
      if (!body.wordIds.every((wordId) => inCategory.has(wordId))) throw conflict(CLASS_MESSAGES.wordsNotInCategory);
    }
    const assignmentId = await insertAssignment(trx, {
      class_id: classId,
      category_id: category.id,
      due_date: body.dueDate,
      kinds: JSON.stringify(body.kinds),
      target: JSON.stringify(body.target),
      word_ids: body.wordIds === null ? null : JSON.stringify([...new Set(body.wordIds)]),
      created_at: now(context),
    });
    await touchClass(trx, classId, now(context));
    classCategoriesChanged(trx);
    return assignmentId;
  });
  return assignmentOf(context.db, classId, id);
}

async function assignmentOf(db: DbExecutor, classId: number, assignmentId: number): Promise<Assignment> {
  const [scoped] = await scopesOf(
    db,
    (await findAssignments(db, [classId])).filter((row) => row.id === assignmentId),
  );
  if (!scoped) throw notFound(CLASS_MESSAGES.assignmentNotFound);
  return presentAssignment(scoped);
}

export async function updateAssignment(
  context: ServiceContext,
  classId: number,
  assignmentId: number,
  body: AssignmentUpdateRequest,
): Promise<Assignment> {
  await withTransaction(context.db, async (trx) => {
    await classToTeach(context, trx, classId);
    const result = await updateAssignmentRow(trx, classId, assignmentId, {
      ...(body.dueDate === undefined ? {} : { due_date: body.dueDate }),
      ...(body.kinds === undefined ? {} : { kinds: JSON.stringify(body.kinds) }),
      ...(body.target === undefined ? {} : { target: JSON.stringify(body.target) }),
    });
    if (Number(result.numUpdatedRows) === 0) {
      // Nothing to change still names a missing assignment.
      const exists = (await findAssignments(trx, [classId])).some((row) => row.id === assignmentId);
      if (!exists) throw notFound(CLASS_MESSAGES.assignmentNotFound);
    }
    await touchClass(trx, classId, now(context));
  });
  return assignmentOf(context.db, classId, assignmentId);
}

export async function deleteAssignment(
  context: ServiceContext,
  classId: number,
  assignmentId: number,
): Promise<{ message: string }> {
  await withTransaction(context.db, async (trx) => {
    await classToTeach(context, trx, classId);
    if (!(await deleteAssignmentRow(trx, classId, assignmentId))) throw notFound(CLASS_MESSAGES.assignmentNotFound);
    await touchClass(trx, classId, now(context));
    classCategoriesChanged(trx);
  });
  return { message: 'Assignment removed.' };
}

// ---- Progress ----------------------------------------------------------------------------------

/** Members × assignments and the hardest words, from each member's kept row (callers have checked who asks). */
async function buildClassProgress(context: ServiceContext, classId: number): Promise<ClassProgress> {
  const [members, assignmentRows] = await Promise.all([findMembers(context.db, classId), findAssignments(context.db, [classId])]);
  const scoped = await scopesOf(context.db, assignmentRows);
  const scopes = scoped.map((entry) => entry.scope);
  const at = now(context);
  const rows = await cachedMemberRows(
    context.db,
    { scopeKey: scopeKeyOf(scopes), memberIds: members.map((member) => member.id), now: context.clock.now() },
    (memberIds) => computeMemberProgress(context.db, at, memberIds, scopes),
  );
  const hardest = hardestWords(rows, scopes, CLASS_LIMITS.hardestWords);
  const words = await findWordTexts(
    context.db,
    hardest.map((word) => word.wordId),
  );
  return {
    members: members.map((member) => ({ id: member.id, username: member.username })),
    assignments: scoped.map(presentAssignment),
    cells: rows.map((row) => row.cells),
    hardestWords: hardest.flatMap((word) => {
      const found = words.get(word.wordId);
      return found ? [{ ...word, english: found.english, russian: found.russian }] : [];
    }),
  };
}

/** GET /classes/{id}/progress, for its teachers and admins: the JSON, kept per class (class-view-cache.ts). */
export async function classProgressJson(context: ServiceContext, classId: number): Promise<Buffer> {
  const { row } = await classToTeach(context, context.db, classId, true);
  const memberIds = await findMemberIds(context.db, classId);
  const view = { key: `progress|${classId}|v${row.version}`, memberIds, now: context.clock.now() };
  return cachedClassView(context.db, view, () => buildClassProgress(context, classId));
}

/** GET /classes/{id}/progress.csv: one line per member, per assignment the words learned and whether it is done. */
export async function classProgressCsv(context: ServiceContext, classId: number): Promise<{ name: string; csv: string }> {
  const { row } = await classToTeach(context, context.db, classId, true);
  const progress = await buildClassProgress(context, classId);
  const header = [
    'Member',
    ...progress.assignments.flatMap((assignment) => {
      const title = `${assignment.category.displayName}${assignment.dueDate ? ` (due ${assignment.dueDate})` : ''}`;
      return [`${title}: learned`, `${title}: of words`, `${title}: done`];
    }),
  ];
  const lines = progress.members.map((member, index) => [
    member.username,
    ...progress.cells[index]!.flatMap((cell) => [cell.learned, cell.words, cell.done ? 'yes' : 'no']),
  ]);
  const csv = [header, ...lines].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
  return { name: row.name, csv };
}

/** The caller's assignments not done yet, in every class they belong to, soonest due first. */
async function buildMyAssignments(
  context: ServiceContext,
  memberOf: ReadonlyArray<Pick<ClassRow, 'id' | 'name'>>,
): Promise<MyAssignments> {
  const actor = requireActor(context);
  const names = new Map(memberOf.map((row) => [row.id, row.name]));
  const scoped = await scopesOf(context.db, await findAssignments(context.db, [...names.keys()]));
  const [own] = await computeMemberProgress(
    context.db,
    now(context),
    [actor.id],
    scoped.map((entry) => entry.scope),
  );
  return {
    assignments: scoped
      .map((entry, index) => ({
        ...presentAssignment(entry),
        class: { id: entry.row.class_id, name: names.get(entry.row.class_id) ?? '' },
        progress: own!.cells[index]!,
      }))
      .filter((assignment) => !assignment.progress.done),
  };
}

/**
 * GET /classes/assignments, which Home asks for: kept per learner, keyed by their classes' versions
 * and their own answers version (class-view-cache.ts).
 */
export async function myAssignmentsJson(context: ServiceContext): Promise<Buffer> {
  const actor = requireActor(context);
  const memberOf = await findMemberClasses(context.db, actor.id);
  const key = `assignments|${actor.id}|${memberOf.map((row) => `${row.id}v${row.version}`).join(',')}`;
  return cachedClassView(context.db, { key, memberIds: [actor.id], now: context.clock.now() }, () =>
    buildMyAssignments(context, memberOf),
  );
}
