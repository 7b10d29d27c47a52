/** The child side of child-servers.ts: how a server child says it is listening. */
import type { Server } from 'node:http';

export interface ReadyMessage {
  type: 'ready';
  port: number;
}

/** Reports the port to the parent, and makes the child leave when the parent goes away. */
export function announceReady(port: number): void {
  process.on('disconnect', () => process.exit(0));
  process.send?.({ type: 'ready', port } satisfies ReadyMessage);
}

/** Listens on a free loopback port, announces it, and closes cleanly on SIGTERM or SIGINT. */
export function listenAndAnnounce(server: Server): void {
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    announceReady(typeof address === 'object' && address ? address.port : 0);
  });
}
