import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readApkg } from './index';
import type { FixtureNote } from './testing/anki-collection-builder';
import { schema11Collection } from './testing/anki-collection-builder';
import { zipPackage } from './testing/package-builder';
import { APKG_MAX_MEDIA_FILE_BYTES } from './apkg-limits';
import { noteMediaNames, unescapeHtml } from './note-media';

// Issue 34 §2: an .apkg's notes keep the first picture and sound they name, read out of the
// package within the limits, with a notice for each kind of file left out.

let sql: SqlJsStatic;
beforeAll(async () => {
  sql = await initSqlJs();
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0]);

function apkg(notes: FixtureNote[], media: Record<string, Uint8Array>, map: unknown = null) {
  const names = Object.keys(media);
  return zipPackage({
    'collection.anki2': schema11Collection(sql, { notes }),
    media:
      typeof map === 'string'
        ? map
        : JSON.stringify(map ?? Object.fromEntries(names.map((name, index) => [String(index), name]))),
    ...Object.fromEntries(names.map((name, index) => [String(index), media[name]!])),
  });
}

describe('the media a note names', () => {
  it('are the first [sound:…] and <img src=…> across its fields, in any quoting, names unescaped', () => {
    expect(noteMediaNames(['cat<img src="cat.jpg">', 'кошка [sound:cat.mp3]'])).toEqual({
      image: 'cat.jpg',
      sound: 'cat.mp3',
      more: false,
    });
    expect(noteMediaNames(["<IMG class=x SRC='a&amp;b.png'>", ''])).toMatchObject({ image: 'a&b.png' });
    expect(noteMediaNames(['<img alt="" src=plain.gif>', ''])).toMatchObject({ image: 'plain.gif' });
    expect(noteMediaNames(['<img src="1.jpg"><img src="2.jpg">', '[sound:a.mp3][sound:b.mp3]'])).toEqual({
      image: '1.jpg',
      sound: 'a.mp3',
      more: true,
    });
    expect(noteMediaNames(['cat', 'кошка'])).toEqual({ image: null, sound: null, more: false });
    // Pictures on the web are not the package's files.
    expect(noteMediaNames(['<img src="https://example.com/cat.jpg"><img src="data:image/png;base64,AAAA">', ''])).toMatchObject({
      image: null,
    });
    expect(unescapeHtml('&lt;a&gt; &#39;b&#x27; &quot;c&quot; &unknown;')).toBe(`<a> 'b' "c" &unknown;`);
  });
});

describe('readApkg with media', () => {
  it('keeps each note’s picture and sound with their bytes, each file once', async () => {
    const contents = await readApkg(
      apkg(
        [
          { fields: ['cat<img src="cat.jpg">', 'кошка[sound:cat.mp3]'] },
          { fields: ['kitten<img src="cat.jpg">', 'котёнок'] },
          { fields: ['dog', 'собака'] },
        ],
        { 'cat.jpg': JPEG, 'cat.mp3': MP3 },
      ),
      sql,
    );
    expect(contents.notes.map(({ english, image, sound }) => [english, image, sound])).toEqual([
      ['cat', 'cat.jpg', 'cat.mp3'],
      ['kitten', 'cat.jpg', null],
      ['dog', null, null],
    ]);
    expect(contents.media).toEqual(
      new Map([
        ['cat.jpg', JPEG],
        ['cat.mp3', MP3],
      ]),
    );
    expect(contents.notices).toEqual([]);
  });

  it('keeps the first of several and says so; a file the package lacks is left out with a notice', async () => {
    const contents = await readApkg(
      apkg([{ fields: ['cat<img src="a.jpg"><img src="b.jpg">', 'кошка[sound:gone.mp3]'] }], { 'a.jpg': JPEG, 'b.jpg': JPEG }),
      sql,
    );
    expect(contents.notes[0]).toMatchObject({ image: 'a.jpg', sound: null });
    expect([...contents.media.keys()]).toEqual(['a.jpg']);
    expect(contents.notices).toEqual([
      '1 picture or sound named by a note is not in the package',
      '1 note names more than one picture or sound: only the first of each is kept',
    ]);
  });

  it('leaves out a file larger than the limit without unpacking it', async () => {
    const huge = new Uint8Array(APKG_MAX_MEDIA_FILE_BYTES + 1);
    const contents = await readApkg(apkg([{ fields: ['cat<img src="big.png">', 'кошка'] }], { 'big.png': huge }), sql);
    expect(contents.notes[0]).toMatchObject({ image: null });
    expect(contents.media.size).toBe(0);
    expect(contents.notices).toEqual(['1 picture or sound was left out: larger than 2 MiB or damaged']);
  });

  it.each([
    ['not JSON', '{"0": '],
    ['an array', '["cat.jpg"]'],
    ['numbers for names', '{"0": 5}'],
  ])('still imports the notes when the media map is %s', async (_case, map) => {
    const contents = await readApkg(apkg([{ fields: ['cat<img src="cat.jpg">', 'кошка'] }], { 'cat.jpg': JPEG }, map), sql);
    expect(contents.notes.map(({ english, image }) => [english, image])).toEqual([['cat', null]]);
    expect(contents.notices).toHaveLength(1);
    expect(contents.notices[0]).toMatch(/could not be read|not in the package/);
  });
});
