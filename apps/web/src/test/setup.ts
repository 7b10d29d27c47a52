import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type { StoreApi } from 'zustand';
import { useThemeStore } from '@/app/theme';
import { useLoadingOverlayStore } from '@/components/ui/loading-overlay-store';
import { toast, useToastStore } from '@/components/ui/toast-store';
import { prefetchAuthDialog, useAuthStore } from '@/features/auth';
import { preloadGameHubPanel } from '@/app/layout/game-hub';
import { preloadSupportModal } from '@/app/routes/home/home-page';
import { loadTranslations, useLocaleStore } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { resetVocabularyState } from '@/features/vocabulary/testing/vocabulary-state';
import { useStressMarksStore } from '@/features/word-details';
import { usePhoneticTypingStore } from '@/features/russian-input';
import { restoreConnection } from './connection';
import { stubFetch } from './fetch-stub';

// A worker's test files share their modules (isolate: false in vite.config.ts). This file runs
// before each of them, so every file starts with the app's stores as a fresh page load has them —
// what each file got when it loaded its own modules (a file left the data loader's decision behind,
// and the next one's preview toast never came).
const resetStore = <State>(store: StoreApi<State>) => store.setState(store.getInitialState(), true);
toast.hide();
resetStore(useAuthStore);
resetStore(useToastStore);
resetStore(useLoadingOverlayStore);
resetStore(useThemeStore);
resetStore(useLocaleStore);
resetStore(useStressMarksStore);
resetStore(usePhoneticTypingStore);
resetVocabularyState();

// findBy… and waitFor wait up to 5 s, not 1: `npm test` runs every suite at once on two cores, next
// to the browser suite's servers and Chromium, and a debounced list (300 ms) plus a render passed 3 s
// there once. They return as soon as the page is ready, so a pass costs no more.
configure({ asyncUtilTimeout: 5000 });

// The Russian halves fetched lazily in the app (the shared messages, when a Russian screen reads
// them) are all there from the start: a test switches the language synchronously (switchLanguage)
// and reads texts at once. define-messages.test.tsx tests the fetching itself.
beforeAll(() => loadTranslations('ru', Object.values(SHARED_TEXT)));
// The parts of the shell fetched on first use in the app (after an idle-time preload) are there at once.
beforeAll(() => Promise.all([prefetchAuthDialog(), preloadGameHubPanel(), preloadSupportModal()]));

// No test reaches a network: until a test stubs its own answers, every call is a 404.
beforeEach(() => {
  stubFetch();
});

afterEach(() => {
  cleanup();
  // A test that switched the interface to Russian leaves the next one in English, as a new page.
  useLocaleStore.setState({ locale: 'en' });
  // Stress marks show again, as on a first visit (a test may have hidden them).
  useStressMarksStore.setState({ visible: true });
  // Phonetic typing is on again, as on a first visit.
  usePhoneticTypingStore.setState({ enabled: true });
  localStorage.clear();
  sessionStorage.clear();
  restoreConnection();
});
