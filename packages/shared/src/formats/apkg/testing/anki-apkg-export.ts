import { createRequire } from 'node:module';

/** The part of anki-apkg-export's exporter the tests use: one deck, basic front/back cards, media. */
export interface AnkiApkgExporter {
  addCard(front: string, back: string, options?: { tags?: string[] }): void;
  addMedia(name: string, bytes: Uint8Array): void;
  /** The .apkg (a Node Buffer, a Uint8Array). */
  save(): Promise<Uint8Array>;
}

/**
 * anki-apkg-export, an independent .apkg writer (a devDependency of apps/server, which installs it
 * for the workspace): `new (independentApkgExporter())('deck')`. Loaded on demand — it brings an
 * old asm.js sql.js that takes seconds to start.
 */
export function independentApkgExporter(): new (deckName: string) => AnkiApkgExporter {
  const require = createRequire(new URL('../../../../../../apps/server/package.json', import.meta.url));
  const module = require('anki-apkg-export') as { default: new (deckName: string) => AnkiApkgExporter };
  return module.default;
}
