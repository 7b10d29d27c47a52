import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { stubFetch } from './fetch-stub';

// No test reaches a network: until a test stubs its own answers, every call is a 404.
beforeEach(() => {
  stubFetch();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
