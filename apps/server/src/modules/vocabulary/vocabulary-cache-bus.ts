import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../../plugins/shared-redis';
import { REDIS_CONNECTION_OPTIONS } from '../../plugins/shared-redis';
import { addLearnerAnswersPublisher, dropLocalLearnerAnswers } from './learner-answer-versions';
import { addInvalidationPublisher, dropLocalVocabularyCaches, reportInvalidationsHeard } from './vocabulary-cache';

/** Channel names after the configured key prefix: every cached answer, or one learner's (learner-answer-versions.ts). */
export const VOCABULARY_CACHE_CHANNEL = 'vocabulary-cache:invalidate';
export const LEARNER_ANSWERS_CHANNEL = 'vocabulary-cache:learner';

export interface VocabularyCacheBusOptions {
  redis: SharedRedis;
  keyPrefix: string;
}

/**
 * Several instances behind a load balancer each keep their own vocabulary cache; this tells them
 * all when one of them changed the vocabulary. Every invalidateVocabularyCache() publishes on a
 * Redis channel (through the app's shared connection) and every instance that hears it drops its
 * cache. A learner's own answers (invalidateLearnerAnswers) go the same way on a second channel,
 * as `instanceId:userId`. A subscribed connection can run no other command, hence a second
 * connection to listen.
 *
 * Redis outages (see plugins/redis-availability.ts, which logs them):
 * - While the listening connection is down this instance cannot hear other instances' changes, so
 *   the cache keeps answers for at most DEGRADED_CACHE_MAX_AGE_MS (vocabulary-cache.ts) instead of
 *   its usual minutes: lists stay fast and are at most a second stale.
 * - Once it listens again it drops its cache (it may have missed messages meanwhile).
 * - A change made here while Redis was unreachable is announced once the shared connection is back,
 *   for instances that kept their connection and so their long-lived cache.
 *
 * Redis being down at start does not stop the app: the bus starts deaf and catches up as above.
 * Returns the function that stops it (on app close).
 */
export async function startVocabularyCacheBus(options: VocabularyCacheBusOptions): Promise<() => Promise<void>> {
  const { redis } = options;
  const channel = `${options.keyPrefix}${VOCABULARY_CACHE_CHANNEL}`;
  const learnerChannel = `${options.keyPrefix}${LEARNER_ANSWERS_CHANNEL}`;
  // Our own messages come back to us too; the local cache was already dropped when we sent them.
  const instanceId = randomUUID();
  const bus = {};
  let unannounced = false;

  // A message that cannot be sent is made up for by dropping every instance's whole cache once
  // Redis is back (announceMissed): a missed learner's change is covered by that too.
  const publish = async (to: string, message: string): Promise<void> => {
    if (!redis.availability.usable()) {
      unannounced = true;
      return;
    }
    await redis.client.publish(to, message).then(
      () => redis.availability.reportSuccess(),
      (error: unknown) => {
        unannounced = true;
        redis.availability.reportFailure(error);
      },
    );
  };
  const announce = () => publish(channel, instanceId);
  const announceLearner = (userId: number) => publish(learnerChannel, `${instanceId}:${userId}`);
  const announceMissed = () => {
    if (!unannounced) return;
    unannounced = false;
    void announce();
  };

  // ioredis' own resubscribing is off: subscribe() below runs on every (re)connection instead,
  // including the first one after a start without Redis.
  const subscriber = redis.client.duplicate({ ...REDIS_CONNECTION_OPTIONS, autoResubscribe: false });
  // Failures surface through 'close'; an unhandled 'error' event would crash the process.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== instanceId) dropLocalVocabularyCaches();
    if (from === learnerChannel) {
      const [sender, userId] = message.split(':');
      if (sender !== instanceId && userId) dropLocalLearnerAnswers(Number(userId));
    }
  });
  subscriber.on('close', () => reportInvalidationsHeard(bus, false));

  const subscribe = async () => {
    await subscriber.subscribe(channel, learnerChannel);
    dropLocalVocabularyCaches();
    reportInvalidationsHeard(bus, true);
  };
  const resubscribe = () => {
    subscribe().catch((error: unknown) => redis.availability.reportFailure(error));
  };

  reportInvalidationsHeard(bus, false);
  try {
    await subscriber.connect();
    await subscribe();
  } catch (error) {
    // The app starts without it (connectSharedRedis logged the outage); ioredis keeps reconnecting.
    redis.availability.reportFailure(error);
  }
  subscriber.on('ready', resubscribe);
  redis.client.on('ready', announceMissed);
  const unregister = addInvalidationPublisher(announce);
  const unregisterLearner = addLearnerAnswersPublisher(announceLearner);

  return async () => {
    unregister();
    unregisterLearner();
    redis.client.off('ready', announceMissed);
    subscriber.off('ready', resubscribe);
    subscriber.removeAllListeners('close');
    reportInvalidationsHeard(bus, true);
    if (subscriber.status === 'ready') await subscriber.quit().catch(() => undefined);
    subscriber.disconnect();
  };
}
