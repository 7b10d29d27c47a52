import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../redis/shared-redis';
import { createRedisPublisher, listenOnRedis } from '../redis/redis-channels';
import { addInvalidationPublisher, dropLocalAnswers, reportInvalidationsHeard } from './answer-cache';
import { addLearnerAnswersPublisher, dropLocalLearnerAnswers } from './learner-answer-versions';

/**
 * Channel names after the configured key prefix: every cached answer, or one learner's
 * (learner-answer-versions.ts). They keep the names they had when only the vocabulary was cached,
 * so instances of the previous version still hear them.
 */
export const ANSWERS_CHANNEL = 'vocabulary-cache:invalidate';
export const LEARNER_ANSWERS_CHANNEL = 'vocabulary-cache:learner';

export interface CacheBusOptions {
  redis: SharedRedis;
  keyPrefix: string;
}

/**
 * Several instances behind a load balancer each keep their own cached answers; this tells them
 * all when one of them dropped its answers. Every dropCachedAnswers() publishes on a Redis channel
 * (through the app's shared connection) and every instance that hears it drops its answers. A
 * learner's own answers (invalidateLearnerAnswers) go the same way on a second channel, as
 * `instanceId:userId`. A subscribed connection can run no other command, hence a second connection
 * to listen.
 *
 * Redis outages (see redis/redis-availability.ts, which logs them):
 * - While the listening connection is down this instance cannot hear other instances' changes, so
 *   the cache keeps answers for at most DEGRADED_CACHE_MAX_AGE_MS (answer-cache.ts) instead of
 *   its usual minutes: lists stay fast and are at most a second stale.
 * - Once it listens again it drops its answers (it may have missed messages meanwhile).
 * - A change made here while Redis was unreachable is announced once the shared connection is back,
 *   for instances that kept their connection and so their long-lived cache.
 *
 * Redis being down at start does not stop the app: the bus starts deaf and catches up as above.
 * Returns the function that stops it (on app close).
 */
export async function startCacheBus(options: CacheBusOptions): Promise<() => Promise<void>> {
  const { redis } = options;
  const channel = `${options.keyPrefix}${ANSWERS_CHANNEL}`;
  const learnerChannel = `${options.keyPrefix}${LEARNER_ANSWERS_CHANNEL}`;
  // Our own messages come back to us too; the local cache was already dropped when we sent them.
  const instanceId = randomUUID();
  const bus = {};

  // A message that cannot be sent is made up for by dropping every instance's whole cache once
  // Redis is back: a missed learner's change is covered by that too.
  const publisher = createRedisPublisher(redis, () => void announce());
  const announce = () => publisher.publish(channel, instanceId);
  const announceLearner = (userId: number) => publisher.publish(learnerChannel, `${instanceId}:${userId}`);

  const stopListening = await listenOnRedis(redis, {
    channels: [channel, learnerChannel],
    onMessage(from, message) {
      if (from === channel && message !== instanceId) dropLocalAnswers();
      if (from === learnerChannel) {
        const [sender, userId] = message.split(':');
        if (sender !== instanceId && userId) dropLocalLearnerAnswers(Number(userId));
      }
    },
    onListening() {
      dropLocalAnswers();
      reportInvalidationsHeard(bus, true);
    },
    onDeaf: () => reportInvalidationsHeard(bus, false),
  });
  const unregister = addInvalidationPublisher(announce);
  const unregisterLearner = addLearnerAnswersPublisher(announceLearner);

  return async () => {
    unregister();
    unregisterLearner();
    publisher.stop();
    await stopListening();
    reportInvalidationsHeard(bus, true);
  };
}
