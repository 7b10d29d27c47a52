import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubFetch } from './fetch-stub';

// findBy… and waitFor wait up to 5 s, not 1: `npm test` runs every suite at once on two cores, next
// to the browser suite's servers and Chromium, and a debounced list (300 ms) plus a render passed 3 s
// there once. They return as soon as the page is ready, so a pass costs no more.
configure({ asyncUtilTimeout: 5000 });

// No test reaches a network: until a test stubs its own answers, every call is a 404.
beforeEach(() => {
  stubFetch();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
