import { IMPORT_EXPORT_MESSAGES } from '@slovo/shared';
import { schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError } from '../test';
import type { TestApp, TestUser } from '../test';

/**
 * Issue 30 §1: a large import used to hold the request thread for seconds (a 50,000-note package
 * 4.1 s), so every other request waited. Now the package is read on a worker thread and written a
 * slice at a time, and imports take turns (import-gate.ts).
 */

const NOTES = 20_000;
let bigPackage: Buffer;

beforeAll(async () => {
  const sql = await initSqlJs();
  const notes = Array.from({ length: NOTES }, (_, index) => ({ fields: [`heavy word ${index}`, `слово ${index}`] }));
  bigPackage = Buffer.from(zipPackage({ 'collection.anki2': schema11Collection(sql, { notes }) }));
});

const sendPackage = (t: TestApp, user: TestUser) =>
  t.request('POST', '/api/vocabulary/user/import/apkg', {
    user,
    payload: bigPackage,
    headers: { 'content-type': 'application/octet-stream' },
  });

describe('a large import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves the server answering other requests while it runs, and imports every note', { timeout: 60_000 }, async () => {
    const learner = await t.registerUser();
    let importAnswered = 0;
    const importing = sendPackage(t, learner).then((response) => {
      importAnswered = performance.now();
      return response;
    });
    // Cheap requests one after another while the import runs: none waits long. (A turn of the
    // event loop between them: an injected request can complete without one, starving the rest.)
    const waits: number[] = [];
    while (importAnswered === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const started = performance.now();
      const config = await t.request('GET', '/api/config');
      expect(config.statusCode).toBe(200);
      waits.push(performance.now() - started);
    }
    const response = await importing;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().totals).toEqual({ notes: NOTES, added: NOTES, skipped: 0 });
    // Reading and writing 20,000 notes takes seconds; held on the request thread, the first cheap
    // request waited for all of it (one wait of seconds). Several answered meanwhile, none slowly.
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(1_000);
  });
});

describe('imports at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ importLimits: { running: 1, waiting: 1 } });
  });
  afterAll(() => t.close());

  it(
    'take turns; one more than the line holds is refused with 503 and Retry-After, writing nothing',
    { timeout: 60_000 },
    async () => {
      const [first, second, third] = [await t.registerUser(), await t.registerUser(), await t.registerUser()];
      const running = sendPackage(t, first);
      const waiting = sendPackage(t, second);
      // Their sign-in checks done, both have taken their places (reading 20,000 notes takes seconds).
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Both places taken (one running, one in line): the third is refused before its body is read.
      const refused = await sendPackage(t, third);
      expectError(refused, 503, IMPORT_EXPORT_MESSAGES.importsBusy);
      expect(refused.headers['retry-after']).toBe('10');
      expect((await running).statusCode).toBe(201);
      expect((await waiting).statusCode).toBe(201);
      const thirdsCategories = await t.request('GET', '/api/vocabulary/user', { user: third });
      expect(thirdsCategories.json()).toEqual({});

      // The line is free again: the refused learner's import now goes through.
      const retried = await sendPackage(t, third);
      expect(retried.statusCode, retried.body).toBe(201);
    },
  );
});
