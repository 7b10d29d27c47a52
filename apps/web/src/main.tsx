import './styles/index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hadSessionAtStart, initializeAuth } from '@/features/auth';
import { registerServiceWorker } from '@/features/offline';
import { applyLocale, loadTranslations, useLocaleStore } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { applyTheme, useThemeStore } from './app/theme';
import { checkAppVersion } from './app/app-version';
import { AppRoot } from './app/app-root';
import { createAppRouter } from './app/router';
import { currentAppearance, keepAppearanceCookie } from './prerender/keep-appearance-cookie';
import { canHydrate } from './prerender/prerendered-appearance';

// Before the first React render, so the saved theme is in place when anything paints. (The
// strict CSP forbids an inline script in index.html; dark, the default, needs no script at all.)
applyTheme(useThemeStore.getState().theme);
applyLocale(useLocaleStore.getState().locale);
keepAppearanceCookie();
checkAppVersion();
void initializeAuth();
registerServiceWorker();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Home's cards come prerendered in the page, in the visitor's language and theme, for a visitor or
 * a returning player (build/prerender-plugin.ts): a visit in the appearance they were rendered in
 * takes them over as they are; any other (another page, or a page kept from before a switch or a
 * sign-in) clears them and renders from scratch, so it never shows the wrong page for longer than
 * the load. Whether a session was stored is taken as the first render takes it: at start.
 */
function render(root: HTMLElement) {
  const app = (
    <AppRoot>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (canHydrate(root, { path: window.location.pathname, ...currentAppearance(), member: hadSessionAtStart() })) {
    hydrateRoot(root, app);
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
}

// A Russian visitor's first screen waits for the general shared texts' Russian (one small request;
// English visitors make none): toasts and request errors read them with messagesNow from the first
// effects on, and messagesNow cannot wait. Every other lazy catalogue is fetched when a screen reads
// it. If they cannot be fetched the page still opens, in English where missing.
void loadTranslations(useLocaleStore.getState().locale, [SHARED_TEXT.MESSAGES])
  .catch(() => undefined)
  .then(() => render(container));
