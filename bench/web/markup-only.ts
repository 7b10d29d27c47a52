/**
 * Home's own markup, with no script: a copy of the build whose index.html (Home prerendered) has its
 * script tags and module preloads taken out. Loaded from a bare server, it is the floor of any Home
 * that shows these cards with this stylesheet: the parsing, style, fonts, layout and paint of the
 * page itself, with nothing of the app's code. The repeat visit is read against it (issue 17 §4).
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>\s*|<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;

/** The page without its scripts; throws when there were none to take out (a changed build). */
function withoutScripts(html: string): string {
  const stripped = html.replace(SCRIPTS, '');
  if (stripped === html) throw new Error('index.html has no script to take out: the markup floor would measure the app');
  return stripped;
}

/** Copies `webDist` to `dir` with index.html's scripts taken out (and its precompressed copies gone). */
export function writeMarkupOnlyCopy(webDist: string, dir: string): void {
  cpSync(webDist, dir, { recursive: true });
  for (const copy of ['index.html.br', 'index.html.gz']) rmSync(join(dir, copy), { force: true });
  writeFileSync(join(dir, 'index.html'), withoutScripts(readFileSync(join(webDist, 'index.html'), 'utf8')));
}
