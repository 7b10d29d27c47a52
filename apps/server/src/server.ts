/**
 * Start-up: validate the environment, open and migrate the database, seed the pre-built
 * vocabulary, ensure the ADMIN_* account, serve. Any failure is one line on stderr and exit code 1.
 * SIGTERM / SIGINT stop it gracefully (graceful-stop.ts).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { systemClock } from './clock';
import { parseConfig, resolveJwtSecret } from './config';
import type { AppConfig } from './config';
import { systemContext } from './context';
import { openDatabase } from './db/database';
import type { OpenDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { seedDatabase } from './db/seed/seed';
import { stopOnSignals } from './graceful-stop';
import { ensureAdminAccount, purgeExpiredRefreshTokens } from './modules/auth';
import { StartupError } from './startup-error';

function describeListenError(error: unknown, config: Pick<AppConfig, 'port' | 'host'>): string | null {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `Port ${config.port} is already in use: stop the program using it or set PORT to a free port`;
    case 'EACCES':
      return `Not allowed to listen on port ${config.port}: set PORT to a port above 1023`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on HOST ${config.host}: it is not an address of this machine`;
    default:
      return null;
  }
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}

async function start(): Promise<void> {
  const parsed = parseConfig();
  let database: OpenDatabase | null = null;
  let app: FastifyInstance | null = null;

  // Installed first, so a signal during start-up also closes whatever is already open.
  stopOnSignals(() => ({ app, database }));

  try {
    // The database first: when its folder is unusable, that is the error worth reporting.
    database = await openDatabase(parsed.database);
    const config: AppConfig = { ...parsed, jwtSecret: resolveJwtSecret(parsed) };
    const { db, dialect } = database;
    await migrateToLatest(db, dialect);
    await seedDatabase(db);
    const context = systemContext(db, systemClock);
    if (config.admin) await ensureAdminAccount(context, config.admin);
    await purgeExpiredRefreshTokens(context);

    app = await buildApp({ config, db });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const described = describeListenError(error, config);
      throw described ? new StartupError(described) : error;
    }
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database?.destroy().catch(() => undefined);
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : parsed.port;
  console.log(`Slovo is running at http://localhost:${port}`);
}

start().catch((error: unknown) => {
  // One line, no stack: every expected failure carries a message that says what to fix.
  console.error(`Slovo could not start: ${oneLine(error)}`);
  process.exit(1);
});
