import { whenIdle } from '@/lib/when-idle';

/**
 * Installs the offline service worker (/sw.js, production builds only: the dev server has none)
 * once the first screen is up, so keeping the app's files for offline use never competes with it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('The offline service worker could not be installed', error);
      });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
