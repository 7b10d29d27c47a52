/** Test helpers for API tests (app.inject) on both databases. */
export { bearer, createTestApp, refreshCookieOf } from './test-app';
export type { TestApp, TestRequestMethod, TestUser } from './test-app';
export { expectError, rejection } from './assertions';
export { createTestClock } from './test-clock';
export { createTestDatabase, testDialect } from './test-database';
export type { TestDatabase } from './test-database';
export { createTestCategory, createTestPlayRecords, createTestTag, createTestUser, createTestWords } from './factories';
export type { TestCategory } from './factories';
export { installPoisonTrigger } from './poison-trigger';
export { categoriesOfUser, tagNamesOfCategory, wordsOfCategory } from './category-contents';
