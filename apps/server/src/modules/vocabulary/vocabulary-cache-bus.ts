import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { StartupError } from '../../startup-error';
import { addInvalidationPublisher, dropLocalVocabularyCaches } from './vocabulary-cache';

/** Channel name after the configured key prefix. */
export const VOCABULARY_CACHE_CHANNEL = 'vocabulary-cache:invalidate';

export interface VocabularyCacheBusOptions {
  redisUrl: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * Several instances behind a load balancer each keep their own vocabulary cache; this tells them
 * all when one of them changed the vocabulary. Every invalidateVocabularyCache() publishes on a
 * Redis channel and every instance that hears it drops its cache. A subscribed connection can run
 * no other command, hence two connections. After a reconnect the subscriber may have missed
 * messages, so it drops the cache then too. Returns the function that stops it (on app close).
 */
export async function startVocabularyCacheBus(options: VocabularyCacheBusOptions): Promise<() => Promise<void>> {
  const channel = `${options.keyPrefix}${VOCABULARY_CACHE_CHANNEL}`;
  // Our own messages come back to us too; the local cache was already dropped when we sent them.
  const instanceId = randomUUID();
  const connectionOptions = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 };
  const subscriber = new Redis(options.redisUrl, connectionOptions);
  const publisher = new Redis(options.redisUrl, connectionOptions);
  // Failures surface through failed commands and reconnects; unhandled 'error' events would crash the process.
  subscriber.on('error', () => undefined);
  publisher.on('error', () => undefined);

  try {
    await Promise.all([subscriber.connect(), publisher.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    subscriber.disconnect();
    publisher.disconnect();
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StartupError(`Cannot subscribe to vocabulary cache invalidations on Redis: ${reason}`);
  }

  subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== instanceId) dropLocalVocabularyCaches();
  });
  subscriber.on('ready', () => dropLocalVocabularyCaches());

  const unregister = addInvalidationPublisher(() => {
    publisher.publish(channel, instanceId).catch((error: unknown) => {
      options.log.warn(
        { err: error },
        'could not broadcast a vocabulary cache invalidation; other instances refresh within the cache TTL',
      );
    });
  });

  return async () => {
    unregister();
    await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
  };
}
