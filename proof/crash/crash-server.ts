/**
 * The real server (apps/server/src/server.ts, started as `npm start` starts it) on one database,
 * restarted after every `kill -9`: each start is timed from spawn to the first healthy answer.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'apps', 'server', 'src', 'server.ts');
const HEALTH_POLL_MS = 20;
/** Past this the start counts as failed. The target is 5 s (restartUnder5s); this only stops a hung run: on two cores shared with other heavy work, loading the server's modules alone was measured at 8 s. */
const START_GIVE_UP_MS = 60_000;

export const CRASH_ADMIN = { username: 'crash-admin', password: 'crash-admin-password' } as const;
const JWT_SECRET = 'crash-proof-secret-that-is-long-enough-0123456789';

export interface RunningServer {
  origin: string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startMs: number;
  /** SIGKILL: no handler runs, nothing is flushed — a power cut as far as the process knows. */
  killHard(): Promise<void>;
}

async function healthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startServer(databaseUrl: string, port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      ADMIN_USERNAME: CRASH_ADMIN.username,
      ADMIN_PASSWORD: CRASH_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'error',
      WEB_DIST: join(tmpdir(), 'slovo-crash-no-web-dist'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  while (!(await healthy(origin))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting: ${stderr.trim()}`);
    if (Date.now() - started > START_GIVE_UP_MS) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy within ${START_GIVE_UP_MS} ms: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  return {
    origin,
    startMs: Date.now() - started,
    async killHard() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
