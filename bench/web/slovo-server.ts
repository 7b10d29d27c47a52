/**
 * Child process: the real Slovo server, started as `npm start` starts it (apps/server/src/server.ts:
 * migrations, seed, the ADMIN_* account, then the built web app from WEB_DIST and the API), with
 * the environment the parent passes. The server prints its URL once it listens; this wrapper turns
 * that line into the ready message child-servers.ts waits for (PORT=0: the port is only known
 * then), and through announceReady the server also leaves when the benchmark process goes away.
 */
import { announceReady } from '../child-ready';

const print = console.log.bind(console);
console.log = (...args: unknown[]) => {
  const port = /running at http:\/\/[^\s/]+:(\d+)/i.exec(String(args[0]))?.[1];
  if (port === undefined) {
    print(...args);
    return;
  }
  console.log = print;
  announceReady(Number(port));
};

await import('../../apps/server/src/server');
