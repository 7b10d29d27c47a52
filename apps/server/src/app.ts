import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { systemContext } from './context';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config';
import type { Database } from './db/schema';
import { useDictionaries } from './dictionaries/annotate';
import type { AccessTokens, LoginLimiter, RegistrationLimiter, SessionRevocations } from './modules/auth';
import {
  createAccessTokens,
  createLoginLimiter,
  createRegistrationLimiter,
  createSessionRevocations,
  isSessionLive,
  unlimitedRegistrations,
} from './modules/auth';
import { findUser } from './modules/users';
// Only this file imports route files: it mounts them (a module's index.ts does not re-export them).
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { adminVocabularyWriteRoutes, vocabularyEditorToolRoutes } from './modules/admin-vocabulary/admin-vocabulary.routes';
import { apiDocsPlugin } from './modules/api-docs/api-docs.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importExportRoutes } from './modules/import-export/import-export.routes';
import { learnerFileRoutes } from './modules/import-export/learner-files.routes';
import { learningSessionRoutes } from './modules/learning-session/learning-session.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { myVocabularyRoutes } from './modules/my-vocabulary/my-vocabulary.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { tagRoutes } from './modules/tags/tags.routes';
import { adminClassRoutes, classRoutes } from './modules/classes/classes.routes';
import { createJoinLimiter, type JoinLimiter } from './modules/classes';
import { userRoutes } from './modules/users/users.routes';
import { vocabularyRoutes } from './modules/vocabulary/vocabulary.routes';
import { heavyWorkPlugin } from './heavy-work/heavy-work-plugin';
import { authPlugin } from './plugins/auth';
import { bodyLimitPlugin } from './plugins/body-limit';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { noStorePlugin } from './plugins/no-store';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestTextPlugin } from './plugins/request-text';
import { BODY_LIMIT_BYTES, securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { createMemoryFailureCounter, createSharedFailureCounter } from './redis/failure-counter';
import type { SharedRedis } from './redis/shared-redis';
import { closeSharedRedis, connectSharedRedis, shareRedisClient } from './redis/shared-redis';

/**
 * Every feature's routes and where they mount. A new feature adds one line here; its routes
 * declare `config: { access }` and read `request.user` (see plugins/auth.ts).
 */
const FEATURE_ROUTES: ReadonlyArray<{ prefix: string; routes: FastifyPluginAsyncZod }> = [
  { prefix: '/api', routes: healthRoutes },
  { prefix: '/api/auth', routes: authRoutes },
  { prefix: '/api/user', routes: userRoutes },
  { prefix: '/api/vocabulary', routes: vocabularyRoutes },
  { prefix: '/api/vocabulary', routes: adminVocabularyWriteRoutes },
  { prefix: '/api/vocabulary/user', routes: myVocabularyRoutes },
  // Every import into a learner's categories (text, CSV, TSV, Anki text, .apkg) and one category's export.
  { prefix: '/api/vocabulary/user', routes: learnerFileRoutes },
  { prefix: '/api/vocabulary-admin', routes: vocabularyEditorToolRoutes },
  { prefix: '/api/vocabulary-admin', routes: importExportRoutes },
  { prefix: '/api/tags', routes: tagRoutes },
  { prefix: '/api/classes', routes: classRoutes },
  { prefix: '/api/admin/classes', routes: adminClassRoutes },
  { prefix: '/api/learning-session', routes: learningSessionRoutes },
  { prefix: '/api/progress', routes: progressRoutes },
  { prefix: '/api/reviews', routes: reviewsRoutes },
  { prefix: '/api/stats', routes: statsRoutes },
  { prefix: '/api/admin', routes: adminUsersRoutes },
  { prefix: '/api', routes: mediaRoutes },
];

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    clock: Clock;
    accessTokens: AccessTokens;
    /** The recent sign-outs, which the auth plugin checks every token's session against (modules/auth). */
    sessionRevocations: SessionRevocations;
    /** Failed sign-ins per account and address (modules/auth/login-limits.ts). */
    loginLimiter: LoginLimiter;
    /** Class joins per user (modules/classes/join-limit.ts). */
    classJoinLimiter: JoinLimiter;
    /** Registrations per address (modules/auth/registration-limit.ts). */
    registrationLimiter: RegistrationLimiter;
    /** The shared Redis connection and whether it answers now; null without REDIS_URL. */
    redis: SharedRedis | null;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Already migrated. The app never closes it: whoever opened it does. */
  db: Kysely<Database>;
  /** Defaults to the system clock; tests pass one they can move. */
  clock?: Clock;
  /**
   * A Redis client for shared rate limits and cache invalidations (the app does not close it).
   * When omitted and config.redisUrl is set, the app connects its own and closes it with the app.
   */
  redis?: Redis | null;
  /** Heavy imports at once and in line (heavy-work-plugin.ts); tests set small ones. */
  importLimits?: { running: number; waiting: number };
}

