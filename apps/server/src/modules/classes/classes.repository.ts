import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { ClassAssignmentsTable, ClassesTable } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { isPostgres } from '../../db/dialect';

/** The class tables as the classes service reads and writes them (migration 0014). */

export type ClassRow = Selectable<ClassesTable>;
export type AssignmentRow = Selectable<ClassAssignmentsTable> & { category_name: string; category_display_name: string };
export interface Person {
  id: number;
  username: string;
}

export async function insertClass(
  db: DbExecutor,
  values: { name: string; createdBy: number; inviteCode: string; inviteHash: string; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('classes')
    .values({
      name: values.name,
      created_by: values.createdBy,
      invite_code: values.inviteCode,
      invite_hash: values.inviteHash,
      invite_enabled: 1,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('class_teachers').values({ class_id: id, user_id: values.createdBy, added_at: values.now }).execute();
  return id;
}

/** The class, its row locked on PostgreSQL when `lock` (SQLite's writes take turns anyway). */
export async function findClass(db: DbExecutor, classId: number, lock = false): Promise<ClassRow | undefined> {
  let query = db.selectFrom('classes').selectAll().where('id', '=', classId);
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export const findClassByInviteHash = (db: DbExecutor, inviteHash: string) =>
  db.selectFrom('classes').selectAll().where('invite_hash', '=', inviteHash).executeTakeFirst();

/** One more on the class's version (its cached views are keyed by it). */
export async function touchClass(db: DbExecutor, classId: number, now: string, changes: Partial<ClassRow> = {}): Promise<void> {
  await db
    .updateTable('classes')
    .set({ ...changes, version: sql`version + 1`, updated_at: now })
    .where('id', '=', classId)
    .execute();
}

export const deleteClassRow = (db: DbExecutor, classId: number) => db.deleteFrom('classes').where('id', '=', classId).execute();

export async function isTeacher(db: DbExecutor, classId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('class_teachers')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isMember(db: DbExecutor, classId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('class_members')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ count: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).count);

export const countTeaching = (db: DbExecutor, userId: number) =>
  countOf(
    db
      .selectFrom('class_teachers')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId),
  );
export const countMemberships = (db: DbExecutor, userId: number) =>
  countOf(
    db
      .selectFrom('class_members')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId),
  );
export const countMembers = (db: DbExecutor, classId: number) =>
  countOf(
    db
      .selectFrom('class_members')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('class_id', '=', classId),
  );
export const countTeachers = (db: DbExecutor, classId: number) =>
  countOf(
    db
      .selectFrom('class_teachers')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('class_id', '=', classId),
  );
export const countAssignments = (db: DbExecutor, classId: number) =>
  countOf(
    db
      .selectFrom('class_assignments')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('class_id', '=', classId),
  );

/** The classes a user teaches and those they belong to, with their role there. */
export async function findClassesOf(db: DbExecutor, userId: number): Promise<Array<ClassRow & { role: 'teacher' | 'member' }>> {
  const [teaching, member] = await Promise.all([
    db
      .selectFrom('classes')
      .innerJoin('class_teachers', 'class_teachers.class_id', 'classes.id')
      .selectAll('classes')
      .where('class_teachers.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('classes')
      .innerJoin('class_members', 'class_members.class_id', 'classes.id')
      .selectAll('classes')
      .where('class_members.user_id', '=', userId)
      .execute(),
  ]);
  return [
    ...teaching.map((row) => ({ ...row, role: 'teacher' as const })),
    ...member.map((row) => ({ ...row, role: 'member' as const })),
  ].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The classes a user belongs to as a member (Home asks for their assignments on every visit: one query). */
export const findMemberClasses = (db: DbExecutor, userId: number) =>
  db
    .selectFrom('classes')
    .innerJoin('class_members', 'class_members.class_id', 'classes.id')
    .select(['classes.id', 'classes.name', 'classes.version'])
    .where('class_members.user_id', '=', userId)
    .orderBy('classes.id')
    .execute();

/** Every class, newest first (the admins' list). */
export const findAllClasses = (db: DbExecutor) => db.selectFrom('classes').selectAll().orderBy('id', 'desc').execute();

/** The teachers of these classes, the creator first, then by username. */
export async function findTeachers(
  db: DbExecutor,
  classIds: readonly number[],
): Promise<Map<number, Array<Person & { creator: boolean }>>> {
  const byClass = new Map<number, Array<Person & { creator: boolean }>>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .selectFrom('class_teachers')
    .innerJoin('users', 'users.id', 'class_teachers.user_id')
    .innerJoin('classes', 'classes.id', 'class_teachers.class_id')
    .select(['class_teachers.class_id', 'users.id', 'users.username', 'classes.created_by'])
    .where('class_teachers.class_id', 'in', classIds)
    .orderBy('users.username_key')
    .execute();
  for (const row of rows) {
    const list = byClass.get(row.class_id) ?? [];
    const teacher = { id: row.id, username: row.username, creator: row.id === row.created_by };
    if (teacher.creator) list.unshift(teacher);
    else list.push(teacher);
    byClass.set(row.class_id, list);
  }
  return byClass;
}

/** The members of a class by username. */
export const findMembers = (db: DbExecutor, classId: number) =>
  db
    .selectFrom('class_members')
    .innerJoin('users', 'users.id', 'class_members.user_id')
    .select(['users.id', 'users.username', 'class_members.joined_at'])
    .where('class_members.class_id', '=', classId)
    .orderBy('users.username_key')
    .execute();

export async function findMemberIds(db: DbExecutor, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('class_members')
    .select('user_id')
    .where('class_id', '=', classId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** How many members (or assignments) each of these classes has; a class with none is absent. */
export async function countPerClass(
  db: DbExecutor,
  table: 'class_members' | 'class_assignments',
  classIds: readonly number[],
): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['class_id', (eb) => eb.fn.countAll().as('count')])
    .where('class_id', 'in', classIds)
    .groupBy('class_id')
    .execute();
  return new Map(rows.map((row) => [row.class_id, Number(row.count)]));
}

export const insertMember = (db: DbExecutor, classId: number, userId: number, now: string) =>
  db.insertInto('class_members').values({ class_id: classId, user_id: userId, joined_at: now }).execute();

export async function deleteMember(db: DbExecutor, classId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('class_members')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const insertTeacher = (db: DbExecutor, classId: number, userId: number, now: string) =>
  db.insertInto('class_teachers').values({ class_id: classId, user_id: userId, added_at: now }).execute();

export async function deleteTeacher(db: DbExecutor, classId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('class_teachers')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const findUserByUsernameKey = (db: DbExecutor, usernameKey: string) =>
  db.selectFrom('users').select(['id', 'username']).where('username_key', '=', usernameKey).executeTakeFirst();

// ---- Assignments -------------------------------------------------------------------------------

/** The assignments of these classes with their categories, soonest due first (no due date last). */
export async function findAssignments(db: DbExecutor, classIds: readonly number[]): Promise<AssignmentRow[]> {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_assignments')
    .innerJoin('categories', 'categories.id', 'class_assignments.category_id')
    .selectAll('class_assignments')
    .select(['categories.name as category_name', 'categories.display_name as category_display_name'])
    .where('class_assignments.class_id', 'in', classIds)
    .orderBy(sql`case when class_assignments.due_date is null then 1 else 0 end`)
    .orderBy('class_assignments.due_date')
    .orderBy('class_assignments.id')
    .execute();
}

export async function insertAssignment(db: DbExecutor, values: Omit<Selectable<ClassAssignmentsTable>, 'id'>): Promise<number> {
  const { id } = await db.insertInto('class_assignments').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export const updateAssignmentRow = (
  db: DbExecutor,
  classId: number,
  assignmentId: number,
  changes: Partial<Pick<Selectable<ClassAssignmentsTable>, 'due_date' | 'kinds' | 'target'>>,
) =>
  db
    .updateTable('class_assignments')
    .set(changes)
    .where('class_id', '=', classId)
    .where('id', '=', assignmentId)
    .executeTakeFirst();

export async function deleteAssignmentRow(db: DbExecutor, classId: number, assignmentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('class_assignments')
    .where('class_id', '=', classId)
    .where('id', '=', assignmentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The word ids of these categories, per category. */
export async function findCategoryWordIds(db: DbExecutor, categoryIds: readonly number[]): Promise<Map<number, number[]>> {
  const byCategory = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return byCategory;
  const rows = await db
    .selectFrom('words')
    .select(['id', 'category_id'])
    .where('category_id', 'in', [...new Set(categoryIds)])
    .orderBy('id')
    .execute();
  for (const row of rows) byCategory.get(row.category_id)?.push(row.id);
  return byCategory;
}

/** The two sides of these words, by id. */
export async function findWordTexts(
  db: DbExecutor,
  wordIds: readonly number[],
): Promise<Map<number, { english: string; russian: string }>> {
  if (wordIds.length === 0) return new Map();
  const rows = await db.selectFrom('words').select(['id', 'english', 'russian']).where('id', 'in', wordIds).execute();
  return new Map(rows.map((row) => [row.id, { english: row.english, russian: row.russian }]));
}
