import { strFromU8, unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readApkg, writeApkg } from './index';
import type { ApkgExportDeck } from './index';
import { sha1Hex } from './sha1';
import { independentApkgExporter } from './testing/anki-apkg-export';

let sql: SqlJsStatic;
beforeAll(async () => {
  sql = await initSqlJs();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 4, 5, 6]);
const NOW = new Date('2024-05-01T12:00:00Z');
/** anki-apkg-export loads an old asm.js sql.js: seconds, more while the suite shares two cores. */
const HEAVY_TEST_TIMEOUT = 60_000;

const DECKS: ApkgExportDeck[] = [
  {
    name: 'Animals::Pets',
    notes: [
      {
        guid: 'g-cat',
        english: 'cat',
        russian: 'ко́шка',
        partOfSpeech: 'noun',
        tags: ['pets', 'four legs'],
        image: { name: 'slovo-cat.webp', bytes: PNG },
      },
      {
        guid: 'g-dog',
        english: 'dog',
        russian: 'соба́ка',
        partOfSpeech: 'noun',
        tags: [],
        sound: { name: 'slovo-dog.mp3', bytes: MP3 },
      },
    ],
  },
  {
    name: 'Verbs',
    notes: [{ guid: 'g-run', english: 'to run & <jump>', russian: 'бежа́ть', partOfSpeech: 'verb', tags: ['motion'] }],
  },
];

/** The tables of a collection (not SQLite's own, such as ANALYZE's sqlite_stat1) and their column names. */
function tableColumns(bytes: Uint8Array): Record<string, string[]> {
  const db = new sql.Database(bytes);
  try {
    const tables = db
      .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")[0]!
      .values.map(([name]) => String(name));
    return Object.fromEntries(
      tables.map((table) => [table, db.exec(`PRAGMA table_info(${table})`)[0]!.values.map((row) => String(row[1]))]),
    );
  } finally {
    db.close();
  }
}

/** The media map of an unzipped package, checked to name entries the zip holds. */
function mediaMap(entries: Record<string, Uint8Array>): Record<string, string> {
  const map = JSON.parse(strFromU8(entries['media']!)) as Record<string, string>;
  expect(typeof map).toBe('object');
  Object.keys(map).forEach((key, index) => {
    expect(key).toBe(String(index));
    expect(typeof map[key]).toBe('string');
    expect(entries[key]).toBeInstanceOf(Uint8Array);
  });
  return map;
}

