import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initializeAuth } from '@/features/auth';
import { RootErrorBoundary } from '@/components/feedback/root-error-boundary';
import { registerServiceWorker } from '@/features/offline';
import { applyLocale, loadTranslations, useLocaleStore } from '@/i18n';
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

// A Russian visitor's first screen waits for its Russian texts (one small request, English
// visitors make none); if they cannot be fetched the page still opens, in English where missing.
void loadTranslations(useLocaleStore.getState().locale)
  .catch(() => undefined)
  .then(() => render(container));
