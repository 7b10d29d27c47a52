// sqlmap for the SQL injection scan: Debian's package (1.7.2 in bookworm), installed as the browser
// is for `npm test` (scripts/lib/test-services.mjs): when it is missing and we run as root.
import { spawnSync } from 'node:child_process';

const onPath = () => spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status === 0;

/** True when sqlmap can be run, installing it first where that is possible. */
export function ensureSqlmap(log) {
  if (onPath()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log('sqlmap is missing and this is not root: install it (apt-get install sqlmap) to run the injection scan.');
    return false;
  }
  log("Installing Debian's sqlmap for the injection scan...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'sqlmap'], { stdio: 'inherit', env });
  return onPath();
}
