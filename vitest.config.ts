import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server test files that need a Redis server (TEST_REDIS_URL, default redis://127.0.0.1:6379):
 * shared rate limits, vocabulary cache invalidation and sign-outs across instances. scripts/test.mjs sets
 * SLOVO_TESTS_WITHOUT_REDIS=1 outside CI when no Redis answers, which leaves exactly these out.
 */
const REDIS_TEST_FILES = [
  'src/modules/vocabulary/vocabulary-cache.test.ts',
  'src/modules/auth/session-revocation-bus.test.ts',
  'src/plugins/rate-limit.test.ts',
  'src/redis/redis-outage.test.ts',
  'src/modules/classes/class-cache-instances.test.ts',
];
const withoutRedis = process.env['SLOVO_TESTS_WITHOUT_REDIS'] === '1';
const serverExclude = [...configDefaults.exclude, ...(withoutRedis ? REDIS_TEST_FILES : [])];

/**
 * The browser-suite file that runs two real servers on one PostgreSQL and one Redis; left out when
 * either is missing (outside CI only: scripts/test.mjs sets SLOVO_TESTS_WITHOUT_POSTGRES=1 too).
 */
const SEVERAL_INSTANCES_FILE = 'several-instances.e2e.ts';
const withoutPostgres = process.env['SLOVO_TESTS_WITHOUT_POSTGRES'] === '1';
const e2eExclude = [...configDefaults.exclude, ...(withoutRedis || withoutPostgres ? [SEVERAL_INSTANCES_FILE] : [])];

/**
 * The server's test files share their modules within a worker instead of loading Fastify, Kysely,
 * zod and the app again for every file: on two cores the SQLite project went from 116 s to 56 s
 * (import time 81 s → 8 s). Each file builds its own app and database (src/test/test-app.ts), so
 * nothing of one file's state reaches the next; shuffled file orders pass too.
 */
const ISOLATE_SERVER_FILES = false;

/**
 * One Vitest run covers every suite. The server suite runs twice: on SQLite and on PostgreSQL
 * (scripts/test.mjs drops the PostgreSQL project outside CI when no server answers).
 */
export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the CPUs: one worker on CI's two cores, so
    // every file ran in turn. The browser files mostly wait on their server and Chromium, so two
    // workers keep both cores busy (measured in docs/testing.md; three made single
    // browser flows slower than their time limits).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-sqlite',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: serverExclude,
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          isolate: ISOLATE_SERVER_FILES,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: serverExclude,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          isolate: ISOLATE_SERVER_FILES,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      'apps/web',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: e2eExclude,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits up to 5 s, not 1: a click's effect in Chromium, next to the other
          // suites on two cores, can take longer than 1 s. A poll returns as soon as it holds.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
