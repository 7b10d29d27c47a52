import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every suite. The server suite runs twice: on SQLite and on PostgreSQL
 * (scripts/test.mjs drops the PostgreSQL project outside CI when no server answers).
 */
export default defineConfig({
  test: {
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
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
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
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
