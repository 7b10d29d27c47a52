import type { Generated, Selectable } from 'kysely';
import type { AuditAction, GameId, PartOfSpeech, PlayId, ReviewDirection, ReviewOutcome, ReviewSkill, Role } from '@slovo/shared';

/**
 * Row types as stored, identical on SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC text (`new Date().toISOString()`, always `…T…sssZ`), because SQLite
 *   has no timestamp type and pg would hand back Date objects; fixed-width UTC text sorts and
 *   compares correctly as plain text on both engines;
 * - booleans are integers 0/1 (`DbBoolean`), because SQLite has no boolean type; repositories
 *   convert them to true/false at their boundary, so nothing above a repository sees 0/1;
 * - ids are integers (SQLite rowid alias / PostgreSQL serial), returned as JS numbers by both.
 */
export type DbBoolean = 0 | 1;
export type Privacy = 'private' | 'shared';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** username lower-cased: the unique key that makes usernames unique case-insensitively. */
  username_key: string;
  email: string;
  /** email lower-cased: unique key, same reason. */
  email_key: string;
  password_hash: string;
  role: Role;
  avatar: string | null;
  created_at: string;
  updated_at: string;
  /**
   * Carried by every access token (claim `tv`); one more on a password reset or role change, which
   * makes every access token issued before it invalid (migration 0007).
   */
  token_version: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** All tokens rotated from one login share a family; reuse of a rotated token revokes it. */
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  rotated_at: string | null;
  replaced_by: number | null;
  created_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  /**
   * categoryDisplayKey(display_name) (@slovo/shared): unique per owner, so one learner cannot have
   * "Travel" twice in any case or spacing. Computed in code (SQLite's lower() is ASCII-only).
   */
  display_key: string;
  description: string | null;
  /** Owner; null = system (pre-built) category. */
  user_id: number | null;
  privacy: Privacy;
  is_approved_list: DbBoolean;
  created_at: string;
  updated_at: string;
  /** How many words the category holds: kept by triggers on words (migration 0005), never written by the app. */
  word_count: Generated<number>;
}

