import type { FixtureCollection } from './anki-collection-builder';
import { BASIC_NOTE_TYPE, DEFAULT_DECK } from './anki-collection-builder';

/**
 * The shared deck of issue 32: Russian on the front with its stress marks, English on the back, as
 * a learner of Russian downloads it. Its fields carry what such decks carry: the combining acute
 * typed in (молоко́), the same mark as an HTML entity (&#769;), a Latin ó standing in for the
 * stressed о (слóво), words that need no mark (хлеб, ёж), two words with a stress each, <b> and
 * <div> from Anki's editor, a [sound:…] reference, &nbsp;, and meanings on lines of their own
 * (<br>). The deck of this kind imported 4 of 20 notes, the wrong way round; every one of
 * these must come in the right way round with its stress.
 */

const DECK = { id: 1_700_000_000_300, name: 'Russian Core 20' };
const ACUTE = '\u0301';

/** [front (Russian, as the deck writes it), back (English)]. */
const FIELDS: ReadonlyArray<readonly [string, string]> = [
  [`<b>молоко${ACUTE}</b>[sound:moloko.mp3]`, 'milk'],
  [`вода${ACUTE}`, 'water'],
  ['хлеб', 'bread'],
  [`я${ACUTE}блоко`, 'apple'],
  [`ры${ACUTE}ба [sound:ryba.mp3]`, 'fish'],
  [`<div>мя${ACUTE}со</div>`, 'meat'],
  ['сыр', '<b>cheese</b>'],
  [`ко${ACUTE}шка`, 'cat<br>kitty'],
  [`соба&#769;ка`, 'dog'],
  [`го${ACUTE}род`, '<div>city</div><div>town</div>'],
  [`у${ACUTE}лица`, 'street'],
  [`шко${ACUTE}ла&nbsp;`, 'school'],
  [`кни${ACUTE}га`, 'book'],
  [`окно${ACUTE}`, 'window'],
  ['сл\u00F3во', 'word'],
  ['ёж', 'hedgehog'],
  ['зелёный', 'green'],
  [`бе${ACUTE}лый медве${ACUTE}дь`, 'polar&nbsp;bear'],
  [`говори${ACUTE}ть`, 'to speak<br>to talk'],
  ['рабо&#769;та [sound:rabota.mp3]', 'work'],
];

export const RUSSIAN_FRONT_DECK_NAME = DECK.name;

export const RUSSIAN_FRONT_DECK: FixtureCollection = {
  decks: [DEFAULT_DECK, DECK],
  noteTypes: [BASIC_NOTE_TYPE],
  notes: FIELDS.map(([front, back], index) => ({
    guid: `ru-front-${index + 1}`,
    fields: [front, back],
    tags: ['russian-core'],
    cards: [{ deckId: DECK.id }],
  })),
};

/** What Slovo keeps of each note: the bare sides, and the stressed form where the front had marks. */
export const RUSSIAN_FRONT_DECK_WORDS: ReadonlyArray<{ english: string; russian: string; stressed?: string }> = [
  { english: 'milk', russian: 'молоко', stressed: `молоко${ACUTE}` },
  { english: 'water', russian: 'вода', stressed: `вода${ACUTE}` },
  { english: 'bread', russian: 'хлеб' },
  { english: 'apple', russian: 'яблоко', stressed: `я${ACUTE}блоко` },
  { english: 'fish', russian: 'рыба', stressed: `ры${ACUTE}ба` },
  { english: 'meat', russian: 'мясо', stressed: `мя${ACUTE}со` },
  { english: 'cheese', russian: 'сыр' },
  { english: 'cat, kitty', russian: 'кошка', stressed: `ко${ACUTE}шка` },
  { english: 'dog', russian: 'собака', stressed: `соба${ACUTE}ка` },
  { english: 'city, town', russian: 'город', stressed: `го${ACUTE}род` },
  { english: 'street', russian: 'улица', stressed: `у${ACUTE}лица` },
  { english: 'school', russian: 'школа', stressed: `шко${ACUTE}ла` },
  { english: 'book', russian: 'книга', stressed: `кни${ACUTE}га` },
  { english: 'window', russian: 'окно', stressed: `окно${ACUTE}` },
  { english: 'word', russian: 'слово', stressed: `сло${ACUTE}во` },
  { english: 'hedgehog', russian: 'ёж' },
  { english: 'green', russian: 'зелёный' },
  { english: 'polar bear', russian: 'белый медведь', stressed: `бе${ACUTE}лый медве${ACUTE}дь` },
  { english: 'to speak, to talk', russian: 'говорить', stressed: `говори${ACUTE}ть` },
  { english: 'work', russian: 'работа', stressed: `рабо${ACUTE}та` },
];
