/**
 * Per learner, a version of the cached answers that show their own data (the reviews feature's due
 * and mistakes lists, Home's summary, /stats): a cached answer is keyed by it, so a new version makes
 * every answer kept for that learner unreachable at once.
 *
 * Kept in process, so a cached answer costs no database round trip (measured on PostgreSQL: the
 * version read was about half of a cached answer's CPU, ~0.1 ms of ~0.25 ms). Other instances hear
 * of a learner's change through the cache bus (cache-bus.ts), as they hear of vocabulary
 * writes; while that bus is deaf (Redis down), cacheDegraded() is true and callers must
 * not trust this version (the reviews feature then reads its version from the database).
 */

/** Learners remembered before the map starts over (~100 bytes each). */
export const MAX_LEARNERS = 100_000;

const versions = new Map<number, number>();
let changes = 0;
/** Changes when the map starts over, so no learner's version can repeat an earlier one. */
let generation = 0;
const publishers = new Set<(userId: number) => unknown>();

/** The learner's answers version in this process, as part of a cache key. */
export function learnerAnswersVersion(userId: number): string {
  return `${generation}.${versions.get(userId) ?? 0}`;
}

/** This process's answers for the learner are stale (another instance said so, or we changed them). */
export function dropLocalLearnerAnswers(userId: number): void {
  if (versions.size >= MAX_LEARNERS && !versions.has(userId)) {
    versions.clear();
    generation += 1;
  }
  changes += 1;
  versions.set(userId, changes);
}

/**
 * The learner's data changed (call after the commit): drops their cached answers here and, through
 * the bus, on every other instance before the caller answers. A publish never rejects.
 */
export async function invalidateLearnerAnswers(userId: number): Promise<void> {
  dropLocalLearnerAnswers(userId);
  await Promise.all([...publishers].map((publish) => publish(userId)));
}

/** The Redis bus registers how to tell other instances; returns the unregister function. */
export function addLearnerAnswersPublisher(publish: (userId: number) => unknown): () => void {
  publishers.add(publish);
  return () => publishers.delete(publish);
}
