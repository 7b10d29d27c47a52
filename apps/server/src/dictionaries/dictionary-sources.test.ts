import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_SOURCES } from './dictionary-sources';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
// npm workspaces install them at the repository's root.
const installed = (name: string) => readJson<{ version: string }>(`../../../../node_modules/${name}/package.json`).version;
const pinned = readJson<{ dependencies: Record<string, string> }>('../../package.json');

describe('DICTIONARY_SOURCES', () => {
  it.each([
    ['az', DICTIONARY_SOURCES.az],
    ['cmu-pronouncing-dictionary', DICTIONARY_SOURCES.cmudict],
    ['english-verbs-irregular', DICTIONARY_SOURCES.englishVerbsIrregular],
    ['irregular-plurals', DICTIONARY_SOURCES.irregularPlurals],
  ])('credits %s at the version installed and pinned exactly', (name, source) => {
    const version = installed(name);
    expect(source.endsWith(`@${version}`)).toBe(true);
    expect(pinned.dependencies[name]).toBe(version);
  });
});
