import type { LightMyRequestResponse } from 'fastify';
import { isApiPath } from '../../plugins/auth';
import type { Caller, Expected, MatrixRequest, MatrixRow } from './access-matrix.types';
import { callersOf, isOwned } from './access-matrix.types';
import type { Scene, SceneWorld } from './scene';
import { createScene, createSceneUser, ghostOf } from './scene';
import { changedEntries, writeFingerprint } from './write-fingerprint';

/**
 * One call of a row as one caller, described in one line: the answer's class ('2xx' or the exact
 * status), then whatever was wrong with it. A row passes when every caller's line is exactly its
 * expected class, so a failure shows every caller's answer side by side.
 */
export async function callRowAs(world: SceneWorld, matrixRow: MatrixRow, caller: Caller): Promise<string> {
  const { t } = world;
  const expected = expectedOf(matrixRow, caller);
  // A call meant to write gets a scene and a caller of its own; the rest share (see scene.ts).
  const writes = expected === '2xx' && matrixRow.method !== 'GET' && matrixRow.method !== 'HEAD';
  const scene = writes ? await createScene(t, world) : world.shared;
  const token = await tokenOf(world, scene, caller, writes);
  const request = await matrixRow.request(scene);
  const { url } = request;

  // Every write stamps the clock's time, so a refused call that writes anything moves the fingerprint.
  t.clock.advance(1);
  const before = expected === '2xx' ? null : await writeFingerprint(t.db);
  const send = ({ url, payload, headers }: MatrixRequest) =>
    t.app.inject({
      method: matrixRow.method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const response = await send(request);
  const problems: string[] = [];
  // Somebody else's thing must read exactly like a missing one: same status, same words.
  if (response.statusCode === 404 && isOwned(matrixRow.expect)) {
    const missing = await send(await matrixRow.request(ghostOf(scene)));
    if (missing.statusCode !== 404 || missing.body !== response.body) {
      problems.push(`answers ${response.body} where a missing one gets ${missing.statusCode} ${missing.body}`);
    }
  }
  if (before) {
    const changed = changedEntries(before, await writeFingerprint(t.db));
    if (changed.length > 0) problems.push(`refused but wrote ${changed.join(', ')}`);
  }
  const status = statusClass(response.statusCode);
  if (status === '2xx') problems.push(...leaks(matrixRow, caller, scene, response));
  else if (isApiPath(url) && matrixRow.method !== 'HEAD') problems.push(...errorShapeProblems(response));
  return [status, ...problems].join('; ');
}

export const expectedOf = (matrixRow: MatrixRow, caller: Caller): Expected => {
  const expected = (matrixRow.expect as Partial<Record<Caller, Expected>>)[caller];
  if (!expected) throw new Error(`${matrixRow.method} ${matrixRow.route} has no expectation for ${caller}`);
  return expected;
};

export const callersOfRow = (matrixRow: MatrixRow): Caller[] => callersOf(matrixRow.expect);

const statusClass = (status: number): string => (status >= 200 && status < 300 ? '2xx' : String(status));

/** 'user' and 'other' are both a signed-in learner with no tie to the scene. */
async function tokenOf(world: SceneWorld, scene: Scene, caller: Caller, fresh: boolean): Promise<string | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'owner') return scene.owner.token;
  if (caller === 'coTeacher') return scene.classroom.coTeacher.token;
  if (caller === 'member') return scene.classroom.member.token;
  const role = caller === 'admin' ? 'admin' : 'user';
  if (fresh) return (await createSceneUser(world.t, role)).token;
  return (role === 'admin' ? world.admin : world.stranger).token;
}

/**
 * A success must not show what the caller may not see: the owner's private texts to anybody but
 * the owner and admins, the hidden tag to anybody but admins. Where the row says a caller's
 * answer shows the secrets, it must, so that this check is seen to bite.
 */
function leaks(matrixRow: MatrixRow, caller: Caller, scene: Scene, response: LightMyRequestResponse): string[] {
  const body = response.body;
  const hidden = [
    ...(caller === 'owner' || caller === 'admin' ? [] : scene.secrets.owner),
    ...(caller === 'admin' ? [] : scene.secrets.admin),
    ...(caller === 'owner' || caller === 'coTeacher' || caller === 'admin' ? [] : scene.secrets.teachers),
  ];
  const problems = hidden.filter((secret) => body.includes(secret)).map((secret) => `shows ${secret}`);
  if (matrixRow.showsSecretsTo?.includes(caller)) {
    const visible = [...scene.secrets.owner, ...(caller === 'admin' ? scene.secrets.admin : [])];
    if (!visible.some((secret) => body.includes(secret))) problems.push('does not show the private data it should');
  }
  return problems;
}

/** API refusals are JSON `{ "error": "…" }` and nothing else. */
function errorShapeProblems(response: LightMyRequestResponse): string[] {
  try {
    const body: unknown = response.json();
    const keys = body && typeof body === 'object' ? Object.keys(body) : [];
    const error = (body as { error?: unknown } | null)?.error;
    if (keys.length === 1 && typeof error === 'string' && error !== '') return [];
  } catch {
    // Not JSON: reported below.
  }
  return [`refusal is not {error}: ${response.body.slice(0, 80)}`];
}
