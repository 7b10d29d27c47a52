import { useState } from 'react';
import type { ActiveLearningSession, CategorySelection } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { localizeServerText, messagesNow } from '@/i18n';
import { useDismissLearningSessionMutation } from '../api/dismiss-learning-session';
import type { LearningSessionApi } from '../api/learning-session-api';
import { useNextLearningBatchMutation } from '../api/next-learning-batch';
import { SESSION_MESSAGES } from '../session.i18n';
import { dismissQuietly, prepareSessionBatch, type GameWordRules } from '../session-start';

type Action = 'practice' | 'next' | 'dismiss';

export interface SessionActionsOptions {
  session: ActiveLearningSession;
  sessions: LearningSessionApi;
  wordRules: GameWordRules;
  loadCategoryWords?: (categoryName: string) => Promise<unknown>;
  onStart: (selection: CategorySelection) => void;
  onChooseNew: () => void;
}

/**
 * The card's three actions on the session — practise this batch, move to the next, dismiss — one
 * at a time (`running` names it), each saying how it went in a toast.
 */
export function useSessionActions({
  session,
  sessions,
  wordRules,
  loadCategoryWords,
  onStart,
  onChooseNew,
}: SessionActionsOptions) {
  const [running, setRunning] = useState<Action | null>(null);
  const { mutateAsync: moveToNextBatch } = useNextLearningBatchMutation(sessions);
  const { mutateAsync: dismissSession } = useDismissLearningSessionMutation(sessions);
  const busy = running !== null;

  async function run(action: Action, task: () => Promise<void>) {
    if (busy) return;
    setRunning(action);
    try {
      await task();
    } finally {
      setRunning(null);
    }
  }

  async function play(words: unknown[]): Promise<boolean> {
    const prepared = await prepareSessionBatch(
      words,
      wordRules,
      loadCategoryWords && (() => loadCategoryWords(session.category)),
    );
    if (!prepared.ok) {
      toast.error(localizeServerText(prepared.error));
      return false;
    }
    onStart({
      category: session.category,
      categoryDisplayName: session.categoryDisplayName,
      wordCount: session.wordsPerGame,
      words: prepared.words,
    });
    return true;
  }

  const practice = () =>
    run('practice', async () => {
      let batch: unknown[];
      try {
        // A read despite the POST (the same words until next-batch), so no cached key changes.
        batch = await sessions.continueSession();
      } catch (error) {
        console.warn('Continue learning session failed', error);
        toast.error(messagesNow(SESSION_MESSAGES).continueFailed);
        return;
      }
      if (batch.length === 0) {
        // Every batch has been moved past: the session is finished, so it makes way for a new one.
        toast.info(messagesNow(SESSION_MESSAGES).categoryCompleted);
        await dismissQuietly(() => dismissSession());
        onChooseNew();
        return;
      }
      await play(batch);
    });

  const nextBatch = () =>
    run('next', async () => {
      let batch: unknown[];
      try {
        batch = await moveToNextBatch();
      } catch (error) {
        console.warn('Next learning-session batch failed', error);
        toast.error(messagesNow(SESSION_MESSAGES).nextBatchFailed);
        return;
      }
      if (batch.length === 0) {
        toast.info(messagesNow(SESSION_MESSAGES).noMoreWords);
        await dismissQuietly(() => dismissSession());
        onChooseNew();
        return;
      }
      toast.info(messagesNow(SESSION_MESSAGES).movingToNextBatch(batch.length));
      await play(batch);
    });

  const dismiss = () =>
    run('dismiss', async () => {
      try {
        await dismissSession();
      } catch (error) {
        console.warn('Dismissing the learning session failed', error);
        toast.error(messagesNow(SESSION_MESSAGES).dismissFailed);
        return;
      }
      toast.info(messagesNow(SESSION_MESSAGES).dismissed);
      onChooseNew();
    });

  return { running, busy, practice, nextBatch, dismiss };
}
