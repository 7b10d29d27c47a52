import type { SharedRedis } from './shared-redis';
import { REDIS_CONNECTION_OPTIONS } from './shared-redis';

/**
 * Publishing and listening on Redis channels for the buses that keep instances in step (the
 * vocabulary cache's, the sign-outs'), with Redis outages handled one way for all of them.
 */

export interface RedisPublisher {
  /** Publishes, or remembers that something could not be (Redis unusable or refusing). */
  publish(channel: string, message: string): Promise<void>;
  stop(): void;
}

/**
 * A publisher on the app's shared connection. When a message could not be sent, `makeUpForMissed`
 * runs once the shared connection is ready again (the bus then tells everybody to catch up).
 */
export function createRedisPublisher(redis: SharedRedis, makeUpForMissed: () => void): RedisPublisher {
  let missed = false;
  const onReady = () => {
    if (!missed) return;
    missed = false;
    makeUpForMissed();
  };
  redis.client.on('ready', onReady);
  return {
    async publish(channel, message) {
      if (!redis.availability.usable()) {
        missed = true;
        return;
      }
      await redis.client.publish(channel, message).then(
        () => redis.availability.reportSuccess(),
        (error: unknown) => {
          missed = true;
          redis.availability.reportFailure(error);
        },
      );
    },
    stop: () => redis.client.off('ready', onReady),
  };
}

export interface RedisListener {
  channels: string[];
  onMessage(channel: string, message: string): void;
  /** Subscribed (again): messages sent while deaf were lost, so catch up here. */
  onListening(): void | Promise<void>;
  /** Not listening: at start, and whenever the listening connection closes. */
  onDeaf(): void;
}

/**
 * Listens on a second connection (a subscribed one can run no other command). ioredis' own
 * resubscribing is off: the subscription runs on every (re)connection instead, including the first
 * one after a start without Redis, so `onListening` always follows. Redis being down at start does
 * not stop the app: it starts deaf. Returns the function that stops listening.
 */
export async function listenOnRedis(redis: SharedRedis, listener: RedisListener): Promise<() => Promise<void>> {
  const subscriber = redis.client.duplicate({ ...REDIS_CONNECTION_OPTIONS, autoResubscribe: false });
  // Failures surface through 'close'; an unhandled 'error' event would crash the process.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (channel: string, message: string) => listener.onMessage(channel, message));
  subscriber.on('close', () => listener.onDeaf());

  const subscribe = async () => {
    await subscriber.subscribe(...listener.channels);
    await listener.onListening();
  };
  const resubscribe = () => {
    subscribe().catch((error: unknown) => redis.availability.reportFailure(error));
  };

  listener.onDeaf();
  try {
    await subscriber.connect();
    await subscribe();
  } catch (error) {
    // The app starts without it (connectSharedRedis logged the outage); ioredis keeps reconnecting.
    redis.availability.reportFailure(error);
  }
  subscriber.on('ready', resubscribe);

  return async () => {
    subscriber.off('ready', resubscribe);
    subscriber.removeAllListeners('close');
    if (subscriber.status === 'ready') await subscriber.quit().catch(() => undefined);
    subscriber.disconnect();
  };
}
