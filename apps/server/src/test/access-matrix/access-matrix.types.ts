import type { TestRequestMethod } from '../test-app';
import type { Scene } from './scene';

/**
 * Who calls: nobody signed in; a signed-in learner with no tie to the resource; the learner who
 * owns the resource the request names; another signed-in learner; an admin. On a class (issue
 * 35) the owner is the teacher who created it, beside its co-teacher and a member.
 */
export type Caller = 'anonymous' | 'user' | 'owner' | 'other' | 'admin' | 'coTeacher' | 'member';

/** What a caller must get: any success, or exactly this refusal. */
export type Expected = '2xx' | '401' | '403' | '404';

/** A route whose request names nothing anybody owns: owner and other would be the same as user. */
export interface PlainExpectation {
  anonymous: Expected;
  user: Expected;
  admin: Expected;
}

/** A route whose request names a resource of the scene's owner (a category, word, account, session…). */
export interface OwnedExpectation {
  anonymous: Expected;
  owner: Expected;
  other: Expected;
  admin: Expected;
}

/** A route naming the scene's class: its creator (owner), co-teacher and member, and outsiders. */
export interface ClassExpectation extends OwnedExpectation {
  coTeacher: Expected;
  member: Expected;
}

export type Expectation = PlainExpectation | OwnedExpectation | ClassExpectation;

export interface MatrixRequest {
  /** The path with its parameters filled in, and a query string when the route needs one. */
  url: string;
  /** A JSON body (or the bytes of an upload, with its content type in `headers`); absent: none. */
  payload?: unknown;
  /** More headers, e.g. the content type of a binary upload. */
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: TestRequestMethod;
  /** The route's URL pattern exactly as Fastify registered it (app.routeTable). */
  route: string;
  expect: Expectation;
  /** The request for this call; the scene is fresh for every call, so a write may consume it. */
  request(scene: Scene): MatrixRequest | Promise<MatrixRequest>;
  /**
   * For reads that list private data: these callers' answers must contain one of the scene's
   * secrets (so the check that nobody else's does can fail at all).
   */
  showsSecretsTo?: readonly Caller[];
}

export const callersOf = (expectation: Expectation): Caller[] => Object.keys(expectation) as Caller[];

export const isOwned = (expectation: Expectation): expectation is OwnedExpectation => 'owner' in expectation;
