/**
 * Test-only: the browser's connection as the app sees it (navigator.onLine and the window's
 * online/offline events). jsdom is always online; setup.ts puts that back after every test.
 */
export function setConnection(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Back to jsdom's own (always online), without an event: for the cleanup between tests. */
export function restoreConnection(): void {
  Reflect.deleteProperty(navigator, 'onLine');
}
