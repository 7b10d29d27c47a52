// Finds (or installs) the outside parts the test suites need: Chromium, PostgreSQL and Redis.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { fail, log, run } from './workspace.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const postgresUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const redisUrl = () => process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Returns true when Chromium is available, installing Debian's package as root when it is not. */
export function ensureChromium({ required }) {
  if (existsSync(chromiumPath())) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && chromiumPath() === '/usr/bin/chromium') {
    log("Installing Debian's chromium for the browser tests (about half a minute)...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(chromiumPath())) return true;
  }
  if (required) fail(`Chromium is required under CI but is missing at ${chromiumPath()} and could not be installed.`);
  return false;
}

/** True when something accepts connections on the PostgreSQL test server's port. */
export const postgresReachable = () => reachable(postgresUrl(), 5432);

/** True when something accepts connections on the Redis test server's port. */
export const redisReachable = () => reachable(redisUrl(), 6379);

function reachable(address, defaultPort) {
  const url = new URL(address);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
