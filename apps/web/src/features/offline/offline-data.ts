import { DATA_CACHE } from '@/service-worker/cache-names';

/**
 * Empties the copies of API answers the service worker keeps for offline use. Called whenever the
 * signed-in identity changes: the copies hold the previous player's categories and progress, which
 * the server marks no-store for the same reason.
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(DATA_CACHE);
}
