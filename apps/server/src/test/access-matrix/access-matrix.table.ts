import { randomUUID } from 'node:crypto';
import { BASIC_NOTE_TYPE, DEFAULT_DECK, schema11Collection } from '@slovo/shared/formats/apkg/testing/anki-collection-builder';
import { zipPackage } from '@slovo/shared/formats/apkg/testing/package-builder';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import type {
  ClassExpectation,
  Expectation,
  MatrixRequest,
  MatrixRow,
  OwnedExpectation,
  PlainExpectation,
} from './access-matrix.types';
import type { Scene } from './scene';

/**
 * Who may call what: one row per registered route (method + URL pattern as Fastify lists it), with
 * the request to send and the answer each caller must get. access-matrix.test.ts fails when a
 * route has no row (or a row no route), and calls every row as every caller it names, on both
 * databases, each call on a fresh scene (see scene.ts).
 *
 * Plain rows ({anonymous, user, admin}) name nothing anybody owns, so owner and other would be
 * the same as user. Owned rows ({anonymous, owner, other, admin}) name something of the scene's
 * owner: their private category, its word, their account, their session. Somebody else's private
 * thing answers 404 exactly like a missing one, never 403, so its existence is not revealed; 403
 * is only "this route is for admins", whatever it names.
 */

// ---- Expectations used by many rows ------------------------------------------------------------

/** Open to everybody: a token only changes what the answer shows. */
const ANYONE: PlainExpectation = { anonymous: '2xx', user: '2xx', admin: '2xx' };
/** Any signed-in caller, about their own things (no id in the request). */
const SIGNED_IN: PlainExpectation = { anonymous: '401', user: '2xx', admin: '2xx' };
const ADMINS: PlainExpectation = { anonymous: '401', user: '403', admin: '2xx' };
/** Nothing is there, for anybody. */
const NOBODY: PlainExpectation = { anonymous: '404', user: '404', admin: '404' };
/** A read open to everybody whose answer shows the owner's private data to the owner (and admins) only. */
const ANYONE_ON_OWNED: OwnedExpectation = { anonymous: '2xx', owner: '2xx', other: '2xx', admin: '2xx' };
/** Signed-in callers each get their own answer; only the owner's shows the owner's data. */
const SIGNED_IN_ON_OWNED: OwnedExpectation = { anonymous: '401', owner: '2xx', other: '2xx', admin: '2xx' };
/** The owner's private thing: the owner and admins reach it, everybody else gets 'not found'. */
const OWNER_OR_ADMIN: OwnedExpectation = { anonymous: '401', owner: '2xx', other: '404', admin: '2xx' };
/** The same on a public read: an anonymous caller cannot see it either. */
const VISIBLE_TO_OWNER_OR_ADMIN: OwnedExpectation = { anonymous: '404', owner: '2xx', other: '404', admin: '2xx' };
/** An admin tool aimed at the owner's thing: the owner is no admin either. */
const ADMINS_ON_OWNED: OwnedExpectation = { anonymous: '401', owner: '403', other: '403', admin: '2xx' };

/** A class's view: its teachers, its member and admins; outsiders as if there were none. */
const IN_CLASS: ClassExpectation = {
  anonymous: '401',
  owner: '2xx',
  coTeacher: '2xx',
  member: '2xx',
  other: '404',
  admin: '2xx',
};
/** Running a class: its teachers; a member is told it is for teachers, so is an admin (who may only look and delete). */
const CLASS_TEACHERS: ClassExpectation = {
  anonymous: '401',
  owner: '2xx',
  coTeacher: '2xx',
  member: '403',
  other: '404',
  admin: '403',
};
/** What teachers and admins see: every member's progress. */
const CLASS_TEACHERS_AND_ADMINS: ClassExpectation = { ...CLASS_TEACHERS, admin: '2xx' };
/** The creator's alone (co-teachers, deleting the class); admins may delete too. */
const CLASS_CREATOR: ClassExpectation = {
  anonymous: '401',
  owner: '2xx',
  coTeacher: '403',
  member: '403',
  other: '404',
  admin: '403',
};

const PASSWORD = 'correct horse battery';

/** sql.js for building Anki packages, started by the first row that needs one. */
let sqlJs: Promise<SqlJsStatic> | null = null;

