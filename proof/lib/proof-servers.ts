/**
 * Real server processes (apps/server/src/server.ts, as `npm start` runs it) for the long proofs,
 * on a fresh SQLite file or on a fresh PostgreSQL database of their own. The end-to-end suite's
 * helpers start them (e2e/support): the proofs test exactly what the browser tests test.
 */
import { randomBytes } from 'node:crypto';
import { createThrowAwayDatabase, REDIS_URL } from '../../e2e/support/postgres-database';
import { startServer } from '../../e2e/support/server';
import type { RunningServer } from '../../e2e/support/server';

export { ADMIN } from '../../e2e/support/server';

/**
 * The proofs run side by side on two cores, and a server compiled by tsx while the fuzzer and the
 * crash proof start too can miss startServer's 60 s; a second or third try then finds it warm.
 */
const START_ATTEMPTS = 3;

async function startWithRetries(env: Record<string, string>): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServer(env);
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      console.log(`[proof] a server did not start (attempt ${attempt} of ${START_ATTEMPTS}), trying again`);
    }
  }
}

export type ProofDialect = 'sqlite' | 'postgres';

export interface ProofServers {
  /** Base URLs, one per instance ("http://127.0.0.1:PORT"). */
  urls: string[];
  /** Their process ids, in the same order. */
  pids: number[];
  stop: () => Promise<void>;
}

/**
 * `count` instances on one database: on SQLite a single file (one instance only: SQLite is not for
 * several servers), on PostgreSQL a new database shared by all (or `existingDatabaseUrl`, already
 * loaded), with Redis (a key prefix of their own) as several instances run in production. Started one after the other, so the first one
 * migrates and seeds the empty database.
 */
export async function startProofServers(
  dialect: ProofDialect,
  count: number,
  options: { env?: Record<string, string>; existingDatabaseUrl?: string } = {},
): Promise<ProofServers> {
  if (dialect === 'sqlite' && count !== 1) throw new Error('SQLite serves one instance');
  const database = dialect === 'postgres' && !options.existingDatabaseUrl ? await createThrowAwayDatabase('slovo_proof') : null;
  const databaseUrl = options.existingDatabaseUrl ?? database?.url;
  const shared: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(dialect === 'postgres' ? { REDIS_URL, REDIS_KEY_PREFIX: `slovo-proof-${randomBytes(6).toString('hex')}:` } : {}),
  };
  const env = options.env ?? {};
  const servers: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  };
  try {
    for (let index = 0; index < count; index += 1) servers.push(await startWithRetries({ ...shared, ...env }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: servers.map((server) => server.url), pids: servers.map((server) => server.pid), stop };
}
