import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for `npm run build`'s output, so the static plugin registers its routes as in production. */
export interface FakeWebDist {
  dir: string;
  remove(): void;
}

export function createFakeWebDist(): FakeWebDist {
  const dir = mkdtempSync(join(tmpdir(), 'slovo-matrix-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root" data-prerendered><main></main></div></body></html>',
  );
  writeFileSync(join(dir, 'shell.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("slovo");');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
