// Writes fixtures/new-export.ts: SHARED_DECK as Anki 2.1.50+ exports it (meta, collection.anki21b
// compressed by the real zstd, the placeholder collection.anki2, media). Run from the repository
// root with zstd installed (Debian: apt-get install zstd):
//   npx tsx packages/shared/src/formats/apkg/testing/make-new-export-fixture.mjs
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import initSqlJs from 'sql.js';
import { placeholderCollection, schema18Collection } from './anki-collection-builder.ts';
import { zipPackage } from './package-builder.ts';
import { SHARED_DECK, SHARED_DECK_MEDIA } from './shared-deck.ts';

/** MediaEntries { repeated MediaEntry { string name = 1; uint32 size = 2; } entries = 1; } (sizes below 128). */
function mediaEntries(files) {
  const bytes = [];
  for (const [name, data] of files) {
    const nameBytes = [...Buffer.from(name, 'utf8')];
    const entry = [0x0a, nameBytes.length, ...nameBytes, 0x10, data.length];
    bytes.push(0x0a, entry.length, ...entry);
  }
  return new Uint8Array(bytes);
}

const zstd = (bytes) => new Uint8Array(execFileSync('zstd', ['-q', '-19', '-c'], { input: bytes }));

const sql = await initSqlJs();
const apkg = zipPackage(
  {
    // meta: the protobuf { version: 3 } (Version::Latest).
    meta: new Uint8Array([0x08, 0x03]),
    'collection.anki21b': zstd(schema18Collection(sql, SHARED_DECK)),
    'collection.anki2': placeholderCollection(sql),
    0: zstd(SHARED_DECK_MEDIA['0']),
    1: zstd(SHARED_DECK_MEDIA['1']),
    // media: the protobuf MediaEntries (entry i is the zip entry named i), zstd-compressed.
    media: zstd(
      mediaEntries([
        ['horse.jpg', SHARED_DECK_MEDIA['0']],
        ['cat.mp3', SHARED_DECK_MEDIA['1']],
      ]),
    ),
  },
  { stored: ['meta', 'collection.anki21b', 'collection.anki2', '0', '1', 'media'] },
);
const base64 = Buffer.from(apkg).toString('base64');
const lines = base64.match(/.{1,100}/g).map((line) => `  '${line}',`);
writeFileSync(
  new URL('../fixtures/new-export.ts', import.meta.url),
  `/**
 * SHARED_DECK (testing/shared-deck.ts) exported as Anki 2.1.50+ does: collection.anki21b compressed
 * by the zstd command-line tool (level 19: compressed blocks, a checksum), the placeholder
 * collection.anki2, two media files. Written by testing/make-new-export-fixture.mjs; ${apkg.length} bytes.
 */
export const NEW_EXPORT_APKG_BASE64 = [
${lines.join('\n')}
].join('');
`,
);
console.log(`wrote ${apkg.length} bytes`);
