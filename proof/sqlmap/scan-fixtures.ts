/**
 * What the scan needs to exist before sqlmap starts, made through the API as any client would: a
 * learner with a category, a word and a refresh token, the admin's token, a second user for the
 * admin's role and password routes, a tag. Each scan target starts from a request that succeeds
 * with these, so sqlmap compares its payloads' answers with a real answer, not with an error.
 */
import { call } from '../../e2e/support/api-client';
import { ADMIN } from '../lib/proof-servers';

export interface ScanFixtures {
  learnerToken: string;
  learnerRefreshToken: string;
  adminToken: string;
  /** The learner's own category: its key (name) and id; one word of it. */
  categoryName: string;
  categoryId: number;
  wordId: number;
  /**
   * Categories that only one target changes (renames, privacy, approval), so the others always
   * start from the same request: a category renamed by one scan would be gone for the next.
   */
  renamedCategoryId: number;
  renamedCategoryDisplayName: string;
  adminCategoryId: number;
  /** An admin-owned category's word, for the admin's word routes. */
  adminWordId: number;
  /** A user the admin's routes act on (role, password reset). */
  otherUserId: number;
  tagId: number;
  tagName: string;
}

async function expectStatus(answer: Promise<Awaited<ReturnType<typeof call>>>, status: number, what: string) {
  const result = await answer;
  if (result.status !== status)
    throw new Error(`${what}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
  return result;
}

async function register(url: string, username: string) {
  return expectStatus(
    call(url, 'POST', '/api/auth/register', {
      body: { username, email: `${username}@example.org`, password: 'proof-password-123' },
    }),
    201,
    `register ${username}`,
  );
}

export async function createScanFixtures(url: string): Promise<ScanFixtures> {
  const learner = await register(url, 'scan_learner');
  const learnerToken = learner.body.token as string;
  const other = await register(url, 'scan_other');
  const admin = await expectStatus(
    call(url, 'POST', '/api/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } }),
    200,
    'admin login',
  );
  const adminToken = admin.body.token as string;

  const createCategory = async (categoryName: string) => {
    const created = await expectStatus(
      call(url, 'POST', '/api/vocabulary/user/categories', { token: learnerToken, body: { categoryName } }),
      201,
      `create category ${categoryName}`,
    );
    return created.body.categoryId as number;
  };
  const categoryDisplayName = 'Scan Category';
  const categoryId = await createCategory(categoryDisplayName);
  const renamedCategoryDisplayName = 'Scan Renamed';
  const renamedCategoryId = await createCategory(renamedCategoryDisplayName);
  const adminCategory = await expectStatus(
    call(url, 'POST', '/api/vocabulary/categories', {
      token: adminToken,
      body: { categoryName: 'Scan Admin Category', tag: 'pre-built', isApprovedList: false },
    }),
    201,
    'admin create category',
  );
  const mine = await expectStatus(
    call(url, 'GET', '/api/vocabulary/user/categories', { token: learnerToken }),
    200,
    'my categories',
  );
  const ownCategory = (mine.body.categories as Array<{ id: number; name: string }>).find((entry) => entry.id === categoryId);
  if (!ownCategory) throw new Error(`the new category ${categoryId} is not in GET /api/vocabulary/user/categories`);
  const word = await expectStatus(
    call(url, 'POST', '/api/vocabulary/user/words', {
      token: learnerToken,
      body: { categoryName: ownCategory.name, english: 'harbour', russian: 'гавань', part_of_speech: 'noun' },
    }),
    201,
    'add word',
  );
  const adminWord = await expectStatus(
    call(url, 'POST', '/api/vocabulary/words', {
      token: adminToken,
      body: { categoryName: 'animals', english: 'otter', russian: 'выдра', part_of_speech: 'noun' },
    }),
    201,
    'admin add word',
  );
  const tags = await expectStatus(call(url, 'GET', '/api/tags'), 200, 'tags');
  const tag = (tags.body.tags as Array<{ id: number; name: string }>)[0];
  if (!tag) throw new Error('the seeded database has no tag');

  return {
    learnerToken,
    learnerRefreshToken: (learner.refreshCookie ?? '').replace(/^refreshToken=/, ''),
    adminToken,
    categoryName: ownCategory.name,
    categoryId,
    renamedCategoryId,
    renamedCategoryDisplayName,
    adminCategoryId: adminCategory.body.categoryId as number,
    wordId: (word.body.word as { id: number }).id,
    adminWordId: (adminWord.body.word as { id: number }).id,
    otherUserId: (other.body.user as { id: number }).id,
    tagId: tag.id,
    tagName: tag.name,
  };
}
