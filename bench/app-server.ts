/**
 * Child process: the real Slovo app (buildApp) on an already loaded benchmark database, on a free
 * loopback port, with the general rate limit off and logging silenced — everything else (auth hook,
 * security headers, validation, the vocabulary cache) exactly as in production.
 * Environment: BENCH_DB_TARGET (JSON DatabaseTarget), BENCH_PG_SCHEMA (optional).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { AppConfig, DatabaseTarget } from '../apps/server/src/config';
import { parseConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import type { OpenDatabase } from '../apps/server/src/db/database';
import { announceReady } from './child-ready';
import { serveMemoryProbe } from './memory-probe';

async function main(): Promise<void> {
  const target = JSON.parse(process.env.BENCH_DB_TARGET ?? 'null') as DatabaseTarget | null;
  if (!target) throw new Error('BENCH_DB_TARGET is not set');
  const pgSchema = process.env.BENCH_PG_SCHEMA || undefined;

  const parsed = parseConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: target.kind === 'sqlite' ? `file:${target.path}` : target.url,
    // A secret of its own: the benchmark never touches data/jwt-secret.
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
  });
  const config: AppConfig = { ...parsed, jwtSecret: parsed.jwtSecret as string };

  let database: OpenDatabase | null = null;
  let app: FastifyInstance | null = null;
  const shutdown = async (code: number) => {
    await app?.close().catch(() => undefined);
    await database?.destroy().catch(() => undefined);
    // process.exit (not a signal death) so --cpu-prof writes its profile.
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown(0));
  process.once('SIGINT', () => void shutdown(0));

  try {
    database = await openDatabase(target, pgSchema ? { pgSchema } : {});
    app = await buildApp({ config, db: database.db });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    console.error(`[bench] app server failed to start: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
    return;
  }
  serveMemoryProbe();
  const address = app.server.address();
  announceReady(typeof address === 'object' && address ? address.port : 0);
}

void main();
