import { createHash } from 'node:crypto';
import { type AssignmentProgress, type AssignmentTarget, type CardKind, type GameId } from '@slovo/shared';
import type { DbExecutor } from '../../db/transaction';
import { readCards, readPlays, type CardRow, type PlayRow } from './class-progress.repository';

/**
 * What members have done with a class's assignments, read from the learning data the reviews
 * feature already keeps (issue 35 §3: no second copy to drift): each member's cards of the
 * assignment's words and kinds (learned, due, in the mistake book, last review) and their plays of
 * the category's words in each game (the share of right answers of a round: its score).
 */

export interface AssignmentScope {
  id: number;
  categoryId: number;
  kinds: readonly CardKind[];
  target: AssignmentTarget;
  /** The words asked for: the category's, or the practice's that are still in it. */
  wordIds: readonly number[];
}

const kindKey = (skill: string, direction: string) => `${skill}/${direction}`;

/** Best round score (0–100) per member, category and game. */
function bestScoresOf(plays: readonly PlayRow[]): Map<string, Partial<Record<GameId, number>>> {
  const best = new Map<string, Partial<Record<GameId, number>>>();
  for (const play of plays) {
    const key = `${play.user_id}/${play.category_id}`;
    const scores = best.get(key) ?? {};
    const score = Math.round((100 * Number(play.right)) / Math.max(1, Number(play.answered)));
    scores[play.game_id] = Math.max(scores[play.game_id] ?? 0, score);
    best.set(key, scores);
  }
  return best;
}

function isDone(target: AssignmentTarget, progress: Omit<AssignmentProgress, 'done'>): boolean {
  if (target.kind === 'learned') return progress.words > 0 && progress.learned === progress.words;
  return (progress.bestScores[target.game] ?? 0) >= target.percent;
}

/** One member's progress on one assignment, from their cards (by word) and best scores. */
function cellOf(
  assignment: AssignmentScope,
  cardsByWord: ReadonlyMap<number, readonly CardRow[]> | undefined,
  bestScores: Partial<Record<GameId, number>>,
  now: string,
): AssignmentProgress {
  const kinds = new Set(assignment.kinds.map((kind) => kindKey(kind.skill, kind.direction)));
  let learned = 0;
  let due = 0;
  let mistakes = 0;
  let lastPlayed: string | null = null;
  for (const wordId of assignment.wordIds) {
    const cards = (cardsByWord?.get(wordId) ?? []).filter((card) => kinds.has(kindKey(card.skill, card.direction)));
    if (cards.length === kinds.size && cards.every((card) => card.learned === 1)) learned += 1;
    if (cards.some((card) => card.due <= now)) due += 1;
    if (cards.some((card) => card.miss_count > 0 && card.learned !== 1)) mistakes += 1;
    for (const card of cards)
      if (card.last_review !== null && (lastPlayed === null || card.last_review > lastPlayed)) lastPlayed = card.last_review;
  }
  const progress = { learned, words: assignment.wordIds.length, due, mistakes, lastPlayed, bestScores };
  return { ...progress, done: isDone(assignment.target, progress) };
}

export interface HardWord {
  wordId: number;
  categoryId: number;
  members: number;
  misses: number;
}

/** One member's row of a class's table: a cell per assignment, and what they keep missing. */
export interface MemberProgress {
  /** cells[a]: this member on assignments[a]. */
  cells: AssignmentProgress[];
  /** Their mistake-book words among the assignments' (missed, not yet learned): [word id, misses]. */
  missed: Array<[number, number]>;
}

/** What a row depends on besides the member, their answers and the clock: the assignments' words, kinds and targets. */
export function scopeKeyOf(assignments: readonly AssignmentScope[]): string {
  const scopes = assignments.map(({ id, categoryId, kinds, target, wordIds }) => [id, categoryId, kinds, target, wordIds]);
  return createHash('sha1').update(JSON.stringify(scopes)).digest('base64url');
}

/** Each member's row (in `memberIds`' order), from two reads of the reviews' tables for them all. */
export async function computeMemberProgress(
  db: DbExecutor,
  now: string,
  memberIds: readonly number[],
  assignments: readonly AssignmentScope[],
): Promise<MemberProgress[]> {
  if (memberIds.length === 0 || assignments.length === 0) return memberIds.map(() => ({ cells: [], missed: [] }));
  const categoryIds = [...new Set(assignments.map((assignment) => assignment.categoryId))];
  const [cards, plays] = await Promise.all([
    readCards(db, memberIds, categoryIds),
    readPlays(
      db,
      memberIds,
      assignments.flatMap((assignment) => assignment.wordIds),
    ),
  ]);
  const cardsByMember = new Map<number, Map<number, CardRow[]>>();
  for (const card of cards) {
    const byWord = cardsByMember.get(card.user_id) ?? new Map<number, CardRow[]>();
    byWord.set(card.word_id, [...(byWord.get(card.word_id) ?? []), card]);
    cardsByMember.set(card.user_id, byWord);
  }
  const best = bestScoresOf(plays);
  const assigned = new Set(assignments.flatMap((assignment) => assignment.wordIds));
  return memberIds.map((memberId) => {
    const byWord = cardsByMember.get(memberId);
    return {
      cells: assignments.map((assignment) =>
        cellOf(assignment, byWord, best.get(`${memberId}/${assignment.categoryId}`) ?? {}, now),
      ),
      missed: missedWords(byWord, assigned),
    };
  });
}

function missedWords(cardsByWord: ReadonlyMap<number, readonly CardRow[]> | undefined, assigned: ReadonlySet<number>) {
  const missed: Array<[number, number]> = [];
  for (const [wordId, cards] of cardsByWord ?? []) {
    if (!assigned.has(wordId)) continue;
    const misses = cards.reduce((sum, card) => sum + (card.miss_count > 0 && card.learned !== 1 ? card.miss_count : 0), 0);
    if (misses > 0) missed.push([wordId, misses]);
  }
  return missed;
}

/** The assignments' words most members keep missing (then most missed), at most `limit`. */
export function hardestWords(
  rows: readonly MemberProgress[],
  assignments: readonly AssignmentScope[],
  limit: number,
): HardWord[] {
  const categoryOf = new Map<number, number>();
  for (const assignment of assignments) for (const wordId of assignment.wordIds) categoryOf.set(wordId, assignment.categoryId);
  const byWord = new Map<number, { members: number; misses: number }>();
  for (const row of rows) {
    for (const [wordId, misses] of row.missed) {
      const entry = byWord.get(wordId) ?? { members: 0, misses: 0 };
      entry.members += 1;
      entry.misses += misses;
      byWord.set(wordId, entry);
    }
  }
  return [...byWord]
    .flatMap(([wordId, entry]) => {
      const categoryId = categoryOf.get(wordId);
      return categoryId === undefined ? [] : [{ wordId, categoryId, ...entry }];
    })
    .sort((a, b) => b.members - a.members || b.misses - a.misses || a.wordId - b.wordId)
    .slice(0, limit);
}