/** An .apkg with one deck holding one note. */
async function apkgWith(deck: string, english: string): Promise<Buffer> {
  sqlJs ??= initSqlJs();
  const collection = schema11Collection(await sqlJs, {
    decks: [DEFAULT_DECK, { id: 2, name: deck }],
    noteTypes: [BASIC_NOTE_TYPE],
    notes: [{ fields: [english, 'слово'], cards: [{ deckId: 2 }] }],
  });
  return Buffer.from(zipPackage({ 'collection.anki2': collection }));
}

// ---- Row helpers ------------------------------------------------------------------------------

type Build = MatrixRow['request'];

const row = (
  method: MatrixRow['method'],
  route: string,
  expect: Expectation,
  request: Build,
  showsSecretsTo?: MatrixRow['showsSecretsTo'],
): MatrixRow => ({ method, route, expect, request, ...(showsSecretsTo ? { showsSecretsTo } : {}) });

/** A GET and the HEAD Fastify adds beside it; a HEAD answer has no body to look into. */
const getAndHead = (route: string, expect: Expectation, request: Build, showsSecretsTo?: MatrixRow['showsSecretsTo']) => [
  row('GET', route, expect, request, showsSecretsTo),
  row('HEAD', route, expect, request),
];

/** `/x/?q` for `/x?q`: the same request on the route's trailing-slash twin. */
const slashed = (url: string): string => url.replace(/(\?|$)/, '/$1');

/**
 * A route registered as '/' under a prefix answers both `/prefix` and `/prefix/`: Fastify registers
 * both, so both are rows, called alike.
 */
const withSlashTwin = (rows: MatrixRow[]): MatrixRow[] =>
  rows.flatMap((original) => [
    original,
    {
      ...original,
      route: `${original.route}/`,
      request: async (scene: Scene): Promise<MatrixRequest> => {
        const request = await original.request(scene);
        return { ...request, url: slashed(request.url) };
      },
    },
  ]);

const url =
  (path: string): Build =>
  () => ({ url: path });

// ---- The table --------------------------------------------------------------------------------

