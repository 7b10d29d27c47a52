import type { FixtureCollection } from './anki-collection-builder';
import { BASIC_NOTE_TYPE, DEFAULT_DECK } from './anki-collection-builder';

/**
 * A small shared deck as people publish them: a hierarchical deck, the Basic note type, fields
 * formatted in Anki's editor (divs, bold, non-breaking spaces, a picture and a sound), tags.
 * The .apkg test reads it as a legacy export and as a new one (collection.anki21b plus the
 * placeholder collection.anki2); fixtures/new-export.ts holds the latter, compressed by the real
 * zstd (see make-new-export-fixture.mjs).
 */
export const SHARED_DECK: FixtureCollection = {
  decks: [DEFAULT_DECK, { id: 1_700_000_000_100, name: 'English' }, { id: 1_700_000_000_200, name: 'English::Animals' }],
  noteTypes: [BASIC_NOTE_TYPE],
  notes: [
    {
      guid: 'Pq7#kT2@vX',
      fields: ['<div>cat</div>', 'кошка<br>[sound:cat.mp3]'],
      tags: ['animals', 'pets'],
      cards: [{ deckId: 1_700_000_000_200 }],
    },
    {
      guid: 'b5Lm!w0Zs%',
      fields: ['<b>dog</b>', 'собака&nbsp;'],
      tags: ['animals', 'pets'],
      cards: [{ deckId: 1_700_000_000_200 }],
    },
    {
      guid: 'H&3nQe8yR^',
      fields: ['horse<img src="horse.jpg">', 'ло&shy;шадь'],
      tags: ['animals', 'farm'],
      cards: [{ deckId: 1_700_000_000_200 }],
    },
    {
      guid: 'u*9GdK1cJ~',
      fields: ['<span style="font-weight: 600;">bird</span>', '<div>птица</div><div><br></div>'],
      tags: ['animals'],
      cards: [{ deckId: 1_700_000_000_200 }],
    },
    {
      guid: 'e(4TzA7oM)',
      fields: ['the&nbsp;English language', 'английский язык'],
      tags: [],
      cards: [{ deckId: 1_700_000_000_100 }],
    },
  ],
};

/** What the reader makes of SHARED_DECK, in a package holding its picture and sound. */
export const SHARED_DECK_NOTES = [
  {
    english: 'cat',
    russian: 'кошка',
    tags: ['animals', 'pets'],
    deck: 'English::Animals',
    guid: 'Pq7#kT2@vX',
    part_of_speech: null,
    image: null,
    sound: 'cat.mp3',
  },
  {
    english: 'dog',
    russian: 'собака',
    tags: ['animals', 'pets'],
    deck: 'English::Animals',
    guid: 'b5Lm!w0Zs%',
    part_of_speech: null,
    image: null,
    sound: null,
  },
  {
    english: 'horse',
    russian: 'лошадь',
    tags: ['animals', 'farm'],
    deck: 'English::Animals',
    guid: 'H&3nQe8yR^',
    part_of_speech: null,
    image: 'horse.jpg',
    sound: null,
  },
  {
    english: 'bird',
    russian: 'птица',
    tags: ['animals'],
    deck: 'English::Animals',
    guid: 'u*9GdK1cJ~',
    part_of_speech: null,
    image: null,
    sound: null,
  },
  {
    english: 'the English language',
    russian: 'английский язык',
    tags: [],
    deck: 'English',
    guid: 'e(4TzA7oM)',
    part_of_speech: null,
    image: null,
    sound: null,
  },
];

/** Two media files, as a shared deck's picture and sound (their bytes do not matter to the reader). */
export const SHARED_DECK_MEDIA = {
  '0': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  '1': new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]),
};
/** The legacy "media" entry: which numbered entry is which file. */
export const SHARED_DECK_MEDIA_MAP = JSON.stringify({ '0': 'horse.jpg', '1': 'cat.mp3' });

/** The same notes read from a package without their media files. */
export const SHARED_DECK_NOTES_WITHOUT_MEDIA = SHARED_DECK_NOTES.map((note) => ({ ...note, image: null, sound: null }));