/** Builds the whole Fastify app (ready, not listening). Used by server.ts and by every API test. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets never reach the log, even when a request is logged with an error.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // One log line per request would drown the useful ones (and slow the benchmark); errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  });

  // Redis being down does not stop the start: see connectSharedRedis.
  const redis = options.redis
    ? shareRedisClient(options.redis, app.log)
    : options.redis === undefined && config.redisUrl
      ? await connectSharedRedis(config.redisUrl, app.log)
      : null;
  if (redis) app.addHook('onClose', async () => (options.redis ? redis.availability.stop() : closeSharedRedis(redis)));

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    const accessTokens = createAccessTokens(config.jwtSecret, clock);
    app.decorate('db', db);
    app.decorate('config', config);
    useDictionaries(config.wordDictionaries);
    app.decorate('clock', clock);
    app.decorate('accessTokens', accessTokens);
    const sessionRevocations = createSessionRevocations(clock);
    app.decorate('sessionRevocations', sessionRevocations);
    app.decorate('redis', redis);

    // Order matters: the hooks and onRoute checks below must exist before the first route is added.
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(bodyLimitPlugin);
    await app.register(requestTextPlugin);
    await app.register(fastifyCookie);
    // One counter for the per-IP limit and the sign-in limits: shared through Redis when there is one.
    const failureCounter = redis
      ? createSharedFailureCounter(redis, config.redisKeyPrefix, clock)
      : createMemoryFailureCounter(clock);
    await app.register(rateLimitPlugin, {
      perMinute: config.rateLimitPerMinute,
      sharedCounter: redis ? failureCounter : null,
    });
    app.decorate('loginLimiter', createLoginLimiter(failureCounter));
    app.decorate('classJoinLimiter', createJoinLimiter(failureCounter));
    // RATE_LIMIT_PER_MINUTE=0 turns off the per-address request limits, registrations' included;
    // the failed-login limits always hold.
    const registrationsLimited = config.rateLimitPerMinute > 0;
    app.decorate(
      'registrationLimiter',
      registrationsLimited ? createRegistrationLimiter(failureCounter) : unlimitedRegistrations,
    );
    // The user and the token's session are read fresh on every request, so deletions, role changes
    // and sign-outs apply at once.
    const userLoader = systemContext(db, clock);
    await app.register(authPlugin, {
      accessTokens,
      loadUser: (id) => findUser(userLoader, id),
      isSessionLive: (sessionId) => isSessionLive(userLoader, sessionRevocations, sessionId),
    });
    await app.register(noStorePlugin);
    // After the auth plugin: an import takes its turn once its caller is known (preParsing, in order).
    await app.register(heavyWorkPlugin, { limits: options.importLimits });

    // /api/openapi.json and /api/docs describe every route in app.routeTable.
    await app.register(apiDocsPlugin);
    for (const { prefix, routes } of FEATURE_ROUTES) await app.register(routes, { prefix });

    await app.register(staticPlugin, { webDist: config.webDist });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