export const ACCESS_MATRIX: readonly MatrixRow[] = [
  // Health and what the web app needs to know at start.
  ...getAndHead('/api/health', ANYONE, url('/api/health')),
  ...getAndHead('/api/config', ANYONE, url('/api/config')),

  // The API description and its reference page are the same for everybody.
  ...getAndHead('/api/openapi.json', ANYONE, url('/api/openapi.json')),
  ...getAndHead('/api/docs', ANYONE, url('/api/docs')),
  ...getAndHead('/api/docs.css', ANYONE, url('/api/docs.css')),

  // Sign-up and sign-in are open to all; a token on them changes nothing.
  row('POST', '/api/auth/register', ANYONE, (s) => {
    const username = s.unique('reg');
    return { url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: PASSWORD } };
  }),
  row('POST', '/api/auth/login', ANYONE, (s) => ({
    url: '/api/auth/login',
    payload: { username: s.owner.username, password: s.owner.password },
  })),
  row('POST', '/api/auth/refresh', ANYONE, async (s) => ({
    url: '/api/auth/refresh',
    payload: { refreshToken: await s.ownerRefreshToken() },
  })),
  row('POST', '/api/auth/logout', ANYONE, async (s) => ({
    url: '/api/auth/logout',
    payload: { refreshToken: await s.ownerRefreshToken() },
  })),
  // Signing out everywhere ends the caller's own sessions: it names nobody else's.
  row('POST', '/api/auth/logout-everywhere', SIGNED_IN, url('/api/auth/logout-everywhere')),
  ...getAndHead('/api/auth/me', SIGNED_IN, url('/api/auth/me')),
  ...getAndHead('/api/auth/sessions', SIGNED_IN, url('/api/auth/sessions')),
  ...getAndHead('/api/user/profile', SIGNED_IN, url('/api/user/profile')),

  // The public vocabulary: private categories are seen by their owner and admins only.
  ...getAndHead(
    '/api/vocabulary/categories',
    ANYONE_ON_OWNED,
    (s) => ({ url: `/api/vocabulary/categories?limit=100&search=${encodeURIComponent(s.category.displayName)}` }),
    ['owner', 'admin'],
  ),
  ...getAndHead('/api/vocabulary/categories/lightweight', ANYONE_ON_OWNED, url('/api/vocabulary/categories/lightweight'), [
    'owner',
    'admin',
  ]),
  ...getAndHead('/api/vocabulary/categories/with-tags', ANYONE_ON_OWNED, url('/api/vocabulary/categories/with-tags'), [
    'owner',
    'admin',
  ]),
  ...getAndHead(
    '/api/vocabulary/category/:name',
    VISIBLE_TO_OWNER_OR_ADMIN,
    (s) => ({ url: `/api/vocabulary/category/${encodeURIComponent(s.category.name)}` }),
    ['owner', 'admin'],
  ),
  ...getAndHead(
    '/api/vocabulary/search',
    ANYONE_ON_OWNED,
    (s) => ({ url: `/api/vocabulary/search?q=${encodeURIComponent(s.word.english)}` }),
    ['owner', 'admin'],
  ),

  // The admin vocabulary editor, aimed at the owner's private category and word.
  row('POST', '/api/vocabulary/categories', ADMINS, (s) => ({
    url: '/api/vocabulary/categories',
    payload: { categoryName: s.unique('System '), tag: 'pre-built' },
  })),
  row('DELETE', '/api/vocabulary/categories/:name', ADMINS_ON_OWNED, (s) => ({
    url: `/api/vocabulary/categories/${encodeURIComponent(s.category.name)}`,
  })),
  row('POST', '/api/vocabulary/words', ADMINS_ON_OWNED, (s) => ({
    url: '/api/vocabulary/words',
    payload: { categoryName: s.category.name, english: s.unique('added'), russian: 'слово' },
  })),
  row('PUT', '/api/vocabulary/words/:id', ADMINS_ON_OWNED, (s) => ({
    url: `/api/vocabulary/words/${s.word.id}`,
    payload: { english: s.unique('edited'), russian: 'слово' },
  })),
  row('DELETE', '/api/vocabulary/words/:id', ADMINS_ON_OWNED, (s) => ({ url: `/api/vocabulary/words/${s.word.id}` })),
  row('PUT', '/api/vocabulary-admin/categories/:nameOrId', ADMINS_ON_OWNED, (s) => ({
    url: `/api/vocabulary-admin/categories/${s.category.id}`,
    payload: { newName: s.unique('Renamed ') },
  })),
  row('PUT', '/api/vocabulary-admin/categories/:id/approved', ADMINS_ON_OWNED, (s) => ({
    url: `/api/vocabulary-admin/categories/${s.category.id}/approved`,
    payload: { isApproved: true },
  })),
  row('POST', '/api/vocabulary-admin/cache/clear', ADMINS, url('/api/vocabulary-admin/cache/clear')),
  row('POST', '/api/vocabulary-admin/import', ADMINS, (s) => ({
    url: '/api/vocabulary-admin/import',
    payload: { categories: [{ name: s.unique('imported-'), words: [{ english: 'apple', russian: 'яблоко' }] }] },
  })),
  ...getAndHead(
    '/api/vocabulary-admin/export',
    ADMINS_ON_OWNED,
    (s) => ({ url: `/api/vocabulary-admin/export?categories=${encodeURIComponent(s.category.name)}` }),
    ['admin'],
  ),

  // The personal vocabulary manager: everybody's own lists; the owner's things by id.
  ...withSlashTwin(getAndHead('/api/vocabulary/user', SIGNED_IN_ON_OWNED, url('/api/vocabulary/user'), ['owner'])),
  ...getAndHead('/api/vocabulary/user/categories', SIGNED_IN_ON_OWNED, url('/api/vocabulary/user/categories?limit=100'), [
    'owner',
  ]),
  row('POST', '/api/vocabulary/user/categories', SIGNED_IN, (s) => ({
    url: '/api/vocabulary/user/categories',
    payload: { categoryName: s.unique('Mine ') },
  })),
  row('PUT', '/api/vocabulary/user/categories/:id', OWNER_OR_ADMIN, (s) => ({
    url: `/api/vocabulary/user/categories/${s.category.id}`,
    payload: { display_name: s.unique('Renamed ') },
  })),
  row('DELETE', '/api/vocabulary/user/categories/:id', OWNER_OR_ADMIN, (s) => ({
    url: `/api/vocabulary/user/categories/${s.category.id}`,
  })),
  row('PUT', '/api/vocabulary/user/categories/:id/privacy', OWNER_OR_ADMIN, (s) => ({
    url: `/api/vocabulary/user/categories/${s.category.id}/privacy`,
    payload: { privacy: 'shared' },
  })),
  row('POST', '/api/vocabulary/user/words', OWNER_OR_ADMIN, (s) => ({
    url: '/api/vocabulary/user/words',
    payload: { categoryName: s.category.name, english: s.unique('added'), russian: 'слово' },
  })),
  row('POST', '/api/vocabulary/user/words/batch', OWNER_OR_ADMIN, (s) => ({
    url: '/api/vocabulary/user/words/batch',
    payload: { categoryId: s.category.id, pairs: [{ english: s.unique('batch'), russian: 'слово' }] },
  })),
  row('POST', '/api/vocabulary/user/categories/:id/import', OWNER_OR_ADMIN, (s) => ({
    url: `/api/vocabulary/user/categories/${s.category.id}/import`,
    payload: { pairs: [{ english: s.unique('imported'), russian: 'слово' }] },
  })),
  row('POST', '/api/vocabulary/user/import/apkg', SIGNED_IN, async (s) => ({
    url: '/api/vocabulary/user/import/apkg',
    payload: await apkgWith(s.unique('Deck '), s.unique('anki')),
    headers: { 'content-type': 'application/octet-stream' },
  })),
  row('POST', '/api/vocabulary/user/import/anki-text', SIGNED_IN, (s) => ({
    url: '/api/vocabulary/user/import/anki-text',
    payload: { text: `#separator:tab\n#deck:${s.unique('Deck ')}\n${s.unique('anki')}\tслово\n` },
  })),
  ...getAndHead(
    '/api/vocabulary/user/categories/:id/export',
    OWNER_OR_ADMIN,
    (s) => ({ url: `/api/vocabulary/user/categories/${s.category.id}/export?format=anki` }),
    ['owner', 'admin'],
  ),
  row('PUT', '/api/vocabulary/user/words/:id', OWNER_OR_ADMIN, (s) => ({
    url: `/api/vocabulary/user/words/${s.word.id}`,
    payload: { english: s.unique('edited'), russian: 'слово' },
  })),
  row('DELETE', '/api/vocabulary/user/words/:id', OWNER_OR_ADMIN, (s) => ({ url: `/api/vocabulary/user/words/${s.word.id}` })),

  // A word's picture and sound (issue 34): its owner's or an admin's to change; served only to
  // those who may see a word that uses it.
  row('PUT', '/api/vocabulary/user/words/:id/:kind', OWNER_OR_ADMIN, async (s) => ({
    url: `/api/vocabulary/user/words/${s.word.id}/image`,
    payload: await s.png(),
    headers: { 'content-type': 'image/png' },
  })),
  row('DELETE', '/api/vocabulary/user/words/:id/:kind', OWNER_OR_ADMIN, (s) => ({
    url: `/api/vocabulary/user/words/${s.word.id}/image`,
  })),
  row('PUT', '/api/vocabulary/words/:id/:kind', ADMINS_ON_OWNED, async (s) => ({
    url: `/api/vocabulary/words/${s.word.id}/image`,
    payload: await s.png(),
    headers: { 'content-type': 'image/png' },
  })),
  row('DELETE', '/api/vocabulary/words/:id/:kind', ADMINS_ON_OWNED, (s) => ({ url: `/api/vocabulary/words/${s.word.id}/image` })),
  // Classes (issue 35): any learner creates and joins; who does what inside is the class's own rule.
  ...withSlashTwin([
    ...getAndHead('/api/classes', SIGNED_IN, url('/api/classes')),
    row('POST', '/api/classes', SIGNED_IN, (s) => ({ url: '/api/classes', payload: { name: s.unique('Class ') } })),
  ]),
  ...getAndHead('/api/classes/assignments', SIGNED_IN, url('/api/classes/assignments')),
  row('POST', '/api/classes/join', SIGNED_IN, (s) => ({ url: '/api/classes/join', payload: { code: s.classroom.code } })),
  ...getAndHead('/api/classes/invite/:code', ANYONE, (s) => ({ url: `/api/classes/invite/${s.classroom.code}` })),
  ...getAndHead('/api/classes/:id', IN_CLASS, (s) => ({ url: `/api/classes/${s.classroom.id}` })),
  row('PATCH', '/api/classes/:id', CLASS_TEACHERS, (s) => ({
    url: `/api/classes/${s.classroom.id}`,
    payload: { name: s.unique('Renamed ') },
  })),
  row('DELETE', '/api/classes/:id', { ...CLASS_CREATOR, admin: '2xx' }, (s) => ({ url: `/api/classes/${s.classroom.id}` })),
  row('PUT', '/api/classes/:id/invite', CLASS_TEACHERS, (s) => ({
    url: `/api/classes/${s.classroom.id}/invite`,
    payload: { enabled: false },
  })),
  row('POST', '/api/classes/:id/invite/rotate', CLASS_TEACHERS, (s) => ({ url: `/api/classes/${s.classroom.id}/invite/rotate` })),
  // The member removes themself (leaves); the teachers remove them.
  row('DELETE', '/api/classes/:id/members/:userId', { ...CLASS_TEACHERS, member: '2xx' }, (s) => ({
    url: `/api/classes/${s.classroom.id}/members/${s.classroom.member.id}`,
  })),
  row('POST', '/api/classes/:id/teachers', CLASS_CREATOR, (s) => ({
    url: `/api/classes/${s.classroom.id}/teachers`,
    payload: { username: s.classroom.spareUsername },
  })),
  // The co-teacher steps down themself; the creator removes them.
  row('DELETE', '/api/classes/:id/teachers/:userId', { ...CLASS_CREATOR, coTeacher: '2xx' }, (s) => ({
    url: `/api/classes/${s.classroom.id}/teachers/${s.classroom.coTeacher.id}`,
  })),
  row('POST', '/api/classes/:id/assignments', CLASS_TEACHERS, (s) => ({
    url: `/api/classes/${s.classroom.id}/assignments`,
    payload: { categoryId: s.classroom.systemCategoryId, dueDate: '2030-01-31' },
  })),
  row('PATCH', '/api/classes/:id/assignments/:assignmentId', CLASS_TEACHERS, (s) => ({
    url: `/api/classes/${s.classroom.id}/assignments/${s.classroom.assignmentId}`,
    payload: { dueDate: '2030-02-28' },
  })),
  row('DELETE', '/api/classes/:id/assignments/:assignmentId', CLASS_TEACHERS, (s) => ({
    url: `/api/classes/${s.classroom.id}/assignments/${s.classroom.assignmentId}`,
  })),
  ...getAndHead('/api/classes/:id/progress', CLASS_TEACHERS_AND_ADMINS, (s) => ({
    url: `/api/classes/${s.classroom.id}/progress`,
  })),
  ...getAndHead('/api/classes/:id/progress.csv', CLASS_TEACHERS_AND_ADMINS, (s) => ({
    url: `/api/classes/${s.classroom.id}/progress.csv`,
  })),
  ...withSlashTwin(getAndHead('/api/admin/classes', ADMINS, url('/api/admin/classes'))),
  ...getAndHead('/api/media/:hash', VISIBLE_TO_OWNER_OR_ADMIN, async (s) => ({ url: await s.ownerPicture() })),

  // Tags: the list is public (hidden tags for admins only); tags themselves are for admins; a
  // category's tags are its owner's (or an admin's) to change.
  ...withSlashTwin(getAndHead('/api/tags', ANYONE, url('/api/tags'), ['admin'])),
  ...withSlashTwin([
    row('POST', '/api/tags', ADMINS, (s) => ({ url: '/api/tags', payload: { name: s.unique('tag-'), displayName: 'New tag' } })),
  ]),
  row('PUT', '/api/tags/:id', ADMINS, (s) => ({
    url: `/api/tags/${s.publicTag.id}`,
    payload: { displayName: s.unique('Tag ') },
  })),
  row('DELETE', '/api/tags/:id', ADMINS, async (s) => ({ url: `/api/tags/${(await s.newTag()).id}` })),
  row(
    'POST',
    '/api/tags/categories',
    ANYONE_ON_OWNED,
    (s) => ({ url: '/api/tags/categories', payload: { tagNames: [s.publicTag.name] } }),
    ['owner', 'admin'],
  ),
  row('POST', '/api/tags/categories/:categoryId/tags', OWNER_OR_ADMIN, (s) => ({
    url: `/api/tags/categories/${s.category.id}/tags`,
    payload: { tagIds: [s.spareTag.id] },
  })),
  row('DELETE', '/api/tags/categories/:categoryId/tags', OWNER_OR_ADMIN, (s) => ({
    url: `/api/tags/categories/${s.category.id}/tags`,
    payload: { tagIds: [s.publicTag.id] },
  })),

  // Learning sessions: each caller has only their own, so the owner's is reached by nobody else
  // (continue and next-batch answer another caller 'No active session', as if it did not exist).
  row('POST', '/api/learning-session/start', OWNER_OR_ADMIN, (s) => ({
    url: '/api/learning-session/start',
    payload: { category: s.category.name, wordCount: 10 },
  })),
  ...withSlashTwin(getAndHead('/api/learning-session', SIGNED_IN_ON_OWNED, url('/api/learning-session'), ['owner'])),
  row('POST', '/api/learning-session/continue', { ...OWNER_OR_ADMIN, admin: '404' }, url('/api/learning-session/continue')),
  row('POST', '/api/learning-session/next-batch', { ...OWNER_OR_ADMIN, admin: '404' }, url('/api/learning-session/next-batch')),
  ...withSlashTwin([row('DELETE', '/api/learning-session', SIGNED_IN, url('/api/learning-session'))]),

  // Progress: always the caller's own; no request names anybody else's.
  ...withSlashTwin(getAndHead('/api/progress', SIGNED_IN, url('/api/progress'))),
  row('POST', '/api/progress/merge', SIGNED_IN, () => ({
    url: '/api/progress/merge',
    payload: { progress: { game1: { completed: true, score: 60, bestScore: 70 } } },
  })),
  row('PUT', '/api/progress/:gameId', SIGNED_IN, () => ({ url: '/api/progress/game2', payload: { completed: true, score: 75 } })),

  // Reviews and stats: always the caller's own (the scene's owner has missed the secret word, so
  // it is due and in their mistake book); a review of somebody's private word is ignored, not refused.
  ...withSlashTwin([
    row('POST', '/api/reviews', SIGNED_IN, (s) => ({
      url: '/api/reviews',
      payload: {
        playId: randomUUID(),
        gameId: 'game3',
        playedAt: s.now(),
        utcOffsetMinutes: 0,
        answers: [{ wordId: s.word.id, outcome: 'right' }],
      },
    })),
  ]),
  ...getAndHead('/api/reviews/due', SIGNED_IN_ON_OWNED, url('/api/reviews/due?count=5'), ['owner']),
  ...getAndHead('/api/reviews/mistakes', SIGNED_IN_ON_OWNED, url('/api/reviews/mistakes'), ['owner']),
  ...getAndHead('/api/reviews/queue', SIGNED_IN_ON_OWNED, url('/api/reviews/queue?count=5'), ['owner']),
  ...getAndHead('/api/reviews/summary', SIGNED_IN, url('/api/reviews/summary')),
  ...getAndHead('/api/reviews/settings', SIGNED_IN, url('/api/reviews/settings')),
  row('PUT', '/api/reviews/settings', SIGNED_IN, () => ({ url: '/api/reviews/settings', payload: { desiredRetention: 0.85 } })),
  ...getAndHead('/api/reviews/history.csv', SIGNED_IN_ON_OWNED, url('/api/reviews/history.csv'), ['owner']),
  ...withSlashTwin(getAndHead('/api/stats', SIGNED_IN_ON_OWNED, url('/api/stats?utcOffsetMinutes=180'), ['owner'])),

  // Account management, aimed at the owner's account.
  ...getAndHead('/api/admin/users', ADMINS, url('/api/admin/users')),
  row('PUT', '/api/admin/users/:id/role', ADMINS_ON_OWNED, (s) => ({
    url: `/api/admin/users/${s.owner.id}/role`,
    payload: { role: 'admin' },
  })),
  row('POST', '/api/admin/users/:id/reset-password', ADMINS_ON_OWNED, (s) => ({
    url: `/api/admin/users/${s.owner.id}/reset-password`,
    payload: { newPassword: 'another horse battery' },
  })),
  row('POST', '/api/admin/users/:id/logout-everywhere', ADMINS_ON_OWNED, (s) => ({
    url: `/api/admin/users/${s.owner.id}/logout-everywhere`,
  })),
  row('DELETE', '/api/admin/users/:id', ADMINS_ON_OWNED, (s) => ({ url: `/api/admin/users/${s.owner.id}` })),
  ...getAndHead('/api/admin/audit-log', ADMINS, url('/api/admin/audit-log')),

  // The built web app: `/` gets Home (prerendered), every other page path the empty shell (the
  // client routes), whoever asks.
  ...getAndHead('/', ANYONE, url('/')),
  ...getAndHead('/*', ANYONE, url('/my-vocabulary')),
];

/**
 * Requests no route answers, called like the rows: the not-found handler's answers are part of
 * what a caller can learn too.
 */
export const NOT_FOUND_PROBES: readonly MatrixRow[] = [
  row('GET', '/api/no-such-route (no such route)', NOBODY, url('/api/no-such-route')),
  row('POST', '/my-vocabulary (a page takes no POST)', NOBODY, url('/my-vocabulary')),
  row('GET', '/assets/missing-0000.js (a missing asset)', NOBODY, url('/assets/missing-0000.js')),
];
