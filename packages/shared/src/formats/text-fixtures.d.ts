/**
 * The two Node APIs the format tests use to read their fixtures (text-fixtures.test-helper.ts).
 * Declared here instead of loading @types/node into the shared package, whose code runs in the
 * browser too: Node's globals (Buffer, process…) stay unknown to it. URL and import.meta.url exist
 * in browsers as well; the package's lib (ES2023, no DOM) just does not name them.
 */
declare module 'node:fs' {
  export function readFileSync(path: URL, encoding: 'utf8'): string;
}

interface ImportMeta {
  readonly url: string;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
}
