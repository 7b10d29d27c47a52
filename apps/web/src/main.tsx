import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initializeAuth } from '@/features/auth';
import { RootErrorBoundary } from '@/components/feedback/root-error-boundary';
import { registerServiceWorker } from '@/features/offline';
import { applyLocale, loadTranslations, useLocaleStore } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { applyTheme, useThemeStore } from './app/theme';
import { checkAppVersion } from './app/app-version';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

// Before the first React render, so the saved theme is in place when anything paints. (The
// strict CSP forbids an inline script in index.html; dark, the default, needs no script at all.)
applyTheme(useThemeStore.getState().theme);
applyLocale(useLocaleStore.getState().locale);
checkAppVersion();
void initializeAuth();
registerServiceWorker();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <RootErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </RootErrorBoundary>
    </StrictMode>,
  );
}

// A Russian visitor's first screen waits for the general shared texts' Russian (one small request;
// English visitors make none): toasts and request errors read them with messagesNow from the first
// effects on, and messagesNow cannot wait. Every other lazy catalogue is fetched when a screen reads
// it. If they cannot be fetched the page still opens, in English where missing.
void loadTranslations(useLocaleStore.getState().locale, [SHARED_TEXT.MESSAGES])
  .catch(() => undefined)
  .then(() => render(container));
