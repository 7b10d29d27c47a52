// Typed by text-fixtures.d.ts: the shared package is compiled without Node's types.
import { readFileSync } from 'node:fs';

/** A hand-written fixture of fixtures/ as UTF-8 text, BOM and line ends untouched. */
export const readTextFixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
