/**
 * What sqlmap attacks: every query parameter of the list and search routes, the words route's
 * category name (a path segment, marked with sqlmap's `*`), and every field of the JSON bodies of
 * the write routes, each from a request that succeeds. `who` says whose bearer token goes along.
 */
import type { ScanFixtures } from './scan-fixtures';

export interface ScanTarget {
  /** Short, unique: names the target's sqlmap folder and its line in the report. */
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query string; a `*` marks a path segment to inject into. */
  path: string;
  body?: unknown;
  who: 'anonymous' | 'learner' | 'admin';
  /**
   * The sign-in routes limit attempts per client address, which would turn every payload after
   * the tenth into a 429 and hide the route from the scan. These send a random X-Forwarded-For
   * with every request (sqlmap's xforwardedfor tamper) to a server that trusts one proxy hop, so
   * each payload counts against an address of its own.
   */
  spreadClientAddresses?: boolean;
}

const categoryList =
  'page=1&limit=25&sortBy=name&sortOrder=ASC&search=an&tags=beginner&tag=all&isApprovedList=true&creator=all&t=1';

export function scanTargets(fixtures: ScanFixtures): ScanTarget[] {
  const { categoryName, categoryId, wordId, adminWordId, otherUserId, tagId, tagName } = fixtures;
  const { renamedCategoryId, renamedCategoryDisplayName, adminCategoryId } = fixtures;
  return [
    // ---- Query parameters of the list and search routes ----
    { id: 'categories-list', method: 'GET', path: `/api/vocabulary/categories?${categoryList}`, who: 'anonymous' },
    { id: 'categories-list-signed-in', method: 'GET', path: `/api/vocabulary/categories?${categoryList}`, who: 'learner' },
    { id: 'category-words', method: 'GET', path: '/api/vocabulary/category/animals?count=10&shuffle=false', who: 'anonymous' },
    { id: 'category-words-name', method: 'GET', path: '/api/vocabulary/category/animals*', who: 'learner' },
    { id: 'word-search', method: 'GET', path: '/api/vocabulary/search?q=cat', who: 'anonymous' },
    { id: 'word-search-signed-in', method: 'GET', path: '/api/vocabulary/search?q=har', who: 'learner' },
    {
      id: 'my-categories',
      method: 'GET',
      path: '/api/vocabulary/user/categories?page=1&limit=10&sortBy=word_count&sortOrder=DESC&search=scan&tags=beginner',
      who: 'learner',
    },
    { id: 'admin-users', method: 'GET', path: '/api/admin/users?search=scan&page=1&limit=20', who: 'admin' },
    { id: 'audit-log', method: 'GET', path: '/api/admin/audit-log?limit=20', who: 'admin' },
    { id: 'export', method: 'GET', path: '/api/vocabulary-admin/export?categories=animals,travel', who: 'admin' },

    // ---- JSON bodies of the write routes ----
    {
      id: 'register',
      method: 'POST',
      path: '/api/auth/register',
      body: { username: 'scan_new', email: 'scan_new@example.org', password: 'proof-password-123' },
      who: 'anonymous',
      spreadClientAddresses: true,
    },
    {
      id: 'login',
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'scan_learner', password: 'proof-password-123' },
      who: 'anonymous',
      spreadClientAddresses: true,
    },
    {
      id: 'refresh',
      method: 'POST',
      path: '/api/auth/refresh',
      body: { refreshToken: fixtures.learnerRefreshToken },
      who: 'anonymous',
    },
    {
      id: 'create-category',
      method: 'POST',
      path: '/api/vocabulary/user/categories',
      body: { categoryName: 'Scan New' },
      who: 'learner',
    },
    {
      id: 'rename-category',
      method: 'PUT',
      path: `/api/vocabulary/user/categories/${renamedCategoryId}`,
      body: { name: renamedCategoryDisplayName, display_name: renamedCategoryDisplayName },
      who: 'learner',
    },
    {
      id: 'category-privacy',
      method: 'PUT',
      path: `/api/vocabulary/user/categories/${renamedCategoryId}/privacy`,
      body: { privacy: 'private' },
      who: 'learner',
    },
    {
      id: 'add-word',
      method: 'POST',
      path: '/api/vocabulary/user/words',
      body: { categoryName, english: 'quay', russian: 'причал', part_of_speech: 'noun' },
      who: 'learner',
    },
    {
      id: 'add-words-batch',
      method: 'POST',
      path: '/api/vocabulary/user/words/batch',
      body: { categoryId, pairs: [{ english: 'pier', russian: 'пирс', part_of_speech: 'noun' }] },
      who: 'learner',
    },
    {
      id: 'edit-word',
      method: 'PUT',
      path: `/api/vocabulary/user/words/${wordId}`,
      body: { english: 'harbour', russian: 'гавань' },
      who: 'learner',
    },
    {
      id: 'session-start',
      method: 'POST',
      path: '/api/learning-session/start',
      body: { category: 'animals', wordCount: 10, selectedWordIds: [1, 2, 3] },
      who: 'learner',
    },
    { id: 'progress', method: 'PUT', path: '/api/progress/game1', body: { completed: true, score: 80 }, who: 'learner' },
    {
      id: 'progress-merge',
      method: 'POST',
      path: '/api/progress/merge',
      body: { progress: { game2: { completed: true, score: 70, bestScore: 90 } } },
      who: 'learner',
    },
    { id: 'categories-by-tags', method: 'POST', path: '/api/tags/categories', body: { tagNames: [tagName] }, who: 'anonymous' },
    {
      id: 'category-tags',
      method: 'POST',
      path: `/api/tags/categories/${categoryId}/tags`,
      body: { tagIds: [tagId] },
      who: 'learner',
    },
    {
      id: 'create-tag',
      method: 'POST',
      path: '/api/tags',
      body: {
        name: 'scan-tag',
        displayName: 'Scan Tag',
        description: 'made by the scan',
        color: '#123456',
        icon: '🔍',
        isPublic: true,
      },
      who: 'admin',
    },
    { id: 'update-tag', method: 'PUT', path: `/api/tags/${tagId}`, body: { description: 'Updated by the scan' }, who: 'admin' },
    {
      id: 'admin-create-category',
      method: 'POST',
      path: '/api/vocabulary/categories',
      body: { categoryName: 'Scan Admin', tag: 'pre-built', isApprovedList: false },
      who: 'admin',
    },
    {
      id: 'admin-add-word',
      method: 'POST',
      path: '/api/vocabulary/words',
      body: { categoryName: 'animals', english: 'beaver', russian: 'бобр', part_of_speech: 'noun' },
      who: 'admin',
    },
    {
      id: 'admin-edit-word',
      method: 'PUT',
      path: `/api/vocabulary/words/${adminWordId}`,
      body: { english: 'otter', russian: 'выдра' },
      who: 'admin',
    },
    {
      id: 'admin-rename-category',
      method: 'PUT',
      path: `/api/vocabulary-admin/categories/${adminCategoryId}`,
      body: { newName: 'Animals Renamed' },
      who: 'admin',
    },
    {
      id: 'admin-approve-category',
      method: 'PUT',
      path: `/api/vocabulary-admin/categories/${adminCategoryId}/approved`,
      body: { isApproved: true },
      who: 'admin',
    },
    {
      id: 'import',
      method: 'POST',
      path: '/api/vocabulary-admin/import',
      body: {
        tags: [{ name: 'scan-import', display_name: 'Scan Import' }],
        categories: [
          {
            name: 'scan-import',
            display_name: 'Scan Import',
            description: 'imported by the scan',
            is_approved_list: false,
            tags: ['scan-import'],
            words: [{ english: 'lantern', russian: 'фонарь', part_of_speech: 'noun' }],
          },
        ],
      },
      who: 'admin',
    },
    { id: 'set-role', method: 'PUT', path: `/api/admin/users/${otherUserId}/role`, body: { role: 'user' }, who: 'admin' },
    {
      id: 'reset-password',
      method: 'POST',
      path: `/api/admin/users/${otherUserId}/reset-password`,
      body: { newPassword: 'proof-password-456' },
      who: 'admin',
    },
  ];
}