describe('sha1Hex', () => {
  it('gives the standard digests', () => {
    expect(sha1Hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(sha1Hex('a'.repeat(1000))).toBe('291e9a6c66994949b57ba5e650361e98fc36b1ba');
  });
});

describe('writeApkg', () => {
  it('round-trips through readApkg: words, tags, decks, pictures and sounds', async () => {
    const contents = await readApkg(writeApkg(sql, DECKS, NOW), sql);
    expect(contents.skipped).toEqual([]);
    expect(contents.decks).toEqual(['Animals::Pets', 'Verbs']);
    expect(
      contents.notes.map(({ english, russian, tags, deck, guid, part_of_speech }) => ({
        english,
        russian,
        tags,
        deck,
        guid,
        part_of_speech,
      })),
    ).toEqual([
      {
        english: 'cat',
        russian: 'ко́шка',
        tags: ['pets', 'four_legs'],
        deck: 'Animals::Pets',
        guid: 'g-cat',
        part_of_speech: 'noun',
      },
      { english: 'dog', russian: 'соба́ка', tags: [], deck: 'Animals::Pets', guid: 'g-dog', part_of_speech: 'noun' },
      { english: 'to run & <jump>', russian: 'бежа́ть', tags: ['motion'], deck: 'Verbs', guid: 'g-run', part_of_speech: 'verb' },
    ]);
    const [cat, dog, run] = contents.notes;
    expect([cat!.image, cat!.sound, dog!.image, dog!.sound, run!.image, run!.sound]).toEqual([
      'slovo-cat.webp',
      null,
      null,
      'slovo-dog.mp3',
      null,
      null,
    ]);
    expect(contents.media).toEqual(
      new Map([
        ['slovo-cat.webp', PNG],
        ['slovo-dog.mp3', MP3],
      ]),
    );
  });

  it('writes a schema 11 collection: one col row, two new cards per note, checksums, indexes', () => {
    const db = new sql.Database(unzipSync(writeApkg(sql, DECKS, NOW))['collection.anki2']);
    try {
      const [ver, models, decks] = db.exec('SELECT ver, models, decks FROM col')[0]!.values[0]!;
      expect(ver).toBe(11);
      const model = Object.values(JSON.parse(String(models)) as Record<string, { flds: { name: string }[]; tmpls: unknown[] }>);
      expect(model.map((m) => [m.flds.map((f) => f.name), m.tmpls.length])).toEqual([
        [['English', 'Russian', 'Part of speech', 'Picture', 'Sound'], 2],
      ]);
      const deckNames = Object.values(JSON.parse(String(decks)) as Record<string, { name: string }>).map((deck) => deck.name);
      expect(deckNames.sort()).toEqual(['Animals', 'Animals::Pets', 'Default', 'Verbs']);
      const notes = db.exec('SELECT tags, flds, sfld, csum FROM notes ORDER BY id')[0]!.values;
      expect(notes[0]).toEqual([
        ' pets four_legs ',
        'cat\x1fко́шка\x1fnoun\x1f<img src="slovo-cat.webp">\x1f',
        'cat',
        parseInt(sha1Hex('cat').slice(0, 8), 16),
      ]);
      expect(notes[2]![1]).toBe('to run &amp; &lt;jump&gt;\x1fбежа́ть\x1fverb\x1f\x1f');
      const cards = db.exec('SELECT ord, due, type, queue, ivl, factor FROM cards ORDER BY id')[0]!.values;
      expect(cards).toEqual([1, 1, 2, 2, 3, 3].map((due, index) => [index % 2, due, 0, 0, 0, 0]));
      const indexes = db.exec("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name")[0]!.values.flat();
      expect(indexes).toEqual([
        'ix_cards_nid',
        'ix_cards_sched',
        'ix_cards_usn',
        'ix_notes_csum',
        'ix_notes_usn',
        'ix_revlog_cid',
        'ix_revlog_usn',
      ]);
    } finally {
      db.close();
    }
  });

  it(
    'has the tables, columns and media map of an independent writer (anki-apkg-export)',
    async () => {
      const AnkiExport = independentApkgExporter();
      const theirs = new AnkiExport('deck');
      theirs.addCard('cat<img src="cat.png">', 'ко́шка');
      theirs.addMedia('cat.png', PNG);
      const theirEntries = unzipSync(new Uint8Array(await theirs.save()));
      const ourEntries = unzipSync(writeApkg(sql, DECKS, NOW));

      const theirTables = tableColumns(theirEntries['collection.anki2']!);
      expect(Object.keys(theirTables).sort()).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
      expect(tableColumns(ourEntries['collection.anki2']!)).toEqual(theirTables);
      expect(Object.values(mediaMap(theirEntries))).toEqual(['cat.png']);
      expect(Object.values(mediaMap(ourEntries))).toEqual(['slovo-cat.webp', 'slovo-dog.mp3']);
    },
    HEAVY_TEST_TIMEOUT,
  );

  it('stores the same bytes once and gives different bytes under one name different names', async () => {
    const same = { name: 'slovo-a.webp', bytes: PNG };
    const notes = [
      { guid: 'a', english: 'one', russian: 'оди́н', partOfSpeech: '', tags: [], image: same },
      { guid: 'b', english: 'two', russian: 'два', partOfSpeech: '', tags: [], image: { name: 'copy.webp', bytes: PNG.slice() } },
      { guid: 'c', english: 'three', russian: 'три', partOfSpeech: '', tags: [], image: { name: 'slovo-a.webp', bytes: MP3 } },
    ];
    const apkg = writeApkg(sql, [{ name: 'Numbers', notes }], NOW);
    const entries = unzipSync(apkg);
    const map = mediaMap(entries);
    expect(map).toEqual({ 0: 'slovo-a.webp', 1: 'slovo-a-2.webp' });
    expect(Object.keys(entries).sort()).toEqual(['0', '1', 'collection.anki2', 'media']);
    expect([entries['0'], entries['1']]).toEqual([PNG, MP3]);
    const contents = await readApkg(apkg, sql);
    expect(contents.notes.map((note) => note.image)).toEqual(['slovo-a.webp', 'slovo-a.webp', 'slovo-a-2.webp']);
    expect(contents.media).toEqual(
      new Map([
        ['slovo-a.webp', PNG],
        ['slovo-a-2.webp', MP3],
      ]),
    );
  });
  it('writes an empty collection for no decks: the Default deck, no notes, no media', () => {
    const entries = unzipSync(writeApkg(sql, [], NOW));
    expect(Object.keys(entries).sort()).toEqual(['collection.anki2', 'media']);
    expect(mediaMap(entries)).toEqual({});
    const db = new sql.Database(entries['collection.anki2']);
    const [decks, notes] = db.exec('SELECT (SELECT decks FROM col), (SELECT count(*) FROM notes)')[0]!.values[0]!;
    db.close();
    expect([Object.keys(JSON.parse(String(decks)) as object), notes]).toEqual([['1'], 0]);
  });
});
