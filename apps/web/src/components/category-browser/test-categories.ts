import type { BrowserCategory } from './types';

let nextId = 1;

/** A category as the browser receives it; override what a test is about. */
export function makeCategory(overrides: Partial<BrowserCategory> = {}): BrowserCategory {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `category-${id}`,
    display_name: `Category ${id}`,
    word_count: 10,
    created_at: '2024-03-05T10:00:00.000Z',
    tags: [],
    user: null,
    privacy: 'private',
    ...overrides,
  };
}
