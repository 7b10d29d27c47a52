import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test';
import { createTestApp } from './test';
import { ACCESS_MATRIX, NOT_FOUND_PROBES } from './test/access-matrix/access-matrix.table';
import type { MatrixRow } from './test/access-matrix/access-matrix.types';
import { registeredRoutes } from './test/access-matrix/registered-routes';
import { callersOfRow, callRowAs, expectedOf } from './test/access-matrix/run-matrix-row';
import type { SceneWorld } from './test/access-matrix/scene';
import { createSceneWorld } from './test/access-matrix/scene';
import type { FakeWebDist } from './test/access-matrix/web-dist';
import { createFakeWebDist } from './test/access-matrix/web-dist';

/**
 * Issue 14 §1: who may call what, as data (test/access-matrix/access-matrix.table.ts), checked
 * against every route the app registers and called as every caller, on this project's database.
 * Each call also checks that a refusal wrote nothing and that a success shows nobody's private
 * data to anybody else (run-matrix-row.ts).
 */

let t: TestApp;
let world: SceneWorld;
let webDist: FakeWebDist;

beforeAll(async () => {
  webDist = createFakeWebDist();
  t = await createTestApp({ config: { webDist: webDist.dir } });
  world = await createSceneWorld(t);
});
afterAll(async () => {
  await t?.close();
  webDist?.remove();
});

const routeOf = (matrixRow: MatrixRow) => `${matrixRow.method} ${matrixRow.route}`;

describe('the access matrix', () => {
  it('has exactly one row for every registered route', () => {
    const rows = ACCESS_MATRIX.map(routeOf);
    const registered = registeredRoutes(t.app);
    expect({
      routesWithoutRow: registered.filter((route) => !rows.includes(route)),
      rowsWithoutRoute: rows.filter((route) => !registered.includes(route)),
      rowsTwice: rows.filter((route, index) => rows.indexOf(route) !== index),
    }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [], rowsTwice: [] });
  });

  // One test per row: a failure names the route and shows every caller's answer beside the expected.
  it.each([...ACCESS_MATRIX, ...NOT_FOUND_PROBES].map((matrixRow) => [routeOf(matrixRow), matrixRow] as const))(
    '%s',
    async (_route, matrixRow) => {
      const callers = callersOfRow(matrixRow);
      const answers: Record<string, string> = {};
      for (const caller of callers) answers[caller] = await callRowAs(world, matrixRow, caller);
      expect(answers).toEqual(Object.fromEntries(callers.map((caller) => [caller, expectedOf(matrixRow, caller)])));
    },
  );
});
