import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useAuthStore } from '@/features/auth';
import { stubFetch } from './fetch-stub';

// findBy… and waitFor wait up to 5 s, not 1: `npm test` runs every suite at once on two cores, next
// to the browser suite's servers and Chromium, and a debounced list (300 ms) plus a render passed 3 s
// there once. They return as soon as the page is ready, so a pass costs no more.
configure({ asyncUtilTimeout: 5000 });

// No test reaches a network: until a test stubs its own answers, every call is a 404.
beforeEach(() => {
  stubFetch();
});

// A worker's test files share their modules (isolate: false in vite.config.ts), so a test that swaps
// one of the auth store's actions for a spy must not leave it to the next file: after every test the
// store gets its real actions back.
const realAuthActions = Object.fromEntries(
  Object.entries(useAuthStore.getState()).filter(([, value]) => typeof value === 'function'),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState(realAuthActions);
});
