/** Test helpers for API tests (app.inject) on both databases. */
export { bearer, createTestApp, refreshCookieOf, testConfig } from './test-app';
export type { TestApp, TestAppOptions, TestRequestMethod, TestRequestOptions, TestUser } from './test-app';
export { expectError, rejection } from './assertions';
export { createTestClock } from './test-clock';
export type { TestClock } from './test-clock';
export { createTestDatabase, testDialect, TEST_POSTGRES_URL } from './test-database';
export type { TestDatabase } from './test-database';
export { createTestCategory, createTestPlayRecords, createTestTag, createTestUser, createTestWords } from './factories';
export type { TestCategory, TestCategorySpec, TestTagSpec, TestUserSpec, TestWord, TestWords } from './factories';
export { installPoisonTrigger } from './poison-trigger';
export { categoriesOfUser, tagNamesOfCategory, wordsOfCategory } from './category-contents';
