import { cacheDegraded, cachedJson } from '../../cache/answer-cache';
import { learnerAnswersVersion } from '../../cache/learner-answer-versions';
import type { DbExecutor } from '../../db/transaction';

/** Due counts depend on the clock: a kept table is built afresh at least this often. */
const CLASS_VIEW_MAX_AGE_MS = 60_000;

async function versionsFromDatabase(db: DbExecutor, memberIds: readonly number[]): Promise<string> {
  if (memberIds.length === 0) return '';
  const rows = await db.selectFrom('review_versions').select(['user_id', 'version']).where('user_id', 'in', memberIds).execute();
  const byId = new Map(rows.map((row) => [row.user_id, row.version]));
  return memberIds.map((id) => byId.get(id) ?? 0).join('.');
}

/**
 * A view of classes as ready-to-send JSON (issue 35 §3) — a teacher's table of one class, a
 * member's open assignments in theirs — kept in the app's answer cache. `key` names the view and
 * the classes' versions (every change of a class's members, teachers, assignments or invite is one
 * more, in the change's transaction). Reused only while all of these hold, so it is never staler
 * than a minute of clock:
 * - the key's class versions are the same;
 * - every member's answers version is the same: a game a member records changes theirs here and,
 *   through the cache bus, on every other instance (learner-answer-versions.ts). While the bus
 *   cannot hear (Redis down) the members' reviews versions are read from the database instead;
 * - the vocabulary is unchanged (every vocabulary write drops the whole cache, on every instance);
 * - the clock is in the same minute.
 */
export async function cachedClassView(
  db: DbExecutor,
  view: { key: string; memberIds: readonly number[]; now: Date },
  build: () => Promise<unknown>,
): Promise<Buffer> {
  const versions = cacheDegraded()
    ? `db${await versionsFromDatabase(db, view.memberIds)}`
    : `local${view.memberIds.map(learnerAnswersVersion).join('|')}`;
  const minute = Math.floor(view.now.getTime() / CLASS_VIEW_MAX_AGE_MS);
  return cachedJson(db, `class|${view.key}|${minute}|${versions}`, build);
}
