import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { postReviews } from './api/record-reviews';
import { reviewKeys } from './api/query-keys';
import { dropPendingPlay, pendingPlaysFor } from './pending-reviews';

/**
 * Whether a round the server refused can never be taken (a 4xx other than 401, 408, 429: the round
 * is too old, names another game's outcome…), so keeping it would only repeat the refusal forever.
 * An answer of an unexpected shape came with a 2xx: the round is recorded. Anything else (no
 * connection, a timeout, 5xx, signed out meanwhile) may pass later.
 */
function isRefusedForGood(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'validation') return true;
  return error.kind === 'http' && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

type Outcome = 'sent' | 'dropped' | 'kept';

async function sendOne(request: Parameters<typeof postReviews>[0]): Promise<Outcome> {
  try {
    await postReviews(request);
    return 'sent';
  } catch (error) {
    if (isRefusedForGood(error)) {
      console.warn('The server refused a round’s reviews; it is dropped', error);
      return 'dropped';
    }
    return 'kept';
  }
}

async function sendAll(client: QueryClient, userId: string): Promise<number> {
  let sent = 0;
  for (const { request } of pendingPlaysFor(userId)) {
    const outcome = await sendOne(request);
    if (outcome === 'kept') break; // The next would fail the same way; all wait for the next try.
    dropPendingPlay(request.playId);
    if (outcome === 'sent') sent += 1;
  }
  if (sent > 0) await client.invalidateQueries({ queryKey: reviewKeys.forUser(userId) });
  return sent;
}

const queues = new Map<string, Promise<number>>();

/**
 * Sends every stored round `userId` may send (their own, and a preview visit's: merged at sign-in
 * like progress), oldest first, forgetting each once the server has it. A failure keeps the round
 * for the next try (the next recorded game, the next sign-in or page load). Resolves with the
 * rounds recorded; never rejects. Calls for one user run one after the other, so a round is never
 * on its way twice at once (the playId would make a second arrival harmless, but not free).
 */
export function sendPendingReviews(client: QueryClient, userId: string): Promise<number> {
  const previous = queues.get(userId) ?? Promise.resolve(0);
  const run = previous
    .then(() => sendAll(client, userId))
    .catch((error: unknown) => {
      console.warn('Sending stored reviews failed', error);
      return 0;
    });
  queues.set(userId, run);
  void run.finally(() => {
    if (queues.get(userId) === run) queues.delete(userId);
  });
  return run;
}
