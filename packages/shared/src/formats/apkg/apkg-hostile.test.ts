import { zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_EXPORT_APKG_BASE64 } from './fixtures/new-export';
import { APKG_MAX_BYTES, APKG_MAX_COLLECTION_BYTES, ApkgError, readApkg } from './index';
import type { ApkgErrorCode } from './index';
import { customDatabase, placeholderCollection, schema11Collection, schema18Collection } from './testing/anki-collection-builder';
import { base64ToBytes } from './testing/base64';
import {
  concat,
  tamperZipEntry,
  zipPackage,
  zstdDeclaring,
  zstdFrame,
  zstdRleBomb,
  zstdWithWindow,
} from './testing/package-builder';
import { SHARED_DECK } from './testing/shared-deck';

/** Tests that build or read large packages: generous, since the whole suite shares two cores. */
const HEAVY_TEST_TIMEOUT = 30_000;

let sql: SqlJsStatic;
beforeAll(async () => {
  sql = await initSqlJs();
});

/** The read fails with exactly this ApkgError (and its user message), not with anything else. */
async function expectRefused(bytes: Uint8Array, code: ApkgErrorCode): Promise<void> {
  const error: unknown = await readApkg(bytes, sql).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApkgError);
  expect((error as ApkgError).code).toBe(code);
  expect((error as ApkgError).message).toMatch(/^(The|This) /);
}

const anki2 = (collection: Uint8Array) => zipPackage({ 'collection.anki2': collection });
const anki21b = (stored: Uint8Array) =>
  zipPackage(
    { 'collection.anki21b': stored, 'collection.anki2': placeholderCollection(sql) },
    { stored: ['collection.anki21b'] },
  );

/** A seeded generator (mulberry32), so a failing mutation can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy with a few bytes changed, a slice cut out or the end cut off. */
function mutate(bytes: Uint8Array, next: () => number): Uint8Array {
  const kind = Math.floor(next() * 3);
  if (kind === 0) {
    const copy = bytes.slice();
    for (let count = 1 + Math.floor(next() * 4); count > 0; count -= 1)
      copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
    return copy;
  }
  const at = Math.floor(next() * bytes.length);
  if (kind === 1)
    return concat([bytes.subarray(0, at), bytes.subarray(Math.min(bytes.length, at + 1 + Math.floor(next() * 64)))]);
  return bytes.slice(0, at);
}

