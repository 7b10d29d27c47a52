import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropLocalLearnerAnswers } from '../../cache/learner-answer-versions';
import type { TestApp } from '../../test';
import { createTestApp } from '../../test';
import type { MemberProgress } from './class-progress';
import { cachedMemberRows } from './class-view-cache';

/**
 * The teacher's table is assembled from each member's kept row: these tests count which rows are
 * computed, since that is what a member's game or a class change costs the next read.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-06-01T09:00:30.000Z');
const rowOf = (memberId: number): MemberProgress => ({
  cells: [{ learned: memberId, words: 10, due: 0, mistakes: 0, lastPlayed: null, bestScores: {}, done: false }],
  missed: [[memberId, 1]],
});

/** Reads the rows, recording which members were computed, and in how many calls. */
async function read(scopeKey: string, memberIds: number[], now = NOW) {
  const calls: number[][] = [];
  const rows = await cachedMemberRows(t.db, { scopeKey, memberIds, now }, async (ids) => {
    calls.push([...ids]);
    return ids.map(rowOf);
  });
  return { rows, calls };
}

describe("the teacher's table, row by row", () => {
  it('computes the rows it does not keep, all in one call, in the members’ order', async () => {
    const first = await read('scope-a', [901, 902, 903]);
    expect(first.calls).toEqual([[901, 902, 903]]);
    expect(first.rows.map((row) => row.cells[0]!.learned)).toEqual([901, 902, 903]);

    const again = await read('scope-a', [901, 902, 903]);
    expect(again.calls).toEqual([]);
    expect(again.rows).toEqual(first.rows);
  });

  it("after one member's answers change, computes that member's row only", async () => {
    await read('scope-b', [911, 912, 913]);
    dropLocalLearnerAnswers(912);
    const next = await read('scope-b', [911, 912, 913]);
    expect(next.calls).toEqual([[912]]);
    expect(next.rows.map((row) => row.missed[0]![0])).toEqual([911, 912, 913]);
  });

  it('computes every row again for other assignments, or in the next minute; a new member alone', async () => {
    await read('scope-c', [921, 922]);
    expect((await read('scope-c2', [921, 922])).calls).toEqual([[921, 922]]);
    expect((await read('scope-c', [921, 922], new Date('2026-06-01T09:01:00.000Z'))).calls).toEqual([[921, 922]]);
    expect((await read('scope-c', [921, 922, 923])).calls).toEqual([[923]]);
  });

  it('passes a failure to compute on to the caller, and keeps nothing of it', async () => {
    const failing = cachedMemberRows(t.db, { scopeKey: 'scope-d', memberIds: [931, 932], now: NOW }, async () => {
      throw new Error('database gone');
    });
    await expect(failing).rejects.toThrow('database gone');
    expect((await read('scope-d', [931, 932])).calls).toEqual([[931, 932]]);
  });
});
