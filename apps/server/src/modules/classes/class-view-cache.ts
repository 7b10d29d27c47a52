import { CACHE_TTL_MS, cacheDegraded, cacheRegion, cachedJson } from '../../cache/answer-cache';
import { learnerAnswersVersion } from '../../cache/learner-answer-versions';
import type { DbExecutor } from '../../db/transaction';
import type { MemberProgress } from './class-progress';

/** Due counts depend on the clock: a kept table is built afresh at least this often. */
const CLASS_VIEW_MAX_AGE_MS = 60_000;
const minuteOf = (now: Date) => Math.floor(now.getTime() / CLASS_VIEW_MAX_AGE_MS);

/**
 * Each member's answers version, as a key part: this instance's (kept true on every instance by the
 * cache bus, learner-answer-versions.ts), or, while the bus cannot hear (Redis down), the database's.
 */
async function memberVersions(db: DbExecutor, memberIds: readonly number[]): Promise<string[]> {
  if (!cacheDegraded()) return memberIds.map((id) => `local${learnerAnswersVersion(id)}`);
  if (memberIds.length === 0) return [];
  const rows = await db.selectFrom('review_versions').select(['user_id', 'version']).where('user_id', 'in', memberIds).execute();
  const byId = new Map(rows.map((row) => [row.user_id, row.version]));
  return memberIds.map((id) => `db${byId.get(id) ?? 0}`);
}

/**
 * A view of classes as ready-to-send JSON (issue 35 §3) — a teacher's table of one class, a
 * member's open assignments in theirs — kept in the app's answer cache. `key` names the view and
 * the classes' versions (every change of a class's members, teachers, assignments or invite is one
 * more, in the change's transaction). Reused only while all of these hold, so it is never staler
 * than a minute of clock:
 * - the key's class versions are the same;
 * - every member's answers version is the same: a game a member records changes theirs here and,
 *   through the cache bus, on every other instance (memberVersions);
 * - the vocabulary is unchanged (every vocabulary write drops the whole cache, on every instance);
 * - the clock is in the same minute.
 */
export async function cachedClassView(
  db: DbExecutor,
  view: { key: string; memberIds: readonly number[]; now: Date },
  build: () => Promise<unknown>,
): Promise<Buffer> {
  const versions = (await memberVersions(db, view.memberIds)).join('|');
  return cachedJson(db, `class|${view.key}|${minuteOf(view.now)}|${versions}`, build);
}

/** A row: a cell per assignment (about 150 bytes) and a pair per missed word. */
const sizeOfRow = (row: MemberProgress) => 64 + 150 * row.cells.length + 24 * row.missed.length;
const memberRows = cacheRegion<MemberProgress>({ maxEntries: 20_000, maxSize: 32 * 1024 * 1024, ttlMs: CACHE_TTL_MS });

/**
 * The members' rows of a teacher's table, each kept by the assignments' scope (`scopeKey`: their
 * words, kinds and targets, not their names or due dates), the minute and that member's answers
 * version: after one member's game only their row is read again, and a new due date or name reads
 * none. The rows not kept are computed together, in one call of `compute`.
 */
export async function cachedMemberRows(
  db: DbExecutor,
  view: { scopeKey: string; memberIds: readonly number[]; now: Date },
  compute: (memberIds: readonly number[]) => Promise<MemberProgress[]>,
): Promise<MemberProgress[]> {
  const versions = await memberVersions(db, view.memberIds);
  const minute = minuteOf(view.now);
  const missing: number[] = [];
  let settle: { resolve: (rows: MemberProgress[]) => void; reject: (error: unknown) => void } | undefined;
  const computed = new Promise<MemberProgress[]>((resolve, reject) => (settle = { resolve, reject }));
  // The region calls a miss's load before it first awaits, so every miss is listed in `missing`
  // by the end of this map, and one computation serves them all.
  const rows = view.memberIds.map((memberId, index) =>
    memberRows(
      db,
      `class-row|${view.scopeKey}|${minute}|${memberId}|${versions[index]}`,
      () => {
        const at = missing.push(memberId) - 1;
        return computed.then((all) => all[at]!);
      },
      sizeOfRow,
    ),
  );
  if (missing.length === 0) settle!.resolve([]);
  else compute(missing).then(settle!.resolve, settle!.reject);
  return Promise.all(rows);
}
