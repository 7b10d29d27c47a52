import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from '../../redis/shared-redis';
import { createRedisPublisher, listenOnRedis } from '../../redis/redis-channels';
import type { SessionRevocations } from './session-revocations';

/** Channel name after the configured key prefix. */
export const SESSION_REVOCATIONS_CHANNEL = 'sessions:revoked';
const READ_FAILED = 'Could not read the recent sign-outs: each signed-in request asks the database instead';

/** The message body that asks every instance to read the revocations from the database again. */
export const RELOAD_REVOCATIONS = 'reload';

export interface SessionRevocationsOptions {
  revocations: SessionRevocations;
  /** Reads the revocations of the last REVOCATION_MEMORY_MS from the database into `revocations`. */
  load(): Promise<void>;
  redis: SharedRedis | null;
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * Keeps this instance's copy of the recent sign-outs complete (session-revocations.ts), so the
 * auth plugin can trust it instead of asking the database on every request.
 *
 * Without Redis there is one instance (README): every sign-out happens here and is added as it is
 * made, so one read at start makes the copy complete for good.
 *
 * With Redis, as the answer cache's bus does (cache/cache-bus.ts): each sign-out is
 * published as `instanceId sessionId,sessionId…` and every other instance adds it. A subscribed
 * connection can run no other command, hence a second connection to listen. The copy is trusted
 * only while this instance listens and has read the database since it began to (messages sent
 * while it was deaf are lost); otherwise the auth plugin asks the database, request by request:
 * - at start, until the first subscription and read;
 * - while the listening connection is down (a Redis outage), and until the read after it is back;
 * - when another instance could not publish a sign-out (its Redis connection was down) it asks
 *   everybody, once it is back, to read the database again.
 * Returns the function that stops it (on app close).
 */
export async function startSessionRevocations(options: SessionRevocationsOptions): Promise<() => Promise<void>> {
  const { revocations, load, redis, log } = options;
  if (!redis) {
    // A failed read leaves the copy untrusted: every request then asks the database, as in an outage.
    await load().then(
      () => revocations.setComplete(true),
      (error: unknown) => log.warn({ err: error }, READ_FAILED),
    );
    return async () => undefined;
  }

  const channel = `${options.keyPrefix}${SESSION_REVOCATIONS_CHANNEL}`;
  // Our own messages come back to us too; what they say is already here.
  const instanceId = randomUUID();
  let listening = false;
  /** Bumped by every read, so only the latest one may declare the copy complete. */
  let reads = 0;

  const publisher = createRedisPublisher(redis, () => void publish(RELOAD_REVOCATIONS));
  const publish = (body: string) => publisher.publish(channel, `${instanceId} ${body}`);

  /** Untrusted while it reads; trusted after, if still listening. A failed read leaves it to the database. */
  const readDatabase = async () => {
    revocations.setComplete(false);
    const read = ++reads;
    try {
      await load();
    } catch (error) {
      log.warn({ err: error }, READ_FAILED);
      return;
    }
    if (read === reads && listening) revocations.setComplete(true);
  };

  const stopListening = await listenOnRedis(redis, {
    channels: [channel],
    onMessage(from, message) {
      if (from !== channel) return;
      const space = message.indexOf(' ');
      if (space < 0 || message.slice(0, space) === instanceId) return;
      const body = message.slice(space + 1);
      if (body === RELOAD_REVOCATIONS) void readDatabase();
      else revocations.remember(body.split(','));
    },
    async onListening() {
      listening = true;
      await readDatabase();
    },
    onDeaf() {
      listening = false;
      revocations.setComplete(false);
    },
  });
  const removeAnnouncer = revocations.setAnnouncer((sessionIds) => publish(sessionIds.join(',')));

  return async () => {
    removeAnnouncer();
    publisher.stop();
    await stopListening();
  };
}
