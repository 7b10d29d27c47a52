import type {
  ActiveLearningSession,
  LearningSessionStatus,
  SessionWord,
  StartLearningSessionRequest,
  StartLearningSessionResponse,
} from '@slovo/shared';
import { LEARNING_SESSION_MESSAGES } from '@slovo/shared';
import { badRequest, conflict, notFound } from '../../app-error';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/transaction';
import { withTransaction } from '../../db/transaction';
import type { AuthUser } from '../../plugins/auth';
import { canViewCategory } from '../vocabulary';
import type { SessionCategory, SessionWithCategory } from './learning-session.repository';
import {
  advanceSession,
  deleteSession,
  findCategoryByName,
  findCategoryWordsByIds,
  findSessionWithCategory,
  listCategoryWordIds,
  upsertSession,
} from './learning-session.repository';
import type { SessionView } from './session-batches';
import { secureShuffle, viewSession } from './session-batches';

/** A concurrent next-batch or start changed the session this many times in a row: give up with 409. */
const MAX_ADVANCE_ATTEMPTS = 5;

/** The vocabulary feature's visibility rule; an invisible category is answered like a missing one. */
const canSeeCategory = (user: AuthUser, category: SessionCategory): boolean => canViewCategory(user, category);

interface LoadedSession extends SessionWithCategory {
  view: SessionView;
}

/**
 * The user's session with its counters computed from the words that still exist, or undefined.
 * A session whose category the user can no longer see (made private by its owner) is removed:
 * it must not keep serving that category's words.
 */
async function loadSession(db: DbExecutor, user: AuthUser): Promise<LoadedSession | undefined> {
  const found = await findSessionWithCategory(db, user.id);
  if (!found) return undefined;
  if (!canSeeCategory(user, found.category)) {
    await deleteSession(db, user.id);
    return undefined;
  }
  const live = new Set(await listCategoryWordIds(db, found.category.id));
  const view = viewSession(found.session.wordIds, found.session.wordsStudied, (id) => live.has(id), found.session.wordsPerGame);
  return { ...found, view };
}

function statusOf(loaded: LoadedSession): ActiveLearningSession {
  return {
    hasActiveSession: true,
    category: loaded.category.name,
    categoryDisplayName: loaded.category.display_name,
    wordsPerGame: loaded.session.wordsPerGame,
    wordsStudied: loaded.view.wordsStudied,
    wordsRemaining: loaded.view.wordsRemaining,
    totalWords: loaded.view.totalWords,
  };
}

/** The batch's words in session order; a word deleted since the ids were read is left out. */
async function wordsOf(db: DbExecutor, category: SessionCategory, ids: readonly number[]): Promise<SessionWord[]> {
  const rows = new Map((await findCategoryWordsByIds(db, category.id, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row
      ? [{ id: row.id, english: row.english, russian: row.russian, category: category.name, part_of_speech: row.part_of_speech }]
      : [];
  });
}

/**
 * Starts a session on a category the user can see, replacing any session they had. The word list
 * (the whole category, or the selected words of it) is shuffled once here and kept in that order.
 */
export async function startSession(
  db: DbExecutor,
  clock: Clock,
  user: AuthUser,
  request: StartLearningSessionRequest,
): Promise<StartLearningSessionResponse> {
  return withTransaction(db, async (trx) => {
    const category = await findCategoryByName(trx, request.category);
    if (!category || !canSeeCategory(user, category)) throw notFound(LEARNING_SESSION_MESSAGES.categoryNotFound);

    let wordIds = await listCategoryWordIds(trx, category.id);
    if (request.selectedWordIds && request.selectedWordIds.length > 0) {
      const selected = new Set(request.selectedWordIds);
      wordIds = wordIds.filter((id) => selected.has(id));
    }
    if (wordIds.length === 0) throw badRequest(LEARNING_SESSION_MESSAGES.noWords);

    await upsertSession(trx, {
      userId: user.id,
      categoryId: category.id,
      wordsPerGame: request.wordCount,
      wordIds: secureShuffle(wordIds),
      now: clock.now().toISOString(),
    });
    const loaded = await loadSession(trx, user);
    if (!loaded) throw new Error('learning session vanished inside its own transaction');
    return { ...statusOf(loaded), words: await wordsOf(trx, category, loaded.view.batch) };
  });
}

export async function getSessionStatus(db: DbExecutor, user: AuthUser): Promise<LearningSessionStatus> {
  const loaded = await loadSession(db, user);
  return loaded ? statusOf(loaded) : { hasActiveSession: false };
}

/** The current batch, the same on every call until next-batch (words deleted meanwhile are skipped). */
export async function continueSession(db: DbExecutor, user: AuthUser): Promise<SessionWord[]> {
  const loaded = await loadSession(db, user);
  if (!loaded) throw notFound(LEARNING_SESSION_MESSAGES.noActiveSession);
  return wordsOf(db, loaded.category, loaded.view.batch);
}

/**
 * Finishes the current batch and answers the next one; `[]` when nothing remained (the session then
 * stands at wordsStudied = totalWords, wordsRemaining 0 until dismissed or replaced). The stored list
 * is rewritten without deleted words so the stored counter stays an index into it.
 */
export async function nextBatch(db: DbExecutor, clock: Clock, user: AuthUser): Promise<SessionWord[]> {
  return withTransaction(db, async (trx) => {
    for (let attempt = 0; attempt < MAX_ADVANCE_ATTEMPTS; attempt += 1) {
      const loaded = await loadSession(trx, user);
      if (!loaded) throw notFound(LEARNING_SESSION_MESSAGES.noActiveSession);
      const { view, session, category } = loaded;
      const wordsStudied = view.wordsStudied + view.batch.length;
      const advanced = await advanceSession(trx, {
        userId: user.id,
        expected: session,
        wordIds: view.liveWordIds,
        wordsStudied,
        now: clock.now().toISOString(),
      });
      if (!advanced) continue;
      const next = viewSession(view.liveWordIds, wordsStudied, () => true, session.wordsPerGame);
      return wordsOf(trx, category, next.batch);
    }
    throw conflict('The learning session changed meanwhile. Please try again.');
  });
}

/** Dismisses the user's session; fine when there is none. */
export async function dismissSession(db: DbExecutor, user: AuthUser): Promise<void> {
  await deleteSession(db, user.id);
}
