/**
 * The one Node API write-apkg.test.ts uses to load the independent writer anki-apkg-export
 * (testing/anki-apkg-export.ts). Declared here, as text-fixtures.d.ts does for node:fs, instead of
 * loading @types/node into the shared package, whose code runs in the browser too.
 */
declare module 'node:module' {
  export function createRequire(from: URL | string): (id: string) => unknown;
}
