import { DATA_CACHE, MEDIA_CACHE } from '@/service-worker/cache-names';

/**
 * Empties the copies of API answers and media the service worker keeps for offline use. Called
 * whenever the signed-in identity changes: the copies hold the previous player's categories,
 * progress and private pictures, which the server marks no-store or private for the same reason.
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(DATA_CACHE), caches.delete(MEDIA_CACHE)]);
}
