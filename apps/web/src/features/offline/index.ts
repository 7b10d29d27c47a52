/** Offline use: the connection badge, the service worker's installation and its kept data. */
export { OfflineBadge } from './offline-badge';
export { registerServiceWorker } from './register-service-worker';
export { forgetOfflineData } from './offline-data';
export { onWorkerTakeover } from './worker-takeover';
