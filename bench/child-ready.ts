/** The child side of child-servers.ts: how a server child says it is listening. */

export interface ReadyMessage {
  type: 'ready';
  port: number;
}

/** Reports the port to the parent, and makes the child leave when the parent goes away. */
export function announceReady(port: number): void {
  process.on('disconnect', () => process.exit(0));
  process.send?.({ type: 'ready', port } satisfies ReadyMessage);
}
