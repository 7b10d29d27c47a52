import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test';
import { createTestApp, createTestUser, rejection } from '../../test';
import { signOut } from './0009-sign-out';
import { classes } from './0014-classes';

/**
 * Migration 0009 lets the audit log record 'signed_out_everywhere' (and indexes revoked tokens). On SQLite it rebuilds the
 * table: the entries already written must come through it unchanged, and the check must still
 * refuse what it never allowed.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const entry = (action: string, actor: { id: number; username: string }) => ({
  action: action as 'role_changed',
  actor_id: actor.id,
  actor_username: actor.username,
  target_id: actor.id,
  target_username: actor.username,
  from_role: null,
  to_role: null,
  created_at: '2025-01-01T00:00:00.000Z',
});

const entries = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('migration 0009: the audit log records sign-outs everywhere', () => {
  it('keeps the entries written before it, accepts the new action after it, and still refuses unknown ones', async () => {
    const migration = signOut(t.dialect);
    if (!migration.down) throw new Error('migration 0009 has no down()');
    const actor = await createTestUser(t.db);
    // Back to the log as 0009 left it (0014 added a column and an action), then before 0009.
    const laterMigration = classes(t.dialect);
    await laterMigration.down!(t.db as unknown as Kysely<unknown>);
    await migration.down(t.db as unknown as Kysely<unknown>);
    expect(await rejection(t.db.insertInto('audit_log').values(entry('signed_out_everywhere', actor)).execute())).toBeTruthy();
    await t.db.insertInto('audit_log').values(entry('password_reset', actor)).execute();
    const before = await entries();

    await migration.up(t.db as unknown as Kysely<unknown>);
    expect(await entries()).toEqual(before);
    await t.db.insertInto('audit_log').values(entry('signed_out_everywhere', actor)).execute();
    expect((await entries()).map((row) => row.action)).toEqual([...before.map((row) => row.action), 'signed_out_everywhere']);
    expect(await rejection(t.db.insertInto('audit_log').values(entry('something_else', actor)).execute())).toBeTruthy();
    // The actor's foreign key survived the rebuild: deleting the actor clears the id, keeps the entry.
    await t.db.deleteFrom('users').where('id', '=', actor.id).execute();
    expect((await entries()).map((row) => row.actor_id)).toEqual(before.map(() => null).concat([null]));

    // 0014 in turn keeps them all and takes an admin's class deletion with the class's name.
    const beforeClasses = await entries();
    await laterMigration.up(t.db as unknown as Kysely<unknown>);
    expect((await entries()).map(({ detail, ...row }) => [row, detail])).toEqual(beforeClasses.map((row) => [row, null]));
    await t.db
      .insertInto('audit_log')
      .values({ ...entry('class_deleted', actor), actor_id: null, detail: 'Year 7' })
      .execute();
    expect((await entries()).at(-1)).toMatchObject({ action: 'class_deleted', detail: 'Year 7' });
  });
});