export interface WordsTable {
  id: Generated<number>;
  category_id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  /** The Russian side with stress marks (issue 32), null when unknown. */
  stressed: Generated<string | null>;
  /** The word's other annotations and their sources as JSON (word-annotations-column.ts), null when none. */
  annotations: Generated<string | null>;
  /** The word's picture and recorded sound (issue 34): media.hash, null when none. */
  image_hash: Generated<string | null>;
  sound_hash: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A picture or sound, once per content (migration 0013): named by the SHA-256 of `data`. */
export interface MediaTable {
  hash: string;
  kind: 'image' | 'sound';
  /** From the server's own check of the bytes, never from the upload's name or declared type. */
  content_type: string;
  byte_size: number;
  data: Uint8Array;
  created_at: string;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: string | null;
  color: string | null;
  icon: string | null;
  is_system: DbBoolean;
  is_public: DbBoolean;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface CategoryTagsTable {
  category_id: number;
  tag_id: number;
}

export interface LearningSessionsTable {
  id: Generated<number>;
  /** Unique: one active session per user. */
  user_id: number;
  category_id: number;
  /** -1 means all words. */
  words_per_game: number;
  /** JSON array of word ids in the session's fixed shuffled order. */
  word_ids: string;
  words_studied: number;
  created_at: string;
  updated_at: string;
}

export interface GameProgressTable {
  user_id: number;
  game_id: GameId;
  completed: DbBoolean;
  score: number;
  best_score: number;
  updated_at: string;
}

/** What an admin did to an account (migration 0006); names copied in, so entries outlive the accounts. */
export interface AuditLogTable {
  id: Generated<number>;
  action: AuditAction;
  /** Null once the acting admin's account is deleted. */
  actor_id: number | null;
  actor_username: string;
  target_id: number;
  target_username: string;
  /** role_changed only. */
  from_role: Role | null;
  to_role: Role | null;
  created_at: string;
  /** class_deleted only (migration 0014): the class's name. */
  detail: Generated<string | null>;
}

/** A class (issue 35, migration 0014): its teachers and members are in their own tables. */
export interface ClassesTable {
  id: Generated<number>;
  name: string;
  created_by: number;
  /** The invite code as the teachers see it, and its SHA-256 (hex), which joins look it up by. */
  invite_code: string;
  invite_hash: string;
  invite_enabled: DbBoolean;
  /** One more on every change of the class: part of its cached views' keys. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ClassTeachersTable {
  class_id: number;
  user_id: number;
  added_at: string;
}

export interface ClassMembersTable {
  class_id: number;
  user_id: number;
  joined_at: string;
}

export interface ClassAssignmentsTable {
  id: Generated<number>;
  class_id: number;
  category_id: number;
  /** YYYY-MM-DD, or null: no due date. */
  due_date: string | null;
  /** JSON: the card kinds (skill and direction) to practise. */
  kinds: string;
  /** JSON: { kind: 'learned' } or { kind: 'score', game, percent }. */
  target: string;
  /** JSON: exactly these word ids of the category, or null for all of them. */
  word_ids: string | null;
  created_at: string;
}

/** Accounts per role (migration 0006), kept by triggers on users. */
export interface UserCountsTable {
  role: Role;
  count: number;
}

/** FSRS card states as ts-fsrs numbers them: New 0, Learning 1, Review 2, Relearning 3. */
export type FsrsState = 0 | 1 | 2 | 3;

/** One FSRS card per user × word (migration 0008), with the word's place in the mistake book. */
export interface ReviewCardsTable {
  user_id: number;
  word_id: number;
  /** What the card practises (migration 0012, rules/review-skills.ts): one card per word, skill and direction. */
  skill: ReviewSkill;
  direction: ReviewDirection;
  /** The word's category, copied (a trigger on words keeps it if a word ever moves). */
  category_id: number;
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: FsrsState;
  last_review: string | null;
  /** stability >= LEARNED_STABILITY_DAYS (@slovo/shared), written with the card. */
  learned: Generated<DbBoolean>;
  /** Misses since the word entered the mistake book; 0 = not in the book. */
  miss_count: Generated<number>;
  /** log2 Σ 2^((miss − epoch) / half-life) over those misses: the book's order (reviews/mistake-weight.ts); null out of it. */
  mistake_weight: number | null;
  last_missed_at: string | null;
  /** Bit per game (game1 = 1 … game5 = 16) the word was missed in while in the book. */
  missed_games: Generated<number>;
  /** Bit per game the word was ever answered in. */
  played_games: Generated<number>;
}

/** Every review (migration 0008): enough to optimise FSRS parameters from. */
export interface ReviewLogTable {
  id: Generated<number>;
  user_id: number;
  word_id: number;
  /** The card's skill and direction (migration 0012). */
  skill: ReviewSkill;
  direction: ReviewDirection;
  play_id: string;
  game_id: PlayId;
  outcome: ReviewOutcome;
  rating: number;
  /** When the review counted (playedAt, or the card's last review when that was later). */
  reviewed_at: string;
  elapsed_days: number;
  state_before: FsrsState;
  state_after: FsrsState;
  stability_before: number;
  stability_after: number;
  difficulty_before: number;
  difficulty_after: number;
  due_before: string;
  due_after: string;
  scheduled_days: number;
}

/** Games already recorded (migration 0008): the key that makes POST /reviews idempotent. */
export interface ReviewPlaysTable {
  user_id: number;
  play_id: string;
  game_id: PlayId;
  played_at: string;
  recorded_at: string;
}

/** Reviews per local day (migration 0008), kept on every POST so /stats never reads the log. */
export interface ReviewDaysTable {
  user_id: number;
  /** 'YYYY-MM-DD' at the player's offset when they played. */
  day: string;
  /** One row per skill and direction reviewed that day (migration 0012). */
  skill: ReviewSkill;
  direction: ReviewDirection;
  reviews: number;
  /** Reviews of cards that were in Review state, and how many of those passed (true retention). */
  review_state_reviews: number;
  review_state_passes: number;
}

export interface ReviewSettingsTable {
  user_id: number;
  desired_retention: number;
  updated_at: string;
}

/** Per learner, a number one higher after every recorded game (migration 0008): keys their cached review answers. */
export interface ReviewVersionsTable {
  user_id: number;
  version: number;
}

export interface Database {
  users: UsersTable;
  user_counts: UserCountsTable;
  audit_log: AuditLogTable;
  refresh_tokens: RefreshTokensTable;
  categories: CategoriesTable;
  words: WordsTable;
  media: MediaTable;
  tags: TagsTable;
  category_tags: CategoryTagsTable;
  learning_sessions: LearningSessionsTable;
  game_progress: GameProgressTable;
  review_cards: ReviewCardsTable;
  review_log: ReviewLogTable;
  review_plays: ReviewPlaysTable;
  review_days: ReviewDaysTable;
  review_settings: ReviewSettingsTable;
  review_versions: ReviewVersionsTable;
  classes: ClassesTable;
  class_teachers: ClassTeachersTable;
  class_members: ClassMembersTable;
  class_assignments: ClassAssignmentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
