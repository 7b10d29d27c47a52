import { MAX_ANSWERS_PER_GAME, REVIEW_PLAY_ID, isOutcomeOfGame, type ReviewOutcome, type RoundPlayId } from '@slovo/shared';
import type { RecordReviewsRequest, ReviewAnswer, ReviewDirection, ReviewGrade, ReviewSkill } from '@slovo/shared';

/** What a game or drill reports when a round ends: each word it asked, with how it was answered. */
export interface GameReviewPlay {
  gameId: RoundPlayId;
  /** The skill the round practised: a game's is the meaning (the default), a drill's its own. */
  skill?: ReviewSkill;
  /** The way the round asked every word; absent for a game that asks both ways at once. */
  direction?: ReviewDirection;
  answers: { wordId: number | string; outcome: ReviewOutcome }[];
}

/** A server word's id: sample words (preview mode) have text ids and no schedule to update. */
function isServerWordId(id: number | string): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/**
 * The answers POST /reviews will take: server words only, each word once (its first answer, as the
 * server refuses a game that repeats one), outcomes the game can report, at most the server's limit.
 * One odd answer must not cost the whole game its reviews, so it is left out, not sent. Each carries
 * the round's direction (and its skill) when the round had one.
 */
export function reviewableAnswers({ gameId, skill = 'meaning', direction, answers }: GameReviewPlay): ReviewAnswer[] {
  const seen = new Set<number>();
  const kept: ReviewAnswer[] = [];
  for (const { wordId, outcome } of answers) {
    if (!isServerWordId(wordId) || seen.has(wordId) || !isOutcomeOfGame(gameId, outcome)) continue;
    seen.add(wordId);
    kept.push(direction === undefined ? { wordId, outcome } : { wordId, outcome, skill, direction });
  }
  return kept.slice(0, MAX_ANSWERS_PER_GAME);
}

/** The browser's offset from UTC at `at`, east positive (Moscow 180), as the server counts local days. */
export function utcOffsetMinutesAt(at: Date): number {
  // `|| 0`: UTC itself gives -0.
  return -at.getTimezoneOffset() || 0;
}

/**
 * A random (version 4) UUID. crypto.randomUUID exists only on secure pages (https, localhost); the
 * app opened over plain http on a home network still needs an id, made from the same random source.
 */
export function newPlayId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request for one finished round, made when the round ends: its playId (sent with every try, so
 * a retry is never counted twice), the time and the local offset then. Null when no answer is a
 * server word's.
 */
export function makeReviewRequest(play: GameReviewPlay, now = new Date()): RecordReviewsRequest | null {
  const answers = reviewableAnswers(play);
  if (answers.length === 0) return null;
  return {
    playId: newPlayId(),
    gameId: play.gameId,
    playedAt: now.toISOString(),
    utcOffsetMinutes: utcOffsetMinutesAt(now),
    answers,
  };
}

/** One card graded on the Review screen (issue 33 §3): the learner's own grade, no outcome. */
export interface GradedAnswer {
  wordId: number;
  skill: ReviewSkill;
  direction: ReviewDirection;
  grade: ReviewGrade;
}

/**
 * The request for one graded card: a play of its own (its own playId), so each grade is kept and
 * sent on its own and a reload between two grades loses neither.
 */
export function makeGradedRequest({ wordId, skill, direction, grade }: GradedAnswer, now = new Date()): RecordReviewsRequest {
  return {
    playId: newPlayId(),
    gameId: REVIEW_PLAY_ID,
    playedAt: now.toISOString(),
    utcOffsetMinutes: utcOffsetMinutesAt(now),
    answers: [{ wordId, skill, direction, grade }],
  };
}