describe('readApkg refuses hostile and broken files with an ApkgError', () => {
  it('a file over 10 MiB, before reading it', async () => {
    await expectRefused(new Uint8Array(APKG_MAX_BYTES + 1), 'too-large');
  });

  it('a file that is not a zip', async () => {
    await expectRefused(new Uint8Array(0), 'not-zip');
    await expectRefused(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]), 'not-zip');
    await expectRefused(new Uint8Array(4096).fill(0x41), 'not-zip');
    // A zip with its end record cut off.
    const apkg = anki2(schema11Collection(sql, SHARED_DECK));
    await expectRefused(apkg.subarray(0, apkg.length - 10), 'not-zip');
  });

  it('a zip whose directory points outside the file', async () => {
    const apkg = anki2(schema11Collection(sql, SHARED_DECK)).slice();
    const end = apkg.length - 22;
    apkg[end + 16] = 0xff;
    apkg[end + 17] = 0xff;
    apkg[end + 18] = 0xff;
    await expectRefused(apkg, 'damaged-zip');
  });

  it('a zip without a collection (also one in a sub-folder)', async () => {
    await expectRefused(zipPackage({ media: '{}', '0': 'picture' }), 'no-collection');
    await expectRefused(zipPackage({ 'deck/collection.anki2': schema11Collection(sql, SHARED_DECK) }), 'no-collection');
  });

  it('an entry declaring more than the collection limit (zip bomb), before inflating it', async () => {
    const apkg = anki2(schema11Collection(sql, SHARED_DECK));
    await expectRefused(
      tamperZipEntry(apkg, 'collection.anki2', { uncompressedSize: APKG_MAX_COLLECTION_BYTES + 1 }),
      'collection-too-large',
    );
  });

  it(
    'an entry inflating beyond what it declares (zip bomb), stopped at the declared size',
    async () => {
      // 32 MiB of zeros deflate to 32 KiB; the entry claims 1 MiB.
      const zeros = new Uint8Array(32 * 1024 * 1024);
      const bomb = zipSync({ 'collection.anki2': [zeros, { level: 1 }] });
      expect(bomb.length).toBeLessThan(100_000);
      await expectRefused(tamperZipEntry(bomb, 'collection.anki2', { uncompressedSize: 1024 * 1024 }), 'damaged-zip');
    },
    HEAVY_TEST_TIMEOUT,
  );

  it('an entry whose CRC does not match, one that is encrypted, one with another compression method', async () => {
    const apkg = anki2(schema11Collection(sql, SHARED_DECK));
    await expectRefused(tamperZipEntry(apkg, 'collection.anki2', { crc32: 12345 }), 'damaged-zip');
    await expectRefused(tamperZipEntry(apkg, 'collection.anki2', { flags: 1 }), 'encrypted');
    await expectRefused(tamperZipEntry(apkg, 'collection.anki2', { method: 12 }), 'unsupported-compression');
  });

  it('zstd data that is not zstd, corrupt or cut short', async () => {
    const collection = schema18Collection(sql, SHARED_DECK);
    await expectRefused(anki21b(collection), 'damaged-zstd');
    await expectRefused(anki21b(new Uint8Array(0)), 'damaged-zstd');
    const frame = zstdFrame(collection);
    await expectRefused(anki21b(frame.subarray(0, frame.length - 100)), 'damaged-zstd');
    // A compressed block (type 2) of garbage.
    const garbage = new Uint8Array(200).fill(0x5a);
    const header = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38, (200 << 3) | (2 << 1) | 1, 200 >> 5, 0];
    await expectRefused(anki21b(concat([Uint8Array.from(header), garbage])), 'damaged-zstd');
    // A frame that declares more than it holds.
    await expectRefused(anki21b(zstdFrame(collection, { declaredSize: collection.length + 10 })), 'damaged-zstd');
  });

  it('zstd declaring more than the collection limit, in its size or its window, before decoding', async () => {
    await expectRefused(anki21b(zstdDeclaring(APKG_MAX_COLLECTION_BYTES + 1)), 'collection-too-large');
    await expectRefused(anki21b(zstdDeclaring(2 ** 40)), 'collection-too-large');
    await expectRefused(anki21b(zstdWithWindow(31)), 'collection-too-large');
  });

  it(
    'zstd inflating beyond the collection limit without declaring it (zstd bomb), stopped on the way',
    async () => {
      // It starts as an SQLite file would, so only the limit can stop it.
      const bomb = zstdRleBomb(
        APKG_MAX_COLLECTION_BYTES / (128 * 1024) + 1,
        schema18Collection(sql, SHARED_DECK).subarray(0, 4096),
      );
      expect(bomb.length).toBeLessThan(20_000);
      await expectRefused(anki21b(bomb), 'collection-too-large');
    },
    HEAVY_TEST_TIMEOUT,
  );

  // Issue 30: a 203 KB package of 199 MiB of zeros held the server for 1.6 s before it was refused.
  // Its CRC is wrong here, so a reader that unpacked it all would say 'damaged-zip': 'not-database'
  // shows it stopped at the first bytes. The zstd one would otherwise run to the size limit.
  it(
    'a collection that does not start as an SQLite file, refused at its first bytes',
    async () => {
      const zeros = anki2(new Uint8Array(16 * 1024 * 1024));
      expect(zeros.length).toBeLessThan(100_000);
      await expectRefused(tamperZipEntry(zeros, 'collection.anki2', { crc32: 12345 }), 'not-database');
      await expectRefused(anki21b(zstdRleBomb(APKG_MAX_COLLECTION_BYTES / (128 * 1024) + 1)), 'not-database');
    },
    HEAVY_TEST_TIMEOUT,
  );

  it('a collection that is not an SQLite database', async () => {
    await expectRefused(anki2(new Uint8Array(8192).fill(7)), 'not-database');
    const header = new Uint8Array(8192).fill(0xee);
    header.set([...'SQLite format 3\u0000'].map((character) => character.charCodeAt(0)));
    await expectRefused(anki2(header), 'not-database');
    await expectRefused(anki21b(zstdFrame(new Uint8Array(100))), 'not-database');
  });

  it('a damaged SQLite database', async () => {
    const collection = schema11Collection(sql, SHARED_DECK).slice();
    collection.fill(0xff, 4096);
    await expectRefused(anki2(collection), 'damaged-collection');
  });

  it('a database without a readable notes table', async () => {
    await expectRefused(
      anki2(customDatabase(sql, 'create table col (id integer primary key, decks text);')),
      'not-anki-collection',
    );
    // Missing a column the reader needs.
    await expectRefused(
      anki2(customDatabase(sql, 'create table notes (id integer primary key, guid text, tags text);')),
      'not-anki-collection',
    );
    // A view runs the file's own query: not read.
    await expectRefused(
      anki2(customDatabase(sql, "create view notes as select 1 as id, 'g' as guid, '' as tags, 'a' as flds;")),
      'not-anki-collection',
    );
    // A generated column computes the file's own expression on every read: not read.
    await expectRefused(
      anki2(
        customDatabase(
          sql,
          "create table notes (id integer primary key, guid text, tags text, flds text generated always as (printf('%.*c', 1000000, 'x')));",
        ),
      ),
      'not-anki-collection',
    );
  });

  it('a table named like an Object.prototype key does not confuse the reader', async () => {
    const contents = await readApkg(
      anki2(
        customDatabase(
          sql,
          `create table "constructor" (x); create table "__proto__" (x);
           create table notes (id integer primary key, guid text, tags text, flds text);
           insert into notes values (1, 'g', '', 'cat' || char(31) || 'кошка');`,
        ),
      ),
      sql,
    );
    expect(contents.notes).toHaveLength(1);
  });

  it(
    'more notes or cards than the limits',
    async () => {
      const manyRows = (table: string, columns: string, rows: number) =>
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows}) insert into ${table} select ${columns} from n;`;
      const schema = `create table notes (id integer primary key, guid text not null, tags text not null, flds text not null);
      create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, odid integer not null);`;
      await expectRefused(
        anki2(customDatabase(sql, schema + manyRows('notes', "i, 'g' || i, '', 'a' || char(31) || 'b'", 50_001))),
        'too-many-notes',
      );
      await expectRefused(
        anki2(
          customDatabase(
            sql,
            schema +
              manyRows('notes', "i, 'g' || i, '', 'a' || char(31) || 'b'", 10) +
              manyRows('cards', 'i, 1, 1, 0, 0', 500_001),
          ),
        ),
        'too-many-cards',
      );
    },
    HEAVY_TEST_TIMEOUT,
  );

  it(
    'never throws anything but ApkgError for mutated packages (seeded)',
    async () => {
      const next = random(16);
      const legacy = anki2(schema11Collection(sql, SHARED_DECK));
      const newExport = base64ToBytes(NEW_EXPORT_APKG_BASE64);
      const sqlite = schema11Collection(sql, SHARED_DECK);
      const frame = zstdFrame(schema18Collection(sql, SHARED_DECK), { declare: false });
      const cases: Array<() => Uint8Array> = [
        () => mutate(legacy, next),
        () => mutate(newExport, next),
        // Mutated inside the zip (with a right CRC), so the zstd and SQLite readers meet the damage.
        () => anki2(mutate(sqlite, next)),
        () => anki21b(mutate(frame, next)),
      ];
      let read = 0;
      let refused = 0;
      for (let round = 0; round < 60; round += 1) {
        for (const make of cases) {
          const bytes = make();
          try {
            await readApkg(bytes, sql);
            read += 1;
          } catch (error) {
            expect(error, `round ${round}`).toBeInstanceOf(ApkgError);
            refused += 1;
          }
        }
      }
      expect(read + refused).toBe(240);
      expect(refused).toBeGreaterThan(0);
    },
    HEAVY_TEST_TIMEOUT,
  );
});
