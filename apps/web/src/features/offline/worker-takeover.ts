/**
 * Calls `listener` when a service worker starts answering this page's requests: its first
 * installation, or a new build's worker taking over. Returns a function that unsubscribes.
 */
export function onWorkerTakeover(listener: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', listener);
}
