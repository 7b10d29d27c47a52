import type {
  LearningSessionStatus,
  SessionWord,
  StartLearningSessionRequest,
  StartLearningSessionResponse,
} from '@slovo/shared';
import { LEARNING_SESSION_MESSAGES } from '@slovo/shared';
import { badRequest, conflict, notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { inTransaction, requireActor } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { VisibleCategory } from '../vocabulary';
import { findVisibleCategoryById, findVisibleCategoryByName, findWordsOfCategory, listWordIdsOfCategory } from '../vocabulary';
import { presentSessionStatus } from './learning-session.presenter';
import type { StoredSession } from './learning-session.repository';
import { advanceSession, deleteSession, findSession, upsertSession } from './learning-session.repository';
import type { SessionView } from './session-batches';
import { secureShuffle, viewSession } from './session-batches';

/** A concurrent next-batch or start changed the session this many times in a row: give up with 409. */
const MAX_ADVANCE_ATTEMPTS = 5;

interface LoadedSession {
  session: StoredSession;
  category: VisibleCategory;
  view: SessionView;
}

/**
 * The caller's session with its counters computed from the words that still exist, or undefined.
 * A session whose category the caller can no longer see (made private by its owner) is removed:
 * it must not keep serving that category's words. Categories and words are read through the
 * vocabulary feature, which applies its visibility rule (an invisible category reads as missing).
 */
async function loadSession(context: ServiceContext): Promise<LoadedSession | undefined> {
  const userId = requireActor(context).id;
  const session = await findSession(context.db, userId);
  if (!session) return undefined;
  const category = await findVisibleCategoryById(context, session.categoryId);
  if (!category) {
    await deleteSession(context.db, userId);
    return undefined;
  }
  const live = new Set(await listWordIdsOfCategory(context, category));
  const view = viewSession(session.wordIds, session.wordsStudied, (id) => live.has(id), session.wordsPerGame);
  return { session, category, view };
}

const statusOf = (loaded: LoadedSession) => presentSessionStatus(loaded.category, loaded.session, loaded.view);

/**
 * Starts a session on a category the caller can see, replacing any session they had. The word list
 * (the whole category, or the selected words of it) is shuffled once here and kept in that order.
 */
export async function startSession(
  context: ServiceContext,
  request: StartLearningSessionRequest,
): Promise<StartLearningSessionResponse> {
  const userId = requireActor(context).id;
  return withTransaction(context.db, async (trx) => {
    const tx = inTransaction(context, trx);
    const category = await findVisibleCategoryByName(tx, request.category);
    if (!category) throw notFound(LEARNING_SESSION_MESSAGES.categoryNotFound);

    let wordIds = await listWordIdsOfCategory(tx, category);
    if (request.selectedWordIds && request.selectedWordIds.length > 0) {
      const selected = new Set(request.selectedWordIds);
      wordIds = wordIds.filter((id) => selected.has(id));
    }
    if (wordIds.length === 0) throw badRequest(LEARNING_SESSION_MESSAGES.noWords);

    await upsertSession(trx, {
      userId,
      categoryId: category.id,
      wordsPerGame: request.wordCount,
      wordIds: secureShuffle(wordIds),
      now: context.clock.now().toISOString(),
    });
    const loaded = await loadSession(tx);
    if (!loaded) throw new Error('learning session vanished inside its own transaction');
    return { ...statusOf(loaded), words: await findWordsOfCategory(tx, category, loaded.view.batch) };
  });
}

export async function getSessionStatus(context: ServiceContext): Promise<LearningSessionStatus> {
  const loaded = await loadSession(context);
  return loaded ? statusOf(loaded) : { hasActiveSession: false };
}

/** The current batch, the same on every call until next-batch (words deleted meanwhile are skipped). */
export async function continueSession(context: ServiceContext): Promise<SessionWord[]> {
  const loaded = await loadSession(context);
  if (!loaded) throw notFound(LEARNING_SESSION_MESSAGES.noActiveSession);
  return findWordsOfCategory(context, loaded.category, loaded.view.batch);
}

/**
 * Finishes the current batch and answers the next one (wordsPerGame words, or the shorter rest);
 * `[]` when nothing remained (the session then has no current batch, and continue answers `[]`,
 * until dismissed or replaced). The stored list
 * is rewritten without deleted words so the stored counter stays an index into it.
 */
export async function nextBatch(context: ServiceContext): Promise<SessionWord[]> {
  const userId = requireActor(context).id;
  return withTransaction(context.db, async (trx) => {
    const tx = inTransaction(context, trx);
    for (let attempt = 0; attempt < MAX_ADVANCE_ATTEMPTS; attempt += 1) {
      const loaded = await loadSession(tx);
      if (!loaded) throw notFound(LEARNING_SESSION_MESSAGES.noActiveSession);
      const { view, session, category } = loaded;
      const nextStart = view.batchStart + view.batch.length;
      const advanced = await advanceSession(trx, {
        userId,
        expected: session,
        wordIds: view.liveWordIds,
        wordsStudied: nextStart,
        now: context.clock.now().toISOString(),
      });
      if (!advanced) continue;
      const next = viewSession(view.liveWordIds, nextStart, () => true, session.wordsPerGame);
      return findWordsOfCategory(tx, category, next.batch);
    }
    throw conflict('The learning session changed meanwhile. Please try again.');
  });
}

/** Dismisses the caller's session; fine when there is none. */
export async function dismissSession(context: ServiceContext): Promise<void> {
  await deleteSession(context.db, requireActor(context).id);
}
